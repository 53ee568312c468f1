import ReduxGenCore

/// The figures of a run, and how they are reported.
struct RunSummary {
    var reports: [SpecReport]
    var checkOnly: Bool
    var duration: Duration
    /// What pruning the output folder did, when the run pruned.
    var pruning: SpecReport?

    /// How many files had each outcome, over the specs' reports and the pruning's.
    private let outcomeCounts: [FileOutcome: Int]
    /// How many specs have errors.
    private let failedSpecCount: Int
    /// Whether any report has an error.
    let hasErrors: Bool

    init(reports: [SpecReport], checkOnly: Bool, duration: Duration, pruning: SpecReport?) {
        self.reports = reports
        self.checkOnly = checkOnly
        self.duration = duration
        self.pruning = pruning
        var counts: [FileOutcome: Int] = [:]
        for report in Self.all(reports, pruning) {
            for file in report.files { counts[file.outcome, default: 0] += 1 }
        }
        outcomeCounts = counts
        failedSpecCount = reports.filter(\.hasErrors).count
        hasErrors = failedSpecCount > 0 || pruning?.hasErrors == true
    }

    /// `reports`, then `pruning` if there is one.
    private var allReports: FlattenSequence<[[SpecReport]]> { Self.all(reports, pruning) }

    /// `reports`, then `pruning` if there is one, without copying the reports.
    private static func all(_ reports: [SpecReport], _ pruning: SpecReport?) -> FlattenSequence<[[SpecReport]]> {
        [reports, pruning.map { [$0] } ?? []].joined()
    }

    private func count(_ outcome: FileOutcome) -> Int {
        outcomeCounts[outcome] ?? 0
    }

    var isOutOfDate: Bool { count(.missing) + count(.stale) + count(.obsolete) > 0 }

    /// `--check`: one error per missing or stale file.
    var outOfDateDiagnostics: [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for report in allReports {
            let spec = FileSystem.baseName(of: report.path)
            for file in report.files {
                switch file.outcome {
                case .missing: diagnostics.append(.error("\(file.path) is missing; run reduxgen to generate it from \(spec)", at: nil))
                case .stale: diagnostics.append(.error("\(file.path) is stale; run reduxgen to regenerate it from \(spec)", at: nil))
                case .obsolete: diagnostics.append(.error("\(file.path) was generated from a spec that is gone; run reduxgen to remove it", at: nil))
                default: break
                }
            }
        }
        return diagnostics
    }

    /// `--verbose`: every file and what happened to it.
    func printFiles() {
        for report in allReports {
            for file in report.files { Console.output("\(Self.word(for: file.outcome)): \(file.path)") }
        }
    }

    /// The one-line summary, its counts read as sentences do: `generated 1 spec: 1 file
    /// written, 3 unchanged, 1 skeleton kept`; the first count names its files, the last
    /// its specs with errors.
    func printSummary() {
        var parts: [String] = []
        if checkOnly {
            parts.append(counted(count(.unchanged) + count(.skeletonKept), "file", "files") + " up to date")
            parts.append("\(count(.stale)) stale")
            parts.append("\(count(.missing)) missing")
            if count(.obsolete) > 0 { parts.append("\(count(.obsolete)) obsolete") }
        } else {
            parts.append(counted(count(.written), "file", "files") + " written")
            parts.append("\(count(.unchanged)) unchanged")
            if count(.skeletonKept) > 0 { parts.append(counted(count(.skeletonKept), "skeleton", "skeletons") + " kept") }
            if count(.removed) > 0 { parts.append("\(count(.removed)) removed") }
        }
        if failedSpecCount > 0 { parts.append(counted(failedSpecCount, "spec", "specs") + " with errors") }
        let verb = checkOnly ? "checked" : "generated"
        Console.output("reduxgen: \(verb) \(counted(reports.count, "spec", "specs")): \(parts.joined(separator: ", ")) (\(Self.format(duration)))")
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
