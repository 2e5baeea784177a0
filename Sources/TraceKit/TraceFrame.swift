/// One function of architecture code that was running when a traced call happened.
public struct TraceFrame: Hashable, Sendable {
    /// The function as the debugger names it, such as `TasksPresenter.didRequestToggle()` or
    /// `closure #1 in TasksPresenter.start()`.
    public var function: String
    /// The source file, relative to the architectures folder: `MVP/Presenters/TasksPresenter.swift`.
    public var file: String
    /// The lines the function was executing when traced calls happened under it, first seen first:
    /// the calls it made on the way to them.
    public private(set) var lines: [Int]

    /// A frame of `function` in `file`, executing `line`.
    public init(function: String, file: String, line: Int) {
        self.function = function
        self.file = file
        self.lines = [line]
    }

    /// The first line the function was seen executing.
    public var line: Int { lines[0] }

    /// The type the function belongs to (`TasksPresenter`), or the function itself when it has none.
    public var typeName: String {
        var name = Substring(function)
        while let range = name.range(of: " in ") {
            name = name[range.upperBound...]
        }
        let head = name.prefix { $0 != "(" }
        return String(head.prefix { $0 != "." && $0 != "<" })
    }

    /// Whether both frames are of the same function, wherever in it they were.
    public func isSameFunction(as other: TraceFrame) -> Bool {
        function == other.function && file == other.file
    }

    /// Adds the lines of `other`, a frame of the same function, that this one has not seen.
    public mutating func merge(_ other: TraceFrame) {
        lines += other.lines.filter { !lines.contains($0) }
    }
}
