import TaskListDomain

/// One thing a user does, as the trace pages show it: keys that lead up to it, untraced, then the steps
/// that are traced, each with its entries: a key's, and the later ones of answers that came after its
/// frame.
struct UserAction: Sendable {
    /// One thing the user, or another program, does.
    enum Step: Sendable {
        /// A key press, by its key-script name.
        case press(String)
        /// Text typed into a field; never traced, as each key only edits the field.
        case type(String)
        /// Time passing with no key pressed, so that answers the service was late with come.
        case wait(Duration)
        /// Another program toggles the task with this title, on the same database.
        case otherProgramToggles(String)
        /// The host's idle check for other programs' changes.
        case checkForChanges

        /// Whether the step becomes an entry of the trace.
        var isTraced: Bool {
            switch self {
            case .press, .wait, .checkForChanges: true
            case .type, .otherProgramToggles: false
            }
        }

        /// The step in words, for the page.
        var label: String {
            switch self {
            case .press(let key): "press \(key)"
            case .type(let text): "type \(text)"
            case .wait(let duration) where duration / .seconds(1) == (duration / .seconds(1)).rounded():
                "wait \(Int(duration / .seconds(1))) s"
            case .wait(let duration): "wait \(Int(duration / .milliseconds(1))) ms"
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
    /// How late the service answers every read and write (`--latency`).
    var latency: Duration = .zero

    /// The lists every action starts from: Groceries with Milk (done), Eggs (due 2026-12-03) and Bread
    /// (due 2026-12-01); Holiday, empty.
    static let data: [(title: String, tasks: [(title: String, isDone: Bool, due: String)])] = [
        ("Groceries", [("Milk", true, ""), ("Eggs", false, "2026-12-03"), ("Bread", false, "2026-12-01")]),
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
        UserAction(
            id: "open-list-slowly", title: "Open a list while the service is slow",
            summary:
                "The service answers 500 ms late (--latency 500ms). On Home, enter opens Groceries and esc "
                + "leaves before its tasks come: the read is cancelled and its answer never drawn. Enter opens "
                + "Groceries again, and within a second its tasks come and show.",
            setup: [.wait(.milliseconds(500))],
            steps: [.press("enter"), .press("esc"), .press("enter"), .wait(.seconds(1))],
            latency: .milliseconds(500)),
        UserAction(
            id: "open-from-upcoming", title: "Open a task's list from Upcoming",
            summary:
                "On Home, n opens Upcoming, which lists Bread (due 2026-12-01) and Eggs (due 2026-12-03); with "
                + "Eggs selected, enter opens Groceries with Eggs selected: one screen opened into the state "
                + "another screen chose.",
            setup: [],
            steps: [.press("n"), .press("down"), .press("enter")]),
        UserAction(
            id: "undo-delete", title: "Undo a delete after leaving the screen",
            summary:
                "On the tasks of Groceries, d and y delete Eggs; esc goes back to Home and enter opens "
                + "Groceries again; u puts Eggs back in its place. The screen that deleted it is gone: the "
                + "trace shows where each pattern kept what to undo.",
            setup: [
                .press("enter"), .press("down"), .press("d"), .press("y"), .press("esc"), .press("enter"),
            ],
            steps: [.press("u")]),
    ]
}
