// TasksTestSamples.swift
// Written once by reduxgen from Tasks.yaml (--tests); from now on this file is yours.
// The values the transition tests send and answer with (TestSample), for the spec's types
// that have none yet. reduxgen built each one it could from your types; write the others
// where the compiler stops (#error).

import Foundation
import ReduxRuntime
import ReduxTesting
@testable import GoldenFeatures

extension TaskItem: ReduxTesting.TestSample {
    public static var testSample: TaskItem { TaskItem(id: Int.testSample, title: String.testSample) }
}
