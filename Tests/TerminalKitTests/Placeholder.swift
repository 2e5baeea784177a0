// Placeholder until TerminalKitTests land.
