import ArchDiffReport
import Testing

@Suite("Record writers")
struct RecordWritersTests {
    /// An order with two lines: a CSV-only column, a JSON-only list, a renamed column, a nested record.
    private static var order: Record {
        Record([
            RecordField("id", .string("A1"), csvName: "order"),
            .jsonOnly("tags", .list([.string("new"), .string("paid")])),
            RecordField(
                "lines",
                .records([
                    Record([
                        RecordField("item", .string("tea, green")), RecordField("count", .int(2)),
                        RecordField("price", .double(1.5)), .csvOnly("gift", .string("no")),
                    ]),
                    Record([
                        RecordField("item", .string("cup")), RecordField("count", .int(1)),
                        RecordField("price", .null), .csvOnly("gift", .string("yes")),
                    ]),
                ])),
            RecordField("customer", .record(Record([RecordField("name", .string("Ada"))]))),
        ])
    }

    @Test(
        "JSON writes the fields in order, lists and nested records as arrays and objects, no CSV-only field")
    func json() {
        #expect(
            RecordJSONWriter.document(Self.order) == """
                {
                  "id": "A1",
                  "tags": [
                    "new",
                    "paid"
                  ],
                  "lines": [
                    {
                      "item": "tea, green",
                      "count": 2,
                      "price": 1.5000
                    },
                    {
                      "item": "cup",
                      "count": 1,
                      "price": null
                    }
                  ],
                  "customer": {
                    "name": "Ada"
                  }
                }

                """)
    }

    @Test("CSV writes a row per nested record after its parents' cells, a nested record's cells inline")
    func csv() {
        #expect(
            RecordCSVWriter.document([Self.order]) == """
                order,name,item,count,price,gift
                A1,Ada,"tea, green",2,1.5000,no
                A1,Ada,cup,1,,yes

                """)
    }

    @Test("a list is one CSV cell of its values separated by spaces")
    func listCell() {
        let record = Record([RecordField("tags", .list([.string("new"), .int(2)]))])
        #expect(RecordCSVWriter.document([record]) == "tags\nnew 2\n")
    }

    @Test("without rows, CSV writes the header its empty list's template names")
    func emptyList() {
        let empty = Record([
            .jsonOnly("tool", .string("shop")),
            RecordField(
                "orders",
                .records([], template: Record([RecordField("order", .null), RecordField("total", .null)]))),
        ])
        #expect(RecordCSVWriter.document([empty]) == "order,total\n")
        #expect(RecordJSONWriter.document(empty) == "{\n  \"tool\": \"shop\",\n  \"orders\": []\n}\n")
    }

    @Test("a stream is written as a list of records is, each made as it is written")
    func stream() {
        var made = 0
        let numbers = (1...3).lazy.map { number -> Record in
            made += 1
            return Record([RecordField("n", .int(number))])
        }
        let record = Record([RecordField("numbers", .stream(AnySequence(numbers)))])
        #expect(made == 0)
        #expect(
            RecordJSONWriter.document(record)
                == RecordJSONWriter.document(Record([RecordField("numbers", .records(Array(numbers)))])))
        #expect(RecordCSVWriter.document([record]) == "n\n1\n2\n3\n")
    }

    @Test("blank columns are a record's CSV columns, empty, a nested record's included")
    func blankColumns() {
        let blank = Record(Self.order.fields.filter { $0.name != "lines" }).blankColumns
        #expect(blank.map(\.csvName) == ["order", "name"])
        #expect(RecordCSVWriter.document([Record(blank)]) == "order,name\n,\n")
    }
}
