#if canImport(Testing)
import Testing
#endif
import XCTest

/// A failed expectation of a ``TestStore``: its message and the line of the test it points at.
public struct TestFailure: Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, with a diff where two values differ.
    public let message: String
    /// The file of the failing call, as `#fileID` gives it.
    public let fileID: String
    /// The file of the failing call, as `#filePath` gives it.
    public let filePath: StaticString
    /// The line of the failing call.
    public let line: UInt
    /// The column of the failing call.
    public let column: UInt

    /// Creates a failure at a source location.
    public init(message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.message = message
        self.fileID = "\(fileID)"
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// Whether two failures have the same message and the same location.
    public static func == (lhs: TestFailure, rhs: TestFailure) -> Bool {
        lhs.message == rhs.message && lhs.fileID == rhs.fileID && "\(lhs.filePath)" == "\(rhs.filePath)"
            && lhs.line == rhs.line && lhs.column == rhs.column
    }

    /// `fileID:line: message`.
    public var description: String { "\(fileID):\(line): \(message)" }

    /// Records the failure with the test framework that runs the current test: an issue in
    /// Swift Testing (when a `@Test` is running), otherwise an `XCTFail` in XCTest. Either
    /// way it points at the failing call's line.
    public func report() {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: fileID,
                    filePath: "\(filePath)",
                    line: Int(line),
                    column: Int(column)
                )
            )
            return
        }
        #endif
        XCTFail(message, file: filePath, line: line)
    }
}

/// Where a ``TestStore`` sends its failures. The default, ``TestFailure/report()``, fails the
/// running test; tests of code built on `TestStore` can collect the failures instead.
public typealias TestFailureReporter = @MainActor @Sendable (TestFailure) -> Void
