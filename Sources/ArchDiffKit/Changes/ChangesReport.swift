/// The features measured in the history of `HEAD`, and the commits that break the convention.
public struct ChangesReport: Equatable, Sendable {
    /// The full hash of the commit whose history was read.
    public var head: String?
    /// The architectures, in column order: the folders under `Architectures/` at `HEAD`, then other
    /// names that trailers use.
    public var architectures: [String]
    /// The features, in the order their first commit appears in the history.
    public var features: [FeatureChange]
    /// Problems with the commits, in history order.
    public var warnings: [ChangeWarning]

    /// A report of `features`.
    public init(
        head: String?, architectures: [String], features: [FeatureChange], warnings: [ChangeWarning] = []
    ) {
        self.head = head
        self.architectures = architectures
        self.features = features
        self.warnings = warnings
    }
}
