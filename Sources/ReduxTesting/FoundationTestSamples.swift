import Foundation

// Samples of Foundation's common value types, so that a spec's `Date`, `URL` or `UUID` needs
// no sample of the user's own. Fixed values, so that tests and their failures read the same
// on every run.

extension Date: TestSample {
    /// 2024-01-02 03:04:05 UTC.
    public static var testSample: Date { Date(timeIntervalSince1970: 1_704_164_645) }
}

extension URL: TestSample {
    /// `https://example.com/sample`.
    public static var testSample: URL { URL(string: "https://example.com/sample")! }
}

extension UUID: TestSample {
    /// `00000000-0000-0000-0000-000000000001`.
    public static var testSample: UUID { UUID(uuidString: "00000000-0000-0000-0000-000000000001")! }
}

extension Data: TestSample {
    /// The UTF-8 bytes of `"sample"`.
    public static var testSample: Data { Data("sample".utf8) }
}

extension Decimal: TestSample {
    /// 1.5.
    public static var testSample: Decimal { Decimal(string: "1.5")! }
}

extension TimeZone: TestSample {
    /// The zone of UTC, no offset from GMT.
    public static var testSample: TimeZone { TimeZone(secondsFromGMT: 0)! }
}

extension Locale: TestSample {
    /// `en_US_POSIX`, the locale whose formats never change.
    public static var testSample: Locale { Locale(identifier: "en_US_POSIX") }
}

extension DateComponents: TestSample {
    /// 2024-01-02.
    public static var testSample: DateComponents { DateComponents(year: 2024, month: 1, day: 2) }
}

extension URLComponents: TestSample {
    /// The components of `https://example.com/sample`.
    public static var testSample: URLComponents { URLComponents(string: "https://example.com/sample")! }
}

extension CGFloat: TestSample {
    /// 1.5.
    public static var testSample: CGFloat { 1.5 }
}
