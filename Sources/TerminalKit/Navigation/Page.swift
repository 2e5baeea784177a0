/// What a navigation stack holds: an MVC controller, or an MVP or MVVM view, with the view it shows.
@MainActor
public protocol Page: AnyObject {
    /// The view drawn while the page is on top.
    var rootView: any View { get }
    /// Called once the navigation stack has removed the page (back, or back to the first page), as
    /// UIKit's `viewDidDisappear` is for a controller moving from its parent: the page cancels the work it
    /// started for its screen.
    func didLeave()
}

extension Page {
    /// Nothing to cancel.
    public func didLeave() {}
}
