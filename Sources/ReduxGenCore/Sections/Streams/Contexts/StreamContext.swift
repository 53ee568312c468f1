/// `{{#streams}}`: one push stream, whose spellings are its plan's.
struct StreamContext: TemplateContext {
    let plan: StreamPlan
    let location: SourceLocationLine
    /// Whether the state's declarations carry their defaults (a memberwise init).
    let declaresDefaults: Bool

    static let contextName = "stream"
    static let fields: [TemplateField<Self>] = [
        .text("name") { $0.plan.name },
        .text("location") { $0.location($0.plan.stream.line) },
        // Above the start and stop cases: the stream's line when they carry params.
        .text("paramsLocation") { $0.location($0.plan.stream.line, holdsSpecText: !$0.plan.paramsDeclaration.isEmpty) },
        .text("startName") { $0.plan.startName },
        .text("stopName") { $0.plan.stopName },
        .flag("stopAll") { $0.plan.stream.stopAll },
        .text("stopAllName") { $0.plan.stopAllName },
        .text("stopAllStatement") { $0.plan.stopAllStatement },
        // The service's associated type of the stream's sequence: `RoomUpdatesSequence`.
        .text("sequenceType") { $0.plan.sequenceTypeName },
        // The service's requirements of the stream, from their `#sourceLocation` lines, in
        // the spec's types (`StreamServiceCode`).
        .text("serviceSequenceRequirement") { StreamServiceCode.sequenceRequirement($0.plan, location: $0.location) },
        .text("serviceMethodRequirement") { StreamServiceCode.methodRequirement($0.plan, location: $0.location) },
        .text("receivedName") { $0.plan.receivedName },
        .text("finishedName") { $0.plan.finishedName },
        .text("activeName") { $0.plan.activeName },
        .text("activeType") { $0.plan.activeType },
        // ` = false` or ` = []` after the declaration, for a memberwise init; else nothing.
        .text("activeDefaultClause") { $0.declaresDefaults ? " = " + $0.plan.activeDefault : "" },
        // The element type, as the service and the mock write it: `ShopAction.UpdatesElement`.
        .text("elementType") { $0.plan.elementSpelling },
        // The element type as the spec writes it, for comments.
        .text("element") { $0.plan.stream.element },
        .text("paramsDeclaration") { $0.plan.paramsDeclaration },
        .text("receivedDeclaration") { $0.plan.receivedDeclaration },
        .text("finishedDeclaration") { $0.plan.finishedDeclaration },
        .text("keyPattern") { $0.plan.keyPattern },
        .text("answerPattern") { $0.plan.answerPattern },
        // The reducer's patterns of the received and end cases, and their first statements:
        // the discard of the value they bind but do not use, then the guard that the stream runs.
        .text("receivedPattern") { $0.plan.receivedPattern },
        .text("finishedPattern") { $0.plan.finishedPattern },
        .text("receivedGuard") { $0.plan.receivedGuardStatements.joined(separator: "\n            ") },
        .text("finishedGuard") { $0.plan.finishedGuardStatements.joined(separator: "\n            ") },
        .text("startStatement") { $0.plan.startStatement },
        .text("stopStatement") { $0.plan.stopStatement },
        .text("activeGuard") { $0.plan.activeGuard },
        .text("serviceParameters") { $0.plan.serviceParameters },
        .text("callArguments") { $0.plan.callArguments },
        .text("streamID") { $0.plan.streamID },
        .text("receivedAction") { $0.plan.receivedAction },
        .text("finishedAction") { $0.plan.finishedAction },
        .text("subscriptionFailureArgument") { $0.plan.subscriptionFailureArgument },
        .flag("hasFailureType") { $0.plan.stream.failure != nil },
        // Before the subscription with a failure type: on the spec's `failure:` line, where a
        // type that is no StreamFailure is reported.
        .text("failureLocation") { $0.location($0.plan.failureLine) },
        .text("endLocation") { _ in SourceLocationLine.end },
        .flag("hasParams") { !$0.plan.params.isEmpty },
        // `(let roomID, let element)` and `(roomID, element)`: the skeleton's binding of an element.
        .text("mockStartArguments") { $0.plan.mockStartArguments },
        .text("feedsName") { $0.plan.feedsName },
    ]
}
