import ArchBench
import ArchDiffKit
import ArchDiffTrace

await ArchDiffCommand.main(adding: [TraceCommand.self, BenchCommand.self])
