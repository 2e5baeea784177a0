/// The Swift words the analysers recognise, reserved and contextual alike.
package enum Keyword: String, CaseIterable, Sendable {
    case `actor`
    case `any`
    case `as`
    case `associatedtype`
    case `async`
    case `await`
    case `break`
    case `case`
    case `catch`
    case `class`
    case `continue`
    case `convenience`
    case `default`
    case `defer`
    case `deinit`
    case `didSet`
    case `do`
    case `dynamic`
    case `else`
    case `enum`
    case `extension`
    case `fallthrough`
    case `false`
    case `fileprivate`
    case `final`
    case `for`
    case `func`
    case `get`
    case `guard`
    case `if`
    case `import`
    case `in`
    case `indirect`
    case `infix`
    case `init`
    case `inout`
    case `internal`
    case `is`
    case `lazy`
    case `let`
    case `macro`
    case `mutating`
    case `nil`
    case `nonisolated`
    case `nonmutating`
    case `open`
    case `operator`
    case `optional`
    case `override`
    case `package`
    case `postfix`
    case `precedencegroup`
    case `prefix`
    case `private`
    case `protocol`
    case `public`
    case `repeat`
    case `required`
    case `rethrows`
    case `return`
    case `self`
    case `Self`
    case `set`
    case `some`
    case `static`
    case `struct`
    case `subscript`
    case `super`
    case `switch`
    case `throw`
    case `throws`
    case `true`
    case `try`
    case `typealias`
    case `unowned`
    case `var`
    case `weak`
    case `where`
    case `while`
    case `willSet`

    /// The keyword spelled by `count` bytes at `start`, or `nil` for any other word.
    static func lookup(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, count: Int) -> Keyword? {
        guard count >= 2, count <= 16 else { return nil }
        let key = PackedWord(bytes, start: start, count: count)
        let table = Keyword.table
        var low = 0
        var high = table.count
        while low < high {
            let middle = (low + high) / 2
            let candidate = table[middle].word
            if candidate == key { return table[middle].keyword }
            if candidate < key {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return nil
    }

    private static let table: [(word: PackedWord, keyword: Keyword)] = allCases.map { keyword in
        let utf8 = Array(keyword.rawValue.utf8)
        let word = utf8.withUnsafeBufferPointer { PackedWord($0, start: 0, count: $0.count) }
        return (word, keyword)
    }
    .sorted { $0.word < $1.word }
}

/// Up to 16 bytes of a word packed into two integers, so comparing words costs two comparisons.
private struct PackedWord: Comparable {
    var high: UInt64
    var low: UInt64

    init(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, count: Int) {
        var high: UInt64 = 0
        var low: UInt64 = 0
        for offset in 0..<16 {
            let byte = offset < count ? UInt64(bytes[start + offset]) : 0
            if offset < 8 {
                high = high << 8 | byte
            } else {
                low = low << 8 | byte
            }
        }
        self.high = high
        self.low = low
    }

    static func < (lhs: PackedWord, rhs: PackedWord) -> Bool {
        lhs.high != rhs.high ? lhs.high < rhs.high : lhs.low < rhs.low
    }
}
