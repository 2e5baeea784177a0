import ArchDiffSource

/// The figures of a set of files: a whole column or one of its layers.
package struct MetricsSummary: Sendable {
    /// How many of the most complex functions ``mostComplexFunctions`` keeps.
    package static let worstFunctionCount = 5

    /// Swift files.
    package var fileCount: Int
    /// Code, comment and blank lines.
    package var lines: LineCounts
    /// Declarations per kind, extensions included.
    package var typeCounts: [TypeKind: Int]
    /// Functions with a body, per kind.
    package var functionCounts: [FunctionKind: Int]
    /// The sum of all functions' cyclomatic complexity.
    package var totalComplexity: Int
    /// The highest cyclomatic complexity of any function, 0 without functions.
    package var maximumComplexity: Int
    /// The most complex functions, most complex first (ties: longer first).
    package var mostComplexFunctions: [FunctionMetrics]
    /// The class, struct, enum, protocol or actor with the most lines once the extensions of it among
    /// these files are added (ties: the first declared).
    package var largestType: TypeSize?
    /// `protocol` declarations.
    package var protocolCount: Int
    /// Requirements declared in the bodies of those protocols.
    package var protocolRequirements: Int
    /// Protocols named in inheritance clauses, counted by ``ConformanceRule``.
    package var conformanceCount: Int
    /// The distinct imported modules, sorted.
    package var importedModules: [String]
    /// Coupling edges leaving these files' layers (see ``CouplingEdge``).
    package var dependencies = 0
    /// References from these files to types declared in other layers.
    package var crossLayerReferences = 0

    /// The screens of the column (see ``ScreenRule``), so that the per-screen figures can be read.
    package var screens: [String] = []
    /// Files whose name says they belong to one of ``screens``.
    package var screenFileCount = 0
    /// Classes, structs, enums, protocols and actors declared in those files.
    package var screenTypeCount = 0
    /// For a layer, its distance from the main sequence; for a column, the mean over its layers that
    /// have one (see ``LayerCoupling``).
    package var mainSequenceDistance: Double?

    /// Summarises `files`, counting conformances with `rule`.
    package init(files: [FileMetrics], rule: ConformanceRule) {
        fileCount = files.count
        lines = files.reduce(LineCounts()) { $0 + $1.lines }
        var typeCounts = Dictionary(uniqueKeysWithValues: TypeKind.allCases.map { ($0, 0) })
        var functionCounts = Dictionary(uniqueKeysWithValues: FunctionKind.allCases.map { ($0, 0) })
        var totalComplexity = 0
        var maximumComplexity = 0
        var conformanceCount = 0
        var protocolRequirements = 0
        var modules: Set<String> = []
        var mostComplex: [FunctionMetrics] = []
        for file in files {
            for declaration in file.types {
                typeCounts[declaration.kind, default: 0] += 1
                conformanceCount += rule.conformances(of: declaration).count
                protocolRequirements += declaration.requirements
            }
            for function in file.functions {
                functionCounts[function.kind, default: 0] += 1
                totalComplexity += function.complexity
                maximumComplexity = max(maximumComplexity, function.complexity)
                Self.keep(function, amongMostComplex: &mostComplex)
            }
            modules.formUnion(file.imports)
        }
        self.typeCounts = typeCounts
        self.functionCounts = functionCounts
        self.totalComplexity = totalComplexity
        self.maximumComplexity = maximumComplexity
        self.conformanceCount = conformanceCount
        self.largestType = TypeSize.sizes(of: files.flatMap(\.types)).reduce(nil) { largest, size in
            size.lines > (largest?.lines ?? 0) ? size : largest
        }
        self.protocolRequirements = protocolRequirements
        self.protocolCount = typeCounts[.protocol] ?? 0
        self.importedModules = modules.sorted()
        self.mostComplexFunctions = mostComplex
    }

    /// Inserts `function` into `worst`, kept most complex first and at most ``worstFunctionCount`` long,
    /// so that the few are found without sorting every function.
    private static func keep(_ function: FunctionMetrics, amongMostComplex worst: inout [FunctionMetrics]) {
        let index = worst.firstIndex { isMoreComplex(function, $0) } ?? worst.count
        guard index < worstFunctionCount else { return }
        worst.insert(function, at: index)
        if worst.count > worstFunctionCount {
            worst.removeLast()
        }
    }

    /// Classes, structs, enums, protocols and actors (extensions are not types).
    package var typeCount: Int {
        typeCounts.filter { $0.key.declaresType }.values.reduce(0, +)
    }

    /// Functions, initializers, deinitializers and subscripts with a body.
    package var functionCount: Int {
        functionCounts.values.reduce(0, +)
    }

    /// Records `screens` and counts the files among `files` named after one of them and their types.
    package mutating func count(screens: [String], in files: [FileMetrics]) {
        self.screens = screens
        let screenFiles = files.filter { ScreenRule.screen(ofPath: $0.path, among: screens) != nil }
        screenFileCount = screenFiles.count
        screenTypeCount = screenFiles.flatMap(\.types).filter(\.kind.declaresType).count
    }

    /// Files per screen: ``screenFileCount`` divided by the number of ``screens``, `nil` without screens.
    package var filesPerScreen: Double? {
        screens.isEmpty ? nil : Double(screenFileCount) / Double(screens.count)
    }

    /// Types per screen: ``screenTypeCount`` divided by the number of ``screens``, `nil` without screens.
    package var typesPerScreen: Double? {
        screens.isEmpty ? nil : Double(screenTypeCount) / Double(screens.count)
    }

    /// Mean cyclomatic complexity per function, 0 without functions.
    package var averageComplexity: Double {
        functionCount == 0 ? 0 : Double(totalComplexity) / Double(functionCount)
    }

    private static func isMoreComplex(_ lhs: FunctionMetrics, _ rhs: FunctionMetrics) -> Bool {
        if lhs.complexity != rhs.complexity { return lhs.complexity > rhs.complexity }
        if lhs.lines != rhs.lines { return lhs.lines > rhs.lines }
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        return lhs.line < rhs.line
    }
}
