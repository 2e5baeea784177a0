/// Chooses which tokens the declaration walker sees around `#if` blocks.
///
/// Directive lines are dropped. Every branch of a block is kept when each branch balances its braces;
/// when some branch opens or closes a brace on its own, only the first branch is kept so the braces
/// still pair up.
package enum ConditionalCompilation {
    package static func activeTokens(_ tokens: [Token]) -> [Token] {
        var groups: [Group] = []
        var dropped: [Range<Int>] = []
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .directive(.if):
                groups.append(Group(firstBranchStart: index))
            case .directive(.elseif), .directive(.else):
                if !groups.isEmpty {
                    groups[groups.count - 1].startBranch(at: index)
                }
            case .directive(.endif):
                guard let group = groups.popLast() else { continue }
                if group.isUnbalanced, let start = group.secondBranchStart {
                    dropped.append(start..<index)
                }
                if !groups.isEmpty {
                    groups[groups.count - 1].add(group.effectiveDelta)
                }
            case .punctuation(.leftBrace):
                if !groups.isEmpty {
                    groups[groups.count - 1].add(1)
                }
            case .punctuation(.rightBrace):
                if !groups.isEmpty {
                    groups[groups.count - 1].add(-1)
                }
            default:
                break
            }
        }
        dropped.sort { $0.lowerBound < $1.lowerBound }
        var active: [Token] = []
        active.reserveCapacity(tokens.count)
        var nextDropped = 0
        var skipUntil = 0
        for (index, token) in tokens.enumerated() {
            while nextDropped < dropped.count && dropped[nextDropped].lowerBound <= index {
                skipUntil = max(skipUntil, dropped[nextDropped].upperBound)
                nextDropped += 1
            }
            if index < skipUntil { continue }
            if case .directive = token.kind { continue }
            if token.flags.contains(.directiveCondition) { continue }
            active.append(token)
        }
        return active
    }
}

/// One `#if ... #endif` block and the net brace count of each of its branches.
private struct Group {
    var branchStarts: [Int]
    var deltas: [Int]

    init(firstBranchStart: Int) {
        branchStarts = [firstBranchStart]
        deltas = [0]
    }

    mutating func startBranch(at index: Int) {
        branchStarts.append(index)
        deltas.append(0)
    }

    mutating func add(_ delta: Int) {
        deltas[deltas.count - 1] += delta
    }

    var isUnbalanced: Bool { deltas.contains { $0 != 0 } }

    var secondBranchStart: Int? { branchStarts.count > 1 ? branchStarts[1] : nil }

    /// The braces the block leaves open, as seen by the enclosing block.
    var effectiveDelta: Int { isUnbalanced ? deltas[0] : 0 }
}
