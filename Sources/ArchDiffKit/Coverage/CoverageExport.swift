import Foundation

/// The per-file line figures in the JSON that `llvm-cov export -summary-only` writes.
public enum CoverageExport {
    /// A problem reading the JSON.
    public struct FormatError: Error, CustomStringConvertible {
        /// What was wrong.
        public var description: String
    }

    /// The line coverage of every file in `json`, keyed by the file name llvm-cov gives (an absolute
    /// path as compiled).
    public static func lineCoverage(fromJSON json: Data) throws(FormatError) -> [String: LineCoverage] {
        let export: Export
        do {
            export = try JSONDecoder().decode(Export.self, from: json)
        } catch {
            throw FormatError(description: "llvm-cov export output is not the expected JSON: \(error)")
        }
        var files: [String: LineCoverage] = [:]
        for data in export.data {
            for file in data.files {
                files[file.filename, default: LineCoverage()] =
                    files[file.filename, default: LineCoverage()]
                    + LineCoverage(covered: file.summary.lines.covered, count: file.summary.lines.count)
            }
        }
        return files
    }

    private struct Export: Decodable {
        var data: [ExportData]
    }

    private struct ExportData: Decodable {
        var files: [ExportFile]
    }

    private struct ExportFile: Decodable {
        var filename: String
        var summary: Summary
    }

    private struct Summary: Decodable {
        var lines: Lines
    }

    private struct Lines: Decodable {
        var count: Int
        var covered: Int
    }
}
