/// A question the user answers before a view model goes ahead, such as a delete prompt; the view
/// asks it and calls `confirm` on yes. Nothing happens on no.
package struct ConfirmationRequest {
    /// The question, ready to show.
    package let message: String
    /// Carries out what was asked about.
    package let confirm: () -> Void
}
