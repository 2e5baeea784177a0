import TerminalKit

/// Stands in for the navigation stack a router drives: keeps the pages pushed and counts the pops,
/// one page or back to the root.
@MainActor
final class NavigatorSpy: Navigator {
    private(set) var pages: [any Page] = []
    private(set) var popCount = 0
    private(set) var popToRootCount = 0

    func push(_ page: any Page) {
        pages.append(page)
    }

    func pop() {
        popCount += 1
    }

    func popToRoot() {
        popToRootCount += 1
    }
}
