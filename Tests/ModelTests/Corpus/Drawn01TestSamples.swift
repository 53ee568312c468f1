// Drawn01TestSamples.swift
// Written once by reduxgen from Drawn01.yaml (--tests); from now on this file is yours.
// The values the transition tests send and answer with (TestSample), for the spec's types
// that have none yet. reduxgen built each one it could from your types; write the others
// where the compiler stops (#error).

import ReduxRuntime
import ReduxTesting
@testable import ModelCorpus

extension Item: ReduxTesting.TestSample {
    public static var testSample: Item { Item(id: Int.testSample, name: String.testSample) }
}

extension ModelFailure: ReduxTesting.TestSample {
    public static var testSample: ModelFailure { ModelFailure(code: Int.testSample, isRetryable: Bool.testSample) }
}
