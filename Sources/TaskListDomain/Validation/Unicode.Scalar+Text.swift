extension Unicode.Scalar {
    /// Control characters (C0, DEL, C1), line and paragraph separators, and the bidirectional embeddings,
    /// overrides and isolates that can make text display as something else: never stored in a title, and
    /// in notes only as the line breaks between lines.
    var isRefusedInText: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
            true
        default:
            false
        }
    }

    /// White space and format characters (zero-width space, byte-order mark, direction marks): text made
    /// only of these looks empty.
    var isInvisible: Bool {
        properties.isWhitespace || properties.generalCategory == .format
    }
}
