/// An error the Swift compiler printed, located in a file: `/path/File.swift:12:5: error: message`.
package struct CompilerError: Equatable, Sendable {
    /// The file, as the compiler names it.
    package var path: String
    /// The 1-based line.
    package var line: Int
    /// The 1-based column, in bytes.
    package var column: Int
    /// The message after `error: `.
    package var message: String

    /// An error at `path:line:column`.
    package init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// The located errors in build output, in the order printed, each once.
    package static func errors(in output: String) -> [CompilerError] {
        var errors: [CompilerError] = []
        for line in output.split(whereSeparator: \.isNewline) {
            guard let marker = line.range(of: ": error: ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let number = Int(location[location.count - 2]),
                let column = Int(location[location.count - 1])
            else { continue }
            let error = CompilerError(
                path: location.dropLast(2).joined(separator: ":"), line: number, column: column,
                message: String(line[marker.upperBound...]))
            if !errors.contains(error) {
                errors.append(error)
            }
        }
        return errors
    }

    /// The byte offset the error points at in `bytes`, or `nil` when the file is shorter.
    func offset(in bytes: [UInt8]) -> Int? {
        var currentLine = 1
        var index = 0
        while currentLine < line {
            guard let newline = bytes[index...].firstIndex(of: 0x0A) else { return nil }
            index = newline + 1
            currentLine += 1
        }
        let offset = index + column - 1
        return offset <= bytes.count ? offset : nil
    }
}
