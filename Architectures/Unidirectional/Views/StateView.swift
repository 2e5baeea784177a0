import TerminalKit
import UnidirectionalCore

/// A view that shows one part of the app's state: it is rendered from it after every change, and
/// sends actions, nothing else.
protocol StateView: View {
    /// The part of the state it shows.
    associatedtype State

    /// Makes the view show `state`.
    func render(_ state: State)
}

/// A screen's view together with the ID of the screen it shows and where its state is in a
/// `ScreenState`, erased to one type so that the app view can keep the views of different screens in
/// one stack.
@MainActor
struct AnyScreenView {
    /// The screen the view shows.
    let id: ScreenID
    /// The view, to draw and to hand keys to.
    let view: any View
    /// Renders the view from its screen's state.
    let render: (ScreenState) -> Void

    /// Wraps `view` of the screen `id`, whose state is at `state` in a `ScreenState`.
    init<Wrapped: StateView>(_ view: Wrapped, of id: ScreenID, state: KeyPath<ScreenState, Wrapped.State?>) {
        self.id = id
        self.view = view
        render = { screen in
            if let state = screen[keyPath: state] {
                view.render(state)
            }
        }
    }
}
