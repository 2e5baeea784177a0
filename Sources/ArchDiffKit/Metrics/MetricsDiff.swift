/// Two columns side by side: for every measure, both values, the change and the ratio.
public struct MetricsDiff: Sendable {
    /// One measure compared between the two columns.
    public struct Row: Sendable {
        /// The measure compared.
        public var measure: Measure
        /// Its value in the base column.
        public var base: MeasureValue
        /// Its value in the other column.
        public var other: MeasureValue

        /// `other - base`.
        public var delta: Double { other.number - base.number }

        /// `other / base`, or `nil` when `base` is 0.
        public var ratio: Double? { base.number == 0 ? nil : other.number / base.number }
    }

    /// The column compared against.
    public var base: ColumnReport
    /// The column compared.
    public var other: ColumnReport
    /// One row per measure, in ``Measure/all`` order.
    public var rows: [Row]

    /// Compares `other` against `base`.
    public init(base: ColumnReport, other: ColumnReport) {
        self.base = base
        self.other = other
        rows = Measure.all.map {
            Row(measure: $0, base: $0.value(base.summary), other: $0.value(other.summary))
        }
    }
}
