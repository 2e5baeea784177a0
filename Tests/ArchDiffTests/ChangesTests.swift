import ArchDiffChanges
import ArchDiffCommands
import ArchDiffSupport
import Foundation
import Testing

/// The outcome of running `archdiff` in memory.
private struct Run {
    var exitCode: Int32
    var output: String
    var errors: String
}

private func archdiff(_ arguments: [String], in directory: String) async -> Run {
    let output = TextBuffer()
    let errors = TextBuffer()
    let context = CommandContext(currentDirectory: directory, standardOutput: output, standardError: errors)
    let code = await ArchDiffCommand.run(arguments, context: context)
    return Run(exitCode: code, output: output.text, errors: errors.text)
}

private func short(_ hash: String) -> String {
    String(hash.prefix(MeasuredCommit.shortHashLength))
}

/// Every figure of `change`, by key.
private func figures(_ change: ArchitectureChange?) -> [String: Int] {
    guard let change else { return [:] }
    return Dictionary(uniqueKeysWithValues: ChangeFigure.all.map { ($0.key, $0.value(change)) })
}

@Suite("Changes")
struct ChangesTests {
    @Test("two features in two architectures: every figure of every change, exactly")
    func figuresOfEachChange() throws {
        let history = try GitFixture.twoFeatures()
        let report = try ChangeHistory.analyze(packageRoot: history.fixture.path)
        #expect(report.architectures == ["Alpha", "Beta"])
        #expect(report.features.map(\.id) == ["search", "notes"])
        let search = try #require(report.features.first)
        let notes = try #require(report.features.last)

        #expect(search.shared?.commits.map(\.hash) == [history.sharedSearch])
        #expect(search.shared?.filesTouched == 2)
        #expect(search.shared?.filesAdded == 1)
        #expect(search.shared?.linesAdded == 7)
        #expect(search.shared?.linesRemoved == 0)
        #expect(notes.shared?.commits.map(\.hash) == [history.sharedNotes])
        #expect(
            notes.shared.map { [$0.filesTouched, $0.filesAdded, $0.linesAdded, $0.linesRemoved] } == [
                1, 0, 1, 0,
            ])

