import ArchDiffSuites
import Testing

@Suite("Behaviour catalogue")
struct BehaviourCatalogueTests {
    @Test("reads every table row whose first cell is an ID, with its text and section")
    func parsing() throws {
        let catalogue = BehaviourCatalogue(markdown: try #require(SuiteFixture.files["docs/BEHAVIORS.md"]))
        #expect(catalogue.behaviours.map(\.id) == ["B01", "B02", "B03", "B04", "B05", "B06"])
        #expect(catalogue.behaviours[0].section == "Cart")
        #expect(catalogue.behaviours[3].section == "Other")
        #expect(catalogue.behaviours[3].text == "Something with a | bar.")
        #expect(catalogue.behaviour("B02")?.text == "Items are counted. Each one once.")
    }

    @Test("IDs are B and two or more digits, found in display names and camel-case function names")
    func ids() {
        #expect(BehaviourCatalogue.ids(in: "B03 rejects an empty title") == ["B03"])
        #expect(BehaviourCatalogue.ids(in: "B02 B34 draws the empty state, B02 again") == ["B02", "B34"])
        #expect(BehaviourCatalogue.ids(in: "testB03RejectsEmptyTitle") == ["B03"])
        #expect(BehaviourCatalogue.ids(in: "test_B104_long") == ["B104"])
        #expect(BehaviourCatalogue.ids(in: "B3 is too short, AB12 is no ID, 7B12 neither").isEmpty)
    }

    @Test(
        "the short text is the first clause, without remarks in parentheses, cut at a word without open quotes"
    )
    func shortText() {
        func short(_ text: String) -> String {
            Behaviour(id: "B01", text: text, section: "").shortText
        }
        #expect(short("Home shows every list: its icon. More.") == "Home shows every list")
        #expect(short("Says \"No lists yet. Press a.\" Then waits.") == "Says \"No lists yet. Press a.\"")
        #expect(
            short("Wide characters (Hangul, CJK) take two columns; titles line up.")
                == "Wide characters take two columns")
        #expect(short("A title is trimmed.") == "A title is trimmed")
        let long =
            "`d` asks `Delete list \"<title>\" and its <n> tasks?` and then something more that is long"
        #expect(short(long) == "`d` asks `Delete list \"<title>\" and its <n> tasks?` and then…")
        let quoted =
            "The dialog asks \"Do you really want to delete every single list and all of their tasks?\""
        #expect(short(quoted) == "The dialog asks…")
        #expect(short(quoted).count <= Behaviour.shortTextLength)
    }
}
