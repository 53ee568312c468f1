import ReduxGenCore

/// The transition tests of one request (`--tests`): one test method per valid
/// transition of its status — idle → loading → succeeded, loading → failed, an answer
/// ignored when not loading, cancel, dismiss, and what its policy, key, debounce, retry and
/// timeout add — written with `TestStore` and the generated service mock, with sample values
/// of the spec's types (`TestSample`).
struct TransitionTestCode: Sendable {
    let plan: RequestPlan
    /// The feature's reducer type, `TeamChatReducer`, whose predictions an optimistic
    /// request's tests expect.
    let reducer: String
    /// What the loader dispatches after the request's success (`then:`), received after each
    /// success that a test receives.
    var successFollowUps: FollowUpTestSteps?
    /// The state the expected changes are made to: `$0`, or a child's in its parent's state
    /// (`$0.rows[id: Int.testSample]!`).
    var state = "$0"

    var request: Request { plan.request }
    var params: [PayloadValue] { plan.params }
    private var name: String { request.name }
    var answers: String { "service.\(plan.answersName)" }

    /// `Int.testSample`, `[Message].testSample`: a sample of `type`, spelt with its type so
    /// that Swift needs no context.
    static func sample(_ type: String) -> String {
        "\(type).testSample"
    }

    /// `.select(id: Message.ID.testSample)`: the case `name` with a sample of each of its
    /// `values`.
    static func sampleCase(_ name: String, _ values: [PayloadValue]) -> String {
        "." + name + parenthesized(values.map { value in (value.label.map { "\($0): " } ?? "") + sample(value.type) })
    }

    /// `await store.send(action) { … }` (or `receive`), with `changes` in its closure.
    static func step(_ verb: String, _ action: String, _ changes: [String]) -> [String] {
        guard !changes.isEmpty else { return ["await store.\(verb)(\(action))"] }
        return ["await store.\(verb)(\(action)) {"] + changes.map { "    " + $0 } + ["}"]
    }

    /// `func test<name>() async { … }` with `lines` as its body, indented for the tests'
    /// class.
    static func method(named name: String, _ lines: [String]) -> String {
        "    func test\(name)() async {\n" + lines.map { "        " + $0 }.joined(separator: "\n") + "\n    }"
    }

    /// The types whose samples the tests of `requests` take, with those of the state they
    /// start from (its fields without a default), in the order they appear.
    static func sampledTypes(of plan: FeaturePlan, requests: [RequestPlan]) -> [String] {
        var types = plan.feature.fields.filter { $0.defaultValue == nil }.map(\.type)
        for request in requests {
            types += request.params.map(\.type) + (request.request.success.map { [$0] } ?? []) + [request.failureType]
        }
        return types
    }

    /// `ShopPersisted(draft: String.testSample, count: Int.testSample)`: the persisted fields
    /// of `persistence` made of samples, spelt with the generated struct's initializer (the
    /// struct is generated at build time, so `--tests` has no declaration to build a sample
    /// conformance from).
    static func sample(of persistence: PersistPlan) -> String {
        persistence.structName + "(" + persistence.fields.map { "\($0.field.name): \(sample($0.field.type))" }.joined(separator: ", ") + ")"
    }

    /// The request action with sample params: `.loadMessages(page: Int.testSample)`.
    var requestAction: String { Self.sampleCase(name, params) }

    /// The arguments an answer carries: the params' samples the request action was sent
    /// with, then the values of the fields read, as the store's state holds them when the
    /// answer is received (the loader read them after the request action).
    private var carriedSamples: [String] {
        let storeState = "store.state" + state.dropFirst("$0".count)
        return params.map { value in (value.label.map { "\($0): " } ?? "") + Self.sample(value.type) }
            + plan.reads.map { "\($0.label ?? ""): \(storeState).\($0.label ?? "")" }
    }

    var successSample: String? { request.success.map(Self.sample) }
    private var failureSample: String { Self.sample(plan.failureType) }
    /// What the mock answers a failure with: the failure type's sample, or the error a
    /// `RequestError` sample wraps.
    private var failureAnswer: String { request.failure == nil ? "\(RuntimeNames.testSampleError)()" : failureSample }

    var successAction: String {
        ".\(request.successCaseName)" + parenthesized(carriedSamples + (successSample.map { [$0] } ?? []))
    }

    private func failureAction(_ error: String) -> String {
        ".\(request.failureCaseName)" + parenthesized(carriedSamples + [error])
    }

