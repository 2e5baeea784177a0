/// Random text as an attacker would choose it for a name, a message or a title: every C0 control, DEL,
/// C1 controls, terminal escape sequences (erase the screen, set the window title, hide text, the colours
/// `archdiff` itself writes), bidi overrides, a leading combining mark, among ordinary letters.
public enum HostileText {
    /// The pieces random text is made of.
    public static let pieces: [String] =
        (0x00...0x1F).map { String(Unicode.Scalar(UInt8($0))) } + [
            "\u{7F}", "\u{80}", "\u{85}", "\u{9B}", "\u{9F}", "\u{9B}31m", "\u{1B}[2J", "\u{1B}[H",
            "\u{1B}]0;pwned\u{7}", "\u{1B}]8;;http://x\u{1B}\\", "\u{1B}[8m", "\u{1B}[1m", "\u{1B}[36m",
            "\u{1B}[0m", "\u{202E}", "\u{2066}", "\u{2028}", "\u{301}", "a", "Z", "0", " ", "-", "한", "🍎",
        ]

    /// A string of 1 to `maximumPieces` random pieces, without any scalar in `excluded` (such as "/" and
    /// NUL for a file name); never empty.
    public static func random(
        using generator: inout some RandomNumberGenerator, maximumPieces: Int = 6,
        excluding excluded: Set<Unicode.Scalar> = []
    ) -> String {
        var text = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 1...maximumPieces, using: &generator) {
            let piece = pieces.randomElement(using: &generator)!
            text.append(contentsOf: piece.unicodeScalars.filter { !excluded.contains($0) })
        }
        return text.isEmpty ? "x" : String(text)
    }

    /// The scalars of `text` a terminal acts on instead of showing them: C0 controls but the line break,
    /// DEL, C1 controls, bidi embeddings, overrides and isolates, and line and paragraph separators.
    public static func rawControls(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x0A: false
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
            default: false
            }
        }
    }
}
