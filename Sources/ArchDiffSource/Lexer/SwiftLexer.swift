/// Splits Swift source into tokens and classifies each line as code, comment or blank.
/// Works on UTF-8 bytes and never fails: malformed input yields best-effort tokens.
package enum SwiftLexer {
    /// Lexes UTF-8 source bytes.
    package static func lex(_ bytes: [UInt8]) -> LexedSource {
        let (tokens, lineCounts) = bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(buffer)
            scanner.run()
            return (scanner.tokens, scanner.lineCounts())
        }
        return LexedSource(bytes: bytes, tokens: tokens, lineCounts: lineCounts)
    }

    /// Lexes source text.
    package static func lex(_ source: String) -> LexedSource {
        lex(Array(source.utf8))
    }
}

/// Where a string literal resumes once the interpolation `\(...)` inside it closes.
private struct StringFrame {
    var hashes: Int
    var isMultiline: Bool
    var parenDepth: Int
}

private enum Byte {
    static let newline: UInt8 = 0x0A
    static let tab: UInt8 = 0x09
    static let verticalTab: UInt8 = 0x0B
    static let formFeed: UInt8 = 0x0C
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let exclamation: UInt8 = 0x21
    static let quote: UInt8 = 0x22
    static let pound: UInt8 = 0x23
    static let dollar: UInt8 = 0x24
    static let leftParen: UInt8 = 0x28
    static let rightParen: UInt8 = 0x29
    static let star: UInt8 = 0x2A
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let period: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let zero: UInt8 = 0x30
    static let nine: UInt8 = 0x39
    static let colon: UInt8 = 0x3A
    static let semicolon: UInt8 = 0x3B
    static let equals: UInt8 = 0x3D
    static let question: UInt8 = 0x3F
    static let at: UInt8 = 0x40
    static let upperA: UInt8 = 0x41
    static let upperE: UInt8 = 0x45
    static let upperP: UInt8 = 0x50
    static let upperX: UInt8 = 0x58
    static let upperZ: UInt8 = 0x5A
    static let leftBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let rightBracket: UInt8 = 0x5D
    static let underscore: UInt8 = 0x5F
    static let backtick: UInt8 = 0x60
    static let lowerA: UInt8 = 0x61
    static let lowerE: UInt8 = 0x65
    static let lowerP: UInt8 = 0x70
    static let lowerX: UInt8 = 0x78
    static let lowerZ: UInt8 = 0x7A
    static let leftBrace: UInt8 = 0x7B
    static let rightBrace: UInt8 = 0x7D

    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= lowerA && byte <= lowerZ) || (byte >= upperA && byte <= upperZ) || byte == underscore
            || byte == dollar || byte >= 0x80
    }

    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || isDigit(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= zero && byte <= nine
    }

    static func isNumberBody(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= lowerA && byte <= lowerZ) || (byte >= upperA && byte <= upperZ)
            || byte == underscore
    }

    static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case slash, equals, minus, plus, exclamation, star, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E,
            question:
            return true
        default:
            return false
        }
    }

    static func isHorizontalSpace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == carriageReturn || byte == verticalTab || byte == formFeed
    }
}

private struct LineFlags {
    static let code: UInt8 = 1
    static let comment: UInt8 = 2
}

