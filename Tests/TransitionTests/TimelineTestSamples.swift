// TimelineTestSamples.swift
// Written once by reduxgen from Timeline.yaml (--tests); from now on this file is yours.
// The values the transition tests send and answer with (TestSample), for the spec's types
// that have none yet. reduxgen built each one it could from your types; write the others
// where the compiler stops (#error).

import Foundation
import ReduxRuntime
import ReduxTesting
@testable import GoldenFeatures

extension Tweet: ReduxTesting.TestSample {
    public static var testSample: Tweet { Tweet(id: Int.testSample, text: String.testSample) }
}

extension TimelineError: ReduxTesting.TestSample {
    public static var testSample: TimelineError { .offline }
}
