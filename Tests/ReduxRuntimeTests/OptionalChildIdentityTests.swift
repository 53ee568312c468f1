import ReduxRuntime
import ReduxTestSupport
import XCTest

/// An optional child whose state has an id is told apart from another by it: replaced by a
/// child with another id (in one action, never `nil` in between), the old child's work ends
/// and its answers are dropped, while the new one's work is its own.
@MainActor
final class OptionalChildIdentityTests: XCTestCase {
    private struct Editor: Identifiable, Equatable, Sendable {
        var id: Int
        var answers = 0
    }
    private struct Screen: Equatable, Sendable { var editor: Editor? }
    private enum EditorAction: Equatable, Sendable {
        /// Starts work that runs until it is cancelled, then records the editor's id.
        case wait
        /// Calls the service and dispatches `answered` with its answer.
        case ask
        case answered
    }
    private enum ScreenAction: Equatable, Sendable {
        case editor(EditorAction)
        case open(Int)
    }

    private static func reduce(_ state: inout Screen, _ action: ScreenAction) {
        switch action {
        case .editor(.answered): state.editor?.answers += 1
        case .editor: break
        case .open(let id): state.editor = Editor(id: id)
        }
    }

    private let cancelled = Recorder<Int>()
    private let calls = ControlledCalls<Int, Void>()

    private var editorMiddleware: Middleware<Editor, EditorAction> {
        let cancelled = cancelled, calls = calls
        return Middleware { context in
            { action, next in
                next(action)
                let id = context.state.id
                switch action {
                case .wait:
                    context.run {
                        try? await Task.sleep(for: .seconds(3600))
                        await cancelled.record(id)
                    }
                case .ask:
                    context.run {
                        await calls.call(id)
                        await context.dispatch(.answered)
                    }
                case .answered: break
                }
            }
        }
    }

    private func makeStore() -> Store<Screen, ScreenAction> {
        let lifted = editorMiddleware.lifted(optional: \Screen.editor, action: { ScreenAction.editor($0) }) { action in
            if case .editor(let action) = action { return action }
            return nil
        }
        return Store(initialState: Screen(editor: Editor(id: 1)), reducer: Self.reduce, middlewares: [lifted])
    }

    func testAChildReplacedByOneWithAnotherIDLeavesAndItsAnswerIsDropped() async {
        let store = makeStore()
        store.dispatch(.editor(.wait))
        store.dispatch(.editor(.ask))
        await awaitCompletion(of: "the first editor's call") { [calls] in await calls.waitForCalls(1) }
        store.dispatch(.open(2))
        await awaitCompletion(of: "the first editor's work cancelled") { [cancelled] in await cancelled.waitForCount(1) }
        XCTAssertEqual(cancelled.values, [1])

        store.dispatch(.editor(.ask))
        await awaitCompletion(of: "the second editor's call") { [calls] in await calls.waitForCalls(2) }
        await calls.answer(0, with: ())
        await calls.answer(1, with: ())
        await settle(store)
        XCTAssertEqual(store.state.editor, Editor(id: 2, answers: 1), "the first editor's answer reached the second")
    }

    func testAChildReplacedByOneWithTheSameIDGoesOn() async {
        let store = makeStore()
        store.dispatch(.editor(.ask))
        store.dispatch(.open(1))
        await awaitCompletion(of: "the call") { [calls] in await calls.waitForCalls(1) }
        await calls.open(with: ())
        await settle(store)
        XCTAssertEqual(store.state.editor, Editor(id: 1, answers: 1))
    }
}
