/// The frame every screen shares: a bold title, the content, a status line and a help bar, with an optional
/// overlay (a dialog or the help) drawn over it all. Subclass it and override `handleCommand(_:)`.
///
/// Layout in its area: the title on row 0 at x+1; row 1 for the header, such as a search field (blank
/// without one), which gets the keys before the content while it is focused; the content in rows
/// 2 ..< height-2 (x+1, width-2); the status on row height-2 and the help bar on row height-1, both at x+1.
///
/// Keys: an overlay gets every key while shown (a `TransientOverlay` is dismissed first, so a
/// `ConfirmDialog`'s delegate may present a new one). Otherwise the status is cleared, then the content,
/// then `handleCommand(_:)`, then "?" (which shows the help) get the key until one consumes it. The help
/// lists the screen's keys, the global keys and the keys of editing a title (editors type "?").
open class ScaffoldView: View {
    /// The keys listed in the help overlay after the screen's own: moving, paging, help, quitting and
    /// suspending.
    public static let globalHelpItems: [HelpItem] = [
        HelpItem(key: "up/down k/j", action: "move"),
        HelpItem(key: "pgup/pgdn", action: "page"),
        HelpItem(key: "home/end", action: "first/last"),
        HelpItem(key: "?", action: "help"),
        HelpItem(key: "ctrl-c", action: "quit"),
        HelpItem(key: "ctrl-z", action: "suspend"),
    ]
    /// The heading of the global keys in the help overlay.
    public static let globalHelpHeading = "Everywhere"
    /// The heading of the text field's keys in the help overlay.
    public static let textFieldHelpHeading = "Editing a title"
    /// The keys of a `TextField`, listed in the help overlay because editors type "?" instead of showing it.
    public static let textFieldHelpItems: [HelpItem] = [
        HelpItem(key: "left/right", action: "move the cursor"),
        HelpItem(key: "home/end", action: "start/end"),
        HelpItem(key: "backspace/delete", action: "erase"),
        HelpItem(key: "ctrl-u", action: "erase to the start"),
    ]
    /// The help overlay's title.
    public static let helpTitle = "Help"

    /// The title bar.
    public let titleLabel: Label
    /// The screen's main view.
    public let content: any View
    /// The keys of the screen, on the bottom row.
    public let helpBar: HelpBar
    /// One line above the help bar, such as an error; cleared by the next key.
    public var status: String? {
        didSet {
            if status != oldValue { report(.text(property: "status", value: status)) }
        }
    }
    /// The row under the title, such as a `SearchField`; while it is `Focusable` and focused it gets the
    /// keys before the content.
    public var header: (any View)?
    /// The dialog or help drawn over the screen, if any.
    public private(set) var overlay: (any View)?

    /// Creates a scaffold around `content`.
    public init(title: String, content: any View, helpItems: [HelpItem]) {
        titleLabel = Label(title, style: .bold)
        self.content = content
        helpBar = HelpBar(items: helpItems)
    }

    /// Shows `overlay` over the screen; it gets every key until dismissed.
    public func present(_ overlay: any View) {
        report(.present(overlay: String(describing: type(of: overlay))))
        self.overlay = overlay
    }

    /// Removes the overlay.
    public func dismissOverlay() {
        report(.dismissOverlay)
        overlay = nil
    }

    /// Handles a screen key that the content did not consume; returns true when it did. Default: false.
    open func handleCommand(_ key: Key) -> Bool {
        false
    }

    /// Draws title, header, content, status, help bar and then the overlay.
    open func draw(in screen: inout Screen, area: Rect) {
        guard !area.isEmpty else { return }
        let inner = area.inset(horizontal: 1, vertical: 0)
        titleLabel.draw(in: &screen, area: inner.row(0))
        if let header, area.height > 1 {
            header.draw(in: &screen, area: inner.row(1))
        }
        let contentArea = inner.rows(2..<(area.height - 2))
        if !contentArea.isEmpty {
            content.draw(in: &screen, area: contentArea)
        }
        if area.height >= 3 {
            screen.put(truncating: status ?? "", at: inner.row(area.height - 2).origin, width: inner.width)
        }
        if area.height >= 2 {
            helpBar.draw(in: &screen, area: inner.row(area.height - 1))
        }
        overlay?.draw(in: &screen, area: area)
    }

    /// Routes a key: overlay, else a focused header, content, `handleCommand(_:)` and "?"; returns whether
    /// one consumed it.
    open func handle(_ key: Key) -> Bool {
        status = nil
        if let overlay {
            if let transient = overlay as? any TransientOverlay {
                if transient.handleWhileOpen(key) { return true }
                dismissOverlay()
            }
            _ = overlay.handle(key)
            return true
        }
        if let header, (header as? any Focusable)?.isFocused == true, header.handle(key) {
            return true
        }
        if content.handle(key) || handleCommand(key) {
            return true
        }
        if key == .character("?") {
            present(HelpOverlay(title: Self.helpTitle, sections: helpSections))
            return true
        }
        return false
    }

    /// The screen's own keys, the global ones it does not already list, and the keys of editing a title.
    private var helpSections: [HelpSection] {
        [
            HelpSection(items: helpBar.items),
            HelpSection(
                heading: Self.globalHelpHeading,
                items: Self.globalHelpItems.filter { !helpBar.items.contains($0) }),
            HelpSection(heading: Self.textFieldHelpHeading, items: Self.textFieldHelpItems),
        ]
    }
}
