/// Why a key script could not be parsed, and on which line (counted from 1).
public struct KeyScriptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The line the problem is on, counted from 1.
    public var line: Int
    /// What is wrong, such as "unknown key 'foo'".
    public var message: String

    /// Creates an error for `line`.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// The error as printed: "line 3: unknown key 'foo'".
    public var description: String { "line \(line): \(message)" }
}
