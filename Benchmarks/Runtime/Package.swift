// swift-tools-version:6.0
import PackageDescription

// The runtime's benchmark: a package of its own, so that it adds nothing to the builds of
// reduxgen's users or to `swift test`. `run.sh` builds it in release and runs it.
let package = Package(
    name: "RuntimeBenchmark",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "reduxgen", path: "../..")],
    targets: [
        .executableTarget(
            name: "RuntimeBenchmark",
            dependencies: [.product(name: "ReduxRuntime", package: "reduxgen")],
            // The features of `Features/` are generated from their specs, as an app's are.
            plugins: [.plugin(name: "ReduxGenPlugin", package: "reduxgen")]
        )
    ],
    swiftLanguageModes: [.v6]
)
