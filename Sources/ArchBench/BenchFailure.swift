import TaskListDomain
import TaskListStrings

/// Why a bench run could not measure: the scratch folder, a seed database or a worker process failed.
/// `archdiff` prints its description after `archdiff: error:` and exits with 1.
struct BenchFailure: Error, CustomStringConvertible {
    /// The message.
    var description: String

    /// A failure described by `description`.
    init(_ description: String) {
        self.description = description
    }

    /// A failure of a bench database, in the words the apps use for it.
    init(database error: StoreError) {
        description = "a bench database failed: \(Strings.message(for: error))"
    }

    /// A failure of the service writing a seed database, in the words the apps use for it.
    init(database error: TaskListError) {
        description = "a bench database failed: \(Strings.message(for: error))"
    }
}
