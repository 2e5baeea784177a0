// Placeholder until the TerminalKit layer lands.
