/// A value of a type that the transition tests reduxgen writes (`--tests`) can send and
/// answer with: the params of a request, its success payload, its failure, a required state
/// field.
///
/// ReduxTesting gives the standard library's types and Foundation's common value types
/// (`Date`, `URL`, `UUID`, `Data`, `Decimal`, …) one; conform your own models in your test
/// target, once:
///
/// ```swift
/// extension Message: TestSample {
///     static var testSample: Message { Message(id: 1, text: "Hello") }
/// }
/// ```
public protocol TestSample {
    /// A value to test with.
    static var testSample: Self { get }
}

extension Int: TestSample { public static var testSample: Int { 1 } }
extension Int8: TestSample { public static var testSample: Int8 { 1 } }
extension Int16: TestSample { public static var testSample: Int16 { 1 } }
extension Int32: TestSample { public static var testSample: Int32 { 1 } }
extension Int64: TestSample { public static var testSample: Int64 { 1 } }
extension UInt: TestSample { public static var testSample: UInt { 1 } }
extension UInt8: TestSample { public static var testSample: UInt8 { 1 } }
extension UInt16: TestSample { public static var testSample: UInt16 { 1 } }
extension UInt32: TestSample { public static var testSample: UInt32 { 1 } }
extension UInt64: TestSample { public static var testSample: UInt64 { 1 } }
extension Double: TestSample { public static var testSample: Double { 1.5 } }
extension Float: TestSample { public static var testSample: Float { 1.5 } }
extension Bool: TestSample { public static var testSample: Bool { true } }
extension String: TestSample { public static var testSample: String { "sample" } }
extension Substring: TestSample { public static var testSample: Substring { "sample" } }
extension Character: TestSample { public static var testSample: Character { "s" } }
extension Duration: TestSample { public static var testSample: Duration { .seconds(1) } }

extension Optional: TestSample where Wrapped: TestSample {
    /// The wrapped type's sample (not `nil`, which tests little).
    public static var testSample: Wrapped? { Wrapped.testSample }
}

extension Array: TestSample where Element: TestSample {
    /// One element: the element's sample.
    public static var testSample: [Element] { [Element.testSample] }
}

extension Set: TestSample where Element: TestSample {
    /// One element: the element's sample.
    public static var testSample: Set<Element> { [Element.testSample] }
}

extension Dictionary: TestSample where Key: TestSample, Value: TestSample {
    /// One entry: the key's and the value's samples.
    public static var testSample: [Key: Value] { [Key.testSample: Value.testSample] }
}
