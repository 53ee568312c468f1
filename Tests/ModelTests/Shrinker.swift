import Foundation
import ReferenceModel

/// Shrinks a failing sequence: drops chunks of events (halves, then quarters, … down to
/// single events) and simplifies the ones left (shorter advances, plainer answers) while the
/// store and the model still part, within a number of runs and a time.
@MainActor
struct Shrinker {
    var run = SequenceRun(patience: .milliseconds(300))
    var maximumRuns = 400
    var maximumTime: Duration = .seconds(60)

    /// The shortest failing events found, with their divergence.
    func shrink(_ sequence: DrawnSequence, _ divergence: Divergence) async -> (events: [ModelEvent], divergence: Divergence, runs: Int) {
        var events = Array(sequence.events.prefix(divergence.step + 1))
        var found = divergence
        var runs = 0
        let end = ContinuousClock.now.advanced(by: maximumTime)
        func fails(_ candidate: [ModelEvent]) async -> Divergence? {
            guard runs < maximumRuns, ContinuousClock.now < end, sequence.keepsSleepsApart(candidate) else { return nil }
            runs += 1
            return await run.divergence(of: sequence, events: candidate)
        }
        var chunk = max(1, events.count / 2)
        while chunk >= 1 {
            var start = 0
            while start < events.count {
                var candidate = events
                candidate.removeSubrange(start..<min(start + chunk, events.count))
                if !candidate.isEmpty, let divergence = await fails(candidate) {
                    events = Array(candidate.prefix(divergence.step + 1))
                    found = divergence
                } else {
                    start += chunk
                }
            }
            chunk /= 2
        }
        var index = 0
        while index < events.count {
            for simpler in Self.simplifications(of: events[index]) {
                var candidate = events
                candidate[index] = simpler
                if let divergence = await fails(candidate) {
                    events = Array(candidate.prefix(divergence.step + 1))
                    found = divergence
                    break
                }
            }
            index += 1
        }
        return (events, found, runs)
    }

    /// Plainer forms of `event`, plainest first.
    static func simplifications(of event: ModelEvent) -> [ModelEvent] {
        switch event {
        case .answer(let pick, .success(let sample)) where sample != 0 || pick != 0:
            return [.answer(pick: 0, .success(sample: 0)), .answer(pick: pick, .success(sample: 0))]
        case .answer(let pick, .failure(.failure(let code, let retryable))) where code != 1 || retryable:
            return [.answer(pick: pick, .failure(.failure(code: 1, retryable: false)))]
        default:
            return []
        }
    }
}
