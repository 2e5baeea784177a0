/// The declarations counted as functions.
package enum FunctionKind: String, CaseIterable, Sendable {
    case function = "func"
    case initializer = "init"
    case deinitializer = "deinit"
    case `subscript`
}
