// ProfileTestSamples.swift
// Written once by reduxgen from Profile.yaml (--tests); from now on this file is yours.
// The values the transition tests send and answer with (TestSample), for the spec's types
// that have none yet. reduxgen built each one it could from your types; write the others
// where the compiler stops (#error).

import Foundation
import ReduxRuntime
import ReduxTesting
@testable import GoldenFeatures

extension User: ReduxTesting.TestSample {
    public static var testSample: User { User(id: String.testSample, name: String.testSample) }
}

extension ProfileError: ReduxTesting.TestSample {
    public static var testSample: ProfileError { .notFound }
}

extension Post: ReduxTesting.TestSample {
    public static var testSample: Post { Post(id: Int.testSample, title: String.testSample) }
}
