/// Breaks text into lines of at most a given number of columns, at spaces where it can.
enum TextWrapper {
    /// The sanitised `text` in lines of at most `width` columns; a word wider than that is split.
    static func wrap(_ text: String, toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in TerminalText.sanitize(text).split(separator: " ") {
            var word = Substring(word)
            var wordWidth = DisplayWidth.of(String(word))
            if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
            }
            while wordWidth > width {
                let head = prefix(of: word, fittingWidth: width)
                lines.append(String(head))
                word = word[head.endIndex...]
                wordWidth = DisplayWidth.of(String(word))
            }
            line = String(word)
            lineWidth = wordWidth
        }
        if lineWidth > 0 || lines.isEmpty {
            lines.append(line)
        }
        return lines
    }

    /// The longest start of `word` that fits `width` columns; at least one character.
    private static func prefix(of word: Substring, fittingWidth width: Int) -> Substring {
        var used = 0
        var end = word.startIndex
        for index in word.indices {
            let columns = DisplayWidth.of(word[index])
            if used + columns > width, end > word.startIndex {
                break
            }
            used += columns
            end = word.index(after: index)
        }
        return word[..<end]
    }
}
