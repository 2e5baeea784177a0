/// The helpers tests can reach by name: functions by their base name, initializers and stored
/// properties' initial values by their type's name, properties by their name.
struct TestHelpers: Sendable {
    /// The code units declared under each name.
    var units: [String: [CodeUnit]] = [:]

    /// Adds `unit` under `name`.
    mutating func add(_ unit: CodeUnit, as name: String) {
        units[name, default: []].append(unit)
    }

    /// These helpers and `other`'s.
    func merging(_ other: TestHelpers) -> TestHelpers {
        TestHelpers(units: units.merging(other.units) { $0 + $1 })
    }

    /// Every type `unit` constructs, itself or through the helpers it names, transitively.
    func constructed(by unit: CodeUnit) -> Set<String> {
        var constructed = unit.constructed
        var seen: Set<String> = []
        var pending = Array(unit.referenced)
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let found = units[name] else { continue }
            for helper in found {
                constructed.formUnion(helper.constructed)
                pending.append(contentsOf: helper.referenced.subtracting(seen))
            }
        }
        return constructed
    }
}
