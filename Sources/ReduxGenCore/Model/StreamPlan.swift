/// What one push stream generates, and every piece of Swift that spells it: its cases,
/// its state field, the reducer's transitions and the loader's subscription. A stream has
/// no params or one value, which keys it.
public struct StreamPlan: Sendable {
    /// The validated stream.
    public let stream: Stream
    /// The start action's values, with their bindings.
    public let params: [PayloadValue]
    /// The service mock's property of feeds: `roomUpdatesFeeds`.
    public let feedsName: String
    /// The service's associated type of the sequence its method returns: `RoomUpdatesSequence`.
    public let sequenceTypeName: String

    init(_ stream: Stream, feedsName: String, sequenceTypeName: String, avoiding taken: Set<String>) {
        self.stream = stream
        self.feedsName = feedsName
        self.sequenceTypeName = sequenceTypeName
        params = PayloadValue.values(of: stream.params, avoiding: taken)
    }

    /// The param that keys the stream, if any.
    var key: PayloadValue? { params.first }
    private var failureType: String { stream.failure ?? RuntimeNames.requestError }

    // MARK: Names

    /// The stream's name, and its service method's: `roomUpdates`.
    public var name: String { stream.name }
    /// `startRoomUpdates`.
    public var startName: String { stream.startCaseName }
    /// `stopRoomUpdates`.
    public var stopName: String { stream.stopCaseName }
    /// `stopAllRoomUpdates`.
    public var stopAllName: String { stream.stopAllCaseName }
    /// `roomUpdatesReceived`.
    public var receivedName: String { stream.receivedCaseName }
    /// `roomUpdatesFinished`.
    public var finishedName: String { stream.finishedCaseName }
    /// `roomUpdatesActive`.
    public var activeName: String { stream.activeFieldName }

    // MARK: Actions and state

    /// `(roomID: Room.ID)` or nothing: the start and stop cases' payload.
    var paramsDeclaration: String { params.declaration }

    /// What the received case carries of an element: `Message`, or
    /// `ReduxRuntime.Uncompared<Frame>` for an element that is not `Equatable`.
    var receivedElementType: String {
        stream.isElementEquatable ? stream.element : "\(RuntimeNames.uncompared)<\(stream.element)>"
    }

    /// `(roomID: Room.ID, Message)`.
    var receivedDeclaration: String { parenthesized(params.declarationItems + [receivedElementType]) }

    /// `(roomID: Room.ID, error: ChatError?)`.
    var finishedDeclaration: String { parenthesized(params.declarationItems + ["error: \(failureType)?"]) }

    /// `Set<Room.ID>`, or `Bool` without params.
    var activeType: String { key.map { "Set<\($0.type)>" } ?? "Bool" }

    /// `[]` or `false`.
    var activeDefault: String { key == nil ? "false" : "[]" }

    // MARK: Reducer and skeleton

    /// `(let roomID)` or nothing.
    var keyPattern: String { key.map { "(let \($0.binding))" } ?? "" }

    /// `(let roomID, let element)`: the skeleton's pattern of an element.
    var receivedBinding: String { parenthesized((key.map { ["let \($0.binding)"] } ?? []) + ["let element"]) }

    /// `(roomID, element)` or `element`: what the skeleton's `_ =` line names.
    var receivedBoundNames: String { key.map { "(\($0.binding), element)" } ?? "element" }

    /// `(let roomID, _)` for the received and finished cases, or nothing.
    var answerPattern: String { key.map { "(let \($0.binding), _)" } ?? "" }

    private var active: String { "state.\(activeName)" }

    /// The start action's transition.
    var startStatement: String { key.map { "\(active).insert(\($0.binding))" } ?? "\(active) = true" }

    /// The transition of `stop<Stream>` and of the action sent when the stream ends: the
    /// subscription is no longer active.
    var stopStatement: String { key.map { "\(active).remove(\($0.binding))" } ?? "\(active) = false" }

    /// The transition of `stopAll<Stream>`: no subscription stays active.
    var stopAllStatement: String { "\(active) = []" }

    /// Elements and the end apply only while the stream runs.
    var activeGuard: String {
        key.map { "guard \(active).contains(\($0.binding)) else { return }" } ?? "guard \(active) else { return }"
    }

    // MARK: Service and loader

    /// `roomID: Room.ID` or `_ payload: Room.ID`: the service method's parameters.
    var serviceParameters: String { params.parameters.joined(separator: ", ") }

    /// `roomID: roomID`: the service call's arguments.
    var callArguments: String { params.arguments.joined(separator: ", ") }

    /// `RequestID("roomUpdates", key: roomID)` or `RequestID("roomUpdates")`.
    var streamID: String {
        key.map { "\(RuntimeNames.requestID)(\"\(name)\", key: \($0.binding))" } ?? "\(RuntimeNames.requestID)(\"\(name)\")"
    }

    /// `.roomUpdatesReceived(roomID: roomID, $0)`, or with `ReduxRuntime.Uncompared($0)`.
    var receivedAction: String {
        ".\(receivedName)" + parenthesized(params.arguments + [stream.isElementEquatable ? "$0" : "\(RuntimeNames.uncompared)($0)"])
    }

    /// `.roomUpdatesFinished(roomID: roomID, error: $0.map { … })`.
    var finishedAction: String {
        let error = stream.failure.map { "$0.flatMap { $0 as? \($0) }" } ?? "$0.map(\(RuntimeNames.requestError).init)"
        return ".\(finishedName)" + parenthesized(params.arguments + ["error: \(error)"])
    }

    /// `(roomID: roomID)`: the start action the mock records.
    var mockStartArguments: String { parenthesized(params.arguments) }
}
