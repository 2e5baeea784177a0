/// A question the user answers before a view model goes ahead, such as a delete prompt; the view
/// asks it, runs `confirm` on yes and clears it either way. Nothing happens on no.
package struct ConfirmationRequest {
    /// The question, ready to show.
    package let message: String
    /// Carries out what was asked about; the view runs it as it runs every async input.
    package let confirm: @MainActor () async -> Void
}
