import ArchDiffCommands
import ArchDiffProcesses
import ArchDiffSupport
import ArchitectureRegistry
import Foundation
import TraceKit

/// `archdiff trace`: runs user actions on every registered architecture, in this process, and writes
/// what they caused to docs/traces and to the key-press sections of docs/architectures.
package struct TraceCommand: Subcommand {
    /// The subcommand's word.
    package static let name = "trace"
    /// The line shown in `archdiff --help`.
    package static let abstract =
        "Trace user actions through every architecture: docs/traces and the notes' key-press sections."
    /// The text shown by `archdiff trace --help`.
    package static let help = """
        OVERVIEW: \(abstract)

        Runs each user action (\(UserAction.all.map(\.id).joined(separator: ", "))) on every
        registered architecture, in this process, with the app's shared boundaries traced, and writes
        \(TracePages.folder)/<action>.md (every architecture side by side: figures, sequence diagrams,
        the trace beside the source of each function on the path), an SVG diagram per architecture,
        and \(TracePages.folder)/README.md. In \(TracePages.notesFolder)/<name>.md it fills every block
        between '<!-- trace: <action> -->' and '<!-- /trace -->'. Run it from the package root (the
        folder with Package.swift and Architectures; elsewhere it refuses, except --show), in a debug
        build: a release build inlines functions, and its traces miss them. Files are written in place
        (a link is followed, a file keeps its mode); a leftover page or diagram is removed only when it
        is a regular file, and links are never followed into.

        USAGE: archdiff trace [--check | --show <action>]

        OPTIONS:
          --check           Write nothing; fail when a page or a block no longer matches the code.
          --show <action>   Print the action's trace on every architecture.
          -h, --help        Show this help.

        Exit status: 0 on success, 1 when the pages are stale (--check), a file cannot be written or an
        action cannot run, 2 for a usage mistake.

        """

    private enum Mode {
        case write
        case check
        case show(String)

        /// Whether the mode writes or reads the pages under the package root.
        var usesPages: Bool {
            if case .show = self { return false }
            return true
        }
    }

    private let mode: Mode

    /// Parses `--check` and `--show <action>`.
    package init(arguments: [String]) throws(UsageError) {
        var mode = Mode.write
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--check":
                mode = .check
            case "--show":
                guard let action = remaining.popFirst(), !action.hasPrefix("-") else {
                    throw .missingValue(option: argument)
                }
                guard UserAction.all.contains(where: { $0.id == action }) else {
                    throw .invalidValue(action, option: argument, allowed: UserAction.all.map(\.id))
                }
                mode = .show(action)
            default:
                throw argument.hasPrefix("-") ? .unknownOption(argument) : .unexpectedArgument(argument)
            }
        }
        self.mode = mode
    }

    /// What `--show <id>` prints: each architecture's name, then its trace of the action.
    static func shown(_ id: String, in pages: TracePages) -> String {
        (pages.actions.first { $0.action.id == id }?.traces ?? []).map {
            "\($0.displayName)\n\n\($0.text)\n\n"
        }
        .joined()
    }

    /// Whether `folder` is the package root: it holds `Package.swift` and the `Architectures` folder.
    static func isPackageRoot(_ folder: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder + "/Package.swift")
            && FileManager.default.fileExists(atPath: folder + "/Architectures", isDirectory: &isFolder)
            && isFolder.boolValue
    }

    package func run(in context: CommandContext) async throws {
        if let note = TraceBuild.note {
            throw TraceCommandError.releaseBuild(note)
        }
        let root = URL(fileURLWithPath: context.currentDirectory)
        if mode.usesPages && !Self.isPackageRoot(context.currentDirectory) {
            throw TraceCommandError.notPackageRoot(context.currentDirectory)
        }
        for leftover in ScratchFolder.removeLeftovers(
            in: ActionRun.temporaryDirectory, prefix: ActionRun.scratchPrefix)
        {
            context.standardError.write(
                "archdiff: note: removed \(leftover.path), a scratch folder that an ended trace left\n")
        }
        let pages = try await TracePages.trace(ArchitectureRegistry.all, root: root)
        switch mode {
        case .show(let id):
            context.standardOutput.write(Self.shown(id, in: pages))
        case .check:
            let stale = try TraceOutput(pages: pages, root: root).staleFiles()
            guard stale.isEmpty else { throw TraceCommandError.stale(stale) }
            context.standardOutput.write("The trace pages match the code.\n")
        case .write:
            try TraceOutput(pages: pages, root: root).write(to: context.standardOutput)
        }
    }
}

/// What keeps `archdiff trace` from finishing.
enum TraceCommandError: Error, CustomStringConvertible {
    case releaseBuild(String)
    case stale([String])
    case notPackageRoot(String)

    var description: String {
        switch self {
        case .releaseBuild(let note):
            "archdiff trace needs a debug build (\(note)); run 'swift run archdiff trace'"
        case .stale(let paths):
            "out of date, run 'swift run archdiff trace': \(paths.joined(separator: ", "))"
        case .notPackageRoot(let path):
            "'\(path)' is not the package root (it has no Package.swift and Architectures folder); run "
                + "'archdiff trace' from the package root, where it writes \(TracePages.folder)"
        }
    }
}
