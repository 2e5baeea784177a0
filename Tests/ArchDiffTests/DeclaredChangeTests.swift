import Testing

@testable import ArchDiffChanges

@Suite("Commits declared in docs/changes.tsv")
struct DeclaredChangeTests {
    @Test("a declaration names a commit, a change and an architecture, the shared layers or 'by path'")
    func parse() throws {
        let declared = try DeclaredChange.parse(
            "# comment\n\nABCDEF1\trows\tby path\nabcdef2\trows\tMVP\nabcdef3\trows\tshared\n")
        #expect(
            declared == [
                DeclaredChange(commit: "abcdef1", change: "rows", owner: .byPath),
                DeclaredChange(commit: "abcdef2", change: "rows", owner: .architecture("MVP")),
                DeclaredChange(commit: "abcdef3", change: "rows", owner: .shared),
            ])
        #expect(throws: DeclaredChange.DeclarationError(line: 2, text: "abc\trows\tMVP")) {
            try DeclaredChange.parse("abcdef1\trows\tMVP\nabc\trows\tMVP")
        }
    }

    @Test(
        "a declared commit is split by path and counted, in the order written; an undeclared one touching two architectures is warned about"
    )
    func splitAndWarned() throws {
        let fixture = try GitFixture()
        let alpha = try fixture.commit(
            "Alpha first\n\nChange: rows\nArchitecture: Alpha\n",
            writing: [
                "Architectures/Alpha/Views/A.swift": "struct A {}\n",
                "Tests/AlphaTests/ATests.swift": "import Testing\n",
            ])
        let both = try fixture.commit(
            "Both at once",
            writing: [
                "Architectures/Alpha/Views/A.swift": "struct A {}\nstruct A2 {}\n",
                "Architectures/Beta/Views/B.swift": "struct B {}\n",
                "Tests/BetaTests/BTests.swift": "import Testing\n",
                "Sources/Kit/K.swift": "struct K {}\n",
            ])
        let undeclared = try fixture.commit(
            "Both again",
            writing: [
                "Architectures/Alpha/Views/A.swift": "struct A {}\n",
                "Architectures/Beta/Views/B.swift": "struct B {}\nstruct B2 {}\n",
            ])
        try fixture.folder.write("\(both.prefix(9))\trows\tby path\n", to: DeclaredChange.path)
        let report = try ChangeHistory.analyze(packageRoot: fixture.path)
        let rows = try #require(report.features.first { $0.id == "rows" })
        let alphaChange = try #require(rows.change(of: "Alpha"))
        let betaChange = try #require(rows.change(of: "Beta"))
        #expect(alphaChange.commits.map(\.hash) == [alpha, both])
        #expect(betaChange.commits.map(\.hash) == [both])
        #expect(betaChange.productionFilesTouched == 1)
        #expect(betaChange.testFilesTouched == 1)
        #expect(betaChange.typesAdded == 1)
        #expect(alphaChange.productionFilesTouched == 2)
        #expect(alphaChange.testFilesTouched == 1)
        #expect(rows.shared?.files.map(\.path) == ["Sources/Kit/K.swift"])
        #expect(alphaChange.writtenOrder == 1)
        #expect(betaChange.writtenOrder == 2)
        #expect(
            report.warnings.contains(
                .undeclaredCommit(
                    commit: String(undeclared.prefix(MeasuredCommit.shortHashLength)),
                    architectures: ["Alpha", "Beta"])))
        #expect(
            !report.warnings.contains {
                if case .undeclaredCommit(let commit, _) = $0 {
                    commit.hasPrefix(both.prefix(10))
                } else {
                    false
                }
            })
    }
}

@Suite("Code lines changed")
struct CodeLineDiffTests {
    @Test(
        "a line changed only in a comment or in spacing is no code line changed; a changed line is one in and one out"
    )
    func codeOnly() {
        let old = "struct A {\n    var x = 1 // one\n    /// Doc.\n    var y = 2\n}\n"
        let commentOnly = "struct A {\n    var x = 1 // uno\n    /// Documented.\n\n    var  y = 2\n}\n"
        let changed = "struct A {\n    var x = 3 // one\n    var y = 2\n    var z = 4\n}\n"
        #expect(CodeLineDiff.count(old: Array(old.utf8), new: Array(commentOnly.utf8)) == (0, 0))
        #expect(CodeLineDiff.count(old: Array(old.utf8), new: Array(changed.utf8)) == (2, 1))
        #expect(CodeLineDiff.count(old: [], new: Array(old.utf8)) == (4, 0))
    }
}
