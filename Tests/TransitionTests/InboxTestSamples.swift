// InboxTestSamples.swift
// Written once by reduxgen from Inbox.yaml (--tests); from now on this file is yours.
// The values the transition tests send and answer with (TestSample), for the spec's types
// that have none yet. reduxgen built each one it could from your types; write the others
// where the compiler stops (#error).

import Foundation
import ReduxRuntime
import ReduxTesting
@testable import GoldenFeatures

extension Conversation: ReduxTesting.TestSample {
    public static var testSample: Conversation { Conversation(id: Int.testSample, subject: String.testSample) }
}

extension Mail: ReduxTesting.TestSample {
    public static var testSample: Mail { Mail(id: Int.testSample, text: String.testSample) }
}

extension InboxError: ReduxTesting.TestSample {
    public static var testSample: InboxError { .offline }
}
