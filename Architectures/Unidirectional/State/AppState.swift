/// The whole app as one value: the stack of screens, bottom first, each with an ID that stays the
/// same while it is shown, and the changes each screen can take back. The top one is drawn and gets the
/// keys; an empty stack means the user quit.
package struct AppState: Equatable {
    /// One screen on the stack.
    package struct Entry: Equatable {
        /// Names the screen while it is on the stack; never reused.
        package let id: ScreenID
        /// What the screen shows.
        package var screen: ScreenState
    }

    /// The screens, bottom first.
    package private(set) var stack: [Entry] = []
    private var nextID = 0
    /// The last change each screen can undo; it outlives the screens, which come and go.
    package var undoHistory = UndoHistory()

    /// An app that shows nothing yet.
    package init() {}

    /// The screen on top, if any.
    package var top: Entry? { stack.last }

    /// The screen with `id`, while it is on the stack; setting it changes that screen only.
    package subscript(id: ScreenID) -> ScreenState? {
        get { stack.first { $0.id == id }?.screen }
        set {
            if let newValue, let index = stack.firstIndex(where: { $0.id == id }) {
                stack[index].screen = newValue
            }
        }
    }

    /// Whether a screen was given `id`: one on the stack, or one closed since.
    package func hasGiven(_ id: ScreenID) -> Bool {
        id < ScreenID(nextID)
    }

    /// The screen below the one with `id`, if any.
    package func id(below id: ScreenID) -> ScreenID? {
        guard let index = stack.firstIndex(where: { $0.id == id }), index > 0 else { return nil }
        return stack[index - 1].id
    }

    /// Puts `screen` on top and returns its new ID.
    package mutating func push(_ screen: ScreenState) -> ScreenID {
        let id = ScreenID(nextID)
        nextID += 1
        stack.append(Entry(id: id, screen: screen))
        return id
    }

    /// Removes the screen on top and returns its ID.
    package mutating func pop() -> ScreenID? {
        stack.popLast()?.id
    }

    /// Removes every screen above the bottom one and returns their IDs, top first.
    package mutating func popToRoot() -> [ScreenID] {
        let removed = stack.dropFirst().reversed().map(\.id)
        stack = Array(stack.prefix(1))
        return removed
    }
}

/// Names one screen on the stack, so that an effect's answer reaches the screen that asked, and
/// nothing once it is gone.
package struct ScreenID: Hashable, Comparable, Sendable, CustomStringConvertible {
    private let value: Int

    /// The ID numbered `value`.
    package init(_ value: Int) {
        self.value = value
    }

    /// Whether `lhs` was given before `rhs`.
    package static func < (lhs: ScreenID, rhs: ScreenID) -> Bool {
        lhs.value < rhs.value
    }

    package var description: String { "#\(value)" }
}
