/// A `--trace` transcript reduced to what every architecture must share: the keys, the writes to the
/// service with their results, and the screen rows each frame changed. The architecture's functions,
/// its reads, the change deliveries and the view updates are how a pattern works, and differ.
enum TraceConformance {
    /// The service calls that change data.
    static let writes = [
        "addList(", "updateList(", "deleteList(", "addTask(", "renameTask(", "toggleTask(", "deleteTask(",
    ]

    /// `output` with each trace reduced; the first `screenHeight` lines after each `---` (and at the
    /// start) are a screen and stay as they are.
    static func neutral(_ output: String, screenHeight: Int) -> String {
        var lines: [String] = []
        var screenLinesLeft = screenHeight
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if screenLinesLeft > 0 {
                lines.append(line)
                screenLinesLeft -= 1
            } else if line == "---" {
                lines.append(line)
                screenLinesLeft = screenHeight
            } else if let kept = neutral(line) {
                lines.append(kept)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func neutral(_ line: String) -> String? {
        let text = line.drop { $0 == " " }
        if text.hasPrefix("#") || text.hasPrefix("[start] ") || text.hasPrefix("[screen] ") {
            return String(text)
        }
        if text.hasPrefix("[key] ") {
            return String(text.prefix { $0 != "→" }.dropLast())
        }
        if text.hasPrefix("[service] "),
            writes.contains(where: { text.dropFirst("[service] ".count).hasPrefix($0) })
        {
            return String(text)
        }
        return nil
    }
}
