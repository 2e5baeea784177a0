import Foundation

/// Programs the package builds, found next to the running test bundle.
public enum BuiltProduct {
    /// The built executable named `name`, such as `mvc`; test targets that depend on it get it built.
    public static func url(named name: String) -> URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            name)
    }
}
