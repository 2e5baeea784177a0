// Placeholder until the MVC layer lands.
