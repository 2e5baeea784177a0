/// A group of keys in the help overlay, under a heading such as "Everywhere" (none for the screen's own).
public struct HelpSection: Hashable, Sendable {
    /// The heading, drawn bold; nil for none.
    public var heading: String?
    /// The keys listed.
    public var items: [HelpItem]

    /// Creates a section.
    public init(heading: String? = nil, items: [HelpItem]) {
        self.heading = heading
        self.items = items
    }
}
