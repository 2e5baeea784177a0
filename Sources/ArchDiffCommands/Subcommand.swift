import ArchDiffSupport

/// A subcommand of `archdiff`, registered in ``ArchDiffCommand/subcommands``.
package protocol Subcommand: Sendable {
    /// The word that selects the subcommand, such as `metrics`.
    static var name: String { get }
    /// One line for the subcommand list in `archdiff --help`.
    static var abstract: String { get }
    /// The full help printed by `archdiff <name> --help`.
    static var help: String { get }

    /// Parses the arguments that follow the subcommand's name (help flags are handled before).
    init(arguments: [String]) throws(UsageError)

    /// Runs the subcommand, writing its results to the context's standard output; asynchronous for the
    /// subcommands that run the architectures, whose screens work on the main actor.
    func run(in context: CommandContext) async throws
}