private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let count: Int
    var position = 0
    var line: Int32 = 1
    var tokens: [Token] = []
    var lineFlags: [UInt8]
    var pendingFlags: TokenFlags = [.spaceBefore, .newlineBefore]
    var frames: [StringFrame] = []
    var inDirectiveCondition = false

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.count = bytes.count
        var newlines = 0
        for byte in bytes where byte == Byte.newline {
            newlines += 1
        }
        lineFlags = [UInt8](repeating: 0, count: newlines + 2)
        tokens.reserveCapacity(bytes.count / 4)
    }

    func lineCounts() -> LineCounts {
        var lines = 0
        for byte in bytes where byte == Byte.newline {
            lines += 1
        }
        if count > 0 && bytes[count - 1] != Byte.newline {
            lines += 1
        }
        var counts = LineCounts()
        for index in stride(from: 1, through: lines, by: 1) {
            let flags = lineFlags[index]
            if flags & LineFlags.code != 0 {
                counts.code += 1
            } else if flags & LineFlags.comment != 0 {
                counts.comment += 1
            } else {
                counts.blank += 1
            }
        }
        return counts
    }

    // MARK: - Main loop

    mutating func run() {
        if count >= 2 && bytes[0] == Byte.pound && bytes[1] == Byte.exclamation {
            lineFlags[1] |= LineFlags.comment
            position = skipToEndOfLine(from: 0)
        }
        while position < count {
            let byte = bytes[position]
            switch byte {
            case Byte.newline:
                line += 1
                position += 1
                inDirectiveCondition = false
                pendingFlags.formUnion([.spaceBefore, .newlineBefore])
            case Byte.space, Byte.tab, Byte.carriageReturn, Byte.verticalTab, Byte.formFeed:
                position += 1
                pendingFlags.insert(.spaceBefore)
            case Byte.slash:
                lexSlash()
            case Byte.quote:
                lexString(start: position, hashes: 0)
            case Byte.pound:
                lexPound()
            case Byte.backtick:
                lexBacktickedName()
            case Byte.at:
                lexAttribute()
            case Byte.leftParen:
                if !frames.isEmpty {
                    frames[frames.count - 1].parenDepth += 1
                }
                emitPunctuation(.leftParen)
            case Byte.rightParen:
                if let frame = frames.last, frame.parenDepth == 0 {
                    frames.removeLast()
                    continueString(
                        tokenStart: position, tokenLine: line, from: position + 1, hashes: frame.hashes,
                        isMultiline: frame.isMultiline)
                } else {
                    if !frames.isEmpty {
                        frames[frames.count - 1].parenDepth -= 1
                    }
                    emitPunctuation(.rightParen)
                }
            case Byte.leftBrace: emitPunctuation(.leftBrace)
            case Byte.rightBrace: emitPunctuation(.rightBrace)
            case Byte.leftBracket: emitPunctuation(.leftBracket)
            case Byte.rightBracket: emitPunctuation(.rightBracket)
            case Byte.comma: emitPunctuation(.comma)
            case Byte.colon: emitPunctuation(.colon)
            case Byte.semicolon: emitPunctuation(.semicolon)
            case Byte.backslash: emitPunctuation(.backslash)
            case Byte.period:
                if position + 1 < count && bytes[position + 1] == Byte.period {
                    lexOperator(allowingDots: true)
                } else {
                    emitPunctuation(.period)
                }
            default:
                if Byte.isDigit(byte) {
                    lexNumber()
                } else if Byte.isIdentifierHead(byte) {
                    lexIdentifier()
                } else if Byte.isOperator(byte) {
                    lexOperator(allowingDots: false)
                } else {
                    emit(.operator(.other), start: position, end: position + 1, startLine: line)
                    position += 1
                }
            }
        }
    }

    // MARK: - Emitting

    mutating func emit(_ kind: TokenKind, start: Int, end: Int, startLine: Int32, extraFlags: TokenFlags = [])
    {
        var flags = pendingFlags.union(extraFlags)
        if !frames.isEmpty {
            flags.insert(.interpolated)
        }
        if inDirectiveCondition {
            flags.insert(.directiveCondition)
        }
        tokens.append(Token(kind: kind, flags: flags, start: Int32(start), end: Int32(end), line: startLine))
        mark(LineFlags.code, from: startLine, through: line)
        pendingFlags = []
    }

    mutating func emitPunctuation(_ punctuation: Punctuation) {
        emit(.punctuation(punctuation), start: position, end: position + 1, startLine: line)
        position += 1
    }

    mutating func mark(_ flag: UInt8, from first: Int32, through last: Int32) {
        var index = Int(first)
        while index <= Int(last) {
            lineFlags[index] |= flag
            index += 1
        }
    }

    /// Whether an operand may start here, which is what makes a `/` a regex literal rather than division.
    var expectsOperand: Bool {
        guard let previous = tokens.last else { return true }
        switch previous.kind {
        case .identifier, .number, .string, .regex, .poundKeyword, .attribute:
            return false
        case .keyword(let keyword):
            switch keyword {
            case .self, .Self, .super, .true, .false, .nil, .func, .operator:
                return false
            default:
                return true
            }
        case .punctuation(let punctuation):
            return !(punctuation == .rightParen || punctuation == .rightBracket || punctuation == .rightBrace)
        case .operator(let kind):
            return !(kind == .postfixQuestion || kind == .postfixExclamation)
        case .directive:
            return true
        }
    }

    // MARK: - Comments and regex literals

    mutating func lexSlash() {
        let next = position + 1 < count ? bytes[position + 1] : 0
        if next == Byte.slash {
            lineFlags[Int(line)] |= LineFlags.comment
            position = skipToEndOfLine(from: position)
            pendingFlags.insert(.spaceBefore)
        } else if next == Byte.star {
            lexBlockComment()
        } else if expectsOperand, let end = bareRegexEnd(from: position) {
            emit(.regex, start: position, end: end, startLine: line)
            position = end
        } else {
            lexOperator(allowingDots: false)
        }
    }

    func skipToEndOfLine(from start: Int) -> Int {
        var index = start
        while index < count && bytes[index] != Byte.newline {
            index += 1
        }
        return index
    }

    mutating func lexBlockComment() {
        let startLine = line
        var depth = 0
        var index = position
        while index < count {
            let byte = bytes[index]
            if byte == Byte.slash && index + 1 < count && bytes[index + 1] == Byte.star {
                depth += 1
                index += 2
            } else if byte == Byte.star && index + 1 < count && bytes[index + 1] == Byte.slash {
                depth -= 1
                index += 2
                if depth == 0 { break }
            } else {
                if byte == Byte.newline {
                    line += 1
                    pendingFlags.insert(.newlineBefore)
                }
                index += 1
            }
        }
        mark(LineFlags.comment, from: startLine, through: line)
        pendingFlags.insert(.spaceBefore)
        position = index
    }

    /// The end of a `/.../` regex literal starting at `start`, or `nil` when the slash is an operator.
    ///
    /// Like Swift, a bare regex literal stays on one line and neither starts nor ends with a space.
    func bareRegexEnd(from start: Int) -> Int? {
        let first = start + 1
        guard first < count, !Byte.isHorizontalSpace(bytes[first]), bytes[first] != Byte.newline else {
            return nil
        }
        var index = first
        while index < count {
            let byte = bytes[index]
            if byte == Byte.newline { return nil }
            if byte == Byte.backslash {
                index += 2
                continue
            }
            if byte == Byte.slash {
                return Byte.isHorizontalSpace(bytes[index - 1]) ? nil : index + 1
            }
            index += 1
        }
        return nil
    }

    /// The end of a `#/.../#` regex literal whose slash is at `slash`, or `nil` if it never closes.
    mutating func extendedRegexEnd(slash: Int, hashes: Int) -> Int? {
        let isMultiline = slash + 1 < count && bytes[slash + 1] == Byte.newline
        var index = slash + 1
        var newlines: Int32 = 0
        while index < count {
            let byte = bytes[index]
            if byte == Byte.newline {
                guard isMultiline else { return nil }
                newlines += 1
            } else if byte == Byte.backslash {
                index += 2
                continue
            } else if byte == Byte.slash && hashesFollow(index + 1, hashes) {
                line += newlines
                return index + 1 + hashes
            }
            index += 1
        }
        return nil
    }

    // MARK: - Strings

    func hashesFollow(_ index: Int, _ hashes: Int) -> Bool {
        guard index + hashes <= count else { return false }
        var offset = 0
        while offset < hashes {
            if bytes[index + offset] != Byte.pound { return false }
            offset += 1
        }
        return true
    }

    mutating func lexString(start: Int, hashes: Int) {
        let quote = start + hashes
        let isMultiline =
            quote + 2 < count && bytes[quote + 1] == Byte.quote && bytes[quote + 2] == Byte.quote
        continueString(
            tokenStart: start, tokenLine: line, from: quote + (isMultiline ? 3 : 1), hashes: hashes,
            isMultiline: isMultiline)
    }

    /// Scans string content from `start` until the closing delimiter or an interpolation opens.
    mutating func continueString(
        tokenStart: Int, tokenLine: Int32, from start: Int, hashes: Int, isMultiline: Bool
    ) {
        var index = start
        while index < count {
            let byte = bytes[index]
            if byte == Byte.backslash && hashesFollow(index + 1, hashes) {
                let escaped = index + 1 + hashes
                if escaped < count && bytes[escaped] == Byte.leftParen {
                    emit(.string, start: tokenStart, end: escaped + 1, startLine: tokenLine)
                    frames.append(StringFrame(hashes: hashes, isMultiline: isMultiline, parenDepth: 0))
                    position = escaped + 1
                    return
                }
                if escaped < count && bytes[escaped] == Byte.newline {
                    line += 1
                }
                index = escaped + 1
                continue
            }
            if byte == Byte.quote {
                if isMultiline {
                    if index + 2 < count && bytes[index + 1] == Byte.quote && bytes[index + 2] == Byte.quote
                        && hashesFollow(index + 3, hashes)
                    {
                        finishString(tokenStart: tokenStart, tokenLine: tokenLine, end: index + 3 + hashes)
                        return
                    }
                } else if hashesFollow(index + 1, hashes) {
                    finishString(tokenStart: tokenStart, tokenLine: tokenLine, end: index + 1 + hashes)
                    return
                }
            } else if byte == Byte.newline {
                if !isMultiline {
                    finishString(tokenStart: tokenStart, tokenLine: tokenLine, end: index)
                    return
                }
                line += 1
            }
            index += 1
        }
        finishString(tokenStart: tokenStart, tokenLine: tokenLine, end: count)
    }

    mutating func finishString(tokenStart: Int, tokenLine: Int32, end: Int) {
        emit(.string, start: tokenStart, end: end, startLine: tokenLine)
        position = end
    }

    // MARK: - Pound signs: raw strings, extended regex literals, directives

    mutating func lexPound() {
        var hashes = 0
        while position + hashes < count && bytes[position + hashes] == Byte.pound {
            hashes += 1
        }
        let next = position + hashes < count ? bytes[position + hashes] : 0
        if next == Byte.quote {
            lexString(start: position, hashes: hashes)
            return
        }
        if next == Byte.slash {
            let startLine = line
            if let end = extendedRegexEnd(slash: position + hashes, hashes: hashes) {
                emit(.regex, start: position, end: end, startLine: startLine)
                position = end
                return
            }
        }
        if hashes == 1 && Byte.isIdentifierHead(next) {
            var end = position + 1
            while end < count && Byte.isIdentifierBody(bytes[end]) {
                end += 1
            }
            let directive = directiveKind(from: position + 1, to: end)
            if let directive {
                inDirectiveCondition = false
                emit(.directive(directive), start: position, end: end, startLine: line)
                inDirectiveCondition = directive == .if || directive == .elseif
            } else {
                emit(.poundKeyword, start: position, end: end, startLine: line)
            }
            position = end
            return
        }
        emitPunctuation(.pound)
    }

    func directiveKind(from start: Int, to end: Int) -> Directive? {
        switch end - start {
        case 2 where bytes[start] == 0x69 && bytes[start + 1] == 0x66:
            return .if
        case 4 where matches(start, "else"):
            return .else
        case 5 where matches(start, "endif"):
            return .endif
        case 6 where matches(start, "elseif"):
            return .elseif
        default:
            return nil
        }
    }

    func matches(_ start: Int, _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard start + length <= count else { return false }
        for offset in 0..<length where bytes[start + offset] != word.utf8Start[offset] {
            return false
        }
        return true
    }

    // MARK: - Names, attributes and numbers

    mutating func lexIdentifier() {
        let start = position
        var end = position + 1
        while end < count && Byte.isIdentifierBody(bytes[end]) {
            end += 1
        }
        var kind = TokenKind.identifier
        let afterPeriod = tokens.last?.kind == .punctuation(.period)
        if !afterPeriod, let keyword = Keyword.lookup(bytes, start: start, count: end - start) {
            kind = .keyword(keyword)
        }
        emit(kind, start: start, end: end, startLine: line)
        position = end
    }

    mutating func lexBacktickedName() {
        var end = position + 1
        while end < count && bytes[end] != Byte.backtick && bytes[end] != Byte.newline {
            end += 1
        }
        guard end < count && bytes[end] == Byte.backtick else {
            emit(.operator(.other), start: position, end: position + 1, startLine: line)
            position += 1
            return
        }
        emit(.identifier, start: position + 1, end: end, startLine: line, extraFlags: .backticked)
        position = end + 1
    }

    mutating func lexAttribute() {
        var end = position + 1
        while end < count && Byte.isIdentifierBody(bytes[end]) {
            end += 1
        }
        if end == position + 1 {
            emitPunctuation(.at)
            return
        }
        emit(.attribute, start: position, end: end, startLine: line)
        position = end
    }

    mutating func lexNumber() {
        let start = position
        let isHex =
            bytes[start] == Byte.zero && start + 1 < count
            && (bytes[start + 1] == Byte.lowerX || bytes[start + 1] == Byte.upperX)
        let afterPeriod = tokens.last?.kind == .punctuation(.period)
        var end = start
        while true {
            while end < count && Byte.isNumberBody(bytes[end]) {
                let byte = bytes[end]
                end += 1
                let isExponent =
                    isHex
                    ? (byte == Byte.lowerP || byte == Byte.upperP)
                    : (byte == Byte.lowerE || byte == Byte.upperE)
                if isExponent && end < count && (bytes[end] == Byte.plus || bytes[end] == Byte.minus) {
                    end += 1
                }
            }
            let continuesWithFraction =
                !afterPeriod && end + 1 < count && bytes[end] == Byte.period
                && Byte.isNumberBody(bytes[end + 1])
                && (isHex || Byte.isDigit(bytes[end + 1]))
            guard continuesWithFraction else { break }
            end += 1
        }
        emit(.number, start: start, end: end, startLine: line)
        position = end
    }

    // MARK: - Operators

    mutating func lexOperator(allowingDots: Bool) {
        let start = position
        let first = bytes[start]
        if (first == Byte.question || first == Byte.exclamation) && isLeftBound {
            let isExclamationEquals =
                first == Byte.exclamation && start + 1 < count && bytes[start + 1] == Byte.equals
            if !isExclamationEquals {
                let kind: OperatorKind = first == Byte.question ? .postfixQuestion : .postfixExclamation
                emit(.operator(kind), start: start, end: start + 1, startLine: line)
                position = start + 1
                return
            }
        }
        var end = start + 1
        while end < count {
            let byte = bytes[end]
            let isPart = Byte.isOperator(byte) || (allowingDots && byte == Byte.period)
            guard isPart else { break }
            if byte == Byte.slash && end + 1 < count
                && (bytes[end + 1] == Byte.slash || bytes[end + 1] == Byte.star)
            {
                break
            }
            end += 1
        }
        emit(.operator(classifyOperator(start: start, end: end)), start: start, end: end, startLine: line)
        position = end
    }

    /// Whether the character before the current position binds an operator to the left, as Swift defines it.
    var isLeftBound: Bool {
        guard !pendingFlags.contains(.spaceBefore), position > 0 else { return false }
        switch bytes[position - 1] {
        case Byte.leftParen, Byte.leftBracket, Byte.leftBrace, Byte.comma, Byte.semicolon, Byte.colon:
            return false
        default:
            return true
        }
    }

    func classifyOperator(start: Int, end: Int) -> OperatorKind {
        let first = bytes[start]
        switch end - start {
        case 1:
            switch first {
            case Byte.question:
                return pendingFlags.contains(.spaceBefore) ? .ternary : .other
            case 0x26:
                return .ampersand
            case 0x7E:
                return .tilde
            default:
                return .other
            }
        case 2:
            let second = bytes[start + 1]
            if first == 0x26 && second == 0x26 { return .logicalAnd }
            if first == 0x7C && second == 0x7C { return .logicalOr }
            if first == Byte.minus && second == 0x3E { return .arrow }
            return .other
        default:
            return .other
        }
    }
}
