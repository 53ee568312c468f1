// swift-tools-version:6.2
// 6.2: the runtime's store releases its observers in an `isolated deinit`, and generated view
// models mark their unchecked accesses `unsafe`, both of Swift 6.2; a package that depends on
// reduxgen may keep an earlier tools version of its own.
import PackageDescription

let package = Package(
    name: "reduxgen",
    // Observation (the runtime's observable store and view models) needs these; Swift
    // concurrency and ContinuousClock (the CLI) need less.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .executable(name: "reduxgen", targets: ["reduxgen"]),
        .library(name: "ReduxRuntime", targets: ["ReduxRuntime"]),
        .library(name: "ReduxTesting", targets: ["ReduxTesting"]),
        .plugin(name: "ReduxGenPlugin", targets: ["ReduxGenPlugin"]),
        .plugin(name: "ReduxGenSkeletonsPlugin", targets: ["ReduxGenSkeletonsPlugin"]),
    ],
    dependencies: [
        // `swift package generate-documentation` (DocC). Only this package resolves it: a package
        // that depends on reduxgen neither fetches nor builds it (Benchmarks/README.md).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
    ],
    targets: [
        // LibYAML, through pkg-config `yaml-0.1`.
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The default templates (Templates/*.mustache), built into the binary as string
        // literals, so that it needs no resource bundle; recorded by `FilePartTableTests`.
        .target(name: "ReduxGenTemplates"),
        // Load → validate → render. No file I/O, no argument parsing.
        .target(
            name: "ReduxGenCore",
            dependencies: [
                "CLibYAML",
                "ReduxGenTemplates",
            ]
        ),
        // The test files (`--tests`): which ones a run writes, and their Swift code.
        .target(name: "ReduxGenTestFiles", dependencies: ["ReduxGenCore"]),
        // The command line: arguments, file discovery, writing.
        .target(name: "ReduxGenCLI", dependencies: ["ReduxGenCore"]),
        .executableTarget(name: "reduxgen", dependencies: ["ReduxGenCLI", "ReduxGenTestFiles"]),
        // The build plugin's tool: reduxgen without the test files, which the plugin never
        // asks for, so that a user's clean build compiles less (Benchmarks/README.md).
        .executableTarget(name: "ReduxGenBuildTool", dependencies: ["ReduxGenCLI"]),
        // The store and middleware runtime that generated code compiles against.
        .target(name: "ReduxRuntime"),
        // TestStore: exhaustive assertions on a store's actions and states, for XCTest and
        // Swift Testing. No package dependencies (its dump and diff are its own).
        .target(name: "ReduxTesting", dependencies: ["ReduxRuntime"]),
        // Build-tool plugin: generates every spec of a target at build time, one command per spec.
        .plugin(name: "ReduxGenPlugin", capability: .buildTool(), dependencies: ["ReduxGenBuildTool"]),
        // `swift package generate-redux-skeletons`: writes missing reducer skeletons next to the specs.
        .plugin(
            name: "ReduxGenSkeletonsPlugin",
            capability: .command(
                intent: .custom(
                    verb: "generate-redux-skeletons",
                    description: "Write the missing reducer skeletons (<Feature>ReducerLogic.swift) next to each spec."
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "To write each missing <Feature>ReducerLogic.swift next to its spec; existing ones are never overwritten."
                    )
                ]
            ),
            dependencies: ["reduxgen"]
        ),

        // The golden outputs of Specs/, compiled with the models they reference. A warning
        // in generated code fails the build. The Inbox's predictions and the Tasks' routing
        // are compiled as a user fills them in (Models/InboxPredictionsFilledIn.swift,
        // Models/TasksRoutingFilledIn.swift); the skeletons as generated, which predict and
        // route nothing, are compiled by the snippet tests' type checks.
        .target(
            name: "GoldenFeatures",
            dependencies: ["ReduxRuntime"],
            path: "Tests/Goldens",
            exclude: ["Inbox/InboxPredictions.swift", "Tasks/TasksRouting.swift"],
            // Strict memory safety too: generated code marks what it does unchecked, so that a
            // target of the user's that opts in gets no warning from it.
            swiftSettings: [.unsafeFlags(["-warnings-as-errors", "-strict-memory-safety"])]
        ),

        // Fakes that tests answer by hand and waiting without sleeping, shared by the tests
        // of the runtime and of generated code.
        .target(name: "ReduxTestSupport", dependencies: ["ReduxRuntime"], path: "Tests/ReduxTestSupport"),

        // The reference model of the request semantics, the key grammar its corpus is drawn
        // from, and the writer of the corpus's drivers (CONTRIBUTING.md, "The model test").
        .target(name: "ReferenceModel", dependencies: ["ReduxTestSupport"], path: "Tests/ReferenceModel"),
        // The drawn corpus: specs, the code reduxgen generates for them and their drivers,
        // compiled like the goldens, with warnings as errors and strict memory safety.
        // `ModelCorpusTests` records it.
        .target(
            name: "ModelCorpus",
            dependencies: ["ReduxRuntime", "ReduxTesting", "ReferenceModel"],
            path: "Tests/ModelCorpus",
            exclude: ["Specs"],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors", "-strict-memory-safety"])]
        ),

        // Also builds ReduxTesting: `TypeCheck` type-checks generated test files against it.
        .testTarget(
            name: "ReduxGenCoreTests", dependencies: ["ReduxGenCore", "ReduxGenTestFiles", "ReduxTestSupport", "ReduxTesting", "ReferenceModel"]),
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["GoldenFeatures", "ReduxRuntime", "ReduxTestSupport", "ReduxTesting"],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // Uses the `access: public` golden (Catalog) through a plain import, as another module would.
        .testTarget(
            name: "PublicAccessTests",
            dependencies: ["GoldenFeatures", "ReduxRuntime", "ReduxTestSupport"],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // The model test: random sequences through the corpus's stores against the reference
        // model, and the corpus's service mocks and transition tests (`--tests`).
        .testTarget(
            name: "ModelTests",
            dependencies: ["ModelCorpus", "ReferenceModel", "ReduxRuntime", "ReduxTesting", "ReduxTestSupport"],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // Also builds the build plugin's tool, which `BuildToolTests` compares with reduxgen.
        .testTarget(name: "ReduxGenCLITests", dependencies: ["ReduxGenCLI", "reduxgen", "ReduxGenBuildTool", "ReduxTestSupport"]),
        // The service mocks and transition tests `reduxgen Specs --tests Tests/TransitionTests
        // --tests-module GoldenFeatures` writes for the example specs, run as a user runs them.
        .testTarget(
            name: "TransitionTests",
            dependencies: ["GoldenFeatures", "ReduxRuntime", "ReduxTesting"],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // The README and the DocC articles: their specs, excerpts and messages checked with the
        // built reduxgen, their Swift built in packages of their own (CONTRIBUTING.md).
        .testTarget(name: "DocumentationTests", dependencies: ["reduxgen"]),
        // A child process that saves persisted fields until it is killed, for the tests of a
        // save killed midway.
        .executableTarget(
            name: "PersistenceKillTarget",
            dependencies: ["ReduxRuntime", "ReduxTestSupport"],
            path: "Tests/PersistenceKillTarget"
        ),
        .testTarget(
            name: "ReduxRuntimeTests",
            dependencies: ["ReduxRuntime", "ReduxTestSupport", "ReduxTesting", "PersistenceKillTarget"]
        ),
        .testTarget(
            name: "ReduxTestingTests",
            dependencies: ["ReduxTesting", "ReduxRuntime", "ReduxTestSupport", "GoldenFeatures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
