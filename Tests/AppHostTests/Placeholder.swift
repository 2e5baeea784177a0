// Placeholder until AppHostTests land.
