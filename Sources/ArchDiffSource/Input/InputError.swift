/// Problems with the folders given to analyse; the command line reports them with exit code 1.
package enum InputError: Error, Equatable, CustomStringConvertible {
    case folderNotFound(String)
    case notAFolder(String)
    case unreadableFolder(String)
    case unreadableFile(String)
    case noSwiftFiles(String)
    case noArchitecturesFolder(String)
    case noArchitectures(String)
    case invalidFile(String, reason: String)

    /// The message printed after `archdiff: error:`.
    package var description: String {
        switch self {
        case .folderNotFound(let path):
            return "folder '\(path)' does not exist"
        case .notAFolder(let path):
            return "'\(path)' is not a folder"
        case .unreadableFolder(let path):
            return "folder '\(path)' cannot be read"
        case .unreadableFile(let path):
            return "file '\(path)' cannot be read"
        case .noSwiftFiles(let path):
            return "folder '\(path)' contains no Swift files"
        case .noArchitecturesFolder(let path):
            return
                "no 'Architectures' folder in '\(path)'; run from the package root or name the folders to compare"
        case .noArchitectures(let path):
            return "no folder under '\(path)' contains Swift files"
        case .invalidFile(let path, let reason):
            return "file '\(path)' cannot be used: \(reason)"
        }
    }
}
