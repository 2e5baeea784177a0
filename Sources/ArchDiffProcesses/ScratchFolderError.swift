/// Why a scratch folder could not be made, used or removed; reported with exit code 1.
package enum ScratchFolderError: Error, Equatable, CustomStringConvertible {
    /// No folder could be made in `parent`.
    case cannotCreate(parent: String, reason: String)
    /// The folder is not a scratch folder of an archdiff that still runs.
    case notInUse(String)
    /// Something in the folder could not be removed.
    case cannotRemove(String, reason: String)

    /// The message printed after `archdiff: error:`.
    package var description: String {
        switch self {
        case .cannotCreate(let parent, let reason):
            return "cannot create a scratch folder in '\(parent)': \(reason)"
        case .notInUse(let path):
            return "'\(path)' is not the scratch folder of an archdiff that still runs"
        case .cannotRemove(let path, let reason):
            return "cannot remove '\(path)' from a scratch folder: \(reason)"
        }
    }
}