    /// The key's sample, for a keyed request's state subscripts.
    var keySample: String? { request.key.map { Self.sample($0.type) } }

    /// `$0.loadStatus` or `$0.loadStatus[Int.testSample]`.
    var status: String { "\(state).\(request.statusFieldName)" + (keySample.map { "[\($0)]" } ?? "") }

    /// The state changes of the request action, the success and the failure.
    var startChanges: [String] {
        predictChanges + (request.countsCalls ? ["\(state).\(request.inFlightFieldName) = 1"] : []) + ["\(status) = .loading"]
            + (request.loadingInto.map { ["\(state).\($0.field) = true"] } ?? [])
    }

    /// The `loadingInto` flag ended, once no call is in flight (nothing without a flag).
    var flagEndChanges: [String] { request.loadingInto.map { ["\(state).\($0.field) = false"] } ?? [] }

    var successChanges: [String] {
        var lines = (request.countsCalls ? ["\(state).\(request.inFlightFieldName) = 0"] : []) + ["\(status) = .succeeded"]
        if request.optimistic {
            lines += plan.confirmStatements(predictionSpelling)
        } else if let into = request.into, let success = successSample {
            let field = "\(state).\(into.field)"
            switch into.mode {
            case .assign: lines.append("\(field) = \(success)")
            case .append: lines.append(into.isElement ? "\(field).append(\(success))" : "\(field).append(contentsOf: \(success))")
            case .prepend: lines.append(into.isElement ? "\(field).insert(\(success), at: 0)" : "\(field).insert(contentsOf: \(success), at: 0)")
            case .upsert: lines.append(into.isElement ? "\(field).upsert(\(success))" : "\(field).upsert(contentsOf: \(success))")
            case .keyed: lines.append("\(field)[\(keySample ?? "")] = \(success)")
            }
        }
        return lines + flagEndChanges
    }

    private func failureChanges(_ error: String) -> [String] {
        (request.countsCalls ? ["\(state).\(request.inFlightFieldName) = 0"] : []) + ["\(status) = .failed(\(error))"] + keepChanges(error) + flagEndChanges + undoChanges
    }

    /// The failure `error` kept in the `failureInto` field (nothing without one).
    private func keepChanges(_ error: String) -> [String] {
        request.failureInto.map { ["\(state).\($0.field) = \(error)"] } ?? []
    }

    /// How the expected changes of an optimistic request spell its prediction: as the
    /// reducer makes it, from the test's sample values.
    private var predictionSpelling: OptimisticSpelling {
        OptimisticSpelling(state: state, reducer: reducer, value: { Self.sample($0.type) }, payload: successSample ?? "()")
    }

    /// The prediction an optimistic request's action shows (nothing for another request).
    private var predictChanges: [String] { plan.predictStatements(predictionSpelling) }

    /// What an optimistic request's failure does with the answered call's prediction: undoes
    /// it, or keeps it marked failed (`onFailure: keep`).
    private var undoChanges: [String] { request.optimistic ? plan.failurePredictionStatements(predictionSpelling) : [] }

    /// `await store.send(action) { … }` (or `receive`), with `changes` in its closure.
    func step(_ verb: String, _ action: String, _ changes: [String]) -> [String] { Self.step(verb, action, changes) }

    /// `TimelineSpec.loadMoreTimeout`: the value the spec gives the request, which the tests
    /// read so that they follow an edited spec.
    func specValue(_ value: RequestSpecValues.Value) -> String { plan.specValues.reference(value) }

    /// The clock waits of a debounced request before its call starts.
    var debounceSteps: [String] {
        guard request.debounce != nil else { return [] }
        return ["await clock.waitForSleepers(1)", "await clock.advance(by: \(specValue(.debounce)))"]
    }

    /// `searchStarts`: the tests' check of a request's `when:` in the state they start from.
    var conditionCheckName: String { name + "Starts" }

    /// One test method. A test that starts the call of a request with `when:` first checks
    /// the condition, and asserts the skip instead when it is false in the starting state.
    func test(_ kind: TransitionTest, usesService: Bool, usesClock: Bool, _ body: [String]) -> String {
        let checksCondition = request.when != nil && kind != .ignoresAnswers
        let bindings = "let (store, \(usesService || checksCondition ? "service" : "_"), \(usesClock ? "clock" : "_")) = makeStore()"
        let check = checksCondition ? ["guard await \(conditionCheckName)(store, service) else { return }"] : []
        let policy = kind.testsThePolicy ? policyCheck : []
        return Self.method(named: plan.testName + kind.rawValue, policy + [bindings] + check + body + ["await store.finish()"])
    }

