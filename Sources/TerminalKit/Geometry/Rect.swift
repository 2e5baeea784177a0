/// A rectangle of cells; `maxX` and `maxY` are exclusive, as in a half-open range.
public struct Rect: Hashable, Sendable {
    /// The first column.
    public var x: Int
    /// The first row.
    public var y: Int
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// Creates the rectangle at column `x`, row `y` with the given size in cells.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Creates the rectangle whose top-left corner is `origin`.
    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The top-left corner.
    public var origin: Point { Point(x: x, y: y) }

    /// The width and height.
    public var size: Size { Size(width: width, height: height) }

    /// The column just after the last one.
    public var maxX: Int { x + width }

    /// The row just after the last one.
    public var maxY: Int { y + height }

    /// True when the rectangle holds no cell.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether `point` lies inside the rectangle.
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// The rectangle shrunk by `amount` cells on every side; never narrower or lower than zero.
    public func inset(by amount: Int) -> Rect {
        inset(horizontal: amount, vertical: amount)
    }

    /// The rectangle shrunk by `horizontal` columns left and right and `vertical` rows top and bottom.
    public func inset(horizontal: Int, vertical: Int) -> Rect {
        Rect(
            x: x + horizontal,
            y: y + vertical,
            width: max(0, width - 2 * horizontal),
            height: max(0, height - 2 * vertical)
        )
    }

    /// The one-row rectangle `index` rows below the top, as wide as this one.
    public func row(_ index: Int) -> Rect {
        Rect(x: x, y: y + index, width: width, height: 1)
    }

    /// The rows `rows` (counted from this rectangle's top), clipped to this rectangle.
    public func rows(_ rows: Range<Int>) -> Rect {
        let top = min(max(0, rows.lowerBound), max(0, height))
        let bottom = min(max(top, rows.upperBound), max(0, height))
        return Rect(x: x, y: y + top, width: width, height: bottom - top)
    }

    /// The part of this rectangle that also lies in `other`; empty (zero size) when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// A rectangle of `size` centred in this one (rounding towards the top left), clipped to it.
    public func centered(_ size: Size) -> Rect {
        let width = min(max(0, size.width), max(0, self.width))
        let height = min(max(0, size.height), max(0, self.height))
        return Rect(
            x: x + (self.width - width) / 2,
            y: y + (self.height - height) / 2,
            width: width,
            height: height
        )
    }
}
