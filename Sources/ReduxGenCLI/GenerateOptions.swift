/// What `reduxgen generate` is asked to do: its command line, parsed by `CommandLineParser`.
/// Each property but `paths` is set by its option, declared in `ReduxgenCommands.generateOptions`.
struct GenerateOptions: Equatable {
    /// Spec files or folders to search for them.
    var paths: [String]
    /// The folder generated files are written to.
    var output: String
    /// The folder for reducer skeletons, when not the output folder.
    var skeletons: String?
    var noSkeletons = false
    /// Whether to write only the files written once (the command plugin's run).
    var onlySkeletons = false
    var forceSkeletons = false
    /// A folder of templates replacing their namesakes among the defaults.
    var templates: String?
    /// The folder of a test target for each feature's service mock and transition tests.
    var tests: String?
    /// The module the test files import with `@testable`; by default the target `output` is in.
    var testsModule: String?
    /// A folder (or file) of the Swift that declares the spec's types, for the test samples.
    var modelSources: String?
    /// Feature names of specs generated in other runs, which an app spec may list (the
    /// build plugin runs one spec at a time).
    var knownFeatures: [String] = []
    var check = false
    /// Whether to run again at every change of a spec or a template, until interrupted.
    var watch = false
    /// `--prune` / `--no-prune`; `nil` when neither was given.
    var prune: Bool?
    var diagnosticsFormat: DiagnosticFormat = .text
    /// Whether the specs' diagnostics are reported by another run of the same build (the
    /// build plugin's service mocks): the run says nothing of them, and a spec with errors
    /// gets placeholders of its test files.
    var diagnosticsReportedElsewhere = false
    var quiet = false
    var verbose = false

    /// Why these options cannot be used together, or `nil` when they can.
    var conflict: String? {
        if quiet && verbose { return "--quiet and --verbose cannot be used together." }
        if noSkeletons && (forceSkeletons || skeletons != nil) {
            return "--no-skeletons cannot be used with --force-skeletons or --skeletons."
        }
        if onlySkeletons && (noSkeletons || check || watch) {
            return "--only-skeletons writes the files written once; it cannot be used with --no-skeletons, --check or --watch."
        }
        if modelSources != nil && tests == nil { return "--model-sources is read for the samples of the test files of --tests; give --tests too." }
        if watch && check { return "--watch generates at every change; --check writes nothing: use one or the other." }
        if watch && forceSkeletons { return "--watch with --force-skeletons would overwrite your skeletons at every change; run --force-skeletons once, without --watch." }
        if check && forceSkeletons { return "--check writes nothing, so --force-skeletons has no effect with it." }
        if diagnosticsReportedElsewhere && (tests == nil || !noSkeletons) {
            return "--diagnostics-reported-elsewhere writes placeholders of the service mocks of --tests with --no-skeletons; give both."
        }
        if testsModule != nil && tests == nil { return "--tests-module names the module the test files of --tests import; give --tests too." }
        return nil
    }
}
