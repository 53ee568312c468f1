/// The Swift that a stream spells: its cases, its state field, the reducer's transitions
/// and the loader's subscription. A stream has no params or one value, which keys it.
struct StreamCode {
    let stream: Stream

    private var params: PayloadParts { PayloadParts(stream.params) }
    /// The param that keys the stream, if any.
    private var key: PayloadParts.Value? { params.values.first }
    private var failureType: String { stream.failure ?? "RequestError" }

    /// `(roomID: Room.ID)` or nothing: the start and stop cases' payload.
    var paramsDeclaration: String { PayloadParts.parenthesized(params.declarationList) }

    /// `(roomID: Room.ID, Message)`.
    var receivedDeclaration: String { PayloadParts.parenthesized(params.declarationList + [stream.element]) }

    /// `(roomID: Room.ID, error: ChatError?)`.
    var finishedDeclaration: String { PayloadParts.parenthesized(params.declarationList + ["error: \(failureType)?"]) }

    /// `Set<Room.ID>`, or `Bool` without params.
    var activeType: String { key.map { "Set<\($0.type)>" } ?? "Bool" }

    /// `[]` or `false`.
    var activeDefault: String { key == nil ? "false" : "[]" }

    /// `(let roomID)` or nothing.
    var keyPattern: String { key.map { "(let \($0.name))" } ?? "" }

    /// `(let roomID, let element)`: the skeleton's pattern of an element.
    var receivedBinding: String { PayloadParts.parenthesized((key.map { ["let \($0.name)"] } ?? []) + ["let element"]) }

    /// `(roomID, element)` or `element`: what the skeleton's `_ =` line names.
    var receivedBoundNames: String { key.map { "(\($0.name), element)" } ?? "element" }

    /// `(let roomID, _)` for the received and finished cases, or nothing.
    var answerPattern: String { key.map { "(let \($0.name), _)" } ?? "" }

    private var active: String { "state.\(stream.activeFieldName)" }

    /// The start action's transition.
    var startStatement: String { key.map { "\(active).insert(\($0.name))" } ?? "\(active) = true" }

    /// The stop and finished actions' transition.
    var stopStatement: String { key.map { "\(active).remove(\($0.name))" } ?? "\(active) = false" }

    /// Elements and the end apply only while the stream runs.
    var activeGuard: String {
        key.map { "guard \(active).contains(\($0.name)) else { return state }" } ?? "guard \(active) else { return state }"
    }

    /// `roomID: Room.ID` or `_ payload: Room.ID`: the service method's parameters.
    var serviceParameters: String {
        params.values.map { value in value.label.map { "\($0): \(value.type)" } ?? "_ payload: \(value.type)" }.joined(separator: ", ")
    }

    /// `roomID: roomID`: the service call's arguments.
    var callArguments: String { params.argumentList.joined(separator: ", ") }

    /// `RequestID("roomUpdates", key: roomID)` or `RequestID("roomUpdates")`.
    var streamID: String {
        key.map { "RequestID(\"\(stream.name)\", key: \($0.name))" } ?? "RequestID(\"\(stream.name)\")"
    }

    /// `.roomUpdatesReceived(roomID: roomID, $0)`.
    var receivedAction: String {
        ".\(stream.receivedCaseName)" + PayloadParts.parenthesized(params.argumentList + ["$0"])
    }

    /// `.roomUpdatesFinished(roomID: roomID, error: $0.map { … })`.
    var finishedAction: String {
        let error = stream.failure.map { "$0.flatMap { $0 as? \($0) }" } ?? "$0.map(RequestError.init)"
        return ".\(stream.finishedCaseName)" + PayloadParts.parenthesized(params.argumentList + ["error: \(error)"])
    }
}
