/// What a navigation stack holds: an MVC controller, or an MVP or MVVM view, with the view it shows.
public protocol Page: AnyObject {
    /// The view drawn while the page is on top.
    var rootView: any View { get }
}
