import ArchDiffChanges
import ArchDiffMetrics
import ArchDiffSuites
import ArchDiffSupport

/// What is usually said about the patterns, each claim checked against the figures: the claim is fixed,
/// whether the numbers bear it out is computed (see ``RealDifference``). A claim about a pattern that is
/// not compared is left out.
struct UsualStories {
    /// A sentence per claim that the compared columns can check, read with the suites and, when the
    /// history was measured, the `changes`; none when `configuration` does not name the patterns and
    /// layers the claims are about.
    static func check(
        columns: [ColumnReport], suites: [SuiteReport?], changes: ChangesReport? = nil,
        configuration: ReportConfiguration
    ) -> [Inline] {
        guard let stories = UsualStories(configuration) else { return [] }
        return [
            stories.massiveViewController(columns, changes: changes),
            stories.growingController(columns, changes: changes),
            stories.passiveViews(columns),
            stories.testability(columns, suites: suites),
            stories.viperCeremony(columns),
            stories.ceremonyPaysOff(columns, changes: changes),
        ].compactMap { $0 }
    }

    /// The pattern whose controllers are said to grow massive.
    let controllerPattern: String
    /// The pattern said to cost the most ceremony.
    let ceremonyPattern: String
    /// The layer that holds the views.
    let viewsLayer: String
    /// The module of the shared domain: views that import it are handed the model's types.
    let domainModule: String

    /// The stories about the patterns and layers `configuration` names; nil when it leaves one out.
    private init?(_ configuration: ReportConfiguration) {
        guard let controllerPattern = configuration.controllerPattern,
            let ceremonyPattern = configuration.ceremonyPattern, let viewsLayer = configuration.viewsLayer,
            let domainModule = configuration.domainModule
        else { return nil }
        self.controllerPattern = controllerPattern
        self.ceremonyPattern = ceremonyPattern
        self.viewsLayer = viewsLayer
        self.domainModule = domainModule
    }

    /// How a type's file grew over the measured features: the net lines per feature that changed it.
    private func growth(ofFile file: String, in architecture: String, changes: ChangesReport?) -> [(
        feature: String, lines: Int
    )] {
        (changes?.features ?? []).compactMap { feature in
            guard let change = feature.change(of: architecture) else { return nil }
            let touched = change.files.filter { $0.path.hasSuffix("/" + file) }
            guard !touched.isEmpty else { return nil }
            return (feature.id, touched.map { $0.linesAdded - $0.linesRemoved }.reduce(0, +))
        }
    }

    private func signed(_ lines: Int) -> String {
        (lines >= 0 ? "+" : "−") + Formatting.count(abs(lines))
    }

    private func verdict(_ agrees: Bool) -> String {
        agrees ? "The numbers agree." : "The numbers do not bear it out here."
    }

    /// "MVC piles a screen's work into a massive view controller": MVC's largest type, extensions
    /// included, against the others'.
    private func massiveViewController(_ columns: [ColumnReport], changes: ChangesReport?) -> Inline? {
        guard columns.count > 1, let mvc = columns.first(where: { $0.name == controllerPattern }),
            let largest = mvc.summary.largestType
        else { return nil }
        let sized = columns.compactMap { column in column.summary.largestType.map { (column.name, $0) } }
        let tiers = RealDifference.groups(sized, by: { Double($0.1.lines) }, better: .lower)
        let agrees = tiers.first?.count == 1 && tiers.first?.first?.0 == controllerPattern
        let others = Prose.list(
            sized.filter { $0.0 != controllerPattern }.map { name, size -> Inline in
                "\(code: size.name) in \(name) (\(Formatting.count(size.lines)))"
            })
        let comparison: Inline
        if agrees {
            comparison = "larger by a real difference than \(others)"
        } else if tiers.first?.contains(where: { $0.0 == controllerPattern }) == true {
            let level = (tiers.first ?? []).map(\.0).filter { $0 != controllerPattern }
            comparison = "against \(others): no real difference from \(Prose.list(level))"
        } else {
            comparison = "against \(others): smaller by a real difference than the largest"
        }
        let shares = columns.compactMap { column -> String? in
            guard let type = column.summary.largestType, column.summary.lines.total > 0 else { return nil }
            return
                "\(Formatting.share(Double(type.lines) / Double(column.summary.lines.total))) in \(column.name)"
        }
        let grown = growth(ofFile: largest.declaration.file, in: controllerPattern, changes: changes)
        let history =
            grown.isEmpty
            ? (changes?.features.isEmpty ?? true
                ? "" : " No measured feature changed its file, so the history shows no growth.")
            : " Over the measured features its file changed by "
                + Prose.list(grown.map { "\(signed($0.lines)) lines for \($0.feature)" }) + "."
        return """
            \(strong: "Massive view controller.") The story: \(controllerPattern) piles a screen's work into its \
            view controller. Counted with its extensions, \(controllerPattern)'s largest type is \
            \(code: largest.name) with \(Prose.count(largest.lines, "line")) \
            (\(Formatting.count(largest.declaration.lines)) in its declaration), \(comparison). Each \
            architecture's largest type holds a share of its production lines: \(Prose.list(shares)).\(history) \
            \(verdict(agrees)) What this size cannot test: whether the controller keeps growing with every screen \
            and feature, which is the story's point; \(Prose.count(columns.first?.summary.screens.count ?? 0, "screen")) \
            and \(Prose.count(changes?.features.count ?? 0, "measured feature")) are too few to show a trend.
            """
    }

