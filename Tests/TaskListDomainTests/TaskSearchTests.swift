import Foundation
import Testing

@testable import TaskListDomain

/// Which tasks a search finds, and the filtered and searched tasks the service gives.
@Suite("TaskSearch")
struct TaskSearchTests {
    private func task(_ title: String, isDone: Bool = false) -> TaskItem {
        TaskItem(id: 1, listID: 1, title: title, isDone: isDone, createdAt: Date(timeIntervalSince1970: 0))
    }

    @Test("B60 the empty query finds every task")
    func emptyQuery() {
        let search = TaskSearch()
        #expect(search.isEmpty)
        #expect(search.matches(task("Buy milk")))
        #expect(TaskSearch("").matches(task("")))
    }

    @Test(
        "B60 a task is found when its title contains the query anywhere, ignoring case",
        arguments: ["milk", "MILK", "Buy", "y m", "ilk", "buy milk"]
    )
    func substringIgnoringCase(query: String) {
        #expect(TaskSearch(query).matches(task("Buy milk")))
    }

    @Test(
        "B60 a task is not found when its title does not contain the query",
        arguments: ["bread", "milk ", "buymilk", "milks", "buy  milk"]
    )
    func noMatch(query: String) {
        #expect(!TaskSearch(query).matches(task("Buy milk")))
    }

    @Test(
        "B60 diacritics, width and the way a character is composed do not matter, in any script",
        arguments: [
            ("ÉCOLE", "ecole"), ("ecole", "École"), ("cafe", "Café au lait"), ("café", "cafe\u{301}"),
            ("cafe\u{301}", "CAFÉ"), ("장보", "장보기"), ("장보", "장보기".decomposedStringWithCanonicalMapping),
            ("ＡＢＣ", "abc"), ("abc", "ＡＢＣ 123"), ("ωmega", "ΩMEGA"), ("strasse", "Straße"), ("🍎", "Apple 🍎"),
            ("買い物", "今日の買い物"), ("naïve", "NAIVE plan"),
        ]
    )
    func foldsLikeAPersonReads(query: String, title: String) {
        #expect(TaskSearch(query).matches(task(title)), "\(query) in \(title)")
    }

    @Test("B60 ASCII is folded without Foundation exactly as Foundation folds it")
    func asciiFastPathAgreesWithFoundation() {
        for byte in UInt8(0x20)...UInt8(0x7E) {
            let text = "x" + String(UnicodeScalar(byte)) + "Y"
            let foundation = text.folding(options: TaskSearch.foldingOptions, locale: nil)
            #expect(TaskSearch.folded(text) == Array(foundation.utf8), "\(text)")
        }
    }

    @Test("B60 a query and a search are equal when their text is")
    func equality() {
        #expect(TaskSearch("milk") == TaskSearch("milk"))
        #expect(TaskSearch("milk") != TaskSearch("Milk"))
        #expect(TaskSearch("milk").query == "milk")
    }

    @Test("B61 the service gives the tasks that both the filter and the search let through, in list order")
    func combinesWithFilter() throws {
        let service = TaskListCore(store: InMemoryTaskStore())
        let list = try service.addList(title: "Groceries", icon: .default)
        let milk = try service.addTask(title: "Milk", toList: list.id)
        let bread = try service.addTask(title: "Bread", toList: list.id)
        let oatMilk = try service.toggleTask(id: service.addTask(title: "Oat milk", toList: list.id).id)

        #expect(
            Array(try service.tasks(inList: list.id, matching: .all, search: TaskSearch())) == [
                milk, bread, oatMilk,
            ])
        #expect(
            Array(try service.tasks(inList: list.id, matching: .all, search: TaskSearch("MILK")))
                == [milk, oatMilk])
        #expect(
            Array(try service.tasks(inList: list.id, matching: .active, search: TaskSearch("milk"))) == [milk]
        )
        #expect(
            Array(try service.tasks(inList: list.id, matching: .done, search: TaskSearch("milk"))) == [
                oatMilk
            ])
        #expect(try service.tasks(inList: list.id, matching: .done, search: TaskSearch("bread")).isEmpty)
        #expect(throws: TaskListError.listNotFound) {
            try service.tasks(inList: 99, matching: .all, search: TaskSearch("milk"))
        }
    }
}
