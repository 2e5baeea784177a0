/// Values as a trace line shows them, short enough to read beside the app: an enum as its cases as code
/// writes them (`.screen(ScreenID(2), .tasks(.toggleRequested))`), the domain's values as the service
/// lines describe them (`task 3 "Milk", done`), text in quotes, and anything else by its type.
enum TraceValue {
    /// How deep nested values are spelled out before the rest shows as `…`.
    static let depth = 4

    /// `value` as a trace line shows it.
    static func describe(_ value: Any, depth: Int = depth) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return mirror.children.first.map { describe($0.value, depth: depth) } ?? "nil"
        }
        if let describable = value as? any TraceDescribable {
            return describable.traceDescription
        }
        switch value {
        case let text as String: return quoted(text)
        case let text as Substring: return quoted(String(text))
        case is any Numeric, is Bool: return "\(value)"
        default: break
        }
        guard depth > 0 else { return "…" }
        switch mirror.displayStyle {
        case .enum:
            return enumCase(value, mirror: mirror, depth: depth)
        case .collection, .set:
            let elements = mirror.children.map(\.value)
            return elements.count <= 3
                ? "[" + elements.map { describe($0, depth: depth - 1) }.joined(separator: ", ") + "]"
                : "\(elements.count) values"
        case .tuple:
            return "(" + arguments(of: mirror, depth: depth - 1) + ")"
        default:
            let name = typeName(of: value)
            guard mirror.children.count == 1, let only = mirror.children.first else { return name }
            return "\(name)(\(describe(only.value, depth: depth - 1)))"
        }
    }

    /// A type's name without its module and generic arguments: `Scope` for `Scope<AppState, ...>`.
    static func typeName(of type: Any.Type) -> String {
        String(String(describing: type).prefix { $0 != "<" })
    }

    private static func typeName(of value: Any) -> String {
        typeName(of: Swift.type(of: value))
    }

    /// `.name` for a case without a payload, `.name(payload)` for one with.
    private static func enumCase(_ value: Any, mirror: Mirror, depth: Int) -> String {
        guard let payload = mirror.children.first, let name = payload.label else {
            return "." + caseName(of: value)
        }
        let inner = Mirror(reflecting: payload.value)
        let arguments =
            inner.displayStyle == .tuple
            ? arguments(of: inner, depth: depth - 1) : describe(payload.value, depth: depth - 1)
        return ".\(name)(\(arguments))"
    }

    /// The tuple's elements, each with its label when it has one.
    private static func arguments(of tuple: Mirror, depth: Int) -> String {
        tuple.children.map { child in
            let text = describe(child.value, depth: depth)
            guard let label = child.label, !label.hasPrefix(".") else { return text }
            return "\(label): \(text)"
        }
        .joined(separator: ", ")
    }

    /// The name of a case without a payload, as its declaration spells it.
    private static func caseName(of value: Any) -> String {
        let reflected = String(reflecting: value)
        let prefix = String(reflecting: Swift.type(of: value)) + "."
        return reflected.hasPrefix(prefix) ? String(reflected.dropFirst(prefix.count)) : "\(value)"
    }
}
