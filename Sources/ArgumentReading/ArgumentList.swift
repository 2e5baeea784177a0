/// The arguments of a command line, read front to back by every tool of the package with one rule for
/// what is a value: any argument but an option. An option starts with `--`, or with `-` and a letter, so
/// `-3`, `-5ms` and `-` are values, which the option that takes them may refuse by name.
package struct ArgumentList {
    private var remaining: ArraySlice<String>

    /// The list of `arguments`, the program's or subcommand's name left out.
    package init(_ arguments: [String]) {
        remaining = arguments[...]
    }

    /// The next argument, removed from the list.
    package mutating func next() -> String? {
        remaining.popFirst()
    }

    /// Every argument left, removing them all.
    package mutating func rest() -> [String] {
        defer { remaining = [] }
        return Array(remaining)
    }

    /// The next argument, removed from the list, when it is a value; `nil`, leaving the list as it is,
    /// when the list is empty or the next argument is an option.
    package mutating func value() -> String? {
        guard let next = remaining.first, !Self.isOption(next) else { return nil }
        return remaining.removeFirst()
    }

    /// Whether `argument` is an option: `--` and anything after it, or `-` and a letter.
    package static func isOption(_ argument: String) -> Bool {
        argument.hasPrefix("--") || (argument.first == "-" && argument.dropFirst().first?.isLetter == true)
    }
}