    /// The first lines of a test of the request's policy, which the test's steps follow: the
    /// test fails at once, naming the request's line in the spec, when the spec gives the
    /// request another policy than the one it was written for.
    private var policyCheck: [String] {
        let policy = specValue(.policy), written = request.policy.rawValue
        let message = "The request \(name) (\\(\(specValue(.declaration)))) has the policy \\(\(policy)) now, "
            + "and this test is of \(written): delete it, or make it test the new policy"
        return ["guard \(policy) == .\(written) else {", "    return XCTFail(\"\(message)\")", "}"]
    }

    private var clockUsed: Bool { request.debounce != nil }

    /// Whether what follows a success waits on the clock: a debounced request among them.
    private var followUpsUseClock: Bool { successFollowUps?.usesClock == true }

    /// The success's step, with the receiving of what follows it.
    var receiveSuccess: [String] { step("receive", successAction, successChanges) + (successFollowUps?.lines ?? []) }

    /// The test methods, separated by blank lines: one per test of the plan's
    /// `transitionTests`, in their order.
    var methods: String {
        plan.transitionTests.map(method).joined(separator: "\n\n")
    }

    /// The request action and, for a debounced request, the wait until its call starts.
    private var start: [String] { step("send", requestAction, startChanges) + debounceSteps }

    /// The test method `kind`.
    private func method(_ kind: TransitionTest) -> String {
        switch kind {
        case .succeeds:
            return test(kind, usesService: true, usesClock: clockUsed || followUpsUseClock,
                start + ["\(answers).answer(.success(\(successSample ?? "()")))"] + receiveSuccess)
        case .fails, .failsAfterRetries:
            // A request that retries fails after its retries.
            return test(kind, usesService: true, usesClock: clockUsed || retriesOnTheClock, start + failureSteps)
        case .ignoresAnswers:
            return test(kind, usesService: false, usesClock: false,
                step("send", successAction, []) + step("send", failureAction(failureSample), []))
        case .timesOut:
            let timeout = specValue(.timeout)
            var body = start
            body += ["await clock.waitForSleepers(1)", "await clock.advance(by: \(timeout))"]
            if request.retry != nil {
                let retry = specValue(.retry)
                body += [
                    "for retry in 1...\(retry).attempts {",
                    "    await clock.waitForSleepers(1)",
                    "    await clock.advance(by: \(retry).delay(beforeRetry: retry))",
                    "    await clock.waitForSleepers(1)",
                    "    await clock.advance(by: \(timeout))",
                    "}",
                ]
            }
            let error = "\(plan.failureType).timedOut(after: \(timeout))"
            body += step("receive", failureAction(error), failureChanges(error))
            return test(kind, usesService: false, usesClock: true, body)
        case .isCancelled:
            let cancel = ".\(request.cancelCaseName)" + (keySample.map { "(\(request.key!.label): \($0))" } ?? "")
            let idle = (request.key != nil ? ["\(status) = nil"] : (request.countsCalls ? ["\(state).\(request.inFlightFieldName) = 0", "\(status) = .idle"] : ["\(status) = .idle"]))
                + flagEndChanges + (request.optimistic ? plan.rollBackAllStatements(predictionSpelling) : [])
            return test(kind, usesService: true, usesClock: clockUsed,
                start + step("send", cancel, idle) + ["\(answers).answer(.success(\(successSample ?? "()")))"])
        case .errorIsDismissed:
            let dismiss = ".\(request.dismissCaseName)" + (keySample.map { "(\(request.key!.label): \($0))" } ?? "")
            let idle = (request.key != nil ? ["\(status) = nil"] : ["\(status) = .idle"]) + (request.failureInto.map { ["\(state).\($0.field) = nil"] } ?? [])
            return test(kind, usesService: true, usesClock: clockUsed || retriesOnTheClock,
                start + failureSteps + step("send", dismiss, idle))
        case .failureIsKept:
            // The failure stays in the field through the next call and its success.
            return test(kind, usesService: true, usesClock: clockUsed || retriesOnTheClock || followUpsUseClock,
                start + failureSteps + start + ["\(answers).answer(.success(\(successSample ?? "()")))"] + receiveSuccess)
        case .answerOutlivesItsFlag:
            return test(kind, usesService: false, usesClock: false, answerOutlivesItsFlag)
        case .latestSupersedes, .firstDrops, .queueApplies, .concurrentApplies:
            return policyTest(kind)
        case .cacheAnswersAgain, .pollsUntilStopped:
            return pollCacheTest(kind)
        case .skippedAsItsDebounceEnds:
            return test(kind, usesService: false, usesClock: false, skippedAsItsDebounceEnds)
        }
    }

