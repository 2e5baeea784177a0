import ArchDiffKit

ArchDiffCommand.main()
