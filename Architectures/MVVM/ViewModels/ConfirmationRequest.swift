/// A question the user answers before a view model goes ahead, such as a delete prompt; the view
/// asks it, calls `confirm` on yes and clears it either way. Nothing happens on no.
package struct ConfirmationRequest {
    /// The question, ready to show.
    package let message: String
    /// Carries out what was asked about.
    package let confirm: () -> Void
}
