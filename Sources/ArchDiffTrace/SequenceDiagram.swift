import Foundation
import TraceKit

/// A trace drawn as a UML sequence diagram: one lifeline for the terminal, the TerminalKit views, each
/// architecture type on the path (coloured by its layer), the navigator and the service; one arrow per
/// call, change delivery and view update, top to bottom in the order they happened.
struct SequenceDiagram {
    /// A lifeline.
    struct Participant: Equatable {
        /// The type or boundary it stands for.
        var name: String
        /// The layer folder of an architecture type (`Presenters`); nil for the shared boundaries.
        var layer: String?
    }

    /// One row of the diagram.
    enum Row: Equatable {
        /// A call (solid) or a change delivery (dashed) from one lifeline to another, or to itself.
        case message(from: Int, to: Int, label: String, isChange: Bool)
        /// The start of a traced step, across the whole diagram.
        case step(String)
    }

    private(set) var participants: [Participant] = []
    private(set) var rows: [Row] = []

    private static let terminal = Participant(name: "Terminal", layer: nil)
    private static let navigator = Participant(name: "Navigator", layer: nil)
    private static let service = Participant(name: "TaskListService", layer: nil)

    /// The diagram of `steps`, each a label and the entries it produced; a later entry starts a row of
    /// its own, as a step does.
    init(steps: [(label: String, entries: [TraceNode])]) {
        let layers = Self.layers(in: steps.flatMap(\.entries))
        var shared: [Participant] = [Self.terminal]
        var views: [Participant] = []
        var architecture: [Participant] = []
        var order: [Participant] = []
        func index(_ participant: Participant) -> Participant {
            if !order.contains(participant) {
                order.append(participant)
            }
            return participant
        }
        var messages: [(Participant, Participant, String, Bool)?] = []
        var stepLabels: [String] = []
        func add(_ from: Participant, _ to: Participant, _ label: String, change: Bool = false) {
            messages.append((index(from), index(to), label, change))
        }
        func startStep(_ label: String) {
            messages.append(nil)
            stepLabels.append(label)
        }
        /// The lifeline of a type, whatever its generic arguments: coloured by its layer when architecture
        /// code of it ran.
        func type(_ name: String) -> Participant {
            let name = String(name.prefix { $0 != "<" })
            return Participant(name: name, layer: layers[name])
        }
        func walk(_ node: TraceNode, from context: Participant) {
            var next = context
            switch node.kind {
            case .start(let architecture):
                add(Self.terminal, Self.terminal, "start \(architecture)")
            case .key(let key, let view):
                next = type(view)
                add(Self.terminal, next, "key \(key)")
            case .check:
                next = Self.service
                add(Self.terminal, next, "checkForExternalChanges()")
            case .frame(let frame):
                next = type(frame.typeName)
                let isClosure = frame.function.hasPrefix("closure")
                if !isClosure || next != context {
                    add(context, next, Self.member(of: frame.function))
                }
            case .service(let call, _), .waiting(let call):
                next = Self.service
                add(context, next, call)
            case .later(let call, _, let after):
                next = Self.service
                startStep(call.map { "later: answer to \($0) (\(after))" } ?? "later (\(after))")
            case .reducer(let action, let reducer, _):
                next = Participant(name: reducer, layer: layers[reducer] ?? "Reducers")
                add(context, next, "reduce \(action)")
            case .change(let change, let observer):
                next = type(TraceFrame(function: observer, file: "", line: 0).typeName)
                add(Self.service, next, "change \(change)", change: true)
            case .navigation(let action):
                add(context, Self.navigator, action)
            case .view(let view, let activity):
                add(context, type(view), activity)
            case .dataSource(let dataSource, let view, let rows):
                add(type(view), type(dataSource), "rows \(rows)")
            case .draw(let view):
                next = type(view)
                add(Self.terminal, next, "draw")
            case .observerRemoved, .screen, .note:
                break
            }
            for child in node.children {
                walk(child, from: next)
            }
        }
        for step in steps {
            startStep(step.label)
            for entry in step.entries {
                walk(entry, from: Self.terminal)
            }
        }
        for participant in order where participant != Self.terminal {
            if participant.layer != nil {
                architecture.append(participant)
            } else if participant == Self.navigator || participant == Self.service {
                shared.append(participant)
            } else {
                views.append(participant)
            }
        }
        participants =
            [Self.terminal] + views + architecture + shared.dropFirst().sorted { $0.name < $1.name }
        var labels = stepLabels[...]
        rows = messages.map { message in
            guard let (from, to, label, change) = message else { return .step(labels.popFirst() ?? "") }
            return .message(
                from: participants.firstIndex(of: from)!, to: participants.firstIndex(of: to)!, label: label,
                isChange: change)
        }
    }

    /// The layer folder of each architecture type on the path: the folder of its file under the
    /// architecture's own folder (`MVP/Presenters/TasksPresenter.swift` is in `Presenters`).
    private static func layers(in entries: [TraceNode]) -> [String: String] {
        var layers: [String: String] = [:]
        for entry in entries {
            for (_, node) in entry.flattened() {
                guard case .frame(let frame) = node.kind else { continue }
                let folders = frame.file.split(separator: "/").dropFirst().dropLast()
                layers[frame.typeName] = layers[frame.typeName] ?? folders.first.map(String.init) ?? "(root)"
            }
        }
        return layers
    }

    /// `didRequestToggle()` of `TasksPresenter.didRequestToggle()`; a closure keeps its `in ...`.
    private static func member(of function: String) -> String {
        if function.hasPrefix("closure") {
            return function.replacingOccurrences(
                of: #"closure #\d+ in "#, with: "closure in ", options: .regularExpression)
        }
        let head = function.prefix { $0 != "(" }
        guard let dot = head.firstIndex(of: ".") else { return function }
        return String(function[function.index(after: dot)...])
    }
}
