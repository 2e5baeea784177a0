/// Runs a view without a terminal, for tests and `--replay`: keys in, screens out.
///
/// Like a real run loop, it draws the root view before handling each key press, so views that lay out
/// while drawing (a list's page size, a text field's scrolling) see the current size. Typed text arrives
/// as one read does in a terminal (a paste, say): drawn once, then handled character by character.
/// Snapshots render a frame through a `Renderer` into a `TerminalDisplay` and show that display: what a
/// terminal sent the renderer's bytes since the last snapshot would show, scrolls included.
@MainActor
public final class HeadlessTerminal {
    /// The view drawn and given the keys.
    public let root: any View
    /// The simulated terminal size.
    public private(set) var size: Size
    private var renderer = Renderer()
    /// What a terminal shows after every frame rendered so far.
    public private(set) var display: TerminalDisplay
    /// The time each frame is drawn at (`Screen.time`): the clock the program waits on.
    public var clock: () -> Duration = { .zero }

    /// Creates a headless terminal of `size` showing `root`.
    public init(root: any View, size: Size = Size(width: 80, height: 24)) {
        self.root = root
        self.size = size
        display = TerminalDisplay(size: size)
    }

    /// Presses `key` `count` times.
    public func press(_ key: Key, count: Int = 1) {
        for _ in 0..<max(0, count) {
            _ = render()
            _ = root.handle(key)
        }
    }

    /// Types each Character of `text` as a `.character` key; control characters are skipped.
    public func type(_ text: String) {
        _ = render()
        for character in text where Self.isTypeable(character) {
            _ = root.handle(.character(character))
        }
    }

    /// Changes the size; the next frame is drawn at it.
    public func resize(to size: Size) {
        self.size = size
        display.resize(to: size)
        renderer.invalidate()
    }

    /// Draws the root into a fresh screen of `size`.
    public func render() -> Screen {
        var screen = Screen(size: size)
        screen.time = clock()
        root.draw(in: &screen, area: screen.bounds)
        return screen
    }

    /// The current screen as plain text, as the terminal display shows it after a new frame.
    public var snapshot: String {
        _ = renderFrame()
        return display.screen.plainText
    }

    /// Draws the root, renders the difference from the last frame and shows it on the display; returns
    /// the bytes that frame wrote.
    @discardableResult
    public func renderFrame() -> [UInt8] {
        let bytes = renderer.render(render())
        display.apply(bytes)
        return bytes
    }

    /// Runs a script; calls `onSnapshot` for every `screen` action; `shouldStop` is checked after each key
    /// (e.g. app quit), and the run ends when it returns true. The final screen is not reported.
    /// A `type` line is drawn once and then handled character by character, as `type(_:)` does, so its
    /// cost grows with its length, not with its length times the cost of a frame.
    ///
    /// `settle` runs after every key, so that the work a key started gets as far as it can without time
    /// passing, and a frame is drawn then, as a run loop draws one after each key; a `wait` line hands its
    /// duration to `wait` with a way to draw a frame, for the run loop's frame after each late answer.
    public func run(
        _ script: KeyScript,
        shouldStop: () -> Bool = { false },
        settle: @MainActor () async -> Void = {},
        wait: @MainActor (Duration, _ draw: () -> Void) async -> Void = { _, _ in },
        onSnapshot: (String) -> Void
    ) async {
        for action in script.actions {
            switch action {
            case .press(let key, let count):
                for _ in 0..<max(0, count) {
                    press(key)
                    await settle()
                    _ = render()
                    if shouldStop() { return }
                }
            case .type(let text):
                _ = render()
                for character in text where Self.isTypeable(character) {
                    _ = root.handle(.character(character))
                    await settle()
                    if shouldStop() { return }
                }
                _ = render()
            case .resize(let size):
                resize(to: size)
            case .screen:
                onSnapshot(snapshot)
            case .wait(let duration):
                await wait(duration) { _ = render() }
                if shouldStop() { return }
            }
        }
    }

    /// Whether typing `character` presses a key: true unless it holds a control character.
    nonisolated static func isTypeable(_ character: Character) -> Bool {
        !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
