import ReferenceModel

/// What a failing model test prints: the seed and how to replay it, the feature's spec, the
/// shrunk events with the calls their answers went to, and the step where the store and the
/// model part, as a diff of what each shows.
enum DivergenceReport {
    static func text(of sequence: DrawnSequence, events: [ModelEvent], divergence: Divergence, originalCount: Int, shrinkRuns: Int) -> String {
        var lines = [
            "The store and the model part on sequence \(sequence.seed) of \(sequence.feature.name)"
                + " (its service \(sequence.honorsCancellation ? "ends cancelled calls at once" : "lets cancelled calls answer late")).",
            "Replay it: \(DifferentialTests.seedVariable)=\(sequence.seed) swift test --filter DifferentialTests",
            "",
            "Events (\(events.count), shrunk from \(originalCount) in \(shrinkRuns) runs):",
        ]
        lines += describe(events, of: sequence).enumerated().map { "  \($0.offset + 1). \($0.element)" }
        if let problem = divergence.problem { lines += ["", "After event \(divergence.step + 1): \(problem)"] }
        lines += ["", "After event \(divergence.step + 1) (- the model, + the store):"]
        lines += diff(expected: divergence.expected.lines, actual: divergence.actual.lines)
        lines += ["", "The spec:"]
        lines += sequence.feature.specs.flatMap { SpecYAML.spec(of: $0).split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 } }
        return lines.joined(separator: "\n")
    }

    /// Each event in words, an answer with the call it went to and its payload.
    static func describe(_ events: [ModelEvent], of sequence: DrawnSequence) -> [String] {
        var world = ModelWorld(feature: sequence.feature, honorsCancellation: sequence.honorsCancellation)
        var described: [String] = []
        for event in events {
            switch event {
            case .send(let featureEvent):
                described.append("send \(featureEvent)")
            case .answer(let pick, let answer):
                guard let call = world.serviceCall(picked: pick) else {
                    described.append("answer (no call in flight)")
                    break
                }
                switch SequenceRun.reply(answer, to: call, in: sequence.feature) {
                case .success(let payload?): described.append("answer \(call.line) with \(payload)")
                case .success(nil): described.append("answer \(call.line) with success")
                case .failure(let error): described.append("answer \(call.line) with failure (\(error))")
                case .cancelled: described.append("cancel \(call.line)")
                }
            case .advance(let milliseconds):
                described.append("advance the clock \(milliseconds) ms, to \(world.now + milliseconds) ms")
            case .streamElement(let value):
                described.append(world.isSubscribed ? "the stream delivers \(value)" : "the stream delivers \(value) (no subscription)")
            case .streamEnd(let failed):
                described.append((failed ? "the stream fails" : "the stream ends") + (world.isSubscribed ? "" : " (no subscription)"))
            }
            world.apply(event)
        }
        return described
    }

    /// The lines of both, those that differ marked. Lines are counted, so that a line the
    /// store shows twice and the model once (two calls in flight where one is expected) is
    /// marked too.
    static func diff(expected: [String], actual: [String]) -> [String] {
        var unmatchedActual = counts(of: actual)
        var unmatchedExpected = counts(of: expected)
        var lines: [String] = []
        for line in expected {
            let shared = unmatchedActual[line, default: 0] > 0
            if shared { unmatchedActual[line, default: 0] -= 1 }
            lines.append((shared ? "    " : "  - ") + line)
        }
        for line in actual {
            let shared = unmatchedExpected[line, default: 0] > 0
            if shared { unmatchedExpected[line, default: 0] -= 1 } else { lines.append("  + " + line) }
        }
        return lines
    }

    private static func counts(of lines: [String]) -> [String: Int] {
        lines.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }
}
