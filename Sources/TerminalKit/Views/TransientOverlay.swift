/// An overlay that `ScaffoldView` dismisses on the first key, before handing it that key; such as
/// `ConfirmDialog` and `HelpOverlay`. Any other overlay stays until `dismissOverlay()` is called.
public protocol TransientOverlay: View {}
