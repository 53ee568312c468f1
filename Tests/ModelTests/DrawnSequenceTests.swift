import ReduxTestSupport
import ReferenceModel
import XCTest

/// The sequences the model test draws never wake two sleeps that end at the same instant:
/// the store wakes such sleeps in an order of the scheduler's, so the model cannot say which
/// one's consequences come first. That holds also for a sleep begun by what an earlier wake
/// of the same advance led to (a retry's backoff ending when another request's timeout does).
final class DrawnSequenceTests: XCTestCase {
    func testNoDrawnSequenceWakesTwoSleepsThatEndAtOneInstant() {
        let features = CorpusDraw.features
        var seeds = SplitMix64(seed: 0x7135_5EE9_0000_0001)
        var advancesThroughSeveralSleeps = 0
        for _ in 0..<3000 {
            let sequence = DrawnSequence(seed: seeds.next(), features: features)
            var world = ModelWorld(feature: sequence.feature, honorsCancellation: sequence.honorsCancellation)
            for (index, event) in sequence.events.enumerated() {
                guard case .advance(let milliseconds) = event else {
                    world.apply(event)
                    continue
                }
                // As the model test advances the store's clock: deadline by deadline.
                let target = world.now + milliseconds
                var wakes = 0
                while let deadline = world.nextDeadline, deadline <= target {
                    let due = world.observation(dispatchedSince: world.dispatchedCount).deadlines.filter { $0 == deadline }
                    guard due.count == 1 else {
                        XCTFail("the sequence of seed \(sequence.seed) wakes \(due.count) sleeps at \(deadline) ms in its event \(index + 1)")
                        return
                    }
                    world.advance(to: deadline)
                    wakes += 1
                }
                world.advance(to: target)
                if wakes > 1 { advancesThroughSeveralSleeps += 1 }
            }
        }
        // The draw still moves the clock through sleeps that follow one another (about 2% of
        // the sequences do), so that a tie among them would be found.
        XCTAssertGreaterThan(advancesThroughSeveralSleeps, 25)
    }
}