        #expect(search.change(of: "Alpha")?.commits.map(\.hash) == [history.alphaSearch])
        #expect(search.change(of: "Alpha")?.layers == ["Controllers", "Views"])
        #expect(
            figures(search.change(of: "Alpha")) == [
                "written_order": 1, "files_touched": 3, "production_files_touched": 2,
                "test_files_touched": 1,
                "files_added": 2, "layers_touched": 2, "production_lines_changed": 10,
                "production_lines_added": 9, "production_lines_removed": 1,
                "production_code_lines_changed": 9, "feature_code_lines_changed": 15, "test_lines_changed": 4,
                "test_lines_added": 4, "test_lines_removed": 0, "test_code_lines_changed": 3,
                "types_added": 3, "protocols_added": 1,
            ])
        #expect(search.change(of: "Beta")?.commits.map(\.hash) == [history.betaSearch])
        #expect(search.change(of: "Beta")?.layers == ["Interactors", "Presenters"])
        #expect(
            figures(search.change(of: "Beta")) == [
                "written_order": 2, "files_touched": 3, "production_files_touched": 2,
                "test_files_touched": 1,
                "files_added": 1, "layers_touched": 2, "production_lines_changed": 6,
                "production_lines_added": 6, "production_lines_removed": 0,
                "production_code_lines_changed": 6, "feature_code_lines_changed": 12, "test_lines_changed": 4,
                "test_lines_added": 3, "test_lines_removed": 1, "test_code_lines_changed": 4,
                "types_added": 1, "protocols_added": 0,
            ])
        #expect(notes.change(of: "Alpha")?.commits.map(\.hash) == [history.alphaNotes])
        #expect(notes.change(of: "Alpha")?.layers == ["Views"])
        #expect(
            figures(notes.change(of: "Alpha")) == [
                "written_order": 1, "files_touched": 3, "production_files_touched": 1,
                "test_files_touched": 1,
                "files_added": 1, "layers_touched": 1, "production_lines_changed": 1,
                "production_lines_added": 1, "production_lines_removed": 0,
                "production_code_lines_changed": 1, "feature_code_lines_changed": 2, "test_lines_changed": 2,
                "test_lines_added": 2, "test_lines_removed": 0, "test_code_lines_changed": 2,
                "types_added": 0, "protocols_added": 0,
            ])
        let betaNotes = try #require(notes.change(of: "Beta"))
        #expect(betaNotes.commits.map(\.hash) == [history.betaNotes])
        #expect(betaNotes.layers == ["Presenters", "Screens", "Views"])
        #expect(
            betaNotes.files.map(\.status) == [.modified, .renamed],
            "the moved screen is a rename, as git show reports it, not a new file")
        #expect(
            figures(betaNotes) == [
                "written_order": 2, "files_touched": 2, "production_files_touched": 2,
                "test_files_touched": 0,
                "files_added": 0, "layers_touched": 3, "production_lines_changed": 8,
                "production_lines_added": 2, "production_lines_removed": 6,
                "production_code_lines_changed": 7, "feature_code_lines_changed": 8, "test_lines_changed": 0,
                "test_lines_added": 0, "test_lines_removed": 0, "test_code_lines_changed": 0,
                "types_added": -1, "protocols_added": -1,
            ])
        #expect(betaNotes.commits.first?.before == DeclarationCount(types: 4, protocols: 1))
        #expect(betaNotes.commits.first?.after == DeclarationCount(types: 3, protocols: 0))
        #expect(
            report.warnings == [
                .strayFiles(
                    commit: short(history.alphaNotes), feature: "notes", architecture: "Alpha",
                    paths: ["Sources/Shared/Item.swift"])
            ],
            "the first commit, which creates both architectures, is no change to warn about")
    }

    @Test("every file and line figure is what git show --numstat prints for the commit")
    func figuresAgreeWithGitShow() throws {
        let history = try GitFixture.twoFeatures()
        let report = try ChangeHistory.analyze(packageRoot: history.fixture.path)
        for feature in report.features {
            for change in feature.architectures {
                let numstat = try change.commits.flatMap { try history.fixture.numstat($0.hash) }
                func sum(below folder: String) -> (added: Int, removed: Int) {
                    let lines = numstat.filter { $0.path.hasPrefix(folder + "/") }
                    return (lines.reduce(0) { $0 + $1.added }, lines.reduce(0) { $0 + $1.removed })
                }
                #expect(change.filesTouched == numstat.count)
                #expect(change.productionLinesAdded == sum(below: change.folder).added)
                #expect(change.productionLinesRemoved == sum(below: change.folder).removed)
                #expect(change.testLinesAdded == sum(below: change.testFolder).added)
                #expect(change.testLinesRemoved == sum(below: change.testFolder).removed)
            }
            let shared = try #require(feature.shared)
            let numstat = try shared.commits.flatMap { try history.fixture.numstat($0.hash) }
            #expect(shared.filesTouched == numstat.count)
            #expect(shared.linesAdded == numstat.reduce(0) { $0 + $1.added })
            #expect(shared.linesRemoved == numstat.reduce(0) { $0 + $1.removed })
        }
    }

    @Test(
        "the table shows each feature's figures side by side, its layers, its shared-layer commit, how each architecture grew and warnings"
    )
    func table() async throws {
        let history = try GitFixture.twoFeatures()
        let initial = try history.fixture.git.text(["rev-parse", history.sharedSearch + "^"])
        let run = await archdiff(["changes"], in: history.fixture.path)
        #expect(run.exitCode == 0)
        #expect(run.errors.isEmpty)
        #expect(
            run.output == """
                archdiff changes: search, notes

                search
                                               Alpha                  Beta
                Commit                    \(short(history.alphaSearch))            \(short(history.betaSearch))
                Order written                      1  ████               2  ████████
                Files touched                      3  ████████           3  ████████
                  production                       2  ████████           2  ████████
                  tests                            1  ████████           1  ████████
                  added                            2  ████████           1  ████
                Layers touched                     2  ████████           2  ████████
                Production lines changed          10  ████████           6  ████▊
                  added                            9  ████████           6  █████▍
                  removed                          1  ████████           0
                  code only                        9  ████████           6  █████▍
                  code, shared included           15  ████████          12  ██████▍
                Test lines changed                 4  ████████           4  ████████
                  added                            4  ████████           3  ██████
                  removed                          0                     1  ████████
                  code only                        3  ██████             4  ████████
                Types added                       +3                    +1
                  protocols                       +1                     0

                  Layers touched
                    Alpha  Controllers, Views
                    Beta   Interactors, Presenters
                  Shared-layer commit \(short(history.sharedSearch)): 2 files touched (1 added), 7 lines added, 0 removed.

                notes
                                               Alpha                  Beta
                Commit                    \(short(history.alphaNotes))            \(short(history.betaNotes))
                Order written                      1  ████               2  ████████
                Files touched                      3  ████████           2  █████▍
                  production                       1  ████               2  ████████
                  tests                            1  ████████           0
                  added                            1  ████████           0
                Layers touched                     1  ██▋                3  ████████
                Production lines changed           1  █                  8  ████████
                  added                            1  ████               2  ████████
                  removed                          0                     6  ████████
                  code only                        1  █▏                 7  ████████
                  code, shared included            2  ██                 8  ████████
                Test lines changed                 2  ████████           0
                  added                            2  ████████           0
                  removed                          0                     0
                  code only                        2  ████████           0
                Types added                        0                    -1
                  protocols                        0                    -1

                  Layers touched
                    Alpha  Views
                    Beta   Presenters, Screens, Views
                  Shared-layer commit \(short(history.sharedNotes)): 1 file touched (0 added), 1 line added, 0 removed.

                How each architecture grew
                  Production code of Architectures/<name> as archdiff metrics measures it, on the tree before the first change (start) and on the tree of each change's last commit.
                  Cost: the change's production code lines changed (code only); – where the architecture has no commit for it or no code yet.

                  Alpha   Commit      Code lines  Complexity total  Types  Largest type          Cost
                  start   \(short(initial))           4                 0      2  ListView (3)             –
                  search  \(short(history.betaSearch))          11                 0      5  SearchController (5)     9
                  notes   \(short(history.betaNotes))          12                 0      5  SearchController (5)     1

                  Beta    Commit      Code lines  Complexity total  Types  Largest type    Cost
                  start   \(short(initial))          12                 1      3  ListScreen (7)     –
                  search  \(short(history.betaSearch))          18                 2      4  ListScreen (7)     6
                  notes   \(short(history.betaNotes))          15                 2      3  ListScreen (7)     7

                Warnings
                  Alpha commit \(short(history.alphaNotes)) for 'notes' changes files outside Architectures/Alpha/ and Tests/AlphaTests/, so its figures are wrong: Sources/Shared/Item.swift

                """)
    }

    @Test("Markdown: a table per feature with the commits, then the layers and the shared-layer commit")
    func markdown() async throws {
        let history = try GitFixture.twoFeatures()
        let run = await archdiff(["changes", "--format", "markdown"], in: history.fixture.path)
        #expect(run.exitCode == 0)
        #expect(run.output.hasPrefix("# archdiff changes\n\n## search\n\n| Figure | Alpha | Beta |\n"))
        #expect(
            run.output.contains(
                "| Commit | `\(short(history.alphaNotes))` | `\(short(history.betaNotes))` |\n"))
        #expect(run.output.contains("| Types added | 0 | -1 |\n| · protocols | 0 | -1 |\n"))
        #expect(run.output.contains("\nLayers touched: Alpha: Views; Beta: Presenters, Screens, Views.\n"))
        #expect(
            run.output.contains(
                "\nShared-layer commit `\(short(history.sharedSearch))`: 2 files touched (1 added), 7 lines added, 0 removed.\n"
            ))
        #expect(
            run.output.contains("\n## Warnings\n\n- Alpha commit \(short(history.alphaNotes)) for 'notes'"))
    }

    @Test("a feature with only its shared-layer commit shows no empty table, only what is missing")
    func featureWithoutArchitectureCommits() async throws {
        let history = try GitFixture.twoFeatures()
        let shared = try history.fixture.commit(
            "Shared: tags\n\nChange: tags\n", writing: ["Sources/Shared/Tag.swift": "struct Tag {}\n"])
        let table = await archdiff(["changes"], in: history.fixture.path).output
        #expect(
            table.contains(
                "\ntags\n  No commit for Alpha and Beta.\n  Shared-layer commit \(short(shared)): 1 file touched (1 added), "
                    + "1 line added, 0 removed.\n"))
        let markdown = await archdiff(["changes", "--format", "markdown"], in: history.fixture.path).output
        #expect(
            markdown.contains(
                "\n## tags\n\nNo commit for Alpha and Beta.\n\nShared-layer commit `\(short(shared))`: 1 file touched "
                    + "(1 added), 1 line added, 0 removed.\n"))
    }

    @Test("JSON: the head, the architectures, per feature the shared change and each change with its commits")
    func json() async throws {
        let history = try GitFixture.twoFeatures()
        let run = await archdiff(["changes", "-f", "json"], in: history.fixture.path)
        #expect(run.exitCode == 0)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(
            Set(document.keys) == ["tool", "head", "architectures", "features", "growth", "warnings"])
        #expect(document["tool"] as? String == "archdiff changes")
        #expect(document["head"] as? String == history.betaNotes)
        #expect(document["architectures"] as? [String] == ["Alpha", "Beta"])
        #expect((document["warnings"] as? [String])?.count == 1)
        let features = try #require(document["features"] as? [[String: Any]])
        #expect(features.map { $0["id"] as? String } == ["search", "notes"])
        #expect(Set(features[0].keys) == ["id", "shared", "changes"])
        let shared = try #require(features[0]["shared"] as? [String: Any])
        #expect(shared["files_touched"] as? Int == 2)
        #expect(shared["lines_added"] as? Int == 7)
        #expect((shared["commits"] as? [[String: Any]])?.first?["hash"] as? String == history.sharedSearch)
        let changes = try #require(features[1]["changes"] as? [[String: Any]])
        #expect(changes.map { $0["architecture"] as? String } == ["Alpha", "Beta"])
        let beta = changes[1]
        for figure in ChangeFigure.all {
            #expect(beta[figure.key] is Int, "\(figure.key) is a number")
        }
        #expect(beta["folder"] as? String == "Architectures/Beta")
        #expect(beta["test_folder"] as? String == "Tests/BetaTests")
        #expect(beta["production_lines_removed"] as? Int == 6)
        #expect(beta["types_added"] as? Int == -1)
        #expect(beta["layers"] as? [String] == ["Presenters", "Screens", "Views"])
        #expect((changes[0]["stray_files"] as? [String]) == ["Sources/Shared/Item.swift"])
        let commit = try #require((beta["commits"] as? [[String: Any]])?.first)
        #expect(commit["hash"] as? String == history.betaNotes)
        #expect(commit["parent"] as? String == history.alphaNotes)
        #expect(commit["types_before"] as? Int == 4)
        #expect(commit["types_after"] as? Int == 3)
        #expect(commit["protocols_before"] as? Int == 1)
        #expect(commit["protocols_after"] as? Int == 0)
        let files = try #require(commit["files"] as? [[String: Any]])
        #expect(files.count == 2)
        #expect(files[1]["path"] as? String == "Architectures/Beta/Screens/ListScreen.swift")
        #expect(files[1]["old_path"] as? String == "Architectures/Beta/Views/ListScreen.swift")
        #expect(files[1]["status"] as? String == "renamed")
        #expect(files[1]["lines_added"] as? Int == 1)
        #expect(files[1]["lines_removed"] as? Int == 1)
    }

    @Test("CSV: one row per shared-layer change and per architecture's change")
    func csv() async throws {
        let history = try GitFixture.twoFeatures()
        let run = await archdiff(["changes", "--format=csv"], in: history.fixture.path)
        #expect(run.exitCode == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        let header: String = [
            "feature,architecture,commits,written_order,files_touched,production_files_touched,",
            "test_files_touched,files_added,layers_touched,production_lines_changed,",
            "production_lines_added,production_lines_removed,production_code_lines_changed,",
            "feature_code_lines_changed,",
            "test_lines_changed,test_lines_added,test_lines_removed,test_code_lines_changed,",
            "types_added,protocols_added,lines_added,lines_removed,layers",
        ].joined()
        #expect(lines.first == header)
        #expect(lines.count == 7)
        #expect(lines[1] == "search,(shared),\(history.sharedSearch),,2,,,1,,,,,,,,,,,,,7,0,")
        #expect(
            lines[6]
                == "notes,Beta,\(history.betaNotes),2,2,2,0,0,3,8,2,6,7,8,0,0,0,0,-1,-1,2,6,Presenters Screens Views"
        )
        #expect(
            run.errors.hasPrefix("archdiff: warning: Alpha commit \(short(history.alphaNotes)) for 'notes'"))
    }

    @Test("a shallow clone is refused with a clear message and exit code 1")
    func shallowHistory() async throws {
        let history = try GitFixture.twoFeatures()
        let clones = try TemporaryFolder()
        try Git(directory: clones.path, settings: GitFixture.settings).run([
            "clone", "-q", "--depth", "2", "file://" + history.fixture.path, "shallow",
        ])
        #expect(throws: ChangeHistoryError.shallowHistory) {
            try ChangeHistory.analyze(packageRoot: clones.path + "/shallow")
        }
        let run = await archdiff(["changes"], in: clones.path + "/shallow")
        #expect(run.exitCode == 1)
        #expect(run.output.isEmpty)
        #expect(
            run.errors
                == "archdiff: error: the history is shallow (a clone made with --depth), so the measured commits "
                + "or their parents may be missing; run 'git fetch --unshallow' and try again\n")
    }

    @Test("with no Change trailer in the history, one message and exit code 0")
    func noChanges() async throws {
        let fixture = try GitFixture()
        try fixture.commit(
            "Initial\n\nArchitecture-Notes: not a trailer this tool reads\n",
            writing: ["Architectures/Alpha/A.swift": "struct A {}\n"])
        let run = await archdiff(["changes"], in: fixture.path)
        #expect(run.exitCode == 0)
        #expect(
            run.output == """
                archdiff changes

                No commit in the history of HEAD has a 'Change:' trailer, so no change is measured.
                Commit each feature as one shared-layer commit with 'Change: <feature>', then one commit per architecture with 'Change: <feature>' and 'Architecture: <name>'.

                """)
        #expect(run.errors.isEmpty)
        let json = await archdiff(["changes", "--format", "json"], in: fixture.path)
        #expect(json.output.contains("\"features\": []"))
        #expect(
            json.errors
                == "archdiff: note: No commit in the history of HEAD has a 'Change:' trailer, so no change is measured.\n"
        )
        let orphan = try fixture.commit("Alpha only\n\nArchitecture: Alpha\n")
        await #expect(
            archdiff(["changes"], in: fixture.path).output.hasSuffix(
                "<feature>' and 'Architecture: <name>'.\n\nWarnings\n  commit \(short(orphan)) has 'Architecture: Alpha' "
                    + "but no 'Change:' trailer; it is not measured\n"))
        let empty = try GitFixture()
        #expect(
            try ChangeHistory.analyze(packageRoot: empty.path).features.isEmpty,
            "a repository without commits")
    }

    @Test("a folder that is not the top of a git repository is refused")
    func notARepository() async throws {
        let folder = try TemporaryFolder(files: ["Architectures/A/A.swift": "struct A {}\n"])
        let run = await archdiff(["changes"], in: folder.path)
        #expect(run.exitCode == 1)
        #expect(run.errors.contains("is not the top folder of a git repository"))
        let fixture = try GitFixture()
        try fixture.commit("Initial", writing: ["Architectures/A/A.swift": "struct A {}\n"])
        #expect(throws: ChangeHistoryError.notARepository(fixture.path + "/Architectures")) {
            try ChangeHistory.analyze(packageRoot: fixture.path + "/Architectures")
        }
    }

    @Test("commits that break the convention are measured with a warning, or skipped with one")
    func conventionWarnings() throws {
        let fixture = try GitFixture()
        try fixture.commit("Initial", writing: ["Architectures/Alpha/A.swift": "struct A {}\n"])
        let shared = try fixture.commit(
            "Shared\n\nChange: sort\n",
            writing: [
                "Sources/S.swift": "struct S {}\n",
                "Architectures/Alpha/A.swift": "struct A {}\nstruct B {}\n",
            ])
        let first = try fixture.commit(
            "Alpha, part 1\n\nChange: sort\nArchitecture: Alpha\n",
            writing: ["Architectures/Alpha/Views/V.swift": "struct V {}\n"])
        let second = try fixture.commit(
            "Alpha, part 2\n\nChange: sort\nArchitecture: Alpha\n",
            writing: ["Architectures/Alpha/Views/V.swift": "struct V {}\nstruct W {}\n"])
        let orphan = try fixture.commit(
            "No feature\n\nArchitecture: Alpha\n", writing: ["Architectures/Alpha/C.swift": "struct C {}\n"])
        let twoFeatures = try fixture.commit(
            "Two features\n\nChange: sort\nChange: filter\nArchitecture: Alpha\n",
            writing: ["Architectures/Alpha/D.swift": "struct D {}\n"])
        let unknown = try fixture.commit(
            "Gamma\n\nChange: sort\nArchitecture: Gamma\n",
            writing: ["Tests/GammaTests/G.swift": "struct G {}\n"])
        let report = try ChangeHistory.analyze(packageRoot: fixture.path)
        #expect(report.architectures == ["Alpha", "Gamma"])
        let change = try #require(report.features.first?.change(of: "Alpha"))
        #expect(change.commits.map(\.hash) == [first, second])
        #expect(change.filesTouched == 2)
        #expect(change.productionLinesAdded == 2)
        #expect(change.typesAdded == 2)
        #expect(report.features.first?.change(of: "Gamma")?.testLinesAdded == 1)
        #expect(
            report.warnings == [
                .architectureFilesInSharedCommit(
                    commit: short(shared), feature: "sort", paths: ["Architectures/Alpha/A.swift"]),
                .architectureWithoutChange(commit: short(orphan), architecture: "Alpha"),
                .ambiguousTrailer(commit: short(twoFeatures), key: "Change", values: ["sort", "filter"]),
                .unknownArchitecture(commit: short(unknown), architecture: "Gamma"),
                .severalCommits(
                    feature: "sort", architecture: "Alpha", commits: [short(first), short(second)]),
            ])
    }

    @Test("Markdown: how each architecture grew, one table per architecture, before the warnings")
    func markdownGrowth() async throws {
        let history = try GitFixture.twoFeatures()
        let run = await archdiff(["changes", "--format", "markdown"], in: history.fixture.path)
        let section = try #require(run.output.range(of: "\n## How each architecture grew\n\n"))
        #expect(run.output[section.upperBound...].hasPrefix("Production code of Architectures/<name> "))
        #expect(
            run.output.contains(
                """

                | Beta | Commit | Code lines | Complexity total | Types | Largest type | Cost |
                | --- | --- | ---: | ---: | ---: | --- | ---: |

                """))
        #expect(
            run.output.contains(
                "| search | `\(short(history.betaSearch))` | 18 | 2 | 4 | `ListScreen` (7) | 6 |\n"))
        let warnings = try #require(run.output.range(of: "\n## Warnings\n"))
        #expect(section.lowerBound < warnings.lowerBound)
        let only = await archdiff(["changes", "--format", "markdown", "--growth"], in: history.fixture.path)
        #expect(only.output.hasPrefix("# archdiff changes\n\n## How each architecture grew\n\n"))
        #expect(!only.output.contains("## search"))
        #expect(!only.output.contains("## Warnings"))
    }

    @Test("JSON: each point with its commit, every architecture's figures and cost, null where there is none")
    func jsonGrowth() async throws {
        let history = try GitFixture.twoFeatures()
        let run = await archdiff(["changes", "-f", "json"], in: history.fixture.path)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let points = try #require(document["growth"] as? [[String: Any]])
        #expect(points.map { $0["point"] as? String } == ["start", "search", "notes"])
        #expect(points[0]["change"] is NSNull)
        #expect(points[1]["change"] as? String == "search")
        #expect(points[1]["commit"] as? String == history.betaSearch)
        let beta = try #require((points[1]["architectures"] as? [[String: Any]])?.last)
        #expect(beta["architecture"] as? String == "Beta")
        #expect(beta["code_lines"] as? Int == 18)
        #expect(beta["complexity_total"] as? Int == 2)
        #expect(beta["types"] as? Int == 4)
        #expect(beta["largest_type_name"] as? String == "ListScreen")
        #expect(beta["largest_type"] as? Int == 7)
        #expect(beta["production_code_lines_changed"] as? Int == 6)
        let start = try #require((points[0]["architectures"] as? [[String: Any]])?.first)
        #expect(start["production_code_lines_changed"] is NSNull, "the start is no change")
        let only = await archdiff(["changes", "-f", "json", "--growth"], in: history.fixture.path)
        let curve = try #require(
            try JSONSerialization.jsonObject(with: Data(only.output.utf8)) as? [String: Any])
        #expect(Set(curve.keys) == ["tool", "head", "architectures", "growth"])
    }

    @Test("CSV keeps the changes; with --growth one row per point and architecture with code there")
    func csvGrowth() async throws {
        let history = try GitFixture.twoFeatures()
        let gamma = try history.fixture.commit(
            "Gamma: a third architecture\n\nChange: gamma\nArchitecture: Gamma\n",
            writing: ["Architectures/Gamma/App.swift": "struct App {}\n"])
        let plain = await archdiff(["changes", "--format=csv"], in: history.fixture.path)
        #expect(plain.output.split(separator: "\n").count == 8, "the changes' rows only")
        let run = await archdiff(["changes", "--format=csv", "--growth"], in: history.fixture.path)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "point,commit,architecture,code_lines,complexity_total,types,largest_type_name,largest_type,"
                + "production_code_lines_changed")
        #expect(lines.count == 10, "a header; Alpha and Beta at every point, Gamma at its own")
        #expect(lines[4] == "search,\(history.betaSearch),Beta,18,2,4,ListScreen,7,6")
        #expect(lines[1].hasPrefix("start,") && lines[1].hasSuffix(",Alpha,4,0,2,ListView,3,"))
        #expect(lines[7] == "gamma,\(gamma),Alpha,12,0,5,SearchController,5,")
        #expect(lines[9] == "gamma,\(gamma),Gamma,1,0,1,App,1,1")
        #expect(run.errors.isEmpty, "the warnings are about the changes, which this output leaves out")
    }

    @Test("--growth shows the growth curve alone; without a measured change, the message that there is none")
    func growthOnly() async throws {
        let history = try GitFixture.twoFeatures()
        let full = await archdiff(["changes"], in: history.fixture.path)
        let run = await archdiff(["changes", "--growth"], in: history.fixture.path)
        #expect(run.exitCode == 0)
        #expect(run.output.hasPrefix("How each architecture grew\n"))
        let section = try #require(full.output.range(of: "How each architecture grew\n"))
        let warnings = try #require(full.output.range(of: "\nWarnings\n"))
        #expect(run.output == String(full.output[section.lowerBound..<warnings.lowerBound]))
        let empty = try GitFixture()
        try empty.commit("Initial", writing: ["Architectures/A/A.swift": "struct A {}\n"])
        let none = await archdiff(["changes", "--growth"], in: empty.path)
        #expect(none.exitCode == 0)
        #expect(none.output.contains("no change is measured"))
    }

    @Test("changes arguments: --format in its spellings and --growth; anything else is a usage error")
    func arguments() async throws {
        #expect(try ChangesCommand(arguments: ["-f", "markdown"]).format == .markdown)
        #expect(try ChangesCommand(arguments: []).format == .table)
        #expect(try ChangesCommand(arguments: ["--growth", "-f", "csv"]).growthOnly)
        #expect(try !ChangesCommand(arguments: []).growthOnly)
        #expect(throws: UsageError.unknownOption("--run")) { try ChangesCommand(arguments: ["--run"]) }
        #expect(throws: UsageError.unexpectedArgument("HEAD")) { try ChangesCommand(arguments: ["HEAD"]) }
        let help = await archdiff(["changes", "--help"], in: "/")
        #expect(help.exitCode == 0)
        #expect(help.output.contains("USAGE: archdiff changes [--format <format>] [--growth]"))
        await #expect(
            archdiff(["--help"], in: "/").output.contains("  changes   Measure what each feature cost"))
    }
}
