// Written by the model test's driver writer (Tests/ReferenceModel); re-record, do not edit.
import ReduxRuntime
import ReferenceModel

/// The service of Drawn11: every call waits on the board until the test answers it.
struct Drawn11TestService: Drawn11Service {
    let board: CallBoard

    func search() async throws(ModelFailure) -> Item {
        let reply = await board.call("Drawn11", "search", [])
        return try reply.value(Item.self)
    }

    func upload() async throws -> [Int] {
        let reply = await board.call("Drawn11", "upload", [])
        return try reply.value([Int].self)
    }

    func post() async throws(ModelFailure) -> Int {
        let reply = await board.call("Drawn11", "post", [])
        return try reply.value(Int.self)
    }

    func lookup(text: String, count: Int) async throws(ModelFailure) -> Int {
        let reply = await board.call("Drawn11", "lookup", [text.model, count.model])
        return try reply.value(Int.self)
    }
}

/// How the model test drives Drawn11: the action of each event, the name of each action.
enum Drawn11Driver {
    /// The action of `event`, or nil when the feature has none for it.
    static func action(for event: FeatureEvent) -> Drawn11Action? {
        switch event {
        case .request("search", _):
            return .search
        case .request("upload", _):
            return .upload
        case .force("upload", _):
            return .forceUpload
        case .request("post", _):
            return .post
        case .force("post", _):
            return .forcePost
        case .request("lookup", let values):
            return .lookup(text: String(model: values[0]), count: Int(model: values[1]))
        case .force("lookup", let values):
            return .forceLookup(text: String(model: values[0]), count: Int(model: values[1]))
        case .plain("bump"):
            return .bump
        case .plain("poke"):
            return .poke
        case .plain("resetStatuses"):
            return .resetStatuses
        case .plain("closePane"):
            return .closePane
        case .set("query", let value):
            return .setQuery(String(model: value))
        case .set("page", let value):
            return .setPage(Int(model: value))
        case .set("ready", let value):
            return .setReady(Bool(model: value))
        case .openPane(let id):
            return .openPane(id: id)
        case .pane(let event):
            return Drawn11PaneDriver.action(for: event).map { .pane($0) }
        default:
            return nil
        }
    }

    /// The name of `action` as the model's observation prints it: `load`, `rows[1].loadSuccess`.
    static func name(of action: Drawn11Action) -> String {
        if case .pane(let child) = action { return "pane." + Drawn11PaneDriver.name(of: child) }
        return ActionNames.caseName(of: action)
    }

    /// What `state` shows, a line per field and per request.
    static func lines(of state: Drawn11State) -> [String] {
        var lines = [
            "query = \(state.query.model)",
            "page = \(state.page.model)",
            "ready = \(state.ready.model)",
            "searchItems = \(state.searchItems.model)",
            "uploadValue = \(state.uploadValue.model)",
            "postValue = \(state.postValue.model)",
            "lookupByKey = \(state.lookupByKey.model)",
            "searchStatus = \(ObservedStatus.text(of: state.searchStatus))",
            "searchInFlight = \(state.searchInFlight)",
            "searchError = \(ObservedStatus.text(of: state.searchError))",
            "uploadStatus = \(ObservedStatus.text(of: state.uploadStatus))",
            "postStatus = \(ObservedStatus.text(of: state.postStatus))",
            "lookupStatus = \(ObservedStatus.text(of: state.lookupStatus))",
        ]
        if let pane = state.pane { lines += Drawn11PaneDriver.lines(of: pane).map { "pane." + $0 } } else { lines.append("pane = nil") }
        return lines
    }
}

/// The store of Drawn11, its service waiting on the board and its clock a test clock.
@MainActor
final class Drawn11Harness: FeatureHarness {
    private let driver: StoreDriver<Drawn11State, Drawn11Action>

    init(board: CallBoard) {
        driver = StoreDriver(
            initialState: Drawn11State(),
            reducer: Drawn11Reducer.reduce,
            name: Drawn11Driver.name(of:),
            middlewares: [Drawn11Loader(service: Drawn11TestService(board: board)).middleware] + Drawn11Children.loaders(pane: Drawn11PaneTestService(board: board)))
    }

    func send(_ event: FeatureEvent) -> Bool {
        guard let action = Drawn11Driver.action(for: event) else { return false }
        driver.store.dispatch(action)
        return true
    }

    var stateLines: [String] { Drawn11Driver.lines(of: driver.store.state) }
    var dispatched: [String] { driver.dispatched }
    var deadlines: [Int] { driver.deadlines }
    var sleepsBegun: Int { driver.clock.sleepsBegun }
    func advance(to milliseconds: Int) async { await driver.advance(to: milliseconds) }
}
