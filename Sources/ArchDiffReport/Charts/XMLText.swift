import SafeText

/// Escaping for text and attribute values in XML, SVG and HTML.
package enum XMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by entities, and its control characters but line
    /// breaks, which XML does not allow or a browser would hide, made visible (see `VisibleText.lines`).
    package static func escaped(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.count)
        for character in VisibleText.lines(text) {
            switch character {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: output.append(character)
            }
        }
        return output
    }
}
