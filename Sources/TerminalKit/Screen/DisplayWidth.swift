/// How many terminal columns text takes, following East Asian Width and emoji presentation.
///
/// A grapheme cluster is two columns wide when its first scalar is East Asian Wide or Fullwidth, when any
/// scalar has emoji presentation, or when it holds VS16 (U+FE0F); zero when it is made only of zero-width
/// scalars (combining marks, format characters such as ZWJ and U+200B, controls); otherwise one.
public enum DisplayWidth {
    /// The columns `character` takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue {
            return ascii < 0x20 || ascii == 0x7F ? 0 : 1
        }
        let scalars = character.unicodeScalars
        guard let first = scalars.first(where: { !isZeroWidth($0) }) else {
            return 0
        }
        if isWide(first) || scalars.contains(where: { $0.properties.isEmojiPresentation || $0 == "\u{FE0F}" })
        {
            return 2
        }
        return 1
    }

    /// The columns `text` takes.
    public static func of(_ text: String) -> Int {
        var width = 0
        for character in text {
            width += of(character)
        }
        return width
    }

    /// Cuts text to fit `width` columns, ending with "…" when it was cut.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        var used = 0
        var fitsBeforeEllipsis = text.startIndex
        for index in text.indices {
            let columns = of(text[index])
            if used + columns <= width - 1 {
                fitsBeforeEllipsis = text.index(after: index)
            }
            used += columns
            if used > width {
                return String(text[..<fitsBeforeEllipsis]) + "…"
            }
        }
        return text
    }

    /// True for scalars that take no column of their own.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00AD:
            return false
        case 0x1160...0x11FF, 0x200B:
            return true
        default:
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format, .control:
                return true
            default:
                return false
            }
        }
    }

    /// True for scalars in the East Asian Wide and Fullwidth table.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= wideRanges[0].lowerBound else { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// East Asian Wide (W) and Fullwidth (F) blocks, sorted and disjoint, for binary search.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x231A...0x231B,  // watch, hourglass
        0x2329...0x232A,  // angle brackets
        0x23E9...0x23EC,  // media controls
        0x23F0...0x23F0,  // alarm clock
        0x23F3...0x23F3,  // hourglass with sand
        0x25FD...0x25FE,  // medium small squares
        0x2614...0x2615,  // umbrella with rain, hot beverage
        0x2648...0x2653,  // zodiac
        0x267F...0x267F,  // wheelchair
        0x2693...0x2693,  // anchor
        0x26A1...0x26A1,  // high voltage
        0x26AA...0x26AB,  // circles
        0x26BD...0x26BE,  // balls
        0x26C4...0x26C5,  // snowman, sun behind cloud
        0x26CE...0x26CE,  // ophiuchus
        0x26D4...0x26D4,  // no entry
        0x26EA...0x26EA,  // church
        0x26F2...0x26F3,  // fountain, golf
        0x26F5...0x26F5,  // sailboat
        0x26FA...0x26FA,  // tent
        0x26FD...0x26FD,  // fuel pump
        0x2705...0x2705,  // check mark button
        0x270A...0x270B,  // raised fists
        0x2728...0x2728,  // sparkles
        0x274C...0x274C,  // cross mark
        0x274E...0x274E,  // cross mark button
        0x2753...0x2755,  // question and exclamation marks
        0x2757...0x2757,  // exclamation mark
        0x2795...0x2797,  // heavy plus, minus, division
        0x27B0...0x27B0,  // curly loop
        0x27BF...0x27BF,  // double curly loop
        0x2B1B...0x2B1C,  // large squares
        0x2B50...0x2B50,  // star
        0x2B55...0x2B55,  // heavy large circle
        0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x16FE4,  // ideographic symbols and punctuation
        0x17000...0x18CFF,  // Tangut, Khitan
        0x1B000...0x1B2FF,  // Kana supplement and extensions, Nushu
        0x1F004...0x1F004,  // mahjong red dragon
        0x1F0CF...0x1F0CF,  // joker
        0x1F18E...0x1F18E,  // AB button
        0x1F191...0x1F19A,  // squared words
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x1F300...0x1F64F,  // miscellaneous symbols and pictographs, emoticons
        0x1F680...0x1F6C5,  // transport and map symbols
        0x1F6CC...0x1F6CC,  // sleeping accommodation
        0x1F6D0...0x1F6D2,  // place of worship, shopping trolley
        0x1F6D5...0x1F6D7,  // hindu temple, hut, elevator
        0x1F6DC...0x1F6DF,  // wireless, playground slide, wheel, ring buoy
        0x1F6EB...0x1F6EC,  // airplane departure, arrival
        0x1F6F4...0x1F6FC,  // scooters, boats
        0x1F7E0...0x1F7EB,  // large coloured circles and squares
        0x1F7F0...0x1F7F0,  // heavy equals sign
        0x1F900...0x1F9FF,  // supplemental symbols and pictographs
        0x1FA70...0x1FAFF,  // symbols and pictographs extended A
        0x20000...0x2FFFD,  // CJK extensions B to F, compatibility supplement
        0x30000...0x3FFFD,  // CJK extensions G and H
    ]
}
