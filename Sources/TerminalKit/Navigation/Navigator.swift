/// Moves between pages; the navigation stack is one, and tests may supply their own.
@MainActor
public protocol Navigator: AnyObject {
    /// Shows `page` on top of the current one.
    func push(_ page: any Page)
    /// Goes back to the page below the top one; with one page left, leaves none (the app then quits).
    func pop()
    /// Goes back to the bottom page, removing every page above it.
    func popToRoot()
}
