/// Number formatting shared by the text renderers, independent of the locale.
package enum Formatting {
    /// `1234567` as `1,234,567`.
    package static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 {
                grouped.append(",")
            }
            grouped.append(digit)
        }
        return value < 0 ? "-" + grouped : grouped
    }

    /// A number with exactly `places` decimals: `2.5` as `2.50`.
    package static func decimal(_ value: Double, places: Int = 2) -> String {
        var scale = 1
        for _ in 0..<places {
            scale *= 10
        }
        let scaled = Int((value.magnitude * Double(scale)).rounded())
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard places > 0 else { return sign + String(scaled) }
        let fraction = String(scaled % scale)
        let padded = String(repeating: "0", count: places - fraction.count) + fraction
        return "\(sign)\(scaled / scale).\(padded)"
    }

    /// A fraction as a whole percentage, `0.333` as `33 %`; `–` for `nil`.
    package static func share(_ fraction: Double?) -> String {
        fraction.map { decimal($0 * 100, places: 0) + " %" } ?? "–"
    }

    /// An optional decimal with two places, `n/a` for `nil`.
    package static func decimal(_ value: Double?) -> String {
        value.map { decimal($0) } ?? "n/a"
    }

    /// A ratio such as `1.25×`, or `–` when undefined.
    package static func ratio(_ ratio: Double?) -> String {
        ratio.map { decimal($0) + "×" } ?? "–"
    }
}
