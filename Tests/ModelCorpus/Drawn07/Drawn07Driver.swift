// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn07: every call waits on the board until the test answers it.
struct Drawn07TestService: Drawn07Service {
    let board: CallBoard

    func upload(ready: Bool, page: Int) async throws -> Int {
        let reply = await board.call("Drawn07", "upload", [ready.model, page.model])
        return try reply.value(Int.self)
    }

    func archive(_ value: Int, page: Int, ready: Bool) async throws -> String {
        let reply = await board.call("Drawn07", "archive", [value.model, page.model, ready.model])
        return try reply.value(String.self)
    }

    func rate(page: Int) async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn07", "rate", [page.model])
        return try reply.value(Item.self)
    }

    func updates() -> AsyncThrowingStream<Int, any Error> {
        board.stream("Drawn07", "updates")
    }
}

/// How the model test drives Drawn07: the action of each event, the name of each action.
enum Drawn07Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn07Action? {
        switch event {
        case .request("upload", _):
            return .upload
        case .dismiss("upload", _):
            return .dismissUploadError
        case .request("archive", let values):
            return .archive(Int(model: values[0]))
        case .request("rate", _):
            return .rate
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .plain("closePane"):
            return .closePane
        case .startStream:
            return .startUpdates
        case .stopStream:
            return .stopUpdates
        case .plain("go"):
            return .go
        case .push(let drawn):
            return .push(route(drawn))
        case .pop:
            return .pop
        case .popToRoot:
            return .popToRoot
        case .setPath(let drawn):
            return .setPath(drawn.map(route))
        case .set("page", let value):
            return .setPage(Int(model: value))
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        case .addRow(let id):
            return .addRow(id: id)
        case .removeRow(let id):
            return .removeRow(id: id)
        case .row(let id, let event):
            return Drawn07RowDriver.action(for: event).map { .rows(id: id, $0) }
        case .openPane(let id):
            return .openPane(id: id)
        case .pane(let event):
            return Drawn07PaneDriver.action(for: event).map { .pane($0) }
        default:
            return nil
        }
    }

    /// The route of the model's `drawn`.
    static func route(_ drawn: DrawnRoute) -> Drawn07Route {
        switch drawn {
        case .home: return .home
        case .item(let ref): return .item(ref: ref)
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn07Action) -> String {
        if case .rows(let id, let child) = action { return "rows[\(id)]." + Drawn07RowDriver.name(of: child) }
        if case .pane(let child) = action { return "pane." + Drawn07PaneDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn07State) -> [String] {
        var lines = [
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "uploadItems = \(state.uploadItems.model)",
            "archiveValue = \(state.archiveValue.model)",
            "rateItems = \(state.rateItems.model)",
            "updatesItems = \(state.updatesItems.model)",
            "updatesFailures = \(state.updatesFailures.model)",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
            "uploadError = \(ObservedStatus.text(of: state.uploadError))",
            "archiveStatus = \(ObservedStatus.text(of: state.archiveStatus))",
            "rateStatus = \(ObservedStatus.text(of: state.rateStatus))",
            "rateInFlight = \(state.rateInFlight)",
            "rateFailed = \(state.ratePredictions.failed.model)",
            "updatesActive = \(state.updatesActive)",
            "path = [" + state.path.map(\.model.description).joined(separator: ", ") + "]",
        ]
        lines.append("rows = [" + state.rows.map { String($0.id) }.joined(separator: ", ") + "]")
        for row in state.rows { lines += Drawn07RowDriver.lines(of: row).map { "rows[\(row.id)]." + $0 } }
        if let pane = state.pane { lines += Drawn07PaneDriver.lines(of: pane).map { "pane." + $0 } } else { lines.append("pane = nil") }
        return lines
    }
}

extension Drawn07Route {
    /// The route as the model names it.
    var model: DrawnRoute {
        switch self {
        case .home: return .home
        case .item(let ref): return .item(ref)
        }
    }
}

/// The store of Drawn07, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn07Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn07State, Drawn07Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn07State(),
            reducer: Drawn07Reducer.reduce,
            name: Drawn07Driver.name(of:),
            middlewares: [Drawn07Loader(service: Drawn07TestService(board: board)).middleware] + Drawn07Children.loaders(rows: Drawn07RowTestService(board: board), pane: Drawn07PaneTestService(board: board)))
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn07Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn07Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
