import Foundation

/// Where the shared database lives when no `--db` is given: the XDG data folder, else ~/.local/share.
public enum DatabaseLocation {
    /// The folder name under the data folder; every front end shares it.
    public static let folderName = "swift-architectures"
    /// The database's file name.
    public static let fileName = "tasks.sqlite3"

    /// The default database path for `environment`, or nil when neither XDG_DATA_HOME nor HOME is set.
    public static func defaultPath(environment: [String: String]) -> String? {
        let dataHome: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = xdg
        } else if let home = environment["HOME"], !home.isEmpty {
            dataHome = home + "/.local/share"
        } else {
            return nil
        }
        return "\(dataHome)/\(folderName)/\(fileName)"
    }

    /// Creates the database's folder (owner-only, 0700) and its parents when missing.
    public static func createFolder(for path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        guard !folder.isEmpty else { return }
        try FileManager.default.createDirectory(
            atPath: folder,
            withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700]
        )
    }
}
