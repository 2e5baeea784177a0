// swift-tools-version:6.0
import PackageDescription

/// What every pattern's UI-free layer (presenters, view models, interactors, the store) may import: the
/// domain and the texts, never TerminalKit.
let uiFreeLayer: [Target.Dependency] = ["TaskListDomain", "TaskListStrings"]
/// What every pattern's views, routing and composition root import besides the pattern's own layers.
let terminalLayer: [Target.Dependency] = ["TaskListDomain", "TaskListUI", "TerminalKit"]
/// MVC's one target holds both: its controllers own their views.
let controllerLayer: [Target.Dependency] = ["TaskListDomain", "TaskListStrings", "TaskListUI", "TerminalKit"]
/// What every pattern's test target imports besides the pattern's own targets.
let patternTestSupport: [Target.Dependency] = ["TaskListDomain", "TerminalKit", "TestSupport"]

/// One shared domain and storage layer, one terminal front end per architecture pattern, and the tools
/// that compare them.
///
/// Read the targets as the diagram of the patterns, one block each. Each pattern's UI-free layer (MVP's
/// presenters, MVVM's view models, VIPER's presenters and interactors, the unidirectional store's state,
/// actions, reducers, effects and store) is a target of its own that does not depend on TerminalKit, so
/// an `import TerminalKit` there is a compile error; it shows its types to the pattern's views with the
/// `package` access level. Folders stay one per pattern under `Architectures/`, one subfolder per layer,
/// which is what `archdiff` measures.
let package = Package(
    name: "SwiftArchitectures",
    // Observation (`@Observable`, `withObservationTracking`) needs macOS 14.
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "mvc", targets: ["mvc"]),
        .executable(name: "mvp", targets: ["mvp"]),
        .executable(name: "mvvm", targets: ["mvvm"]),
        .executable(name: "viper", targets: ["viper"]),
        .executable(name: "unidirectional", targets: ["unidirectional"]),
        .executable(name: "archdiff", targets: ["archdiff"]),
    ],
    targets: [
        // MARK: Shared layers: domain and storage, the terminal's "UIKit", texts and keymap, the host
        .target(name: "TaskListDomain"),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        .target(name: "TaskListSQLite", dependencies: ["TaskListDomain", "CSQLite"]),
        // Text from outside the program made visible before any of it reaches a terminal; every layer that
        // prints uses it, so it depends on nothing.
        .target(name: "SafeText"),
        .target(name: "TerminalKit", dependencies: ["SafeText"]),
        .target(name: "TaskListStrings", dependencies: ["SafeText", "TaskListDomain"]),
        .target(name: "TaskListUI", dependencies: ["TaskListDomain", "TaskListStrings", "TerminalKit"]),
        .target(name: "TraceKit", dependencies: ["SafeText", "TaskListDomain", "TaskListUI", "TerminalKit"]),
        // One seeded random number generator, for archdiff's samples of mutants and for the fuzz tests.
        .target(name: "SeededRandom"),
        // Output files written as a shell's `>` writes them, for the front ends' --trace FILE and the tools.
        .target(name: "FileOutput"),
        // One reader of command-line arguments, so every tool agrees on what is a value and what an option.
        .target(name: "ArgumentReading"),
        .target(
            name: "AppHost",
            dependencies: [
                "ArgumentReading", "FileOutput", "SafeText", "TaskListDomain", "TaskListSQLite",
                "TaskListStrings", "TaskListUI",
                "TerminalKit", "TraceKit",
            ]
        ),

        // MARK: MVC: one target, because the controller owns its view
        //
        //   mvc ─► MVC (Controllers, Views) ─► TerminalKit, TaskListUI, TaskListStrings, TaskListDomain
        .target(name: "MVC", dependencies: controllerLayer, path: "Architectures/MVC"),
        .executableTarget(name: "mvc", dependencies: ["AppHost", "MVC"]),
        .testTarget(name: "MVCTests", dependencies: ["MVC"] + patternTestSupport),

        // MARK: MVP: passive views in front of presenters that cannot see the UI
        //
        //   mvp ─► MVP (Views, Routing) ─► TerminalKit, TaskListUI
        //           └─► MVPPresenters (Presenters) ─► TaskListStrings, TaskListDomain
        .target(
            name: "MVPPresenters",
            dependencies: uiFreeLayer,
            path: "Architectures/MVP/Presenters"
        ),
        .target(
            name: "MVP",
            dependencies: ["MVPPresenters"] + terminalLayer,
            path: "Architectures/MVP",
            exclude: ["Presenters"]
        ),
        .executableTarget(name: "mvp", dependencies: ["AppHost", "MVP"]),
        .testTarget(name: "MVPTests", dependencies: ["MVP", "MVPPresenters"] + patternTestSupport),

        // MARK: MVVM: views that observe @Observable view models, which cannot see the UI
        //
        //   mvvm ─► MVVM (Views, Coordinators) ─► TerminalKit, TaskListUI
        //            └─► MVVMViewModels (ViewModels) ─► TaskListStrings, TaskListDomain
        .target(
            name: "MVVMViewModels",
            dependencies: uiFreeLayer,
            path: "Architectures/MVVM",
            exclude: ["Coordinators", "Views", "MVVMArchitecture.swift"]
        ),
        .target(
            name: "MVVM",
            dependencies: ["MVVMViewModels"] + terminalLayer,
            path: "Architectures/MVVM",
            exclude: ["ViewModels"]
        ),
        .executableTarget(name: "mvvm", dependencies: ["AppHost", "MVVM"]),
        .testTarget(name: "MVVMTests", dependencies: ["MVVM", "MVVMViewModels"] + patternTestSupport),

        // MARK: VIPER: per module (screen) a passive View, a Presenter that formats and decides, an Interactor
        // with the use cases, and a Router that assembles the module and navigates; the Entities are the
        // domain's. Interactors and presenters are a target of their own, without TerminalKit.
        //
        //   viper ─► VIPER (Views, Routers) ─► TerminalKit, TaskListUI
        //             └─► VIPERLogic (Presenters, Interactors) ─► TaskListStrings, TaskListDomain
        .target(
            name: "VIPERLogic",
            dependencies: uiFreeLayer,
            path: "Architectures/VIPER",
            exclude: ["Views", "Routers", "VIPERArchitecture.swift"]
        ),
        .target(
            name: "VIPER",
            dependencies: ["VIPERLogic"] + terminalLayer,
            path: "Architectures/VIPER",
            exclude: ["Interactors", "Presenters"]
        ),
        .executableTarget(name: "viper", dependencies: ["AppHost", "VIPER"]),
        .testTarget(name: "VIPERTests", dependencies: ["VIPER", "VIPERLogic"] + patternTestSupport),

        // MARK: Unidirectional store (Redux, The Elm Architecture, TCA): one store holds the whole app state,
        // navigation included. Views render it and send actions; pure reducers compute the next state and
        // return effects as values; the store runs the effects and feeds their answers back as actions. State,
        // actions, reducers, effects and the store are a target of their own, without TerminalKit.
        //
        //   unidirectional ─► Unidirectional (Views) ─► TerminalKit, TaskListUI, TaskListStrings
        //                      └─► UnidirectionalCore (State, Actions, Reducers, Effects, Store)
        //                           ─► TaskListStrings, TaskListDomain
        .target(
            name: "UnidirectionalCore",
            dependencies: uiFreeLayer,
            path: "Architectures/Unidirectional",
            exclude: ["Views", "UnidirectionalArchitecture.swift"]
        ),
        .target(
            name: "Unidirectional",
            dependencies: ["UnidirectionalCore", "TaskListStrings"] + terminalLayer,
            path: "Architectures/Unidirectional",
            exclude: ["State", "Actions", "Reducers", "Effects", "Store"]
        ),
        .executableTarget(name: "unidirectional", dependencies: ["AppHost", "Unidirectional"]),
        .testTarget(
            name: "UnidirectionalTests",
            dependencies: ["Unidirectional", "UnidirectionalCore"] + patternTestSupport
        ),

        // MARK: Every pattern, in one list for the conformance suite and the tools
        .target(
            name: "ArchitectureRegistry",
            dependencies: ["MVC", "MVP", "MVVM", "VIPER", "Unidirectional", "TaskListUI"]
        ),

        // MARK: Tools
        // archdiff, stage by stage; each target uses only those above it.
        // What every stage shares: number and prose formatting, JSON writing, a worker pool, usage errors.
        .target(name: "ArchDiffSupport", dependencies: ["SafeText"]),
        // Reading Swift source: folders, the lexer, declarations, and each file's measures.
        .target(name: "ArchDiffSource", dependencies: ["ArchDiffSupport"]),
        // Code metrics of columns of folders: sizes, complexity, coupling, layers, screens.
        .target(name: "ArchDiffMetrics", dependencies: ["ArchDiffSource", "ArchDiffSupport"]),
        // Child processes and the scratch folders they run in.
        .target(name: "ArchDiffProcesses", dependencies: ["ArchDiffSupport", "FileOutput"]),
        // Test suites: their tests and doubles, the behaviours they name, their runs and coverage.
        .target(
            name: "ArchDiffSuites",
            dependencies: ["ArchDiffMetrics", "ArchDiffProcesses", "ArchDiffSource", "ArchDiffSupport"]
        ),
        // Mutation testing of each architecture's suite.
        .target(
            name: "ArchDiffMutation",
            dependencies: [
                "ArchDiffProcesses", "ArchDiffSource", "ArchDiffSuites", "ArchDiffSupport", "SeededRandom",
            ]
        ),
        // The measured changes of the history and how each architecture grew.
        .target(
            name: "ArchDiffChanges", dependencies: ["ArchDiffMetrics", "ArchDiffSource", "ArchDiffSupport"]),
        // Recorded runtime figures and the noise rule that reads them.
        .target(name: "ArchDiffBench", dependencies: ["ArchDiffSupport"]),
        // The report: each command's document and record, the writers of every format, charts, the comparison.
        .target(
            name: "ArchDiffReport",
            dependencies: [
                "ArchDiffBench", "ArchDiffChanges", "ArchDiffMetrics", "ArchDiffMutation", "ArchDiffSource",
                "ArchDiffSuites", "ArchDiffSupport", "FileOutput", "SafeText",
            ]
        ),
        // The command line: subcommands, options, where output goes.
        .target(
            name: "ArchDiffCommands",
            dependencies: [
                "ArgumentReading", "ArchDiffBench", "ArchDiffChanges", "ArchDiffMetrics", "ArchDiffMutation",
                "ArchDiffProcesses",
                "ArchDiffReport", "ArchDiffSource", "ArchDiffSuites", "ArchDiffSupport", "FileOutput",
            ]
        ),
        // archdiff trace runs the architectures, which the stages above must not know, so it is a target of its own.
        .target(
            name: "ArchDiffTrace",
            dependencies: [
                "AppHost", "ArchDiffCommands", "ArchDiffProcesses", "ArchDiffReport", "ArchDiffSource",
                "ArchDiffSupport", "ArchitectureRegistry", "TaskListDomain", "TaskListSQLite", "TaskListUI",
                "TerminalKit", "TraceKit",
            ]
        ),
        // archdiff bench drives every architecture in-process, so it is a target of its own too.
        .target(
            name: "ArchBench",
            dependencies: [
                "AppHost", "ArchDiffBench", "ArchDiffCommands", "ArchDiffProcesses", "ArchDiffReport",
                "ArchDiffSupport", "ArgumentReading", "ArchitectureRegistry", "TaskListDomain",
                "TaskListSQLite",
                "TaskListStrings",
                "TaskListUI", "TerminalKit",
            ]
        ),
        .executableTarget(
            name: "archdiff", dependencies: ["ArchBench", "ArchDiffCommands", "ArchDiffTrace"]),

        // MARK: Shared tests
        .target(
            name: "TestSupport",
            dependencies: ["AppHost", "SeededRandom", "TaskListDomain", "TaskListUI", "TerminalKit"],
            path: "Tests/TestSupport"
        ),
        .testTarget(name: "SafeTextTests", dependencies: ["SafeText"]),
        .testTarget(name: "TaskListDomainTests", dependencies: ["TaskListDomain"]),
        .testTarget(name: "SeededRandomTests", dependencies: ["SeededRandom"]),
        .testTarget(name: "ArgumentReadingTests", dependencies: ["ArgumentReading"]),
        .testTarget(
            name: "TaskListSQLiteTests",
            dependencies: ["CSQLite", "SeededRandom", "TaskListDomain", "TaskListSQLite", "TestSupport"]),
        .testTarget(
            name: "TerminalKitTests",
            dependencies: ["SafeText", "SeededRandom", "TerminalKit", "TestSupport"]),
        .testTarget(
            name: "TraceKitTests",
            dependencies: ["TaskListDomain", "TaskListUI", "TerminalKit", "TestSupport", "TraceKit"]
        ),
        .testTarget(
            name: "TaskListUITests",
            dependencies: ["TaskListDomain", "TaskListStrings", "TaskListUI", "TerminalKit"]),
        .testTarget(
            name: "AppHostTests",
            dependencies: [
                "AppHost", "FileOutput", "MVC", "mvc", "SeededRandom", "TaskListDomain", "TaskListSQLite",
                "TaskListStrings", "TaskListUI", "TerminalKit", "TestSupport",
            ]
        ),
        .testTarget(
            name: "ConformanceTests",
            dependencies: [
                "AppHost", "ArchitectureRegistry", "mvc", "mvp", "mvvm", "viper", "unidirectional",
                "SeededRandom", "TaskListDomain", "TaskListUI", "TerminalKit", "TestSupport",
            ],
            exclude: ["Scenarios", "Goldens"]
        ),
        .testTarget(
            name: "ArchDiffTests",
            dependencies: [
                "ArchDiffBench", "ArchDiffChanges", "ArchDiffCommands", "ArchDiffMetrics", "ArchDiffMutation",
                "ArchDiffProcesses", "ArchDiffReport", "ArchDiffSource", "ArchDiffSuites", "ArchDiffSupport",
                "TestSupport",
            ]
        ),
        .testTarget(name: "FileOutputTests", dependencies: ["FileOutput", "TestSupport"]),
        .testTarget(
            name: "StandardOutputTests",
            dependencies: ["archdiff", "mvc", "mvp", "mvvm", "viper", "unidirectional", "TestSupport"]
        ),
        .testTarget(
            name: "ArchBenchTests",
            dependencies: [
                "ArchBench", "ArchDiffBench", "ArchDiffChanges", "ArchDiffCommands", "ArchDiffProcesses",
                "ArchDiffSupport", "ArchitectureRegistry", "archdiff", "TestSupport",
            ]
        ),
        .testTarget(
            name: "ArchDiffTraceTests",
            dependencies: [
                "ArchDiffCommands", "ArchDiffSupport", "ArchDiffTrace", "ArchitectureRegistry", "TestSupport",
                "TraceKit",
            ]
        ),
    ]
)
