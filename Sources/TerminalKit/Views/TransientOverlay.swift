/// An overlay that `ScaffoldView` dismisses on the first key, before handing it that key; such as
/// `ConfirmDialog` and `HelpOverlay`. Any other overlay stays until `dismissOverlay()` is called.
public protocol TransientOverlay: View {
    /// Handles `key` and stays open when it is a key the overlay uses while open (the help overlay
    /// scrolls); returns false, the default, to be dismissed and then handed the key.
    func handleWhileOpen(_ key: Key) -> Bool
}

extension TransientOverlay {
    /// Uses no key while open: every key dismisses the overlay.
    public func handleWhileOpen(_ key: Key) -> Bool {
        false
    }
}
