// Placeholder until the AppHost layer lands.
