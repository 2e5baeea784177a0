/// Two columns side by side: for every measure, both values, the change and the ratio.
package struct MetricsDiff: Sendable {
    /// One measure compared between the two columns.
    package struct Row: Sendable {
        /// The measure compared.
        package var measure: Measure
        /// Its value in the base column.
        package var base: MeasureValue
        /// Its value in the other column.
        package var other: MeasureValue

        /// `other - base`.
        package var delta: Double { other.number - base.number }

        /// `other / base`, or `nil` when `base` is 0.
        package var ratio: Double? { base.number == 0 ? nil : other.number / base.number }
    }

    /// The column compared against.
    package var base: ColumnReport
    /// The column compared.
    package var other: ColumnReport
    /// One row per measure, in ``Measure/all`` order.
    package var rows: [Row]

    /// Compares `other` against `base`.
    package init(base: ColumnReport, other: ColumnReport) {
        self.base = base
        self.other = other
        rows = Measure.all.map {
            Row(measure: $0, base: $0.value(base.summary), other: $0.value(other.summary))
        }
    }
}
