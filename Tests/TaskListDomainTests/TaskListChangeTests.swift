import TaskListDomain
import Testing

@Suite("TaskListChange")
struct TaskListChangeTests {
    @Test("a change to one list's tasks concerns that list only")
    func tasksChange() {
        #expect(TaskListChange.tasks(listID: 1).concerns(listID: 1))
        #expect(!TaskListChange.tasks(listID: 2).concerns(listID: 1))
    }

    @Test("B42 a change to the lists, or from another process, concerns every list")
    func listsAndExternalChanges() {
        #expect(TaskListChange.lists.concerns(listID: 1))
        #expect(TaskListChange.external.concerns(listID: 1))
    }

    @Test("B26 the service reads a list's tasks through a filter")
    func filteredTasks() throws {
        let service = TaskListCore(store: InMemoryTaskStore())
        let list = try service.addList(title: "Groceries", icon: .default)
        try service.addTask(title: "Milk", toList: list.id)
        let eggs = try service.addTask(title: "Eggs", toList: list.id)
        try service.toggleTask(id: eggs.id)
        #expect(try service.tasks(inList: list.id, matching: .active).map(\.title) == ["Milk"])
        #expect(try service.tasks(inList: list.id, matching: .done).map(\.title) == ["Eggs"])
        #expect(try service.tasks(inList: list.id, matching: .all).map(\.title) == ["Milk", "Eggs"])
    }
}
