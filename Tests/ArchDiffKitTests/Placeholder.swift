// Placeholder until ArchDiffKitTests land.
