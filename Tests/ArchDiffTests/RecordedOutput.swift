/// Output recorded from real runs of `swift test` and `llvm-cov`, trimmed, for parsing tests.
enum RecordedOutput {
    /// `swift test` of a package with passing and failing tests in both libraries (Swift 6.3, Linux).
    static let failingTestRun = """
        Building for debugging...
        Build complete! (13.67s)
        Test Suite 'All tests' started at 2026-11-21 23:39:58.636
        Test Suite 'XTests' started at 2026-11-21 23:39:58.638
        Test Case 'XTests.testBad' started at 2026-11-21 23:39:58.638
        /tmp/failpkg/Tests/LibTests/LibTests.swift:9: error: XTests.testBad : XCTAssertEqual failed: ("2") is not equal to ("3") -\u{20}
        Test Case 'XTests.testBad' failed (0.002 seconds)
        Test Case 'XTests.testOK' started at 2026-11-21 23:39:58.640
        Test Case 'XTests.testOK' passed (0.0 seconds)
        Test Suite 'XTests' failed at 2026-11-21 23:39:58.640
        \t Executed 2 tests, with 1 failure (0 unexpected) in 0.002 (0.002) seconds
        Test Suite 'All tests' failed at 2026-11-21 23:39:58.640
        \t Executed 2 tests, with 1 failure (0 unexpected) in 0.002 (0.002) seconds
        ◇ Test run started.
        ↳ Testing Library Version: 6.3.1 (937120cbc281cf2)
        ◇ Test "B02 fails" started.
        ✘ Test "B02 fails" recorded an issue at LibTests.swift:5:35: Expectation failed: (twice(2) → 4) == 5
        ✘ Test "param" recorded an issue with 1 argument x → 1 at LibTests.swift:6:59: Expectation failed: (twice(x) → 2) > 2
        ✔ Test "B01 passes" passed after 0.001 seconds.
        ✘ Test "B02 fails" failed after 0.001 seconds with 1 issue.
        ✘ Test "param" with 3 test cases failed after 0.001 seconds with 1 issue.
        ✘ Test run with 3 tests in 0 suites failed after 0.001 seconds with 2 issues.
        """

    /// `swift test --filter '^MVCTests\.'` in this package, all passing, no XCTest tests selected.
    static let passingTestRun = """
        [0/1] Planning build
        Test Suite 'Selected tests' started at 2026-11-21 23:39:33.973
        Test Suite 'Selected tests' passed at 2026-11-21 23:39:33.983
        \t Executed 0 tests, with 0 failures (0 unexpected) in 0.0 (0.0) seconds
        ◇ Test run started.
        ✔ Test "B27 esc and left go back to Home with the list still selected" passed after 0.132 seconds.
        ✔ Suite "Tasks controller" passed after 0.135 seconds.
        ✔ Test run with 41 tests in 5 suites passed after 0.141 seconds.
        """

    /// `llvm-cov export -summary-only` for some files (covered and all lines, covered and all regions),
    /// as llvm-cov 21 writes it.
    static func coverageExport(
        _ files: [(path: String, covered: Int, count: Int, coveredRegions: Int, regions: Int)]
    ) -> String {
        let entries = files.map { file in
            """
            {"filename":"\(file.path)","summary":{"branches":{"count":0,"covered":0,"notcovered":0,"percent":0},\
            "functions":{"count":4,"covered":4,"percent":100},"instantiations":{"count":4,"covered":4,"percent":100},\
            "lines":{"count":\(file.count),"covered":\(file.covered),"percent":50},\
            "mcdc":{"count":0,"covered":0,"notcovered":0,"percent":0},\
            "regions":{"count":\(file.regions),"covered":\(file.coveredRegions),"notcovered":0,"percent":100}}}
            """
        }
        return """
            {"data":[{"files":[\(entries.joined(separator: ","))],"totals":{"branches":{"count":0,"covered":0,\
            "notcovered":0,"percent":0},"lines":{"count":1,"covered":1,"percent":100}}}],\
            "type":"llvm.coverage.json.export","version":"3.0.1"}
            """
    }
}
