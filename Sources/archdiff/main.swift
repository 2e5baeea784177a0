import ArchBench
import ArchDiffKit
import ArchDiffTrace

ArchDiffCommand.main(adding: [TraceCommand.self, BenchCommand.self])
