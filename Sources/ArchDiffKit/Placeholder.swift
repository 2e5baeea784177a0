// Placeholder until the ArchDiffKit layer lands.
