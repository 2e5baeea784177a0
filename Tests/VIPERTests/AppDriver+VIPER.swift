import TerminalKit
import TestSupport

@testable import VIPER

extension AppDriver {
    /// Starts VIPER on `service`, whose virtual clock moves the app's work along, and lets Home load.
    static func viper(on service: ServiceSpy, size: Size = Size(width: 80, height: 24)) async -> AppDriver {
        let app = AppDriver(
            VIPERArchitecture(), service: service, time: Fixtures.replayClock(of: service.real),
            size: size)
        await app.settle()
        return app
    }
}
