extension Inline: ExpressibleByStringInterpolation {
    /// The literal as plain text.
    init(stringLiteral value: String) {
        self.init(value)
    }

    /// The text the interpolation built.
    init(stringInterpolation: StringInterpolation) {
        self = stringInterpolation.inline
    }

    /// Builds inline text from a string literal: literal parts and interpolated strings are plain text;
    /// `\(code:)`, `\(strong:)`, `\(emphasis:)`, `\(aside:)`, `\(alert:)`, `\(bar:of:)` and `\(link:to:)` add
    /// marked-up runs.
    struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var inline = Inline()

        init(literalCapacity: Int, interpolationCount: Int) {}

        mutating func appendLiteral(_ literal: String) {
            inline.append(.text(literal))
        }

        /// `text` as plain text.
        mutating func appendInterpolation(_ text: String) {
            inline.append(.text(text))
        }

        /// A value, such as a count, as plain text.
        mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            inline.append(.text(value.description))
        }

        /// Inline text as it is.
        mutating func appendInterpolation(_ text: Inline) {
            inline.append(text)
        }

        /// `code` as a code span.
        mutating func appendInterpolation(code: String) {
            inline.append(.code(code))
        }

        /// `text` as strong text.
        mutating func appendInterpolation(strong text: String) {
            inline.append(.strong(Inline(text)))
        }

        /// `text` as emphasised text.
        mutating func appendInterpolation(emphasis text: String) {
            inline.append(.emphasis(Inline(text)))
        }

        /// `text` as a change going `direction`, or as plain text without one.
        mutating func appendInterpolation(change text: String, _ direction: Inline.Direction?) {
            inline.append(direction.map { .change(Inline(text), $0) } ?? .text(text))
        }

        /// `text` as an aside, such as a commit hash beside figures.
        mutating func appendInterpolation(aside text: Inline) {
            inline.append(.aside(text))
        }

        /// `text` as an alert, such as a failure.
        mutating func appendInterpolation(alert text: Inline) {
            inline.append(.alert(text))
        }

        /// A bar showing `value` against the largest value `maximum`.
        mutating func appendInterpolation(bar value: Double, of maximum: Double) {
            inline.append(.bar(value: value, maximum: maximum))
        }

        /// A link reading `text` that leads to `target`.
        mutating func appendInterpolation(link text: String, to target: String) {
            inline.append(.link(Inline(text), target: target))
        }
    }
}
