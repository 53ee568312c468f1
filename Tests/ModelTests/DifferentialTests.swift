import Foundation
import ModelCorpus
import ReduxTestSupport
import ReferenceModel
import XCTest

/// The model test: random sequences of events (request actions with random params, triggers,
/// edits of the fields requests read, answers in any order and late ones, the clock moved
/// through debounces, timeouts, retries, polls and cache lifetimes, cancels, dismisses,
/// children added and removed, a stream started, stopped, fed and ended, the navigation's
/// path pushed, popped and set, by the test or by the drawn routing) run through each corpus
/// feature's store and through the reference model, compared after every step.
///
/// `swift test` runs as many sequences as fit in ``timeBudget`` (at most ``maximumSequences``)
/// from ``baseSeed``; a divergence fails with its sequence's seed and the shrunk events.
/// `REDUXGEN_MODEL_SEED=<seed>` replays one sequence; `REDUXGEN_MODEL_BASE_SEED`,
/// `REDUXGEN_MODEL_SECONDS` and `REDUXGEN_MODEL_SEQUENCES` run another, longer campaign;
/// `REDUXGEN_MODEL_SURVEY=1` goes on after a divergence and reports each kind once (by the
/// lines that differ), to see them all.
final class DifferentialTests: XCTestCase {
    static let seedVariable = "REDUXGEN_MODEL_SEED"

    private static func environment(_ name: String) -> String? {
        ProcessInfo.processInfo.environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The seed the sequences' seeds derive from.
    static var baseSeed: UInt64 { environment("REDUXGEN_MODEL_BASE_SEED").flatMap(UInt64.init) ?? 0x4D0D_E15E_ED00_2026 }

    /// How long the test draws sequences, in real time.
    static var timeBudget: Duration { .seconds(environment("REDUXGEN_MODEL_SECONDS").flatMap(Double.init) ?? 12) }

    static var maximumSequences: Int { environment("REDUXGEN_MODEL_SEQUENCES").flatMap(Int.init) ?? 5000 }

    /// Whether the test goes on after a divergence, reporting each kind once.
    static var isSurvey: Bool { environment("REDUXGEN_MODEL_SURVEY").map { $0 != "0" } ?? false }

    /// The kinds of divergence reported so far in a survey.
    private var reportedKinds: Set<String> = []

    /// The time spent shrinking failing sequences.
    private var shrinking: Duration = .zero

    private static func text(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return String(format: "%.1f s", Double(seconds) + Double(attoseconds) / 1e18)
    }

    @MainActor
    func testTheStoresOfTheCorpusShowWhatTheModelShows() async {
        let features = CorpusDraw.features
        let stale = features.flatMap(\.specs).filter { ModelCorpus.specs[$0.name].map { $0 + "\n" } != SpecYAML.spec(of: $0) }
        guard stale.isEmpty else {
            XCTFail("the corpus is not what the grammar draws (\(stale.map(\.name).joined(separator: ", "))): re-record it with Scripts/record-model-corpus.sh")
            return
        }
        if let replayed = Self.environment(Self.seedVariable).flatMap(UInt64.init) {
            let sequence = DrawnSequence(seed: replayed, features: features)
            if Self.environment("REDUXGEN_MODEL_TRACE") != nil {
                print(DivergenceReport.describe(sequence.events, of: sequence).enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n"))
                var run = SequenceRun()
                run.trace = { print($0) }
                _ = await run.divergence(of: sequence, events: sequence.events)
            }
            await check(sequence)
            return
        }
        var seeds = SplitMix64(seed: Self.baseSeed)
        let start = ContinuousClock.now
        var count = 0, steps = 0, diverged = 0
        var agreeing: Duration = .zero
        while count < Self.maximumSequences, ContinuousClock.now - start < Self.timeBudget {
            let sequence = DrawnSequence(seed: seeds.next(), features: features)
            count += 1
            steps += sequence.events.count
            let sequenceStart = ContinuousClock.now
            if await !check(sequence) {
                diverged += 1
                guard Self.isSurvey else { break }
            } else {
                agreeing += ContinuousClock.now - sequenceStart
            }
        }
        print("model test: \(count) sequences (\(steps) events) in \(Self.text(ContinuousClock.now - start)), \(shrinking == .zero ? "" : Self.text(shrinking) + " of it shrinking, ")"
            + "\(diverged) diverged (the \(count - diverged) others took \(Self.text(agreeing))); base seed \(Self.baseSeed), replay one with \(Self.seedVariable)=<seed>")
        XCTAssertGreaterThan(count, 0)
    }

    /// Runs `sequence`; on a divergence, shrinks it and fails with the report. Returns
    /// whether the store and the model agreed.
    @MainActor
    @discardableResult
    private func check(_ sequence: DrawnSequence) async -> Bool {
        guard let divergence = await SequenceRun().divergence(of: sequence, events: sequence.events) else { return true }
        let kind = sequence.feature.name + ": " + DivergenceReport.diff(expected: divergence.expected.lines, actual: divergence.actual.lines)
            .filter { !$0.hasPrefix("    ") }.map { $0.prefix { $0 != "=" && $0 != ":" } }.joined(separator: " ")
        if Self.isSurvey {
            guard reportedKinds.insert(kind).inserted else { return false }
        }
        let shrinkStart = ContinuousClock.now
        let shrunk = await Shrinker(maximumRuns: Self.isSurvey ? 120 : 400).shrink(sequence, divergence)
        shrinking += ContinuousClock.now - shrinkStart
        XCTFail(DivergenceReport.text(
            of: sequence, events: shrunk.events, divergence: shrunk.divergence, originalCount: sequence.events.count, shrinkRuns: shrunk.runs))
        return false
    }
}
