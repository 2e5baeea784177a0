import TerminalKit
import TestSupport

@testable import Unidirectional

extension AppDriver {
    /// The app on `spy`, as the composition root wires it, its first screen loaded as far as it loads
    /// without time passing.
    static func unidirectional(on spy: ServiceSpy, size: Size = Size(width: 80, height: 24)) async
        -> AppDriver
    {
        let app = AppDriver(
            UnidirectionalArchitecture(), service: spy, time: Fixtures.replayClock(of: spy.real), size: size)
        await app.settle()
        return app
    }
}