    /// "Moving the logic out of the views": the Views layer's share of complexity in each pattern.
    private func passiveViews(_ columns: [ColumnReport]) -> Inline? {
        guard columns.count > 1, columns.contains(where: { $0.name == controllerPattern }) else { return nil }
        let shares = columns.compactMap { column in
            column.layers.first { $0.name == viewsLayer }?.complexityShare.map { (column.name, $0) }
        }
        guard shares.count == columns.count, let mvc = shares.first(where: { $0.0 == controllerPattern })
        else { return nil }
        let lower = shares.filter {
            $0.0 != controllerPattern && $0.1 < mvc.1 && RealDifference.isReal($0.1, mvc.1)
        }
        let others = shares.count - 1
        let agrees = lower.count == others
        let dispatching = columns.filter { column in
            column.summary.mostComplexFunctions.first.map { $0.file.hasPrefix(viewsLayer + "/") }
                ?? false
        }.map(\.name)
        let held = Prose.list(
            shares.enumerated().map {
                "\(Formatting.share($1.1))\($0 == 0 ? " of the complexity" : "") in \($1.0)"
            })
        var sentence: Inline = """
            \(strong: "Logic out of the views.") The story: the other patterns take the decisions out of the views \
            that \(controllerPattern) keeps beside its controllers. The \(viewsLayer) layer holds \(held); 
            """
        if lower.isEmpty {
            sentence.append("none is lower than \(controllerPattern)'s by a real difference")
        } else {
            sentence.append(
                """
                \(agrees ? "" : "only ")\(Prose.list(lower.map(\.0)))'s \(lower.count == 1 ? "is" : "are") lower \
                than \(controllerPattern)'s by a real difference
                """)
        }
        if !dispatching.isEmpty {
            sentence.append(
                dispatching.count == columns.count
                    ? ", and every pattern's most complex function is a view's, where keys become commands"
                    : ", and the most complex function of \(Prose.list(dispatching)) is a view's")
        }
        let imports = columns.compactMap { column in
            column.layers.first { $0.name == viewsLayer }.map { layer in
                (column.name, layer.summary.importedModules.contains(domainModule))
            }
        }
        let seeing = imports.filter(\.1).map(\.0)
        let blind = imports.filter { !$0.1 }.map(\.0)
        if !imports.isEmpty {
            sentence.append(
                """
                ; the views of \(seeing.isEmpty ? "no pattern" : Prose.list(seeing)) import \(code: domainModule) and \
                so can be handed the model's types\(blind.isEmpty || seeing.isEmpty ? "" : ", those of \(Prose.list(blind)) cannot")
                """)
        }
        sentence.append(
            """
            . \(verdict(agrees)) What this size cannot test: how much logic a richer screen would put in its \
            view; a terminal screen has little to decide beyond keys and selection.
            """)
        return sentence
    }

