/// The declarations counted as functions.
public enum FunctionKind: String, CaseIterable, Sendable {
    case function = "func"
    case initializer = "init"
    case deinitializer = "deinit"
    case `subscript`
}
