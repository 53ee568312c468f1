import ReduxRuntime
import XCTest

private struct Boom: Error {}

private enum Disk: Error, CustomStringConvertible {
    case full
    var description: String { "disk full" }
}

private enum Network: Error, CustomStringConvertible {
    case full
    var description: String { "disk full" }
}

final class RequestStatusAndErrorTests: XCTestCase {
    func testStatusQueries() async {
        let statuses: [RequestStatus<RequestError>] = [.idle, .loading, .succeeded, .failed(RequestError(Boom()))]
        XCTAssertEqual(statuses.map(\.isIdle), [true, false, false, false])
        XCTAssertEqual(statuses.map(\.isLoading), [false, true, false, false])
        XCTAssertEqual(statuses.map(\.isSucceeded), [false, false, true, false])
        XCTAssertEqual(statuses.map(\.isFailed), [false, false, false, true])
        XCTAssertEqual(statuses.map(\.failure), [nil, nil, nil, RequestError(Boom())])
    }

    func testStatusEquality() async {
        XCTAssertEqual(RequestStatus<ChatError>.failed(.offline), .failed(.offline))
        XCTAssertNotEqual(RequestStatus<ChatError>.failed(.offline), .failed(.server(code: 1)))
        XCTAssertNotEqual(RequestStatus<ChatError>.loading, .succeeded)
    }

    func testRequestErrorKeepsDescriptionAndTypeName() async {
        let error = RequestError(Disk.full)
        XCTAssertEqual(error.description, "disk full")
        XCTAssertEqual(String(describing: error), "disk full")
        XCTAssertTrue(error.typeName.hasSuffix("Disk"), error.typeName)
    }

    func testRequestErrorEqualityIsByDescriptionAndType() async {
        XCTAssertEqual(RequestError(Disk.full), RequestError(Disk.full))
        XCTAssertNotEqual(RequestError(Disk.full), RequestError(Network.full), "same description, other type")
        XCTAssertNotEqual(RequestError(ChatError.offline), RequestError(ChatError.server(code: 1)))
    }

    func testWrappingARequestErrorKeepsIt() async {
        let error = RequestError(Disk.full)
        XCTAssertEqual(RequestError(error), error)
        XCTAssertEqual(RequestError(error).typeName, error.typeName)
    }
}
