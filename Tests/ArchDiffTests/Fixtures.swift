@testable import ArchDiffReport

/// A small two-column code base, MVC and MVP, for aggregation, output and command-line tests.
enum Fixtures {
    static let files: [String: String] = [
        "Architectures/MVC/Models/Task.swift": """
        import Foundation

        /// A task.
        struct Task: Equatable, Sendable {
            var title: String
            var isDone: Bool
        }
        """,
        "Architectures/MVC/Controllers/TaskController.swift": """
        import Foundation

        final class TaskController {
            var tasks: [Task] = []

            func toggle(_ index: Int) {
                guard index < tasks.count else { return }
                tasks[index].isDone = !tasks[index].isDone
            }

            func summary() -> String {
                tasks.isEmpty ? "empty" : "\\(tasks.count) tasks"
            }
        }
        """,
        "Architectures/MVC/App.swift": """
        let controller = TaskController()
        """,
        "Architectures/MVP/Presenters/TaskPresenter.swift": """
        protocol TaskView: AnyObject {
            func show(_ titles: [String])
        }

        final class TaskPresenter {
            weak var view: TaskView?

            func load(_ titles: [String]) {
                if titles.isEmpty || titles.count > 100 {
                    view?.show([])
                } else {
                    view?.show(titles)
                }
            }
        }
        """,
        "Architectures/MVP/Views/ListView.swift": """
        final class ListView: TaskView {
            func show(_ titles: [String]) {
                for title in titles where !title.isEmpty {
                    print(title)
                }
            }
        }
        """,
    ]

    /// A temporary folder holding ``files``.
    static func folder() throws -> TemporaryFolder {
        try TemporaryFolder(files: files)
    }
}

extension ReportConfiguration {
    /// What this repository's `archdiff.json` names: the views layer, the domain module, the change that
    /// adds a screen and the patterns of the usual stories.
    static let taskList = ReportConfiguration(
        viewsLayer: "Views", domainModule: "TaskListDomain", screenChange: "upcoming",
        controllerPattern: "MVC", ceremonyPattern: "VIPER")
}
