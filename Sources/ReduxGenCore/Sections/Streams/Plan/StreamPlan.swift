/// What one push stream generates, and every piece of Swift that spells it: its cases,
/// its state field, the reducer's transitions and the loader's subscription. A stream has
/// no params or one value, which keys it.
package struct StreamPlan: Sendable {
    /// The validated stream.
    package let stream: Stream
    /// The start action's values, with their bindings.
    package let params: [PayloadValue]
    /// The service mock's property of feeds: `roomUpdatesFeeds`.
    package let feedsName: String
    /// The service's associated type of the sequence its method returns: `RoomUpdatesSequence`.
    package let sequenceTypeName: String
    /// The element action's value of an element, with its alias in the action.
    let elementValue: PayloadValue
    /// The action's alias of the failure type the spec names, if any.
    let failureAlias: TypeAlias?

    /// The plan of `stream`, whose bindings avoid `taken` and whose aliases in the action
    /// (of its params, element and failure) `actionAliases` names.
    init(_ stream: Stream, feedsName: String, sequenceTypeName: String, avoiding taken: Set<String>, actionAliases: inout AliasNames) {
        self.stream = stream
        self.feedsName = feedsName
        self.sequenceTypeName = sequenceTypeName
        func what() -> String { "the `\(stream.name)` stream" }
        let paramAliases = actionAliases.aliases(of: stream.params, in: stream.name, what: what(), line: stream.line, origin: .stream(stream.name, .start))
        params = PayloadValue.values(of: stream.params, avoiding: taken, aliases: paramAliases)
        let elementAlias = actionAliases.alias(
            of: stream.element, source: stream.elementSource, line: stream.line, named: stream.name.uppercasingFirst + "Element",
            summary: "The element of \(what()).", origin: .stream(stream.name, .received))
        elementValue = PayloadValue(label: nil, type: stream.element, binding: "element", alias: elementAlias)
        // A failure type gets its alias whatever it is, as a request's does.
        failureAlias = stream.failure.map { failure in
            actionAliases.alias(
                named: stream.name.uppercasingFirst + "Failure", of: failure, source: stream.failureSource, line: stream.line,
                summary: "The failure of \(what()).", origin: .stream(stream.name, .finished))
        }
    }

    /// The aliases the action declares for the stream: of its params, element and failure.
    var actionAliases: [TypeAlias] { (params + [elementValue]).compactMap(\.alias) + (failureAlias.map { [$0] } ?? []) }

    /// `ShopAction.RoomUpdatesFailure` or `ReduxRuntime.RequestError`: the failure type, as
    /// code outside the action names it.
    private var failureSpelling: String { failureAlias?.qualifiedName ?? stream.failure ?? RuntimeNames.requestError }

    /// The end action's value of the error, optional.
    var failureValue: PayloadValue {
        PayloadValue(label: "error", type: (stream.failure ?? RuntimeNames.requestError) + "?", binding: "error")
    }

    /// The param that keys the stream, if any.
    package var key: PayloadValue? { params.first }

    // MARK: Names

    /// The stream's name, and its service method's: `roomUpdates`.
    package var name: String { stream.name }
    /// `startRoomUpdates`.
    package var startName: String { stream.startCaseName }
    /// `stopRoomUpdates`.
    package var stopName: String { stream.stopCaseName }
    /// `stopAllRoomUpdates`.
    package var stopAllName: String { stream.stopAllCaseName }
    /// `roomUpdatesReceived`.
    package var receivedName: String { stream.receivedCaseName }
    /// `roomUpdatesFinished`.
    package var finishedName: String { stream.finishedCaseName }
    /// `roomUpdatesActive`.
    package var activeName: String { stream.activeFieldName }

    // MARK: Actions and state

    /// `(roomID: RoomUpdatesRoomID)` or nothing: the start and stop cases' payload.
    var paramsDeclaration: String { params.declaration(in: .action) }

    /// `ShopAction.RoomUpdatesElement`, `Int`: the element type, as code outside the action
    /// names it.
    var elementSpelling: String { elementValue.typeSpelling(in: nil) }

    /// What the received case carries of an element: `RoomUpdatesElement`, or
    /// `ReduxRuntime.Uncompared<RoomUpdatesElement>` for an element that is not `Equatable`.
    var receivedElementType: String {
        let element = elementValue.typeSpelling(in: .action)
        return stream.isElementEquatable ? element : "\(RuntimeNames.uncompared)<\(element)>"
    }

    /// `(roomID: RoomUpdatesRoomID, RoomUpdatesElement)`.
    var receivedDeclaration: String { parenthesized(params.declarationItems(in: .action) + [receivedElementType]) }

    /// `(roomID: RoomUpdatesRoomID, error: RoomUpdatesFailure?)`.
    var finishedDeclaration: String {
        parenthesized(params.declarationItems(in: .action) + ["error: \(failureAlias?.name ?? stream.failure ?? RuntimeNames.requestError)?"])
    }

    /// `Set<ShopAction.RoomUpdatesRoomID>`, or `Bool` without params.
    var activeType: String { key.map { "Set<\($0.typeSpelling(in: .state))>" } ?? "Bool" }

    /// `[]` or `false`.
    var activeDefault: String { key == nil ? "false" : "[]" }

    // MARK: Reducer and skeleton

    /// `(let roomID)` or nothing.
    var keyPattern: String { key.map { "(let \($0.binding))" } ?? "" }

    /// `(let roomID, _)` for the received and finished cases, or nothing: what the default
    /// templates matched them with before a missing element or failure type made the `_` an
    /// error (`receivedPattern`, `finishedPattern`).
    var answerPattern: String { key.map { "(let \($0.binding), _)" } ?? "" }

    /// The received case's pattern, for the key, binding the element too.
    private var receivedCasePattern: CasePattern {
        let keyBinding = key?.binding
        return (params + [elementValue]).casePattern(using: { $0.binding == keyBinding })
    }

    /// The end case's pattern, for the key, binding the error too.
    private var finishedCasePattern: CasePattern {
        let keyBinding = key?.binding
        return (params + [failureValue]).casePattern(using: { $0.binding == keyBinding })
    }

    /// `(let roomID, let element)`, or nothing.
    var receivedPattern: String { receivedCasePattern.pattern }

    /// `(let roomID, let error)`, or nothing.
    var finishedPattern: String { finishedCasePattern.pattern }

    /// The received case's statements: the discard of the element, the guard that the
    /// stream runs.
    var receivedGuardStatements: [String] { (receivedCasePattern.discard.map { [$0] } ?? []) + [activeGuard] }

    /// The end case's first statements: the discard of the error, the guard that the stream
    /// runs.
    var finishedGuardStatements: [String] { (finishedCasePattern.discard.map { [$0] } ?? []) + [activeGuard] }

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

    /// `(element: ShopAction.RoomUpdatesElement) in .roomUpdatesReceived(roomID: roomID, element)`,
    /// or with `ReduxRuntime.Uncompared(element)`: the element's closure, whose parameter is
    /// typed so that the subscription's types are known when the element type is missing.
    var receivedAction: String {
        let element = elementValue.binding
        let value = stream.isElementEquatable ? element : "\(RuntimeNames.uncompared)(\(element))"
        return "(\(element): \(elementSpelling)) in .\(receivedName)" + parenthesized(params.arguments + [value])
    }

    /// `.roomUpdatesFinished(roomID: roomID, error: $0.map(ReduxRuntime.RequestError.init))`,
    /// or with `error: $0` when the spec names a failure type, which the subscription's
    /// `failure:` argument gives the runtime (see ``subscriptionFailureArgument``).
    var finishedAction: String {
        let error = stream.failure == nil ? "$0.map(\(RuntimeNames.requestError).init)" : "$0"
        return ".\(finishedName)" + parenthesized(params.arguments + ["error: \(error)"])
    }

    /// `, failure: ShopAction.RoomUpdatesFailure.self` after the subscription's id when the
    /// spec names a failure type, which must be a `StreamFailure` (an error of another type
    /// ends the stream as its `unexpected`); else nothing.
    var subscriptionFailureArgument: String {
        stream.failure == nil ? "" : ", failure: \(failureSpelling).self"
    }

    /// The spec line of the stream's failure type, where the compiler reports a failure type
    /// that is no `StreamFailure`; the stream's line when it is not known.
    var failureLine: Int { stream.failureSource.map { Int($0.position.line) } ?? stream.line }

    /// `(roomID: roomID)`: the start action the mock records.
    var mockStartArguments: String { parenthesized(params.arguments) }
}

extension Stream {
    /// The names of the action's cases that the stream generates, in order: its start and
    /// stop, its stop-all, its element and end cases. The action's aliases are named unlike
    /// them before they are made.
    var actionCaseNames: [String] {
        [startCaseName, stopCaseName] + (stopAll ? [stopAllCaseName] : []) + [receivedCaseName, finishedCaseName]
    }
}
