import Foundation
import TaskListDomain
import Testing

/// The all/active/done filter of the tasks screen.
@Suite("TaskFilter")
struct TaskFilterTests {
    private let open = TaskItem(id: 1, listID: 1, title: "Open", isDone: false, createdAt: Date())
    private let done = TaskItem(id: 2, listID: 1, title: "Done", isDone: true, createdAt: Date())

    @Test("B26 the filter cycles All, Active, Done, All")
    func cycles() {
        #expect(TaskFilter.all.next == .active)
        #expect(TaskFilter.active.next == .done)
        #expect(TaskFilter.done.next == .all)
    }

    @Test("B26 B45 each filter shows only the tasks it names")
    func includes() {
        #expect([open, done].filter(TaskFilter.all.includes) == [open, done])
        #expect([open, done].filter(TaskFilter.active.includes) == [open])
        #expect([open, done].filter(TaskFilter.done.includes) == [done])
    }
}
