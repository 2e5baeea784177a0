import TaskListDomain

/// One thing a user does, as the trace pages show it: keys that lead up to it, untraced, then the steps
/// that are traced, each its own entry.
struct UserAction: Sendable {
    /// One thing the user, or another program, does.
    enum Step: Sendable {
        /// A key press, by its key-script name.
        case press(String)
        /// Text typed into a field; never traced, as each key only edits the field.
        case type(String)
        /// Another program toggles the task with this title, on the same database.
        case otherProgramToggles(String)
        /// The host's idle check for other programs' changes.
        case checkForChanges

        /// Whether the step becomes an entry of the trace.
        var isTraced: Bool {
            switch self {
            case .press, .checkForChanges: true
            case .type, .otherProgramToggles: false
            }
        }

        /// The step in words, for the page.
        var label: String {
            switch self {
            case .press(let key): "press \(key)"
            case .type(let text): "type \(text)"
            case .otherProgramToggles(let title): "another program marks \(title) done"
            case .checkForChanges: "the host checks for other programs' changes"
            }
        }
    }

    /// The page's file name, without extension: `toggle-task`.
    var id: String
    /// The page's title.
    var title: String
    /// What the user sees happen, in one sentence.
    var summary: String
    /// The steps before the traced ones.
    var setup: [Step]
    /// The steps of the action; the traced ones are shown.
    var steps: [Step]

    /// The lists every action starts from: Groceries with Milk (done), Eggs and Bread; Holiday, empty.
    static let data: [(title: String, tasks: [(title: String, isDone: Bool)])] = [
        ("Groceries", [("Milk", true), ("Eggs", false), ("Bread", false)]),
        ("Holiday", []),
    ]

    /// The actions with a page each, in the order the index lists them.
    static let all = [
        UserAction(
            id: "toggle-task", title: "Toggle a task: space on a task",
            summary:
                "On the tasks of Groceries, with Eggs selected, space marks Eggs done; the row shows [x].",
            setup: [.press("enter"), .press("down")],
            steps: [.press("space")]),
        UserAction(
            id: "add-list", title: "Add a list",
            summary: "On Home, a opens the list editor; after typing the title, enter adds the list and "
                + "Home selects it.",
            setup: [],
            steps: [.press("a"), .type("Errands"), .press("enter")]),
        UserAction(
            id: "delete-task", title: "Delete a task, with confirmation",
            summary:
                "On the tasks of Groceries, with Eggs selected, d asks whether to delete it and y deletes it.",
            setup: [.press("enter"), .press("down")],
            steps: [.press("d"), .press("y")]),
        UserAction(
            id: "external-change", title: "A change from another program",
            summary: "While the tasks of Groceries are open, another program marks Bread done on the same "
                + "database; the next idle check notices it and the row shows [x].",
            setup: [.press("enter")],
            steps: [.otherProgramToggles("Bread"), .checkForChanges]),
    ]
}
