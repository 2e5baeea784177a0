/// One piece of test code as seen for what it builds: a test, or a helper function, initializer or
/// property a test may reach.
struct CodeUnit: Equatable, Sendable {
    /// The type names it calls as constructors: `TypeName(...)`, `TypeName.init(...)` or a static
    /// factory `TypeName.make(...)`.
    var constructed: Set<String> = []
    /// Every identifier it uses, through which it reaches helpers by name.
    var referenced: Set<String> = []
}
