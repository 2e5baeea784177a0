/// One row of a form: a label and the control it names.
public struct FormRow {
    /// The label, drawn before the control followed by ":".
    public var label: String
    /// The control that gets the keys while the row is focused.
    public var control: any View
    /// Whether the control takes every row left below its label's, as a `TextArea` does, instead of one.
    public var fillsRemainingRows: Bool

    /// Creates a form row.
    public init(label: String, control: any View, fillsRemainingRows: Bool = false) {
        self.label = label
        self.control = control
        self.fillsRemainingRows = fillsRemainingRows
    }
}
