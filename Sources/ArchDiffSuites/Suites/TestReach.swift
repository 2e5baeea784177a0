/// How a unit test reaches the production code, decided from what it constructs (see
/// ``TestReach/decide(constructed:rootTypes:productionTypes:)``).
package enum TestReach: String, Sendable {
    /// It constructs the architecture's root type, so the composition root builds what it tests.
    case compositionRoot = "composition root"
    /// It constructs at least one production type itself, but not the root type.
    case isolated
    /// It constructs no production type.
    case none = "no layer"

    /// The reach of a test that, with the helpers it calls, constructs `constructed`.
    static func decide(constructed: Set<String>, rootTypes: Set<String>, productionTypes: Set<String>)
        -> TestReach
    {
        if !constructed.isDisjoint(with: rootTypes) { return .compositionRoot }
        return constructed.isDisjoint(with: productionTypes) ? .none : .isolated
    }
}
