import TaskListDomain
import TestSupport

/// How a presenter test lets the work it started run: the service works inline and waits on a virtual
/// clock, so nothing sleeps for real and every run does the same work in the same order.
extension StoreTaskListService {
    /// Lets the work started so far (the presenters' tasks, the calls they make) run as far as it can
    /// without time passing.
    func settle() async {
        await Fixtures.replayClock(of: self).settle()
    }

    /// Lets the work started so far run, then `duration` pass on the service's virtual clock, the work each
    /// answer starts running as it comes.
    func wait(_ duration: Duration) async {
        await settle()
        await Fixtures.replayClock(of: self).wait(duration)
    }
}
