import Foundation

/// Reads what `llvm-cov export` writes: per-file region and line figures from its JSON summary, and
/// per-line execution counts from its lcov form.
package enum CoverageExport {
    /// A problem reading the JSON.
    package struct FormatError: Error, CustomStringConvertible {
        /// What was wrong.
        package var description: String
    }

    /// The region and line coverage of every file in `json` (`llvm-cov export -summary-only`), keyed
    /// by the file name llvm-cov gives (an absolute path as compiled).
    package static func coverage(fromJSON json: Data) throws(FormatError) -> [String: FileCoverage] {
        let export: Export
        do {
            export = try JSONDecoder().decode(Export.self, from: json)
        } catch {
            throw FormatError(description: "llvm-cov export output is not the expected JSON: \(error)")
        }
        var files: [String: FileCoverage] = [:]
        for data in export.data {
            for file in data.files {
                let summary = file.summary
                files[file.filename, default: FileCoverage()] =
                    files[file.filename, default: FileCoverage()]
                    + FileCoverage(
                        regions: CoverageCount(
                            covered: summary.regions.covered, count: summary.regions.count),
                        lines: CoverageCount(covered: summary.lines.covered, count: summary.lines.count))
            }
        }
        return files
    }

    /// How often each executable line ran, per file, from `llvm-cov export -format=lcov` (its `SF:`
    /// and `DA:<line>,<count>` records). Lines without code are absent.
    package static func lineCounts(fromLCOV text: String) -> [String: [Int: Int]] {
        var files: [String: [Int: Int]] = [:]
        var file: String?
        for line in text.split(whereSeparator: \.isNewline) {
            if line.hasPrefix("SF:") {
                file = String(line.dropFirst(3))
            } else if line.hasPrefix("DA:"), let file {
                let fields = line.dropFirst(3).split(separator: ",")
                guard fields.count >= 2, let number = Int(fields[0]), let count = Int(fields[1]) else {
                    continue
                }
                files[file, default: [:]][number, default: 0] += count
            } else if line == "end_of_record" {
                file = nil
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
        var lines: Counts
        var regions: Counts
    }

    private struct Counts: Decodable {
        var count: Int
        var covered: Int
    }
}
