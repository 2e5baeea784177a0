/// One row of a form: a label and the control it names.
public struct FormRow {
    /// The label, drawn before the control followed by ":".
    public var label: String
    /// The control that gets the keys while the row is focused.
    public var control: any View

    /// Creates a form row.
    public init(label: String, control: any View) {
        self.label = label
        self.control = control
    }
}
