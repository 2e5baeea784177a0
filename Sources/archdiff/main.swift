import ArchBench
import ArchDiffCommands
import ArchDiffTrace

await ArchDiffCommand.main(adding: [TraceCommand.self, BenchCommand.self])
