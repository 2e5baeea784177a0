// Placeholder until the TaskListSQLite layer lands.
