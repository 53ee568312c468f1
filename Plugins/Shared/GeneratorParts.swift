// Made from the generator's table of output files (FilePart, in
// Sources/ReduxGenCore/OutputFiles/FilePart.swift) by `REDUXGEN_RECORD=1 swift test --filter
// FilePartTableTests`, which fails while the two differ: do not edit. A plugin cannot import
// the generator, nor ask the tool (`reduxgen outputs`): under Swift Build (Xcode's, and
// `swift build --build-system swiftbuild`) a build plugin runs before its tool is built.

/// The generator's parts whose files the plugins declare as outputs, by kind, and the rule
/// that names their files. The files written once are not listed: the command plugin prints
/// what the tool reports it wrote.
enum GeneratorParts {
    /// The parts regenerated into the output folder at every run, in the generator's
    /// order: the build plugin declares their files as each spec's outputs.
    static let generated = ["State", "Action", "Reducer", "Loader", "ViewModel"]

    /// The test files regenerated for a test target (`--tests`): the build plugin
    /// declares them as outputs of the test target's commands.
    static let testSupport = ["ServiceMock"]

    /// The skeleton the generated reducer calls, which the build plugin looks for among a
    /// target's files to say how to write it when it is missing.
    static let reducerSkeleton = "ReducerLogic"

    /// What every generated file's name ends with, after the feature's name and the part's.
    static let fileNameSuffix = ".swift"
}
