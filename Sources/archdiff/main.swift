import ArchDiffKit
import ArchDiffTrace

ArchDiffCommand.main(adding: [TraceCommand.self])
