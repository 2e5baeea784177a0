import Testing

@Suite("Screen diff")
struct ScreenDiffTests {
    @Test("the side-by-side diff marks differing rows and lines up wide characters by display width")
    func sideBySide() {
        let diff = ScreenDiff.sideBySide("장보기\nsame", "Milk\nsame", leftTitle: "mvc", rightTitle: "mvp")
        #expect(
            diff.split(separator: "\n") == [
                "    mvc      mvp",
                " 0 |장보기 | Milk",
                " 1  same     same",
            ]
        )
    }

    @Test("the unified diff lists removed and added lines with their numbers")
    func unified() {
        #expect(ScreenDiff.unified("a\nb\nc", "a\nx\nc") == "-2: b\n+2: x")
    }
}
