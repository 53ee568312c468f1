import Foundation
import ReduxRuntime
import ReduxTesting
import Testing

/// The samples ReduxTesting gives the standard library's and Foundation's common types.
@Suite struct TestSampleTests {
    /// A sample, spelt as the generated tests spell it: `Type.testSample`.
    private func sample<Value: TestSample>(_: Value.Type) -> Value { Value.testSample }

    @Test func foundationTypesHaveFixedSamples() {
        #expect(sample(Date.self) == Date(timeIntervalSince1970: 1_704_164_645))
        #expect(sample(URL.self).absoluteString == "https://example.com/sample")
        #expect(sample(UUID.self).uuidString == "00000000-0000-0000-0000-000000000001")
        #expect(sample(Data.self) == Data("sample".utf8))
        #expect(sample(Decimal.self) == Decimal(string: "1.5"))
        #expect(sample(TimeZone.self).secondsFromGMT() == 0)
        #expect(sample(Locale.self).identifier == "en_US_POSIX")
        #expect(sample(DateComponents.self).year == 2024)
        #expect(sample(URLComponents.self).host == "example.com")
        #expect(sample(CGFloat.self) == 1.5)
    }

    @Test func collectionsOfFoundationTypesHaveSamplesToo() {
        #expect(sample([UUID].self) == [UUID.testSample])
        #expect(sample([URL: Date].self) == [URL.testSample: Date.testSample])
        #expect(sample(Decimal?.self) == Decimal.testSample)
    }

    @Test func standardLibraryIntegersAndTextHaveSamples() {
        #expect(sample(Int8.self) == 1 && sample(Int16.self) == 1 && sample(Int32.self) == 1)
        #expect(sample(UInt8.self) == 1 && sample(UInt16.self) == 1 && sample(UInt32.self) == 1)
        #expect(sample(Character.self) == "s")
        #expect(sample(Substring.self) == "sample")
    }

    @Test func theSampleFailureOfARequestErrorIsRetryable() {
        #expect(RequestError.testSample.isRetryable)
        #expect(TestSampleError().isRetryable)
    }
}
