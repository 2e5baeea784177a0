// swift-tools-version:6.0
import PackageDescription

/// One shared domain and storage layer, a front end per pattern (MVC, MVP, MVVM, VIPER), and the tools that
/// compare them.
let package = Package(
    name: "SwiftArchitectures",
    products: [
        .executable(name: "mvc", targets: ["mvc"]),
        .executable(name: "mvp", targets: ["mvp"]),
        .executable(name: "mvvm", targets: ["mvvm"]),
        .executable(name: "viper", targets: ["viper"]),
        .executable(name: "archdiff", targets: ["archdiff"]),
    ],
    targets: [
        // Shared layers
        .target(name: "TaskListDomain"),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        .target(name: "TaskListSQLite", dependencies: ["TaskListDomain", "CSQLite"]),
        .target(name: "TerminalKit"),
        .target(name: "TaskListStrings", dependencies: ["TaskListDomain"]),
        .target(name: "TaskListUI", dependencies: ["TaskListDomain", "TaskListStrings", "TerminalKit"]),
        .target(
            name: "AppHost",
            dependencies: [
                "TaskListDomain", "TaskListSQLite", "TaskListStrings", "TaskListUI", "TerminalKit",
            ]
        ),

        // Architectures: only what each pattern needs
        .target(
            name: "MVC",
            dependencies: ["TaskListDomain", "TaskListStrings", "TaskListUI", "TerminalKit"],
            path: "Architectures/MVC"
        ),
        .target(
            name: "MVP",
            dependencies: ["TaskListDomain", "TaskListStrings", "TaskListUI", "TerminalKit"],
            path: "Architectures/MVP"
        ),
        .target(
            name: "MVVM",
            dependencies: ["TaskListDomain", "TaskListStrings", "TaskListUI", "TerminalKit"],
            path: "Architectures/MVVM"
        ),

        // VIPER: per module (screen) a passive View, a Presenter that formats and decides, an Interactor with
        // the use cases, and a Router that assembles the module and navigates; the Entities are the domain's.
        // Interactors and presenters are a target of their own, without TerminalKit.
        .target(
            name: "VIPERLogic",
            dependencies: ["TaskListDomain", "TaskListStrings"],
            path: "Architectures/VIPER",
            exclude: ["Views", "Routers", "VIPERArchitecture.swift"]
        ),
        .target(
            name: "VIPER",
            dependencies: ["VIPERLogic", "TaskListDomain", "TaskListUI", "TerminalKit"],
            path: "Architectures/VIPER",
            exclude: ["Interactors", "Presenters"]
        ),
        .executableTarget(name: "viper", dependencies: ["AppHost", "VIPER"]),
        .testTarget(
            name: "VIPERTests",
            dependencies: ["VIPER", "VIPERLogic", "TaskListDomain", "TerminalKit", "TestSupport"]
        ),

        // Every architecture, in one list
        .target(name: "ArchitectureRegistry", dependencies: ["MVC", "MVP", "MVVM", "VIPER", "TaskListUI"]),

        // Executables
        .executableTarget(name: "mvc", dependencies: ["AppHost", "MVC"]),
        .executableTarget(name: "mvp", dependencies: ["AppHost", "MVP"]),
        .executableTarget(name: "mvvm", dependencies: ["AppHost", "MVVM"]),
        .executableTarget(name: "archdiff", dependencies: ["ArchDiffKit"]),

        // Tools
        .target(name: "ArchDiffKit"),

        // Tests
        .target(
            name: "TestSupport",
            dependencies: ["AppHost", "TaskListDomain", "TaskListUI", "TerminalKit"],
            path: "Tests/TestSupport"
        ),
        .testTarget(name: "TaskListDomainTests", dependencies: ["TaskListDomain"]),
        .testTarget(name: "TaskListSQLiteTests", dependencies: ["TaskListDomain", "TaskListSQLite"]),
        .testTarget(name: "TerminalKitTests", dependencies: ["TerminalKit", "TestSupport"]),
        .testTarget(
            name: "AppHostTests",
            dependencies: [
                "AppHost", "MVC", "mvc", "TaskListDomain", "TaskListStrings", "TaskListUI", "TerminalKit",
                "TestSupport",
            ]
        ),
        .testTarget(
            name: "MVCTests",
            dependencies: [
                "MVC", "TaskListDomain", "TaskListStrings", "TaskListUI", "TerminalKit", "TestSupport",
            ]
        ),
        .testTarget(
            name: "MVPTests",
            dependencies: [
                "MVP", "TaskListDomain", "TaskListStrings", "TaskListUI", "TerminalKit", "TestSupport",
            ]
        ),
        .testTarget(
            name: "MVVMTests",
            dependencies: [
                "MVVM", "TaskListDomain", "TaskListStrings", "TaskListUI", "TerminalKit", "TestSupport",
            ]
        ),
        .testTarget(
            name: "ConformanceTests",
            dependencies: [
                "AppHost", "ArchitectureRegistry", "mvc", "mvp", "mvvm", "viper", "TaskListDomain",
                "TaskListUI", "TerminalKit", "TestSupport",
            ],
            exclude: ["Scenarios", "Goldens"]
        ),
        .testTarget(name: "ArchDiffKitTests", dependencies: ["ArchDiffKit"]),
    ]
)
