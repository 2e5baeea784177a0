import ArchDiffReport
import ArchDiffSupport

/// The arguments after a subcommand's name, read front to back with the option rules all subcommands
/// share: an option's value is the next argument unless that is another option (it starts with `-` and
/// is no number, so `--sample -3` is a value to refuse), and `--format` may also be written
/// `-f <format>` or `--format=<format>`.
package struct ArgumentList {
    private var remaining: ArraySlice<String>

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

    /// The value following `option`, removed from the list.
    package mutating func value(for option: String) throws(UsageError) -> String {
        guard let value = remaining.first, !value.hasPrefix("-") || Double(value) != nil else {
            throw .missingValue(option: option)
        }
        remaining.removeFirst()
        return value
    }

    /// The format named by `argument` and the value after it, or `nil` when `argument` is no format option.
    package mutating func format(from argument: String) throws(UsageError) -> OutputFormat? {
        if argument == "--format" || argument == "-f" {
            return try Self.format(named: value(for: argument), option: argument)
        }
        if argument.hasPrefix("--format=") {
            return try Self.format(named: String(argument.dropFirst("--format=".count)), option: "--format")
        }
        return nil
    }

    private static func format(named value: String, option: String) throws(UsageError) -> OutputFormat {
        guard let format = OutputFormat(rawValue: value) else {
            throw .invalidValue(value, option: option, allowed: OutputFormat.allCases.map(\.rawValue))
        }
        return format
    }
}
