import Foundation
import TerminalKit

/// A checked-in transcript under Goldens/WxH/. Re-record them all after an intended change to the UI:
/// `RECORD_GOLDENS=1 swift test --filter ConformanceTests`.
struct GoldenFile {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Goldens")
    static let isRecording = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1"

    let url: URL

    init(scenario: Scenario, size: Size) {
        url = Self.folder.appendingPathComponent("\(size.width)x\(size.height)/\(scenario.name).txt")
    }

    /// The recorded text, or nil when there is none yet.
    func read() -> String? {
        try? String(contentsOf: url, encoding: .utf8)
    }

    func write(_ text: String) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
