import Foundation
import ReduxTesting
import Testing

/// `MockAnswers`: answers go to the calls still running, and a cancelled call takes none.
@Suite struct MockAnswersTests {
    private enum Typed: Error, Equatable, TestSample {
        case offline
        case other
        static var testSample: Typed { .other }
    }

    private struct NoSample: Error, Equatable {
        var code: Int
    }

    /// Starts a call of `answers` in a task and waits until it waits for an answer.
    private func waitingCall<Success, Failure>(
        _ answers: MockAnswers<Success, Failure>, waiting: Int
    ) async -> Task<Result<Success, Failure>, Never> {
        let call = Task { await answers.next() }
        await answers.waitForCalls(waiting: waiting)
        return call
    }

    @Test func answersGoToTheCallsInTheOrderTheyCame() async throws {
        let answers = MockAnswers<Int, Typed>()
        answers.answer(.success(1))
        let first = await answers.next()
        let second = await waitingCall(answers, waiting: 1)
        answers.answer(.success(2))
        #expect(try first.get() == 1)
        #expect(try await second.value.get() == 2)
    }

    @Test func aCancelledCallTakesNoAnswerFromTheCallsStillRunning() async {
        let answers = MockAnswers<Int, Typed>()
        let superseded = await waitingCall(answers, waiting: 1)
        let latest = await waitingCall(answers, waiting: 2)
        superseded.cancel()
        // The cancelled call returns at once, with the failure type's sample.
        #expect(await superseded.value == .failure(.other))
        #expect(answers.waitingCalls == 1)
        #expect(answers.cancelledCalls == 1)
        answers.answer(.success(42))
        #expect(await latest.value == .success(42))
    }

    @Test func aCallCancelledBeforeItAsksTakesNoKeptAnswer() async throws {
        let answers = MockAnswers<Int, any Error>()
        answers.answer(.success(7))
        let cancelled = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await answers.next()
        }
        let result = await cancelled.value
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(try await answers.next().get() == 7, "the kept answer went to the cancelled call")
    }

    @Test func aCancelledCallReturnsWhatTheMockIsToldToReturn() async {
        let answers = MockAnswers<Int, NoSample>(whenCancelled: .failure(NoSample(code: -1)))
        #expect(answers.cancelledAnswer == .failure(NoSample(code: -1)))
        let call = await waitingCall(answers, waiting: 1)
        call.cancel()
        #expect(await call.value == .failure(NoSample(code: -1)))
    }

    @Test func withoutACancelledAnswerACancelledCallWaitsForAnAnswerNoRunningCallTakes() async {
        let answers = MockAnswers<Int, NoSample>()
        #expect(answers.cancelledAnswer == nil)
        let cancelled = await waitingCall(answers, waiting: 1)
        let running = await waitingCall(answers, waiting: 2)
        cancelled.cancel()
        await answers.waitForCalls(waiting: 1, cancelled: 1)
        #expect(answers.waitingCalls == 1)
        answers.answer(.success(1))
        #expect(await running.value == .success(1))
        answers.answer(.failure(NoSample(code: 2)))
        #expect(await cancelled.value == .failure(NoSample(code: 2)))
    }
}
