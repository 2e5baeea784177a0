// Placeholder until the MVVM front end lands.
