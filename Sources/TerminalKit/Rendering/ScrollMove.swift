/// A scroll the terminal makes itself: rows `top...bottom` move up by `distance` rows (down when it is
/// negative) and the rows that enter come in blank. A list that scrolls by one row then costs one new
/// row and a few escape sequences instead of a repaint of every row.
struct ScrollMove: Equatable {
    /// The first row of the scroll region.
    let top: Int
    /// The last row of the scroll region.
    let bottom: Int
    /// Rows the content moves up; negative moves it down.
    let distance: Int

    /// Rows that must change before a scroll is looked for; fewer are cheaper to rewrite.
    static let minimumChangedRows = 3

    /// The scroll that brings the most changed rows of `old` to where `new` has them, if one brings at
    /// least two. Rows are matched by hash: a rare collision only makes a worse choice, since the renderer
    /// writes whatever the scrolled screen still has wrong. Screens must have the same size.
    static func best(from old: Screen, to new: Screen) -> ScrollMove? {
        let height = new.size.height
        let oldHashes = (0..<height).map(old.rowHash)
        let newHashes = (0..<height).map(new.rowHash)
        var best: (saved: Int, move: ScrollMove)?
        for distance in (1..<height).flatMap({ [$0, -$0] }) {
            var runStart: Int?
            var saved = 0
            for y in 0...height {
                let source = y + distance
                let arrives =
                    y < height && source >= 0 && source < height && newHashes[y] == oldHashes[source]
                if arrives {
                    if runStart == nil {
                        runStart = y
                        saved = 0
                    }
                    if newHashes[y] != oldHashes[y] {
                        saved += 1
                    }
                } else if let start = runStart {
                    runStart = nil
                    guard saved >= 2, saved > best?.saved ?? 0 else { continue }
                    let move =
                        distance > 0
                        ? ScrollMove(top: start, bottom: y - 1 + distance, distance: distance)
                        : ScrollMove(top: start + distance, bottom: y - 1, distance: distance)
                    best = (saved, move)
                }
            }
        }
        return best?.move
    }
}
