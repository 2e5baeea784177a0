// Placeholder until TaskListSQLiteTests land.
