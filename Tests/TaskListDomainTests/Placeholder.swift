// Placeholder until TaskListDomainTests land.
