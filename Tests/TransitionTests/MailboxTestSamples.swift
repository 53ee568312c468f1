// MailboxTestSamples.swift
// Written once by reduxgen from Mailbox.yaml (--tests); from now on this file is yours.
// The values the transition tests send and answer with (TestSample), for the spec's types
// that have none yet. reduxgen built each one it could from your types; write the others
// where the compiler stops (#error).

import Foundation
import ReduxRuntime
import ReduxTesting
@testable import GoldenFeatures

extension MailScope: ReduxTesting.TestSample {
    public static var testSample: MailScope { .everywhere }
}
