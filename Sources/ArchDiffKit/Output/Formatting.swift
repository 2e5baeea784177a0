/// Number formatting shared by the text renderers, independent of the locale.
enum Formatting {
    /// `1234567` as `1,234,567`.
    static func count(_ value: Int) -> String {
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
    static func decimal(_ value: Double, places: Int = 2) -> String {
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

    /// A measure value for tables: counts grouped, decimals with two places, names with their size.
    static func value(_ value: MeasureValue) -> String {
        switch value {
        case .count(let count): return Self.count(count)
        case .decimal(let number): return decimal(number)
        case .named(let name, let size): return name.map { "\($0) (\(Self.count(size)))" } ?? "–"
        case .notApplicable: return "n/a"
        }
    }

    /// A fraction as a whole percentage, `0.333` as `33 %`; `–` for `nil`.
    static func share(_ fraction: Double?) -> String {
        fraction.map { decimal($0 * 100, places: 0) + " %" } ?? "–"
    }

    /// An optional decimal with two places, `n/a` for `nil`.
    static func decimal(_ value: Double?) -> String {
        value.map { decimal($0) } ?? "n/a"
    }

    /// A change with its sign: `+3`, `-1.25`, `0`.
    static func delta(_ delta: Double, like value: MeasureValue) -> String {
        let text: String
        if case .decimal = value {
            text = decimal(delta)
        } else {
            text = count(Int(delta.rounded()))
        }
        return delta > 0 ? "+" + text : text
    }

    /// A ratio such as `1.25×`, or `–` when undefined.
    static func ratio(_ ratio: Double?) -> String {
        ratio.map { decimal($0) + "×" } ?? "–"
    }
}
