// Placeholder until MVP tests land.
