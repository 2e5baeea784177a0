import Foundation

/// A value of a parsed JSON document (from `JSONSerialization`), read with typed accessors that say
/// where a value is missing or of the wrong type.
struct JSONElement {
    private let value: Any?
    private let path: String
    private let location: String

    /// The document `value` read from the file at `path`.
    init(_ value: Any?, path: String, location: String = "the document") {
        self.value = value
        self.path = path
        self.location = location
    }

    /// The member named `key`; missing when this is no object or has no such member.
    subscript(key: String) -> JSONElement {
        JSONElement((value as? [String: Any])?[key], path: path, location: "'\(key)'")
    }

    func string() throws(BenchFileError) -> String {
        guard let string = value as? String else { throw mismatch("a string") }
        return string
    }

    func int() throws(BenchFileError) -> Int {
        if let number = value as? Int { return number }
        if let number = value as? NSNumber, let exact = Int(exactly: number.doubleValue) { return exact }
        throw mismatch("an integer")
    }

    func double() throws(BenchFileError) -> Double {
        if let number = value as? Double { return number }
        if let number = value as? Int { return Double(number) }
        if let number = value as? NSNumber { return number.doubleValue }
        throw mismatch("a number")
    }

    /// An integer, or nil for `null` or a missing member.
    func optionalInt() throws(BenchFileError) -> Int? {
        value == nil || value is NSNull ? nil : try int()
    }

    func array() throws(BenchFileError) -> [JSONElement] {
        guard let array = value as? [Any] else { throw mismatch("an array") }
        return array.enumerated().map { JSONElement($1, path: path, location: "\(location)[\($0)]") }
    }

    private func mismatch(_ expected: String) -> BenchFileError {
        BenchFileError(path: path, reason: "\(location) is not \(expected)")
    }
}
