import ReduxGenCore

/// The figures of a run, and how they are reported.
struct RunSummary {
    var reports: [SpecReport]
    var checkOnly: Bool
    var duration: Duration
    /// What pruning the output folder did, when the run pruned.
    var pruning: SpecReport?
    /// Where the run wrote: the paths of the reports' files.
    var writer: OutputWriter

    /// How many files had each outcome (by `FileOutcome.rawValue`), over the specs' reports
    /// and the pruning's, counted once when the summary is made.
    private let outcomeCounts: [Int]
    /// How many specs have errors.
    private let failedSpecCount: Int
    /// Whether any report has an error.
    let hasErrors: Bool

    init(reports: [SpecReport], checkOnly: Bool, duration: Duration, pruning: SpecReport?, writer: OutputWriter) {
        self.reports = reports
        self.checkOnly = checkOnly
        self.duration = duration
        self.pruning = pruning
        self.writer = writer
        var counts = [Int](repeating: 0, count: FileOutcome.allCases.count)
        failedSpecCount = reports.withUnsafeBufferPointer { Self.tally($0, into: &counts) }
        let pruningFailed = pruning.map { pruning in
            withUnsafePointer(to: pruning) { Self.tally(UnsafeBufferPointer(start: $0, count: 1), into: &counts) } > 0
        }
        outcomeCounts = counts
        hasErrors = failedSpecCount > 0 || pruningFailed == true
    }

    /// Adds the outcomes of `reports`' files to `counts`; returns how many of them have
    /// errors. The reports are read in place: a copy of one retains its strings and arrays,
    /// atomic writes to memory that the other core wrote last, which took ~0.15 ms at the end
    /// of a run of 1,000 specs with one core idle.
    private static func tally(_ reports: UnsafeBufferPointer<SpecReport>, into counts: inout [Int]) -> Int {
        var failed = 0
        for index in reports.indices {
            reports[index].partOutcomes.forEachOutcome { counts[$0.rawValue] += 1 }
            for file in reports[index].otherFiles.indices { counts[reports[index].otherFiles[file].outcome.rawValue] += 1 }
            // (Most reports have no diagnostics: their array is not even retained.)
            if !reports[index].diagnostics.isEmpty && reports[index].diagnostics.containsErrors { failed += 1 }
        }
        return failed
    }

    /// Calls `body` with each of `reports`, then with `pruning` if there is one.
    private static func forEach(in reports: [SpecReport], _ pruning: SpecReport?, _ body: (SpecReport) -> Void) {
        for report in reports { body(report) }
        if let pruning { body(pruning) }
    }

    private func count(_ outcome: FileOutcome) -> Int {
        outcomeCounts[outcome.rawValue]
    }

    var isOutOfDate: Bool { count(.missing) + count(.stale) + count(.obsolete) > 0 }

    /// `--check`: one error per missing or stale file.
    var outOfDateDiagnostics: [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        Self.forEach(in: reports, pruning) { report in
            for file in report.files {
                let spec = FileSystem.baseName(of: report.path)
                let path = { writer.path(of: file, forSpecAt: report.path) }
                switch file.outcome {
                case .missing: diagnostics.append(.error("\(path()) is missing; run reduxgen to generate it from \(spec)", at: nil))
                case .stale: diagnostics.append(.error("\(path()) is stale; run reduxgen to regenerate it from \(spec)", at: nil))
                case .obsolete: diagnostics.append(.error("\(path()) was generated from a spec that is gone; run reduxgen to remove it", at: nil))
                default: break
                }
            }
        }
        return diagnostics
    }

    /// `--verbose`: every file and what happened to it.
    func printFiles() {
        Self.forEach(in: reports, pruning) { report in
            for file in report.files {
                Console.output("\(Self.word(for: file.outcome)): \(writer.path(of: file, forSpecAt: report.path))")
            }
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
