// CatalogTestSamples.swift
// Written once by reduxgen from Catalog.yaml (--tests); from now on this file is yours.
// The values the transition tests send and answer with (TestSample), for the spec's types
// that have none yet. reduxgen built each one it could from your types; write the others
// where the compiler stops (#error).

import Foundation
import ReduxRuntime
import ReduxTesting
@testable import GoldenFeatures

extension Product: ReduxTesting.TestSample {
    public static var testSample: Product { Product(id: Int.testSample, name: String.testSample) }
}

extension CatalogError: ReduxTesting.TestSample {
    public static var testSample: CatalogError { .unavailable }
}
