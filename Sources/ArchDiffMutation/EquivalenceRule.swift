/// A rule that tells an equivalent mutant from its text alone, so that no review has to name it.
///
/// The one rule: the fallback of `T.allCases.firstIndex(of: value) ?? n` never runs, since every value of
/// a `CaseIterable` type is in `allCases`, so changing `n` changes nothing.
package enum EquivalenceRule {
    /// Why `mutant` is equivalent, or nil when no rule can tell.
    package static func reason(for mutant: Mutant) -> String? {
        guard mutant.mutationOperator == .offByOne,
            let original = fallback(in: mutant.original), let mutated = fallback(in: mutant.mutated),
            original.call == mutated.call, original.value != mutated.value
        else { return nil }
        return "unreachable fallback: firstIndex(of:) on allCases finds every value of a CaseIterable type"
    }

    /// The `allCases.firstIndex(of:)` call that ends `line`, perhaps inside a call's last argument, and the
    /// integer after its `??`.
    private static func fallback(in line: String) -> (call: Substring, value: Substring)? {
        let pattern = /(\.allCases\.firstIndex\(of: [^()]*\))\s*\?\?\s*(-?[0-9]+)\)*\s*$/
        guard let match = line.firstMatch(of: pattern) else { return nil }
        return (line[..<match.output.1.endIndex], match.output.2)
    }
}
