import ArchDiffProcesses
import ArchDiffSupport
import Foundation

/// The `archdiff` command line: picks a subcommand, handles help, and turns errors into messages on
/// standard error and exit codes (1 for unusable input, 2 for usage mistakes).
package enum ArchDiffCommand {
    /// The subcommands, in the order `archdiff --help` lists them.
    package static let subcommands: [any Subcommand.Type] = [
        MetricsCommand.self, TestsCommand.self, MutantsCommand.self, ChangesCommand.self, ReportCommand.self,
    ]

    /// The version `archdiff --version` prints.
    package static let version = "0.1.0"

    /// Exit code for unreadable, missing or empty input.
    package static let inputErrorExitCode: Int32 = 1
    /// Exit code for command-line mistakes.
    package static let usageErrorExitCode: Int32 = 2

    /// Runs with the process's arguments and surroundings, then exits; `extra` are subcommands that live
    /// outside this module (such as `trace`, which runs the architectures), listed after the others.
    /// Interrupted (ctrl-c) or terminated, it stops the processes it started before it exits. A failed
    /// write to standard output is reported once on standard error and makes the exit code 1.
    package static func main(adding extra: [any Subcommand.Type] = []) async -> Never {
        InterruptHandler.install(stopping: .started)
        let output = StandardStreamSink(.output)
        let errors = StandardStreamSink(.error)
        let code = await run(
            Array(CommandLine.arguments.dropFirst()),
            context: .live(standardOutput: output, standardError: errors),
            adding: extra)
        guard let failure = output.failure else { exit(code) }
        errors.write("archdiff: \(failure)\n")
        exit(code == 0 ? inputErrorExitCode : code)
    }

    /// Runs `arguments` (without the program name) with `extra` subcommands and returns the exit code.
    package static func run(
        _ arguments: [String], context: CommandContext, adding extra: [any Subcommand.Type] = []
    ) async -> Int32 {
        let subcommands = subcommands + extra
        guard let first = arguments.first else {
            return fail(UsageError.missingSubcommand, context: context, help: "archdiff --help")
        }
        if first == "--version" {
            context.standardOutput.write("archdiff \(version)\n")
            return 0
        }
        if isHelpFlag(first) || first == "help" {
            let topic = first == "help" ? arguments.dropFirst().first : nil
            context.standardOutput.write(
                subcommands.first { $0.name == topic }?.help ?? help(listing: subcommands))
            return 0
        }
        guard let subcommand = subcommands.first(where: { $0.name == first }) else {
            return fail(UsageError.unknownSubcommand(first), context: context, help: "archdiff --help")
        }
        let rest = Array(arguments.dropFirst())
        if rest.prefix(while: { $0 != "--" }).contains(where: isHelpFlag) {
            context.standardOutput.write(subcommand.help)
            return 0
        }
        do {
            try await subcommand.init(arguments: rest).run(in: context)
            return 0
        } catch let error as UsageError {
            return fail(error, context: context, help: "archdiff \(subcommand.name) --help")
        } catch {
            context.standardError.write("archdiff: error: \(error)\n")
            return inputErrorExitCode
        }
    }

    /// The overview printed by `archdiff --help`.
    package static var help: String {
        help(listing: subcommands)
    }

    /// The overview listing `subcommands`.
    static func help(listing subcommands: [any Subcommand.Type]) -> String {
        let width = subcommands.map { $0.name.count }.max() ?? 0
        let list = subcommands.map { type in
            "  " + type.name + String(repeating: " ", count: width - type.name.count + 3) + type.abstract
        }
        return """
            OVERVIEW: Compare Swift code bases, such as one app written in several architectures.

            USAGE: archdiff <subcommand> [<arguments>]

            SUBCOMMANDS:
            \(list.joined(separator: "\n"))

            OPTIONS:
              -h, --help   Show this help.
              --version    Show the version.

            Run 'archdiff <subcommand> --help' or 'archdiff help <subcommand>' for its arguments.

            """
    }

    private static func isHelpFlag(_ argument: String) -> Bool {
        argument == "-h" || argument == "--help"
    }

    private static func fail(_ error: UsageError, context: CommandContext, help: String) -> Int32 {
        context.standardError.write("archdiff: error: \(error)\nRun '\(help)' for usage.\n")
        return usageErrorExitCode
    }
}
