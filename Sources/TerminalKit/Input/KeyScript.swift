import SafeText

/// A sequence of key presses, typed text, resizes and snapshots, as written in a key-script file.
///
/// Format, one action a line (blank lines are ignored):
///
///     # a comment: any line whose first non-blank character is '#'
///     press a            # a key by its name (see `Key.init(name:)`); "press #" presses '#'
///     press down x3      # a key pressed N times (1 <= N <= 1000)
///     type Groceries     # the rest of the line after one space, literally (UTF-8, may contain '#')
///     resize 100x30      # a new terminal size, columns x rows (each at most 1000)
///     screen             # a snapshot of the current screen
///     wait 300ms         # lets time pass (ms or s, at most an hour): late answers arrive meanwhile
///
/// After the arguments of `press`, `resize`, `screen` and `wait`, a word starting with '#' begins a trailing comment.
public struct KeyScript: Equatable, Sendable {
    /// One line of a script.
    public enum Action: Equatable, Sendable {
        /// Presses a key `count` times.
        case press(Key, count: Int)
        /// Types text, one Character at a time.
        case type(String)
        /// Changes the terminal size.
        case resize(Size)
        /// Takes a snapshot of the screen.
        case screen
        /// Lets time pass, on the clock the program waits on (a virtual one in replays).
        case wait(Duration)
    }

    /// The longest one `wait` line may let pass.
    public static let maximumWait = Duration.seconds(3600)

    /// The actions in order.
    public var actions: [Action]

    /// The most times one `press` line may repeat its key: every press draws a frame, so a larger count
    /// would only make a script run for minutes.
    public static let maximumRepeat = 1000

    /// Creates a script from actions.
    public init(actions: [Action]) {
        self.actions = actions
    }

    /// Parses script text; throws the first problem with its line number.
    public init(parsing source: String) throws(KeyScriptError) {
        var actions: [Action] = []
        let lines = source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (offset, line) in lines.enumerated() {
            if let action = try Self.parseLine(line, number: offset + 1) {
                actions.append(action)
            }
        }
        self.actions = actions
    }

    /// Parses one line. Words are split at white-space scalars rather than Characters, so a combining mark
    /// after a space (`type \u{301}abc`) is text of its own, not part of the space before it.
    private static func parseLine(_ line: Substring, number: Int) throws(KeyScriptError) -> Action? {
        let content = line.unicodeScalars.drop(while: \.properties.isWhitespace)
        guard let first = content.first, first != "#" else { return nil }
        let command = Substring(content.prefix { !$0.properties.isWhitespace })
        let rest = content.dropFirst(command.unicodeScalars.count)
        if command == "type" {
            guard rest.count > 1 else { throw KeyScriptError(line: number, message: "type needs text") }
            return .type(String(rest.dropFirst()))
        }
        var words = rest.split(whereSeparator: \.properties.isWhitespace).map(Substring.init)
        if let comment = words.dropFirst(command == "screen" ? 0 : 1).firstIndex(where: { $0.first == "#" }) {
            words.removeSubrange(comment...)
        }
        switch command {
        case "press":
            return try parsePress(words, line: number)
        case "resize":
            guard words.count == 1 else { throw KeyScriptError(line: number, message: "resize needs WxH") }
            guard let size = parseSize(words[0]) else {
                throw KeyScriptError(
                    line: number,
                    message: "bad size \(Excerpt.quoted(words[0])) (expected WxH, such as 80x24)")
            }
            guard size.clamped(to: Screen.maximumSize) == size else {
                throw KeyScriptError(
                    line: number, message: "size \(size) is too large (at most \(Screen.maximumSize))")
            }
            return .resize(size)
        case "wait":
            guard words.count == 1, let duration = duration(from: words[0]) else {
                throw KeyScriptError(
                    line: number, message: "wait needs a duration, such as 300ms or 2s (at most 3600s)")
            }
            return .wait(duration)
        case "screen":
            guard words.isEmpty else {
                throw KeyScriptError(
                    line: number, message: "unexpected \(Excerpt.quoted(words[0])) after screen")
            }
            return .screen
        default:
            throw KeyScriptError(line: number, message: "unknown action \(Excerpt.quoted(command))")
        }
    }

    private static func parsePress(_ words: [Substring], line: Int) throws(KeyScriptError) -> Action {
        guard let name = words.first else { throw KeyScriptError(line: line, message: "press needs a key") }
        guard let key = Key(name: String(name)) else {
            throw KeyScriptError(line: line, message: "unknown key \(Excerpt.quoted(name))")
        }
        switch words.count {
        case 1:
            return .press(key, count: 1)
        case 2:
            let repeatWord = words[1]
            guard repeatWord.first == "x", let count = Int(repeatWord.dropFirst()),
                (1...maximumRepeat).contains(count)
            else {
                throw KeyScriptError(
                    line: line,
                    message:
                        "bad repeat \(Excerpt.quoted(repeatWord)) (expected xN, 1 <= N <= \(maximumRepeat))")
            }
            return .press(key, count: count)
        default:
            throw KeyScriptError(
                line: line, message: "unexpected \(Excerpt.quoted(words[2])) after press \(name)")
        }
    }

    /// A whole number of milliseconds (`300ms`) or seconds (`2s`), from 1 ms to `maximumWait`, as `wait`
    /// lines and the front ends' `--latency` write it.
    public static func duration(from word: Substring) -> Duration? {
        let (digits, unit): (Substring, Duration) =
            word.hasSuffix("ms") ? (word.dropLast(2), .milliseconds(1)) : (word.dropLast(), .seconds(1))
        guard word.hasSuffix("s"), digits.allSatisfy(\.isASCII), let count = Int(digits), count >= 1,
            count <= 3_600_000
        else { return nil }
        let duration = unit * count
        return duration <= maximumWait ? duration : nil
    }

    private static func parseSize(_ word: Substring) -> Size? {
        let parts = word.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width >= 1, height >= 1
        else {
            return nil
        }
        return Size(width: width, height: height)
    }
}

extension KeyScript: CustomStringConvertible {
    /// The script as key-script text, one action a line; parsing it gives the same actions back.
    public var description: String {
        actions.compactMap(\.line).joined(separator: "\n")
    }
}

extension KeyScript.Action {
    /// The action as one script line; nil for typing nothing. Control characters, which typing skips,
    /// are left out of `type` lines.
    var line: String? {
        switch self {
        case .press(let key, let count):
            return count == 1 ? "press \(key.name)" : "press \(key.name) x\(count)"
        case .type(let text):
            let typeable = String(text.filter(HeadlessTerminal.isTypeable))
            return typeable.isEmpty ? nil : "type \(typeable)"
        case .resize(let size):
            return "resize \(size)"
        case .screen:
            return "screen"
        case .wait(let duration):
            let milliseconds = duration / .milliseconds(1)
            return milliseconds.truncatingRemainder(dividingBy: 1000) == 0
                ? "wait \(Int(milliseconds / 1000))s" : "wait \(Int(milliseconds))ms"
        }
    }
}
