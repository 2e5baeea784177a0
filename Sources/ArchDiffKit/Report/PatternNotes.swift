/// A fixed paragraph per pattern on what its structure means for the figures; patterns it does not
/// know get none.
enum PatternNotes {
    /// The note for the architecture named `name`, if there is one.
    static func note(for name: String) -> String? {
        notes[name]
    }

    private static let notes = [
        "MVC": """
        Each screen's controller owns its view, calls the service, observes the service's changes and \
        pushes the next controller; the view reports what the user wants through a delegate protocol \
        and is handed its data directly. Screen logic has nowhere to go but the controllers, so compare \
        the Controllers layer's share of code and complexity with MVP's presenters and MVVM's view \
        models. A controller creates and drives a real view, so MVC's controller tests run whole screens in a \
        headless terminal rather than replacing the view with a double.
        """,
        "MVP": """
        Views are passive: each implements a view protocol, forwards every event to its presenter and \
        shows only what it is told. Presenters hold their views weakly, format every string, observe \
        the service, navigate through router protocols and import no TerminalKit. The protocols \
        between the two layers are the price, visible in the protocols declared and the conformances; \
        in return a presenter is tested with spies standing in for its view and router, without a \
        terminal.
        """,
        "MVVM": """
        A view model exposes observable state and input methods and holds no reference to its view; \
        the view binds to the observables when it is created and redraws when they change. The binding \
        mechanism is code of its own, in the Bindings layer, and counts here because it is part of the \
        pattern's cost; navigation goes through a coordinator. View models are tested through their \
        bindings, recording the values a view would see, without a terminal.
        """,
    ]
}
