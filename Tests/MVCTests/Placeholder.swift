// Placeholder until MVCTests land.
