/// A size in terminal cells: columns wide and rows high.
public struct Size: Hashable, Sendable {
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates a size of `width` columns and `height` rows.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// True when the size holds no cell.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Each dimension limited to `0...limit`'s.
    public func clamped(to limit: Size) -> Size {
        Size(width: min(max(0, width), limit.width), height: min(max(0, height), limit.height))
    }
}

extension Size: CustomStringConvertible {
    /// The size as key scripts write it, such as `80x24`.
    public var description: String { "\(width)x\(height)" }
}
