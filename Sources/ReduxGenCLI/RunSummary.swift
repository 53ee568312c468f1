import ReduxGenCore

/// The figures of a run, and how they are reported.
struct RunSummary {
    var reports: [SpecReport]
    var checkOnly: Bool
    var duration: Duration
    /// What pruning the output folder did, when the run pruned.
    var pruning: SpecReport?

    /// The specs' reports and the pruning's.
    private var allReports: [SpecReport] { reports + (pruning.map { [$0] } ?? []) }

    private func count(_ outcome: FileOutcome) -> Int {
        allReports.reduce(0) { total, report in total + report.files.filter { $0.outcome == outcome }.count }
    }

    var hasErrors: Bool { allReports.contains { $0.diagnostics.containsErrors } }
    var isOutOfDate: Bool { count(.missing) + count(.stale) + count(.obsolete) > 0 }

    /// `--check`: one error per missing or stale file.
    var outOfDateDiagnostics: [Diagnostic] {
        allReports.flatMap { report in
            report.files.compactMap { file -> Diagnostic? in
                let spec = FileSystem.baseName(of: report.path)
                switch file.outcome {
                case .missing: return .error("\(file.path) is missing; run reduxgen to generate it from \(spec)", at: nil)
                case .stale: return .error("\(file.path) is stale; run reduxgen to regenerate it from \(spec)", at: nil)
                case .obsolete: return .error("\(file.path) was generated from a spec that is gone; run reduxgen to remove it", at: nil)
                default: return nil
                }
            }
        }
    }

    /// `--verbose`: every file and what happened to it.
    func printFiles() {
        for report in allReports {
            for file in report.files {
                Console.output("\(Self.word(for: file.outcome)): \(file.path)")
            }
        }
    }

    /// The one-line summary.
    func printSummary() {
        let specs = reports.count == 1 ? "1 spec" : "\(reports.count) specs"
        let failed = reports.filter { $0.diagnostics.containsErrors }.count
        var parts: [String] = []
        if checkOnly {
            parts.append("\(count(.unchanged) + count(.skeletonKept)) up to date")
            parts.append("\(count(.stale)) stale")
            parts.append("\(count(.missing)) missing")
            if count(.obsolete) > 0 { parts.append("\(count(.obsolete)) obsolete") }
        } else {
            parts.append("\(count(.written)) written")
            parts.append("\(count(.unchanged)) unchanged")
            if count(.skeletonKept) > 0 { parts.append("\(count(.skeletonKept)) skeletons kept") }
            if count(.removed) > 0 { parts.append("\(count(.removed)) removed") }
        }
        if failed > 0 { parts.append("\(failed) with errors") }
        let verb = checkOnly ? "checked" : "generated"
        Console.output("reduxgen: \(verb) \(specs): \(parts.joined(separator: ", ")) (\(Self.format(duration)))")
    }

    private static func word(for outcome: FileOutcome) -> String {
        switch outcome {
        case .written: return "written"
        case .unchanged: return "unchanged"
        case .skeletonKept: return "kept (yours)"
        case .missing: return "missing"
        case .stale: return "stale"
        case .removed: return "removed"
        case .obsolete: return "obsolete"
        }
    }

    /// `0.042 s`.
    static func format(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        let whole = milliseconds / 1000
        let fraction = milliseconds % 1000
        let padded = String(repeating: "0", count: 3 - String(fraction).count) + String(fraction)
        return "\(whole).\(padded) s"
    }
}
