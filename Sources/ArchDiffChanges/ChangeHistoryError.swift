/// Why the history cannot be measured; `archdiff changes` reports it with exit code 1.
package enum ChangeHistoryError: Error, Equatable, CustomStringConvertible {
    /// `git` could not be started.
    case gitNotFound
    /// The folder is not the top folder of a git work tree.
    case notARepository(String)
    /// The clone is shallow, so commits or their parents are missing.
    case shallowHistory
    /// A `git` command failed.
    case gitFailed(command: String, message: String)
    /// A `git` command printed something archdiff cannot read.
    case unexpectedOutput(command: String, output: String)
    /// A line of `docs/changes.tsv` is not `commit<TAB>change<TAB>owner`.
    case badDeclaration(line: Int, text: String)

    /// Whether the cause lies in the checkout rather than in the history: no git, no repository, or
    /// a shallow clone.
    package var isUnavailableHistory: Bool {
        switch self {
        case .gitNotFound, .notARepository, .shallowHistory: return true
        case .gitFailed, .unexpectedOutput, .badDeclaration: return false
        }
    }

    /// The message printed after `archdiff: error:`.
    package var description: String {
        switch self {
        case .gitNotFound:
            return "cannot run 'git': it is needed to read the history"
        case .notARepository(let path):
            return "'\(path)' is not the top folder of a git repository; run from the package root of a clone"
        case .shallowHistory:
            return
                "the history is shallow (a clone made with --depth), so the measured commits or their parents "
                + "may be missing; run 'git fetch --unshallow' and try again"
        case .gitFailed(let command, let message):
            return "'\(command)' failed: \(message)"
        case .unexpectedOutput(let command, let output):
            return "unexpected output from '\(command)': \(output)"
        case .badDeclaration(let line, let text):
            return
                "\(DeclaredChange.path):\(line): expected 'commit<TAB>change<TAB>architecture', "
                + "'shared' or 'by path' as the third field: \(text)"
        }
    }
}