    /// "MVC is hard to unit-test": the share of isolated tests in MVC's suite against the others'.
    private func testability(_ columns: [ColumnReport], suites: [SuiteReport?]) -> Inline? {
        let shares = zip(columns, suites).compactMap { column, suite -> (String, Double, SuiteReport)? in
            guard let suite, !suite.tests.isEmpty else { return nil }
            return (column.name, Double(suite.isolatedTests) / Double(suite.tests.count), suite)
        }
        guard shares.count > 1, let mvc = shares.first(where: { $0.0 == controllerPattern }) else {
            return nil
        }
        let tiers = RealDifference.groups(shares, by: \.1, better: .higher)
        let agrees = tiers.last?.count == 1 && tiers.last?.first?.0 == controllerPattern
        let others = shares.filter { $0.0 != controllerPattern }.map {
            "\(Formatting.share($0.1)) in \($0.0)"
        }
        return """
            \(strong: "Testability.") The story: \(controllerPattern)'s logic lives beside the UI, so it is tested \
            through the screens, while the other patterns test their logic in isolation. \
            \(Formatting.share(mvc.1)) of \(controllerPattern)'s \(Prose.count(mvc.2.tests.count, "test")) are \
            isolated (\(mvc.2.testsThroughRoot) run through the composition root), against \
            \(Prose.list(others)). \(verdict(agrees)) What this size cannot test: one suite per pattern, by one \
            author, shows how these suites were built, not how hard another suite would find it to isolate the \
            same code.
            """
    }

    /// "VIPER costs the most ceremony": VIPER's types per screen against the others'; files per screen
    /// are shown, but how declarations are grouped into files is the author's habit.
    private func viperCeremony(_ columns: [ColumnReport]) -> Inline? {
        guard columns.count > 1, let viper = columns.first(where: { $0.name == ceremonyPattern }),
            viper.summary.typesPerScreen != nil
        else { return nil }
        func isLargest(_ read: (MetricsSummary) -> Double?) -> Bool {
            let values = columns.compactMap { column in read(column.summary).map { (column.name, $0) } }
            let tiers = RealDifference.groups(values, by: \.1, better: .lower)
            return tiers.first?.count == 1 && tiers.first?.first?.0 == ceremonyPattern
        }
        let agrees = isLargest(\.typesPerScreen)
        let figures = columns.map { column in
            "\(Formatting.decimal(column.summary.typesPerScreen ?? 0, places: 1)) in \(column.name)"
        }
        let files = columns.map {
            "\(Formatting.decimal($0.summary.filesPerScreen ?? 0, places: 1)) in \($0.name)"
        }
        return """
            \(strong: "Ceremony.") The story: \(ceremonyPattern) makes every screen a module of many small types. \
            Types per screen: \(Prose.list(figures)); files per screen: \(Prose.list(files)). \(verdict(agrees)) \
            What this size cannot test: with \(Prose.count(columns.first?.summary.screens.count ?? 0, "screen")), \
            a cost per screen cannot be told apart from a fixed cost per app.
            """
    }

    /// "MVC's view controller keeps growing, faster than the other patterns' largest types": each largest
    /// type's growth in lines and as a ratio, from the first point of the curve where every architecture
    /// of its last point has code to that last point.
    private func growingController(_ columns: [ColumnReport], changes: ChangesReport?) -> Inline? {
        guard let changes, let last = changes.growth.last else { return nil }
        let names = columns.map(\.name).filter { last.size(of: $0)?.largestType != nil }
        guard names.count > 1, names.contains(controllerPattern),
            let first = changes.growth.first(where: { point in
                names.allSatisfy { point.size(of: $0)?.largestType != nil }
            }), first != last
        else { return nil }
        typealias Growth = (name: String, from: TypeSize, to: TypeSize)
        let grown = names.compactMap { name -> Growth? in
            guard let from = first.size(of: name)?.largestType, let to = last.size(of: name)?.largestType
            else { return nil }
            return (name, from, to)
        }
        func lines(_ item: Growth) -> Double {
            Double(item.to.lines - item.from.lines)
        }
        func ratio(_ item: Growth) -> Double {
            Double(item.to.lines) / Double(max(1, item.from.lines))
        }
        func leads(_ value: (Growth) -> Double) -> Bool {
            let tiers = RealDifference.groups(grown, by: value, better: .higher)
            return tiers.first?.count == 1 && tiers.first?.first?.name == controllerPattern
        }
        let agrees = leads(lines) && leads(ratio)
        let spans = grown.map { item -> Inline in
            let path: Inline =
                item.from.name == item.to.name
                ? """
                \(code: item.to.name) from \(Formatting.count(item.from.lines)) to \
                \(Prose.count(item.to.lines, "line"))
                """
                : """
                largest type from \(code: item.from.name) (\(Prose.count(item.from.lines, "line"))) to \
                \(code: item.to.name) (\(Prose.count(item.to.lines, "line")))
                """
            return """
                \(item.name)'s \(path) (\(signed(item.to.lines - item.from.lines)), \
                \(Formatting.decimal(ratio(item))) times)
                """
        }
        let span = changes.growth.drop { $0 != first }.dropFirst().count
        let from =
            first.change == nil
            ? "before the first measured change"
            : "\(first.label), the first point where all \(names.count) have code,"
        let byLines = Prose.ranking(
            grown.map { ($0.name, lines($0)) }, measure: "lines", better: .higher,
            verbs: ("gained", "gained"),
            format: { signed(Int($0)) })
        let byRatio = Prose.ranking(
            grown.map { ($0.name, ratio($0)) }, measure: "growth ratio", better: .higher,
            superlative: "the highest", format: { Formatting.decimal($0) })
        return """
            \(strong: "The growing controller.") The story: \(controllerPattern)'s view controller keeps growing \
            with every feature, faster than the other patterns' largest types. From \(from) to \(last.label), \
            over \(Prose.count(span, "measured change")): \(Prose.list(spans)). \(byLines) \(byRatio) \
            \(verdict(agrees)) \(limits(changes, columns)) A larger app, or another author, may grow otherwise.
            """
    }

