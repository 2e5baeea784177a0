// Placeholder until the TaskListUI layer lands.
