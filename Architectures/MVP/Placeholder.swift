// Placeholder until the MVP front end lands.
