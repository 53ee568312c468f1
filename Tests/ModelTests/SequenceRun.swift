import Foundation
import ModelCorpus
import ReferenceModel

/// Where a sequence's store and the model part: the step, and what each shows after it.
struct Divergence: Sendable {
    /// The index of the event after which they differ.
    let step: Int
    let expected: Observation
    let actual: Observation
    /// What went wrong besides the observations, if anything (a call the store never made).
    let problem: String?
}

/// Runs a sequence through its feature's store (the generated code and the runtime, with a
/// test clock and a service waiting on a `CallBoard`) and through the model, comparing
/// after every step, and after each sleep an advance of the clock wakes.
@MainActor
struct SequenceRun {
    /// How long a step waits in real time for the store to reach what the model expects
    /// (its dispatches, its calls in flight, its sleeps) before they are compared anyway.
    var patience: Duration = .seconds(1)

    /// Where a replay with `REDUXGEN_MODEL_TRACE=1` prints each step's observations.
    var trace: ((String) -> Void)?

    /// The first divergence of `events` of `sequence`, or nil when the store and the model
    /// agree after every step.
    func divergence(of sequence: DrawnSequence, events: [ModelEvent]) async -> Divergence? {
        guard let harnessType = ModelCorpus.harnesses[sequence.feature.name] else {
            let none = Observation(state: [], calls: [], deadlines: [], dispatched: [])
            return Divergence(step: 0, expected: none, actual: none, problem: "the corpus has no harness for \(sequence.feature.name): re-record it")
        }
        let board = CallBoard(honorsCancellation: sequence.honorsCancellation)
        let harness = harnessType.init(board: board)
        var world = ModelWorld(feature: sequence.feature, honorsCancellation: sequence.honorsCancellation)
        for (step, event) in events.enumerated() {
            switch event {
            case .send(let featureEvent):
                let start = world.dispatchedCount
                world.send(featureEvent)
                guard harness.send(featureEvent) else {
                    return Divergence(step: step, expected: world.observation(dispatchedSince: start), actual: world.observation(dispatchedSince: start),
                        problem: "the driver has no action for \(featureEvent)")
                }
                if let divergence = await compare(step: step, world: world, since: start, harness: harness, board: board) { return divergence }
            case .answer(let pick, let answer):
                guard let call = world.serviceCall(picked: pick) else { continue }
                let start = world.dispatchedCount
                world.answer(call, with: answer)
                let answered = board.answer(
                    service: call.service, request: call.request, arguments: call.arguments, isCancelled: !call.isCurrent,
                    with: Self.reply(answer, to: call, in: sequence.feature))
                if !answered {
                    return Divergence(step: step, expected: world.observation(dispatchedSince: start), actual: observe(harness, board, since: start),
                        problem: "the store made no call \(call.line)")
                }
                if let divergence = await compare(step: step, world: world, since: start, harness: harness, board: board) { return divergence }
            case .streamElement, .streamEnd:
                guard world.isSubscribed, let stream = sequence.feature.stream else { continue }
                let start = world.dispatchedCount
                let service = sequence.feature.name
                let sent: Bool
                switch event {
                case .streamElement(let value):
                    world.streamDelivers(value)
                    sent = board.send(value, service: service, stream: stream.name)
                case .streamEnd(let failed):
                    world.streamEnds(failed: failed)
                    sent = board.end(service: service, stream: stream.name, failed: failed)
                default:
                    sent = false
                }
                if !sent {
                    return Divergence(step: step, expected: world.observation(dispatchedSince: start), actual: observe(harness, board, since: start),
                        problem: "the store has no subscription to \(stream.name)")
                }
                if let divergence = await compare(step: step, world: world, since: start, harness: harness, board: board) { return divergence }
            case .advance(let milliseconds):
                let target = world.now + milliseconds
                var stops: [Int] = []
                while let deadline = world.nextDeadline, deadline <= target {
                    stops.append(deadline)
                    let start = world.dispatchedCount
                    world.advance(to: deadline)
                    await harness.advance(to: deadline)
                    if let divergence = await compare(step: step, world: world, since: start, harness: harness, board: board) { return divergence }
                }
                let start = world.dispatchedCount
                world.advance(to: target)
                await harness.advance(to: target)
                if let divergence = await compare(step: step, world: world, since: start, harness: harness, board: board) { return divergence }
            }
        }
        // Nothing more may happen once the last step has settled.
        for _ in 0..<20 { await Task.yield() }
        let expected = world.observation(dispatchedSince: world.dispatchedCount)
        let actual = observe(harness, board, since: world.dispatchedCount)
        return expected == actual ? nil : Divergence(step: events.count - 1, expected: expected, actual: actual, problem: nil)
    }

    /// The board's reply for `answer` to `call`: the payload the model stores too.
    nonisolated static func reply(_ answer: AnswerValue, to call: ServiceCall, in feature: DrawnFeature) -> CallBoard.Reply {
        switch answer {
        case .success(let sample):
            let request = feature.specs.first { $0.name == call.service }!.request(call.request)!
            return .success(request.success?.sample(sample))
        case .failure(let error):
            return .failure(error)
        }
    }

    private func observe(_ harness: any FeatureHarness, _ board: CallBoard, since start: Int) -> Observation {
        Observation(state: harness.stateLines, calls: board.lines, deadlines: harness.deadlines, dispatched: Array(harness.dispatched.dropFirst(start)))
    }

    /// Waits until the store has dispatched what the model did and has the calls in flight
    /// and the sleeps the model expects (or `patience` runs out), then compares.
    private func compare(step: Int, world: ModelWorld, since start: Int, harness: any FeatureHarness, board: CallBoard) async -> Divergence? {
        let expected = world.observation(dispatchedSince: start)
        let deadline = ContinuousClock.now.advanced(by: patience)
        var rounds = 0
        while harness.dispatched.count < world.dispatchedCount || board.callCount < world.callsMade || harness.sleepsBegun < world.sleepsBegun
            || board.lines != expected.calls || harness.deadlines != expected.deadlines
        {
            guard ContinuousClock.now < deadline else { break }
            rounds += 1
            if rounds < 200 {
                await Task.yield()
            } else {
                try? await Task.sleep(for: .microseconds(50))
            }
        }
        let actual = observe(harness, board, since: start)
        if let trace {
            trace("after event \(step + 1) (- the model, + the store, waited \(rounds) rounds):\n"
                + DivergenceReport.diff(expected: expected.lines, actual: actual.lines).joined(separator: "\n"))
        }
        return actual == expected ? nil : Divergence(step: step, expected: expected, actual: actual, problem: nil)
    }
}
