import TerminalKit

/// A `Navigator` that records every push and pop, naming the pages, then forwards to the real one.
///
/// The architectures hold their navigator weakly, so whoever builds the app keeps this one alive.
public final class TracingNavigator: Navigator {
    private let navigator: NavigationStack
    private let recorder: TraceRecorder

    /// Wraps `navigator`.
    public init(_ navigator: NavigationStack, recorder: TraceRecorder) {
        self.navigator = navigator
        self.recorder = recorder
    }

    public func push(_ page: any Page) {
        recorder.span(.navigation("push(\(Self.name(of: page)))")) { navigator.push(page) }
    }

    public func pop() {
        let top = navigator.topPage.map(Self.name(of:)) ?? "nothing"
        recorder.span(.navigation("pop() removes \(top)")) { navigator.pop() }
    }

    public func popToRoot() {
        let above = navigator.pages.dropFirst().reversed().map(Self.name(of:))
        let removed = above.isEmpty ? "nothing" : above.joined(separator: ", ")
        recorder.span(.navigation("popToRoot() removes \(removed)")) { navigator.popToRoot() }
    }

    /// A page's type name, as the trace shows it.
    static func name(of page: any Page) -> String {
        String(describing: type(of: page))
    }
}
