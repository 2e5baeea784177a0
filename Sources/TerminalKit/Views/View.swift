/// Something that draws itself into part of a screen and may react to keys, like a UIView.
///
/// Drawing is immediate mode: each frame starts from a blank `Screen`, every view draws into the area its
/// parent gives it, and the renderer writes only what changed. Views draw only inside their area.
@MainActor
public protocol View: AnyObject {
    /// Draws the view into `area` of `screen`.
    func draw(in screen: inout Screen, area: Rect)
    /// Returns true when the view consumed the key.
    func handle(_ key: Key) -> Bool
}
