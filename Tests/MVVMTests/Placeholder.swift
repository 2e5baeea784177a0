// Placeholder until MVVM tests land.
