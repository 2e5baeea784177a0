extension Array where Element == Character {
    /// Inserts a typed `character` at `index` as the text will hold it, and returns the index just after
    /// it: a combining mark typed after a letter joins it ("e" then U+0301 is one "é"), as does any
    /// character that extends the cluster before it; one typed first stays a character of its own.
    mutating func insertTyped(_ character: Character, at index: Int) -> Int {
        let before = self[Swift.max(0, index - 1)..<index]
        let after = self[index..<Swift.min(count, index + 1)]
        guard String(before + [character] + after).count < before.count + 1 + after.count else {
            insert(character, at: index)
            return index + 1
        }
        let typed = String(self[..<index]) + String(character)
        self = Array(typed + String(self[index...]))
        return Swift.min(typed.count, count)
    }
}