    /// The reduction of the skipped action that the loader dispatches when the condition is
    /// false as the debounce ends, on the state the request action left (its status loading):
    /// reduced without the store, since what makes the condition false is the spec's own.
    private var skippedAsItsDebounceEnds: [String] {
        let status = "state.\(request.statusFieldName)" + (keySample.map { "[\($0)]" } ?? "")
        let skipped = ".\(request.skippedCaseName)" + (keySample.map { "(\(request.key!.label): \($0))" } ?? "")
        let idle = request.key == nil ? "XCTAssertEqual(\(status), .idle)" : "XCTAssertNil(\(status))"
        return [
            "// When \(name)'s when: is false as its debounce ends, the loader makes no call and dispatches",
            "// \(request.skippedCaseName): the status that the request action made loading is idle again.",
            "var state = store.state",
            "\(reducer).reduce(&state, \(requestAction))",
            "XCTAssertEqual(\(status), .loading)",
        ] + (request.loadingInto.map { ["XCTAssertTrue(state.\($0.field))"] } ?? []) + [
            "\(reducer).reduce(&state, \(skipped))",
            idle,
        ] + (request.loadingInto.map { ["XCTAssertFalse(state.\($0.field))"] } ?? [])
    }

    /// The reduction of a call whose `loadingInto` flag the reducer logic ends while it runs:
    /// the answer still applies (answers are accepted by call, not by the flag). Reduced
    /// without the store, as the reducer logic would set the flag.
    private var answerOutlivesItsFlag: [String] {
        let flag = "state.\(request.loadingInto?.field ?? "")"
        let succeeded = "state.\(request.statusFieldName)"
        return [
            "// The reducer logic may end \(name)'s loading flag while its call runs (a spinner stopped):",
            "// the call's answer still applies, and the flag stays false.",
            "var state = store.state",
            "\(reducer).reduce(&state, \(requestAction))",
            "XCTAssertTrue(\(flag))",
            "\(flag) = false",
            "\(reducer).reduce(&state, \(successAction))",
            "XCTAssertEqual(\(succeeded), .succeeded)",
            "XCTAssertFalse(\(flag))",
        ]
    }

    /// Whether the request's retries may wait on the clock: it retries (with a backoff the
    /// spec may give it later, the tests move the clock through each wait).
    private var retriesOnTheClock: Bool { request.retry != nil }

    /// Every attempt of the call fails at once, each retry after its backoff, and the last
    /// failure reaches the reducer.
    private var failureSteps: [String] {
        failedAttempts + step("receive", failureAction(failureSample), failureChanges(failureSample))
    }

    /// The failures of every attempt of a call and the waits of its retries' backoffs (each
    /// awaited on the clock by its deadline; without a backoff, the retries take their
    /// answers at once): then the call's failure is dispatched. Without a timeout the failures
    /// are given before they are asked for. With one, an attempt's timeout may end at the
    /// instant the backoff after it does, so each attempt fails once its timeout sleeps, and
    /// the backoff is the clock's only sleeper that began after that.
    private var failedAttempts: [String] {
        let answer = "\(answers).answer(.failure(\(failureAnswer)))"
        guard request.retry != nil else { return [answer] }
        let retry = specValue(.retry)
        guard request.timeout != nil else {
            return [
                "for _ in 0...\(retry).attempts { \(answer) }",
                "var deadline = clock.now",
                "for retry in 1...\(retry).attempts where \(retry).backoff > .zero {",
                "    deadline = deadline.advanced(by: \(retry).delay(beforeRetry: retry))",
                "    await clock.waitForSleeper(wakingAt: deadline)",
                "    await clock.advance(to: deadline)",
                "}",
            ]
        }
        return [
            "var deadline = clock.now",
            "for attempt in 0...\(retry).attempts {",
            "    await clock.waitForSleeper(wakingAt: deadline.advanced(by: \(specValue(.timeout))))",
            "    let mark = clock.sleepMark",
            "    \(answer)",
            // `&&`, not a comma: `a < B.c, D.e > .zero` would read as generic arguments.
            "    guard attempt < \(retry).attempts && \(retry).backoff > .zero else { continue }",
            "    deadline = deadline.advanced(by: \(retry).delay(beforeRetry: attempt + 1))",
            "    await clock.waitForOnlySleeper(wakingAt: deadline, sleepingSince: mark)",
            "    await clock.advance(to: deadline)",
            "}",
        ]
    }

