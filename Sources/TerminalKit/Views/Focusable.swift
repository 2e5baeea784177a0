/// A control that shows whether it has the keyboard focus; `FormView` sets it on its rows' controls.
@MainActor
public protocol Focusable: AnyObject {
    /// Whether keys go to this control; focused controls show a cursor or a highlighted choice.
    var isFocused: Bool { get set }
}
