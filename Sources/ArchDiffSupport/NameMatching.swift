/// How the command line finds a name the user typed among those it knows, such as architectures and
/// columns: the name spelled exactly, or else the only one that matches in any case (`mvc` for `MVC`).
package enum NameMatching {
    /// The name of `names` that `typed` stands for, or `nil` when none or several do.
    package static func name(_ typed: String, in names: [String]) -> String? {
        if names.contains(typed) { return typed }
        let matches = names.filter { $0.lowercased() == typed.lowercased() }
        return matches.count == 1 ? matches[0] : nil
    }
}
