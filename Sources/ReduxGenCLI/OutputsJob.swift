import ReduxGenCore

/// One `reduxgen outputs`: the path of every file `generate` writes at every run for the
/// specs, found as `generate` finds them, known from their file names alone.
struct OutputsJob {
    /// Spec files or folders to search for them.
    var paths: [String]
    /// The folder `generate` writes the files to.
    var output: String

    /// Prints the paths, in the order of the specs and of `FilePart.generatedParts`, or the
    /// errors that keep the specs from being found; returns the exit status (`ExitStatus`).
    func run() -> Int32 {
        var diagnostics: [Diagnostic] = []
        let specs = SpecDiscovery.specs(in: paths, diagnostics: &diagnostics)
        diagnostics += FeaturesInRun.duplicates(amongSpecsAt: specs)
        DiagnosticPrinter(format: .text).print(diagnostics)
        if diagnostics.containsErrors { return ExitStatus.errors }
        for spec in specs {
            let feature = SpecValidator.featureName(forSpecAt: spec)
            for part in FilePart.generatedParts { Console.output(part.path(for: feature, in: output)) }
        }
        return ExitStatus.success
    }
}
