/// A yes-or-no question in a centred box: "y" confirms, any other key cancels.
///
/// Presented on a `ScaffoldView`, it is dismissed before its delegate hears the answer, so the delegate
/// may present another overlay.
public final class ConfirmDialog: TransientOverlay {
    /// Hears the answer.
    public weak var delegate: ConfirmDialogDelegate?
    /// The question, wrapped on spaces to fit.
    public let message: String
    /// How to confirm, shown under the message.
    public let confirmHint: String
    /// How to cancel, shown after the confirm hint.
    public let cancelHint: String

    /// The widest the message is wrapped to, in columns.
    static let maximumTextWidth = 60

    /// Creates a dialog asking `message`.
    public init(message: String, confirmHint: String = "y yes", cancelHint: String = "any other key no") {
        self.message = message
        self.confirmHint = confirmHint
        self.cancelHint = cancelHint
    }

    /// Confirms on "y" and cancels on any other key; always consumes the key.
    public func handle(_ key: Key) -> Bool {
        if key == .character("y") {
            delegate?.confirmDialogDidConfirm(self)
        } else {
            delegate?.confirmDialogDidCancel(self)
        }
        return true
    }

    /// Draws the box centred in `area`: the message, a blank line and the hints.
    public func draw(in screen: inout Screen, area: Rect) {
        let textWidth = min(Self.maximumTextWidth, area.width - 4)
        let lines = TextWrapper.wrap(message, toWidth: textWidth) + ["", "\(confirmHint)  \(cancelHint)"]
        BoxFrame(lines: lines.map { ($0, []) }).draw(in: &screen, area: area)
    }
}
