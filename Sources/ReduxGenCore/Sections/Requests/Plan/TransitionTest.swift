/// A generated transition test (`--tests`): the part of its method's name after the
/// request's, `testLoadMessages` + `GoesFromIdleToLoadingToSucceeded`.
package enum TransitionTest: String, CaseIterable, Hashable, Sendable {
    case succeeds = "GoesFromIdleToLoadingToSucceeded"
    case fails = "GoesFromLoadingToFailed"
    case failsAfterRetries = "FailsAfterItsRetries"
    case ignoresAnswers = "AnswerIsIgnoredWhenNotLoading"
    case timesOut = "TimesOut"
    case isCancelled = "IsCancelled"
    case errorIsDismissed = "ErrorIsDismissed"
    case failureIsKept = "KeepsItsFailureThroughALaterSuccess"
    case answerOutlivesItsFlag = "AnswerAppliesAfterYourLogicEndsItsLoadingFlag"
    case latestSupersedes = "LatestCallSupersedesTheOneInFlight"
    case firstDrops = "CallWhileOneIsInFlightIsDropped"
    case queueApplies = "QueuedCallsEachApplyTheirAnswer"
    case concurrentApplies = "ConcurrentCallsEachApplyTheirAnswer"
    case cacheAnswersAgain = "IsAnsweredAgainWhileItsAnswerIsFreshAndRunsWhenForcedOrStale"
    case pollsUntilStopped = "PollsARoundAtOnceAndOnePerIntervalUntilStopped"
    case skippedAsItsDebounceEnds = "IsSkippedWhenItsWhenIsFalseAsItsDebounceEnds"
}

extension TransitionTest {
    /// Whether the test is of the request's policy: a second call while one is in flight.
    package var testsThePolicy: Bool {
        switch self {
        case .latestSupersedes, .firstDrops, .queueApplies, .concurrentApplies: true
        default: false
        }
    }
}