    /// "VIPER's ceremony pays off as the app grows": VIPER's production code lines changed against MVC's,
    /// change by change in history order, the later half's mean ratio against the earlier half's.
    private func ceremonyPaysOff(_ columns: [ColumnReport], changes: ChangesReport?) -> Inline? {
        let names = columns.map(\.name)
        guard let changes, names.contains(ceremonyPattern), names.contains(controllerPattern) else {
            return nil
        }
        let pairs = changes.features.compactMap { feature -> (id: String, viper: Int, mvc: Int)? in
            guard let viper = feature.change(of: ceremonyPattern),
                let mvc = feature.change(of: controllerPattern),
                mvc.productionCodeLinesChanged > 0
            else { return nil }
            return (feature.id, viper.productionCodeLinesChanged, mvc.productionCodeLinesChanged)
        }
        guard pairs.count > 1 else { return nil }
        let ratios = pairs.map { Double($0.viper) / Double($0.mvc) }
        let half = pairs.count / 2
        let earlier = ratios.prefix(half).reduce(0, +) / Double(half)
        let later = ratios.suffix(half).reduce(0, +) / Double(half)
        let falls = later < earlier && RealDifference.isReal(earlier, later)
        let cheaper = pairs.filter { $0.viper < $0.mvc }.count
        let perChange = zip(pairs, ratios).map { pair, ratio in
            "\(pair.id) \(Formatting.count(pair.viper)) against \(Formatting.count(pair.mvc)) "
                + "(\(Formatting.decimal(ratio)))"
        }
        let halves = Prose.count(half, "change")
        let story =
            "The story: \(ceremonyPattern)'s modules cost more than \(controllerPattern) "
            + "at first, but as changes are added each costs less against \(controllerPattern)'s, since a change "
            + "stays inside its module. Production code lines changed, \(ceremonyPattern) against "
            + "\(controllerPattern), in the order of the changes both have a commit for: "
            + Prose.list(perChange)
            + ". The mean ratio of the last \(halves) is \(Formatting.decimal(later)) "
            + "against \(Formatting.decimal(earlier)) for the first \(halves)"
            + (pairs.count % 2 == 1 ? " (the middle one left out)" : "") + ": "
            + (falls ? "lower by a real difference" : "not lower by a real difference")
            + "; \(ceremonyPattern)'s change was the smaller in \(cheaper) of \(pairs.count). \(verdict(falls)) "
            + "\(limits(changes, columns)) The changes differ in kind, so one large change late in the "
            + "history moves the later half whatever the pattern."
        return "\(strong: "The ceremony pays off.") \(story)"
    }

    /// What a history like this one cannot show: one author, the order the patterns were written in, and
    /// how few changes and screens there are.
    private func limits(_ changes: ChangesReport, _ columns: [ColumnReport]) -> String {
        let measured = changes.features.filter { $0.change(of: controllerPattern) != nil }
        let first = measured.filter { $0.change(of: controllerPattern)?.writtenOrder == 1 }.count
        let screens = columns.first?.summary.screens.count ?? 0
        let order =
            measured.isEmpty
            ? ""
            : ", and \(controllerPattern)'s commit came first, alone or in one commit with others, in \(first) of "
                + "the \(Prose.count(measured.count, "change")) it has one for, so the patterns written later "
                + "followed a change already worked out"
        return "What these figures cannot show: one author wrote every change\(order); "
            + "\(Prose.count(max(changes.features.count, changes.growth.count - 1), "measured change")) to an app of "
            + "\(Prose.count(screens, "screen")) are too few to tell a trend from the size of one change."
    }
}
