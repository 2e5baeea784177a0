/// One key press, decoded from terminal input or named in a key script.
public enum Key: Hashable, Sendable {
    /// Printable text, including a space.
    case character(Character)
    /// Return or enter (also ctrl-m and ctrl-j).
    case enter
    /// The escape key on its own.
    case escape
    /// Tab (also ctrl-i).
    case tab
    /// Shift-tab.
    case backTab
    /// Backspace (also ctrl-h).
    case backspace
    /// Forward delete.
    case delete
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page up.
    case pageUp
    /// Page down.
    case pageDown
    /// A control chord: ctrl-a ... ctrl-z as the lowercase letter; ctrl-@ \ ] ^ _ as that symbol.
    case control(Character)

    /// Creates the key a key script names: a single printable character ("a", "?"), a key name such as
    /// "enter", "esc", "pageup" or "space", or "ctrl-" and a letter ("ctrl-i" is tab, "ctrl-h" backspace).
    public init?(name: String) {
        if let key = Self.namedKeys[name] {
            self = key
            return
        }
        if name.hasPrefix(Self.controlPrefix) {
            let rest = name.dropFirst(Self.controlPrefix.count)
            guard rest.count == 1, let chord = Self.control(rest.first!) else { return nil }
            self = chord
            return
        }
        guard name.count == 1, let character = name.first,
            !character.unicodeScalars.contains(where: TerminalText.isUnsafe)
        else {
            return nil
        }
        self = .character(character)
    }

    /// The key's key-script name, the inverse of `init(name:)`.
    public var name: String {
        switch self {
        case .character(" "): "space"
        case .character(let character): String(character)
        case .enter: "enter"
        case .escape: "esc"
        case .tab: "tab"
        case .backTab: "backtab"
        case .backspace: "backspace"
        case .delete: "delete"
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .home: "home"
        case .end: "end"
        case .pageUp: "pageup"
        case .pageDown: "pagedown"
        case .control(let character): Self.controlPrefix + String(character)
        }
    }

    /// The key a control byte (0x00-0x1F, but not ESC) stands for.
    static func control(byte: UInt8) -> Key {
        switch byte {
        case 0x08: .backspace
        case 0x09: .tab
        case 0x0A, 0x0D: .enter
        case 0x01...0x1A: .control(Character(Unicode.Scalar(byte + 0x60)))
        default: .control(Character(Unicode.Scalar(byte + 0x40)))
        }
    }

    private static let controlPrefix = "ctrl-"

    private static let namedKeys: [String: Key] = [
        "enter": .enter, "esc": .escape, "tab": .tab, "backtab": .backTab, "backspace": .backspace,
        "delete": .delete, "up": .up, "down": .down, "left": .left, "right": .right, "home": .home,
        "end": .end, "pageup": .pageUp, "pagedown": .pageDown, "space": .character(" "),
    ]

    private static func control(_ character: Character) -> Key? {
        guard let ascii = character.asciiValue else { return nil }
        switch ascii {
        case UInt8(ascii: "a")...UInt8(ascii: "z"):
            return control(byte: ascii - 0x60)
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return control(byte: ascii - 0x40)
        case UInt8(ascii: "@"), UInt8(ascii: "\\"), UInt8(ascii: "]"), UInt8(ascii: "^"), UInt8(ascii: "_"):
            return control(byte: ascii - 0x40)
        default:
            return nil
        }
    }
}

extension Key: CustomStringConvertible {
    /// The key-script name.
    public var description: String { name }
}
