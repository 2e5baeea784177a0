import TaskListDomain
import VIPERLogic

/// Stands in for any module's interactor: writes down every use case its presenter asks for, in words.
@MainActor
final class InteractorSpy: HomeInteractorInput, TasksInteractorInput, UpcomingInteractorInput,
    ListEditorInteractorInput, TaskEditorInteractorInput
{
    private(set) var calls: [String] = []

    func startObservingChanges() { calls.append("observe changes") }
    func stop() { calls.append("stop") }
    func undoLastChange() { calls.append("undo") }
    func loadLists() { calls.append("load lists") }
    func deleteList(_ list: TaskList) { calls.append("delete list \(list.title)") }
    func loadTasks(matching filter: TaskFilter, search: TaskSearch) {
        calls.append("load \(filter) tasks" + (search.isEmpty ? "" : " matching \"\(search.query)\""))
    }
    func loadUpcomingTasks() { calls.append("load upcoming tasks") }
    func toggleTask(_ task: TaskItem) { calls.append("toggle \(task.title)") }
    func deleteTask(_ task: TaskItem) { calls.append("delete task \(task.title)") }
    func moveTask(_ task: TaskItem, past other: TaskItem) {
        calls.append("move \(task.title) past \(other.title)")
    }
    func saveList(title: String, icon: ListIcon) { calls.append("save list \(title) \(icon.glyph)") }
    func saveTask(title: String, notes: String, due: String) {
        calls.append(
            "save task \(title)" + (notes.isEmpty ? "" : " notes \(notes.debugDescription)")
                + (due.isEmpty ? "" : " due \(due.debugDescription)"))
    }
}
