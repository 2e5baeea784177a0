import Dispatch
import Foundation

/// Runs `git` in one folder through Foundation's `Process` and returns what it printed.
///
/// Variables starting with `GIT_` are not inherited (a hook's `GIT_DIR` would point elsewhere), so
/// the repository is always the one that holds ``directory``.
package struct Git: Sendable {
    /// The folder `git` runs in.
    package var directory: String
    /// The environment `git` runs with.
    package var environment: [String: String]

    /// A runner in `directory`, with the process's environment minus `GIT_` variables plus `settings`.
    package init(directory: String, settings: [String: String] = [:]) {
        self.directory = directory
        environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("GIT_") }
            .merging(settings) { $1 }
    }

    /// Runs `git arguments`, writing `input` to its standard input, and returns its standard output.
    /// A non-zero exit status throws with the command and its standard error.
    @discardableResult
    package func run(_ arguments: [String], input: Data? = nil) throws(ChangeHistoryError) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        let inputPipe = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        do {
            try process.run()
        } catch {
            throw .gitNotFound
        }
        let errorText = CapturedData()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            errorText.data = errors.fileHandleForReading.readDataToEndOfFile()
        }
        if let input {
            DispatchQueue.global().async(group: group) {
                try? inputPipe.fileHandleForWriting.write(contentsOf: input)
                try? inputPipe.fileHandleForWriting.close()
            }
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        group.wait()
        let command = (["git"] + arguments).joined(separator: " ")
        if process.terminationStatus == 127 && errorText.text.contains("git") && data.isEmpty {
            throw .gitNotFound
        }
        guard process.terminationStatus == 0 else {
            throw .gitFailed(command: command, message: errorText.text)
        }
        return data
    }

    /// Runs `git arguments` and returns its standard output as text.
    package func text(_ arguments: [String]) throws(ChangeHistoryError) -> String {
        String(decoding: try run(arguments), as: UTF8.self)
    }
}

/// Bytes that a background reader fills before the group it runs in is waited for.
private final class CapturedData: @unchecked Sendable {
    var data = Data()

    var text: String {
        String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
