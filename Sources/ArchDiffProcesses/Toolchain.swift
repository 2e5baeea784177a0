import Foundation

/// Finds the LLVM tools of the Swift toolchain in use, whose profile format matches the compiler's:
/// next to the `swift` found on `PATH` (symbolic links resolved), else through `xcrun` on macOS, else
/// on `PATH` itself.
package struct Toolchain {
    var environment: [String: String]
    var runner: any ProcessRunning
    var directory: String

    /// Looks for tools on the `PATH` of `environment`, asking `runner` in `directory` where it must.
    package init(environment: [String: String], runner: any ProcessRunning, directory: String) {
        self.environment = environment
        self.runner = runner
        self.directory = directory
    }

    /// The path of the tool called `name`.
    package func path(of name: String) throws(RunError) -> String {
        if let swift = Self.find("swift", onPath: environment["PATH"] ?? "") {
            let folders = [
                URL(fileURLWithPath: swift).deletingLastPathComponent().path,
                URL(fileURLWithPath: swift).resolvingSymlinksInPath().deletingLastPathComponent().path,
            ]
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                return folder + "/" + name
            }
        }
        #if os(macOS)
            if let output = try? runner.run("xcrun", ["--find", name], in: directory), output.status == 0 {
                let path = output.text.trimmingCharacters(in: .whitespacesAndNewlines)
                if !path.isEmpty { return path }
            }
        #endif
        guard let path = Self.find(name, onPath: environment["PATH"] ?? "") else { throw .toolNotFound(name) }
        return path
    }

    private static func find(_ name: String, onPath path: String) -> String? {
        path.split(separator: ":").map { $0 + "/" + name }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
