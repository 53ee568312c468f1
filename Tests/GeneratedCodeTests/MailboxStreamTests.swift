import Foundation
import ReduxRuntime
import ReduxTestSupport
import XCTest

@testable import GoldenFeatures

/// Specs/Mailbox.yaml's streams: a service returns any `AsyncSequence` of the element, an
/// element that is not `Equatable` arrives in `Uncompared` (the feature stays `Equatable`), and
/// `stopAllPreviews` stops every folder's subscription.
@MainActor
final class MailboxStreamTests: XCTestCase {
    /// A service whose previews are a sequence of its own (neither an `AsyncThrowingStream` nor
    /// an `AsyncStream`), fed by the test, and whose connection is an `AsyncStream`.
    private final class Service: MailboxService, @unchecked Sendable {
        private let lock = NSLock()
        private var feeds: [String: AsyncStream<Preview>.Continuation] = [:]
        private let connectionStates: [Bool]
        /// The folders whose previews the loader asked for, in order.
        let started = LogCapture()

        init(connectionStates: [Bool] = []) {
            self.connectionStates = connectionStates
        }

        func previews(folder: String) -> FolderPreviews {
            let (stream, continuation) = AsyncStream<Preview>.makeStream()
            lock.withLock { feeds[folder] = continuation }
            started.append(folder)
            return FolderPreviews(folder: folder, base: stream)
        }

        func search(query: String, scope: MailScope) async throws -> [Int] { [] }
        func sendDraft(draft: String) async throws {}
        func emptyTrash() async throws {}

        func connection() -> AsyncStream<Bool> {
            AsyncStream { continuation in
                for state in connectionStates { continuation.yield(state) }
                continuation.finish()
            }
        }

        /// The feed of the previews of `folder`, once the loader has asked for them.
        func feed(_ folder: String) -> AsyncStream<Preview>.Continuation? {
            lock.withLock { feeds[folder] }
        }
    }

    private func makeStore(_ service: Service, recordingInto recorder: Recorder<MailboxAction>) -> Store<MailboxState, MailboxAction> {
        Store(
            initialState: MailboxState(),
            reducer: MailboxReducer.reduce,
            middlewares: [MailboxLoader(service: service).middleware, recordingMiddleware(into: recorder)]
        )
    }

    func testAnAsyncStreamDeliversItsElementsAndItsEnd() async {
        let recorder = Recorder<MailboxAction>()
        let store = makeStore(Service(connectionStates: [true, false]), recordingInto: recorder)
        store.dispatch(.startConnection)
        XCTAssertTrue(store.state.connectionActive)
        await settle(store)
        XCTAssertEqual(connectionActions(recorder.values), [.startConnection, .connectionReceived(true), .connectionReceived(false), .connectionFinished(error: nil)])
        XCTAssertTrue(recorder.values.contains(.search), "the search starts after startConnection (its on:)")
        XCTAssertFalse(store.state.connectionActive)
    }

    func testASequenceOfTheServicesOwnDeliversElementsThatAreNotEquatable() async {
        let service = Service()
        let recorder = Recorder<MailboxAction>()
        let store = makeStore(service, recordingInto: recorder)
        store.dispatch(.startPreviews(folder: "Inbox"))
        await service.started.waitForLines(1)
        service.feed("Inbox")?.yield(Preview(mailID: 7, render: { "Lunch?" }))
        await recorder.waitForCount(2)
        guard case .previewsReceived(let folder, let preview) = recorder.values[1] else {
            return XCTFail("expected an element, got \(recorder.values[1])")
        }
        XCTAssertEqual(folder, "Inbox")
        XCTAssertEqual(preview.value.mailID, 7)
        XCTAssertEqual(preview.value.render(), "Inbox: Lunch?", "the service's own sequence made it")
        // The feature stays Equatable; actions that differ only by an element are equal.
        XCTAssertTrue((MailboxState.self as Any.Type) is any Equatable.Type)
        XCTAssertEqual(
            MailboxAction.previewsReceived(folder: "Inbox", Uncompared(Preview(mailID: 1, render: { "a" }))),
            .previewsReceived(folder: "Inbox", Uncompared(Preview(mailID: 2, render: { "b" }))))
        XCTAssertNotEqual(
            MailboxAction.previewsReceived(folder: "Inbox", Uncompared(Preview(mailID: 1, render: { "a" }))),
            .previewsReceived(folder: "Sent", Uncompared(Preview(mailID: 1, render: { "a" }))))
        store.dispatch(.stopPreviews(folder: "Inbox"))
        await settle(store)
    }

