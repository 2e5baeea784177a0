/// The features measured in the history of `HEAD`, and the commits that break the convention.
package struct ChangesReport: Equatable, Sendable {
    /// The full hash of the commit whose history was read.
    package var head: String?
    /// The architectures, in column order: the folders under `Architectures/` at `HEAD`, then other
    /// names that trailers use.
    package var architectures: [String]
    /// The features, in the order their first commit appears in the history.
    package var features: [FeatureChange]
    /// Problems with the commits, in history order.
    package var warnings: [ChangeWarning]
    /// How each architecture's production code grew: the start, then one point per feature, in the order
    /// of ``features``; empty when no feature is measured.
    package var growth: [GrowthPoint]

    /// A report of `features`, with the points of its growth curve.
    package init(
        head: String?, architectures: [String], features: [FeatureChange], warnings: [ChangeWarning] = [],
        growth: [GrowthPoint] = []
    ) {
        self.head = head
        self.architectures = architectures
        self.features = features
        self.warnings = warnings
        self.growth = growth
    }

    /// What the change of `point` cost `architecture`: its production code lines changed (code only);
    /// `nil` for the start and when the architecture has no commit for the change.
    package func cost(of architecture: String, at point: GrowthPoint) -> Int? {
        guard let id = point.change else { return nil }
        return features.first { $0.id == id }?.change(of: architecture).map(
            ChangeFigure.productionCodeLinesChanged.value)
    }
}
