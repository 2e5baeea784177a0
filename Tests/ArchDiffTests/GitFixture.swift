import ArchDiffChanges
import Foundation

/// A git repository in a temporary folder, built commit by commit with the real `git` and removed when
/// the test ends. The user's git configuration is ignored and dates are fixed, so every run builds the
/// same history.
final class GitFixture {
    let folder: TemporaryFolder
    let git: Git

    var path: String { folder.path }

    /// An empty repository.
    init() throws {
        folder = try TemporaryFolder()
        git = Git(directory: folder.path, settings: Self.settings)
        try git.run(["init", "-q"])
    }

    /// Settings that make `git` ignore the user's configuration and write the same commits every run.
    static let settings = [
        "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_AUTHOR_NAME": "Fixture", "GIT_AUTHOR_EMAIL": "fixture@example.com",
        "GIT_COMMITTER_NAME": "Fixture", "GIT_COMMITTER_EMAIL": "fixture@example.com",
        "GIT_AUTHOR_DATE": "2025-01-01T12:00:00Z", "GIT_COMMITTER_DATE": "2025-01-01T12:00:00Z",
    ]

    /// Writes `files`, deletes `removing`, commits everything with `message` and returns the full hash.
    @discardableResult
    func commit(_ message: String, writing files: [String: String] = [:], removing: [String] = []) throws
        -> String
    {
        for (path, contents) in files {
            try folder.write(contents, to: path)
        }
        for path in removing {
            try FileManager.default.removeItem(atPath: self.path + "/" + path)
        }
        try git.run(["add", "-A"])
        try git.run(["commit", "-q", "--allow-empty", "-F", "-"], input: Data(message.utf8))
        return try git.text(["rev-parse", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What `git show --numstat` prints for `commit`: one `(added, removed, path)` per file.
    func numstat(_ commit: String) throws -> [(added: Int, removed: Int, path: String)] {
        try git.text(["show", "--numstat", "--format=", commit]).split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", maxSplits: 2)
            return (Int(fields[0]) ?? 0, Int(fields[1]) ?? 0, String(fields[2]))
        }
    }
}

extension GitFixture {
    /// The commits of ``twoFeatures()``, by what they hold.
    struct TwoFeatures {
        let fixture: GitFixture
        let sharedSearch: String
        let alphaSearch: String
        let betaSearch: String
        let sharedNotes: String
        let alphaNotes: String
        let betaNotes: String
    }

    /// Two features, `search` and `notes`, each a shared-layer commit and one commit per architecture
    /// (Alpha and Beta), with a commit without trailers in between. Alpha's `notes` commit also changes
    /// a shared file; Beta's `notes` commit names `beta` in lower case, moves a file to a new layer and
    /// removes a protocol.
    static func twoFeatures() throws -> TwoFeatures {
        let fixture = try GitFixture()
        try fixture.commit(
            "Initial",
            writing: [
                "Sources/Shared/Item.swift": "struct Item {\n    var title: String\n}\n",
                "Architectures/Alpha/AlphaApp.swift": "struct AlphaApp {}\n",
                "Architectures/Alpha/Views/ListView.swift":
                    "final class ListView {\n    var rows: [String] = []\n}\n",
                "Architectures/Beta/Presenters/ListPresenter.swift": """
                protocol ListDisplay: AnyObject {
                    func show(_ rows: [String])
                }

                final class ListPresenter {
                    weak var display: ListDisplay?
                }

                """,
                "Architectures/Beta/Views/ListScreen.swift": listScreen(conformance: ": ListDisplay"),
                "Tests/AlphaTests/ListViewTests.swift": "import Testing\n@Test func rows() {}\n",
                "Tests/BetaTests/ListPresenterTests.swift": "import Testing\n@Test func shows() {}\n",
            ])
        let sharedSearch = try fixture.commit(
            "Shared: search\n\nChange: search\n",
            writing: [
                "Sources/Shared/Item.swift": item(notes: false),
                "Sources/Shared/Query.swift": "struct Query {\n    var text: String\n}\n",
            ])
        let alphaSearch = try fixture.commit(
            "Alpha: search\n\nChange: search\nArchitecture: Alpha\n",
            writing: [
                "Architectures/Alpha/Views/ListView.swift": listView(extraLines: ["    var query = \"\""]),
                "Architectures/Alpha/Controllers/SearchController.swift": """
                protocol Searchable: AnyObject {}

                final class SearchController {
                    struct State {
                        var query = ""
                    }
                }

                """,
                "Tests/AlphaTests/SearchTests.swift":
                    "import Testing\n\n@Test func narrows() {}\n@Test func clears() {}\n",
            ])
        try fixture.commit("README", writing: ["README.md": "Fixture\n"])
        let betaSearch = try fixture.commit(
            "Beta: search\n\nChange: search\nArchitecture: Beta\n",
            writing: [
                "Architectures/Beta/Presenters/ListPresenter.swift": """
                protocol ListDisplay: AnyObject {
                    func show(_ rows: [String])
                }

                final class ListPresenter {
                    weak var display: ListDisplay?
                    var query = ""
                }

                """,
                "Architectures/Beta/Interactors/SearchInteractor.swift": """
                struct SearchInteractor {
                    func filter(_ rows: [String], by query: String) -> [String] {
                        rows.filter { $0.contains(query) }
                    }
                }

                """,
                "Tests/BetaTests/ListPresenterTests.swift":
                    "import Testing\n@Test func showsEverything() {}\n@Test func showsMatches() {}\n@Test func clears() {}\n",
            ])
        let sharedNotes = try fixture.commit(
            "Shared: notes\n\nChange: notes\n", writing: ["Sources/Shared/Item.swift": item(notes: true)])
        let alphaNotes = try fixture.commit(
            "Alpha: notes\n\nChange: notes\nArchitecture: Alpha\n",
            writing: [
                "Architectures/Alpha/Views/ListView.swift": listView(extraLines: [
                    "    var query = \"\"", "    var marksNotes = true",
                ]),
                "Sources/Shared/Item.swift": item(notes: true) + "\nextension Item {}\n",
                "Tests/AlphaTests/NotesTests.swift": "import Testing\n@Test func marks() {}\n",
            ])
        let betaNotes = try fixture.commit(
            "Beta: notes\n\nChange: notes\nArchitecture: beta\n",
            writing: [
                "Architectures/Beta/Presenters/ListPresenter.swift": """
                final class ListPresenter {
                    var onShow: (([String]) -> Void)?
                    var query = ""
                }

                """,
                "Architectures/Beta/Screens/ListScreen.swift": listScreen(conformance: ""),
            ],
            removing: ["Architectures/Beta/Views/ListScreen.swift"])
        return TwoFeatures(
            fixture: fixture, sharedSearch: sharedSearch, alphaSearch: alphaSearch, betaSearch: betaSearch,
            sharedNotes: sharedNotes, alphaNotes: alphaNotes, betaNotes: betaNotes)
    }

    private static func item(notes: Bool) -> String {
        """
        struct Item {
            var title: String
        \(notes ? "    var notes = \"\"\n" : "")
            func matches(_ query: String) -> Bool {
                title.localizedCaseInsensitiveContains(query)
            }
        }

        """
    }

    private static func listView(extraLines: [String]) -> String {
        (["final class ListView: Searchable {", "    var rows: [String] = []"] + extraLines + ["}"])
            .joined(separator: "\n") + "\n"
    }

    private static func listScreen(conformance: String) -> String {
        """
        final class ListScreen\(conformance) {
            var rows: [String] = []

            func show(_ rows: [String]) {
                self.rows = rows
            }
        }

        """
    }
}
