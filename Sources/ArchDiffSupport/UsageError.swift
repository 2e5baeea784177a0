import SafeText

/// Mistakes in the command line; reported with exit code 2 and a pointer to the help.
package enum UsageError: Error, Equatable, CustomStringConvertible {
    case missingSubcommand
    case unknownSubcommand(String)
    case unknownOption(String)
    case missingValue(option: String)
    case invalidValue(String, option: String, allowed: [String])
    case unknownColumn(String, available: [String])
    case unknownArchitecture(String, available: [String])
    case sameColumnTwice(String)
    case unexpectedArgument(String)
    case optionNeedsOption(String, String)

    /// The message printed after `archdiff: error:`.
    package var description: String {
        switch self {
        case .missingSubcommand:
            return "missing subcommand"
        case .unknownSubcommand(let name):
            return "unknown subcommand \(Excerpt.quoted(name))"
        case .unknownOption(let option):
            return "unknown option \(Excerpt.quoted(option))"
        case .missingValue(let option):
            return "option '\(option)' needs a value"
        case .invalidValue(let value, let option, let allowed) where allowed.count == 1:
            return "'\(value)' is not a valid value for '\(option)'; use \(allowed[0])"
        case .invalidValue(let value, let option, let allowed):
            return
                "\(Excerpt.quoted(value)) is not a valid value for '\(option)'; use one of: \(allowed.joined(separator: ", "))"
        case .unknownColumn(let name, let available):
            return
                "no column named \(Excerpt.quoted(name)); columns are: \(available.joined(separator: ", "))"
        case .unknownArchitecture(let name, let available):
            return
                "no architecture named \(Excerpt.quoted(name)) under Architectures; architectures are: "
                + available.joined(separator: ", ")
        case .sameColumnTwice(let name):
            return "'--diff' needs two different columns, got \(Excerpt.quoted(name)) twice"
        case .unexpectedArgument(let argument):
            return "unexpected argument \(Excerpt.quoted(argument))"
        case .optionNeedsOption(let option, let required):
            return "'\(option)' is used only with '\(required)'"
        }
    }
}
