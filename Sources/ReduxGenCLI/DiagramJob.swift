import ReduxGenCore

/// One `reduxgen diagram SPEC`: the feature's requests and streams as a Mermaid state
/// diagram on standard output, or the spec's errors.
struct DiagramJob {
    /// The feature spec.
    var path: String

    /// Prints the diagram; returns the exit status (`ExitStatus`).
    func run() -> Int32 {
        let printer = DiagnosticPrinter(format: .text)
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(path)
        } catch {
            printer.print([.error(error.description, at: nil)])
            return ExitStatus.errors
        }
        var diagnostics: [Diagnostic] = []
        let feature = Generator.feature(specAt: path, bytes: bytes, diagnostics: &diagnostics)
        printer.print(diagnostics)
        guard let feature else { return ExitStatus.errors }
        if feature.isApp {
            let features = (feature.composedFeatures ?? []).map(\.feature)
            printer.print([.error(
                "\(path) is an app spec: its features have the requests and streams; run reduxgen diagram on their specs"
                    + (features.isEmpty ? "" : " (\(features.joined(separator: ", ")))"), at: nil)])
            return ExitStatus.errors
        }
        Console.output(FeatureDiagram(plan: FeaturePlan(feature)).text, terminator: "")
        return ExitStatus.success
    }
}
