import TerminalKit

/// Stands in for the navigation stack a controller is given: keeps the pages the controller pushed on top
/// of its own, and counts the pops. A pop with nothing pushed is the controller closing its own page.
@MainActor
final class NavigatorSpy: Navigator {
    /// The pages pushed, bottom first.
    private(set) var pages: [any Page] = []
    private(set) var popCount = 0
    private(set) var popToRootCount = 0

    /// The page pushed last and not popped yet.
    var topPage: (any Page)? { pages.last }

    func push(_ page: any Page) {
        pages.append(page)
    }

    func pop() {
        popCount += 1
        _ = pages.popLast()
    }

    func popToRoot() {
        popToRootCount += 1
        pages.removeAll()
    }
}
