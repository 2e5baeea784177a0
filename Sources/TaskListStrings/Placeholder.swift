// Placeholder until the TaskListStrings layer lands.
