#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation
import ReduxRuntime
import XCTest

/// `RequestError.message`: a sentence a user can read, for Foundation's errors too.
final class RequestErrorMessageTests: XCTestCase {
    private struct Friendly: LocalizedError {
        var errorDescription: String? { "Something friendly went wrong." }
    }

    private enum Plain: Error { case broken }

    func testFoundationErrorsReadAsTheirLocalizedDescription() {
        let errors: [any Error] = [
            URLError(.notConnectedToInternet),
            NSError(domain: NSURLErrorDomain, code: NSURLErrorTimedOut),
            CocoaError(.fileNoSuchFile),
        ]
        for error in errors {
            let message = RequestError(error).message
            XCTAssertEqual(message, error.localizedDescription)
            XCTAssertFalse(message.contains("Error Domain="), message)
            XCTAssertFalse(message.contains("(null)"), message)
        }
    }

    func testAnNSErrorWithADescriptionReadsAsIt() {
        let error = NSError(domain: "Payments", code: 3, userInfo: [NSLocalizedDescriptionKey: "The card was declined."])
        XCTAssertEqual(RequestError(error).message, "The card was declined.")
    }

    func testOtherErrorsReadAsTheirLocalizedDescriptionOrTheirDescription() {
        XCTAssertEqual(RequestError(Friendly()).message, "Something friendly went wrong.")
        XCTAssertEqual(RequestError(Plain.broken).message, "broken")
        XCTAssertEqual(RequestError.timedOut(after: .seconds(10)).message, "The request timed out after 10.0 seconds.")
    }
}
