import ArchDiffReport
import ArchDiffSupport
import ArgumentReading

/// The options every archdiff subcommand reads the same way: a value that must follow its option, and
/// `--format`, which may also be written `-f <format>` or `--format=<format>`.
extension ArgumentList {
    /// The value following `option`, removed from the list.
    package mutating func value(for option: String) throws(UsageError) -> String {
        guard let value = value() else { throw .missingValue(option: option) }
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
