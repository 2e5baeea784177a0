import ArgumentReading
import SafeText
import TaskListDomain
import TerminalKit

/// The options every front end (`mvc`, `mvp`, ...) accepts.
public struct CommandLineOptions: Equatable, Sendable {
    /// Where the data lives.
    public enum Database: Equatable, Sendable {
        /// The default file under `$XDG_DATA_HOME`.
        case standard
        /// The file given with `--db`.
        case file(String)
        /// A throwaway store (`--in-memory`).
        case inMemory
    }

    /// What the program is asked to do.
    public enum Action: Equatable, Sendable {
        case run
        case replay(file: String)
        case help
        case version
    }

    /// Where `--trace` shows the chain of calls each key press causes.
    public enum Trace: Equatable, Sendable {
        /// In a panel beside the app, or with `--replay` under each screen.
        case beside
        /// Written to this file as it happens.
        case file(String)
    }

    public var database: Database = .standard
    public var action: Action = .run
    public var size = Size(width: 80, height: 24)
    public var trace: Trace?
    /// How late the service answers every call (`--latency`).
    public var latency = Duration.zero
    /// Whether every write fails as a busy database's would (`--fail-writes`).
    public var failsWrites = false

    public init() {}

    /// Parses the arguments after the program name.
    public init(parsing arguments: [String]) throws(UsageError) {
        var list = ArgumentList(arguments)
        while let argument = list.next() {
            switch argument {
            case "--help", "-h":
                action = .help
                return
            case "--version":
                action = .version
                return
            case "--in-memory":
                try setDatabase(.inMemory, option: argument)
            case "--db":
                try setDatabase(.file(try value(of: argument, in: &list)), option: argument)
            case "--replay":
                action = .replay(file: try value(of: argument, in: &list))
            case "--trace":
                trace = list.value().map { .file($0) } ?? .beside
            case "--latency":
                let text = try value(of: argument, in: &list)
                guard let latency = KeyScript.duration(from: Substring(text)) else {
                    throw UsageError(
                        "--latency takes a duration such as 800ms or 2s (at most 3600s), not \(Excerpt.quoted(text))"
                    )
                }
                self.latency = latency
            case "--fail-writes":
                failsWrites = true
            case "--size":
                let text = try value(of: argument, in: &list)
                guard let size = Self.size(from: text) else {
                    throw UsageError("--size takes WIDTHxHEIGHT, such as 80x24, not \(Excerpt.quoted(text))")
                }
                self.size = size
            default:
                throw UsageError("unknown argument \(Excerpt.quoted(argument))")
            }
        }
    }

    /// The latency and failures the options ask the service for.
    public var conditions: ServiceConditions {
        ServiceConditions(latency: latency, failsWrites: failsWrites)
    }

    /// Parses `WxH`, such as `80x24`; each side from 1 to `Screen.maximumSize`'s.
    static func size(from text: String) -> Size? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (1...Screen.maximumSize.width).contains(width), (1...Screen.maximumSize.height).contains(height)
        else { return nil }
        return Size(width: width, height: height)
    }

    private mutating func setDatabase(_ database: Database, option: String) throws(UsageError) {
        guard self.database == .standard else {
            throw UsageError("\(option) cannot be combined with another --db or --in-memory")
        }
        self.database = database
    }

    private func value(of option: String, in list: inout ArgumentList) throws(UsageError) -> String {
        guard let value = list.value() else { throw UsageError("\(option) needs a value") }
        return value
    }
}
