import TaskListDomain
import TaskListUI
import TerminalKit

/// An architecture's app with its shared boundaries traced: the service, the navigator and the views it
/// is given, and the keys and frames the host delivers through `root`.
@MainActor
public final class TracedApp {
    /// What was traced.
    public let recorder: TraceRecorder
    /// The app's navigation stack; empty once the user quit.
    public let navigation: NavigationStack
    /// The view to draw and give the keys to.
    public let root: TracingView
    /// The service as the app sees it; the host checks it for other programs' changes.
    public let service: TracingTaskListService
    private let navigator: TracingNavigator

    /// Builds `architecture`'s app on `service`, recording the start as the first entry; `callStack`
    /// finds the architecture's functions, and `clock` (by default the one `service` waits on) tells how
    /// late an answer came. An architecture with reducers gets the recorder to watch them.
    public init(
        architecture: any Architecture,
        service: any TaskListService,
        callStack: any CallStackReader = BacktraceReader(),
        clock: (any ServiceClock)? = nil
    ) {
        let recorder = TraceRecorder(
            callStack: callStack,
            clock: clock ?? (service as? StoreTaskListService)?.clock ?? ContinuousServiceClock())
        self.recorder = recorder
        navigation = NavigationStack()
        navigator = TracingNavigator(navigation, recorder: recorder)
        self.service = TracingTaskListService(service, recorder: recorder)
        root = TracingView(navigation, recorder: recorder)
        recorder.span(.start(architecture: architecture.name)) {
            let page =
                (architecture as? any ReducerArchitecture)?.makeRootPage(
                    service: self.service, navigator: navigator, reducerObserver: recorder)
                ?? architecture.makeRootPage(service: self.service, navigator: navigator)
            navigator.push(page)
        }
    }
}
