// Placeholder until the conformance suite lands.
