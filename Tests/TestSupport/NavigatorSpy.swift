import TerminalKit

/// Stands in for the navigation stack a controller, router or coordinator drives: keeps the pages pushed
/// and not popped, and counts the pops, one page or back to the root. A pop with nothing pushed is the
/// caller closing its own page.
@MainActor
public final class NavigatorSpy: Navigator {
    /// The pages pushed and not popped yet, bottom first.
    public private(set) var pages: [any Page] = []
    public private(set) var popCount = 0
    public private(set) var popToRootCount = 0

    /// A navigator with no page pushed.
    public init() {}

    /// The page pushed last and not popped yet.
    public var topPage: (any Page)? { pages.last }

    public func push(_ page: any Page) {
        pages.append(page)
    }

    public func pop() {
        popCount += 1
        _ = pages.popLast()
    }

    public func popToRoot() {
        popToRootCount += 1
        pages.removeAll()
    }
}