    /// What the policy adds: a second call while one is in flight. The calls are answered
    /// differently, a failure (after its retries) and a success, so that a test fails when
    /// the wrong call's answer reaches the reducer.
    private func policyTest(_ kind: TransitionTest) -> String {
        let success = "\(answers).answer(.success(\(successSample ?? "()")))"
        let failure = "\(answers).answer(.failure(\(failureAnswer)))"
        /// Waits until `count` calls wait for their answers (and `cancelled` calls were
        /// cancelled), so that the answers go to the calls in the order they were made.
        func waitForCalls(_ count: Int, cancelled: Int = 0) -> String {
            "await \(answers).waitForCalls(waiting: \(count)" + (cancelled > 0 ? ", cancelled: \(cancelled))" : ")")
        }
        switch kind {
        case .latestSupersedes:
            // The second call supersedes the first, which is cancelled: the mock answers it at
            // once (a failure, or a cancellation error), and that answer must never reach the
            // reducer; the second call's success does.
            return test(kind, usesService: true, usesClock: followUpsUseClock,
                step("send", requestAction, startChanges) + [waitForCalls(1)] + step("send", requestAction, predictChanges)
                    + [waitForCalls(1, cancelled: 1), success]
                    + receiveSuccess)
        case .firstDrops:
            // The second call is dropped: the answer queued after the first call's would reach
            // the reducer only if it were made.
            return test(kind, usesService: true, usesClock: followUpsUseClock,
                step("send", requestAction, startChanges) + [waitForCalls(1)] + step("send", requestAction, predictChanges)
                    + [success, failure + "  // for a second call, which is never made"]
                    + receiveSuccess)
        case .queueApplies:
            // One call after the other: the first fails (its retries too), the second
            // succeeds, each applied in turn.
            let field = "\(state).\(request.inFlightFieldName)"
            var applied = successChanges
            applied.removeAll { $0.hasPrefix(field) || $0.hasPrefix("\(status) =") || flagEndChanges.contains($0) }
            return test(kind, usesService: true, usesClock: followUpsUseClock || retriesOnTheClock,
                step("send", requestAction, startChanges) + step("send", requestAction, predictChanges + ["\(field) = 2"])
                    + failedAttempts + [success]
                    + step("receive", failureAction(failureSample), ["\(field) = 1", "\(status) = .failed(\(failureSample))"] + keepChanges(failureSample) + undoChanges)
                    + step("receive", successAction, ["\(field) = 0"] + applied + flagEndChanges) + (successFollowUps?.lines ?? []))
        default:
            // Both calls at once: each answer is applied as it comes, the status stays failed
            // after a failure while the other call runs.
            let field = "\(state).\(request.inFlightFieldName)"
            var applied = successChanges
            applied.removeAll { $0.hasPrefix(field) || $0.hasPrefix("\(status) =") || flagEndChanges.contains($0) }
            if request.retry != nil {
                // A failure is retried, and the retry's call waits behind the other call: the
                // first call succeeds (the status still loading), then the second fails after
                // its retries.
                return test(kind, usesService: true, usesClock: followUpsUseClock || retriesOnTheClock,
                    step("send", requestAction, startChanges) + [waitForCalls(1)]
                        + step("send", requestAction, predictChanges + ["\(field) = 2"]) + [waitForCalls(2), success]
                        + step("receive", successAction, ["\(field) = 1"] + applied) + (successFollowUps?.lines ?? [])
                        + failedAttempts
                        + step("receive", failureAction(failureSample), ["\(field) = 0", "\(status) = .failed(\(failureSample))"] + keepChanges(failureSample) + flagEndChanges + undoChanges))
            }
            return test(kind, usesService: true, usesClock: followUpsUseClock,
                step("send", requestAction, startChanges) + [waitForCalls(1)]
                    + step("send", requestAction, predictChanges + ["\(field) = 2"]) + [waitForCalls(2), failure]
                    + step("receive", failureAction(failureSample), ["\(field) = 1", "\(status) = .failed(\(failureSample))"] + keepChanges(failureSample) + undoChanges)
                    + [success]
                    + step("receive", successAction, ["\(field) = 0"] + applied + flagEndChanges) + (successFollowUps?.lines ?? []))
        }
    }
}
