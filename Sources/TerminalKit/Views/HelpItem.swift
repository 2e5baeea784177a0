/// One entry of a help bar or help overlay: a key and what it does, such as "a" and "add".
public struct HelpItem: Hashable, Sendable {
    /// The key as shown, such as "enter" or "up/down".
    public var key: String
    /// What the key does, such as "open".
    public var action: String

    /// Creates a help entry.
    public init(key: String, action: String) {
        self.key = key
        self.action = action
    }
}
