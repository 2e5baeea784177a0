/// One choice out of a few short options, such as an icon: "[✎] ⌂  ✉ ".
///
/// Each option is drawn as "[x]" when selected and " x " otherwise, back to back; left/right change the
/// selection and stop at the ends. When focused, the selected option is reversed.
public final class ChoicePicker: View, Focusable {
    /// The options, each drawn as given (sanitised).
    public var options: [String] {
        didSet { selectedIndex = min(selectedIndex, max(0, options.count - 1)) }
    }
    /// The chosen option's index.
    public var selectedIndex: Int {
        didSet {
            if selectedIndex != oldValue { report(.selectOption(at: selectedIndex)) }
        }
    }
    /// Called with the new index after a key chose another option; setting `selectedIndex` in code
    /// does not call it.
    public var onSelectionChange: ((Int) -> Void)?
    /// Whether the chosen option is highlighted.
    public var isFocused = false

    /// Creates a picker with `selectedIndex` chosen (clamped to the options).
    public init(options: [String], selectedIndex: Int = 0) {
        self.options = options
        self.selectedIndex = min(max(0, selectedIndex), max(0, options.count - 1))
    }

    /// The chosen option, or nil when there are none.
    public var selectedOption: String? {
        options.indices.contains(selectedIndex) ? options[selectedIndex] : nil
    }

    /// Left and right change the selection, and call `onSelectionChange` when it changed; returns false
    /// for every other key.
    public func handle(_ key: Key) -> Bool {
        let previous = selectedIndex
        switch key {
        case .left:
            selectedIndex = max(0, selectedIndex - 1)
        case .right:
            selectedIndex = min(max(0, options.count - 1), selectedIndex + 1)
        default:
            return false
        }
        if selectedIndex != previous {
            onSelectionChange?(selectedIndex)
        }
        return true
    }

    /// Draws the options on the first row of `area`, starting late enough that the chosen one is visible.
    public func draw(in screen: inout Screen, area: Rect) {
        guard !area.isEmpty, options.indices.contains(selectedIndex) else { return }
        let items = options.indices.map { index in
            let option = TerminalText.sanitize(options[index])
            return index == selectedIndex ? "[\(option)]" : " \(option) "
        }
        var first = 0
        while first < selectedIndex,
            items[first...selectedIndex].reduce(0, { $0 + DisplayWidth.of($1) }) > area.width
        {
            first += 1
        }
        var x = area.x
        for index in first..<items.count where x < area.maxX {
            let isHighlighted = isFocused && index == selectedIndex
            x += screen.put(
                items[index],
                at: Point(x: x, y: area.y),
                style: isHighlighted ? .reverse : [],
                maxWidth: area.maxX - x
            )
        }
    }
}
