/// A stack of pages, like UINavigationController: the top page's view fills the area and gets the keys.
///
/// It owns its pages; ctrl-c removes them all, which quits the app from any screen. In an area smaller than `minimumSize` it shows only "Terminal too small" and
/// takes no keys until it is drawn large enough again.
public final class NavigationStack: View, Navigator {
    /// The text shown when the area is smaller than `minimumSize`.
    public static let tooSmallText = "Terminal too small"

    /// The pages, bottom first.
    public private(set) var pages: [any Page] = []
    /// The smallest area the pages are drawn in.
    public var minimumSize = Size(width: 20, height: 6)
    private var isTooSmall = false

    /// Creates an empty stack.
    public init() {}

    /// True when there is no page (the host then quits).
    public var isEmpty: Bool { pages.isEmpty }

    /// The page on top, if any.
    public var topPage: (any Page)? { pages.last }

    /// Puts `page` on top.
    public func push(_ page: any Page) {
        pages.append(page)
    }

    /// Removes the top page, if there is one, and tells it so.
    public func pop() {
        pages.popLast()?.didLeave()
    }

    /// Removes every page above the bottom one, and tells each so, top first.
    public func popToRoot() {
        let removed = pages.dropFirst().reversed()
        pages = Array(pages.prefix(1))
        for page in removed {
            page.didLeave()
        }
    }

    /// Draws the top page in the whole area, or "Terminal too small" when the area is too small.
    public func draw(in screen: inout Screen, area: Rect) {
        isTooSmall = area.width < minimumSize.width || area.height < minimumSize.height
        if isTooSmall {
            if !area.isEmpty {
                screen.put(truncating: Self.tooSmallText, at: area.origin, width: area.width)
            }
            return
        }
        topPage?.rootView.draw(in: &screen, area: area)
    }

    /// Forwards the key to the top page's view; returns false while the terminal is too small.
    /// ctrl-c empties the stack whatever the size, telling each page it left, top first.
    public func handle(_ key: Key) -> Bool {
        if key == .control("c") {
            let removed = pages.reversed()
            pages.removeAll()
            for page in removed {
                page.didLeave()
            }
            return true
        }
        guard !isTooSmall, let topPage else { return false }
        return topPage.rootView.handle(key)
    }
}
