import TaskListDomain
import TestSupport

extension StoreTaskListService {
    /// Lets the work that the service's answers started run as far as it can without time passing, as the
    /// app does after every key: a view model's read after a change, say.
    func settle() async {
        await Fixtures.replayClock(of: self).settle()
    }

    /// Lets `duration` pass on the service's virtual clock: the calls due meanwhile answer, and the work
    /// their answers start runs.
    func wait(_ duration: Duration) async {
        await Fixtures.replayClock(of: self).wait(duration)
    }
}