    func testStopAllStopsEveryFoldersSubscriptionAndNothingMoreArrives() async {
        let service = Service()
        let recorder = Recorder<MailboxAction>()
        let store = makeStore(service, recordingInto: recorder)
        store.dispatch(.startPreviews(folder: "Inbox"))
        store.dispatch(.startPreviews(folder: "Sent"))
        XCTAssertEqual(store.state.previewsActive, ["Inbox", "Sent"])
        await service.started.waitForLines(2)

        store.dispatch(.stopAllPreviews)
        XCTAssertEqual(store.state.previewsActive, [])
        service.feed("Inbox")?.yield(Preview(mailID: 1, render: { "late" }))
        service.feed("Sent")?.finish()
        await settle(store)
        XCTAssertEqual(recorder.values, [.startPreviews(folder: "Inbox"), .startPreviews(folder: "Sent"), .stopAllPreviews])

        // A folder started again gets a new subscription.
        store.dispatch(.startPreviews(folder: "Inbox"))
        XCTAssertEqual(store.state.previewsActive, ["Inbox"])
        store.dispatch(.stopAllPreviews)
        await settle(store)
    }

    /// A service held as `any MailboxService` still makes a loader, through a generic function.
    func testALoaderIsMadeOfAServiceHeldAsAnExistential() async {
        func loader(of service: some MailboxService) -> Middleware<MailboxState, MailboxAction> {
            MailboxLoader(service: service).middleware
        }
        let service: any MailboxService = Service(connectionStates: [true])
        let recorder = Recorder<MailboxAction>()
        let store = Store(
            initialState: MailboxState(), reducer: MailboxReducer.reduce,
            middlewares: [loader(of: service), recordingMiddleware(into: recorder)])
        store.dispatch(.startConnection)
        await settle(store)
        XCTAssertEqual(connectionActions(recorder.values), [.startConnection, .connectionReceived(true), .connectionFinished(error: nil)])
    }

    /// The connection stream's actions among `actions`: the search that its start starts
    /// (`on: [startConnection]`) answers beside them, in any order.
    private func connectionActions(_ actions: [MailboxAction]) -> [MailboxAction] {
        actions.filter { action in
            switch action {
            case .startConnection, .stopConnection, .connectionReceived, .connectionFinished: return true
            default: return false
            }
        }
    }

    func testConnectStartsTheConnectionStreamAndTheSearchFollowsItsStart() async {
        let recorder = Recorder<MailboxAction>()
        let store = makeStore(Service(connectionStates: [true]), recordingInto: recorder)
        store.dispatch(.connect)
        XCTAssertTrue(store.state.connectionActive, "startConnection is dispatched once connect has been reduced")
        XCTAssertEqual(Array(recorder.values.prefix(3)), [.connect, .startConnection, .search])
        await settle(store)
        XCTAssertEqual(connectionActions(recorder.values), [.startConnection, .connectionReceived(true), .connectionFinished(error: nil)])
    }

}

/// The previews of one folder: a sequence of the service's own, which prefixes each preview's
/// text with its folder.
struct FolderPreviews: AsyncSequence {
    let folder: String
    let base: AsyncStream<Preview>

    struct AsyncIterator: AsyncIteratorProtocol {
        let folder: String
        var base: AsyncStream<Preview>.AsyncIterator

        mutating func next() async -> Preview? {
            guard let preview = await base.next() else { return nil }
            let folder = folder
            return Preview(mailID: preview.mailID, render: { "\(folder): \(preview.render())" })
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(folder: folder, base: base.makeAsyncIterator())
    }
}
