// swift-tools-version:6.0
import PackageDescription

// An app's feature library that generates its Redux boilerplate with reduxgen's build plugin.
// It depends on the reduxgen package at the root of this repository; in your own package use
// `.package(url: "https://github.com/OWNER/reduxgen", from: "1.0.0")` instead.
let package = Package(
    name: "TeamChatApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "TeamChatKit", targets: ["TeamChatKit"]),
    ],
    dependencies: [
        .package(name: "reduxgen", path: "../.."),
    ],
    targets: [
        // The specs (Chat/TeamChat.yaml, Todo/Todo.yaml and the app spec App/TeamChatApp.yaml)
        // are among the target's files; the plugin generates their State, Action, Reducer,
        // Loader and ViewModel at build time. The skeletons (*ReducerLogic.swift,
        // *PropsLogic.swift, *Routing.swift) were written once by `generate-redux-skeletons`
        // and filled in.
        .target(
            name: "TeamChatKit",
            dependencies: [.product(name: "ReduxRuntime", package: "reduxgen")],
            plugins: [.plugin(name: "ReduxGenPlugin", package: "reduxgen")]
        ),
        // The plugin generates the service mocks of TeamChatKit's specs at build time; the
        // transition tests were written once by `generate-redux-skeletons --tests` and edited.
        .testTarget(
            name: "TeamChatKitTests",
            dependencies: [
                "TeamChatKit",
                .product(name: "ReduxRuntime", package: "reduxgen"),
                .product(name: "ReduxTesting", package: "reduxgen"),
            ],
            plugins: [.plugin(name: "ReduxGenPlugin", package: "reduxgen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
