/// `{{#streams}}`: one push stream. Streams are v2 and rare, so their spellings are made
/// as strings from the feature's `Stream` (see `StreamCode`).
struct StreamContext: FeatureElementContext {
    let root: FeatureContext
    let index: Int

    static let table = ContextTable("stream", [
        writtenText("name") { $1.append($0.stream.name) },
        writtenText("location") { $0.root.writeSourceLocation(line: $0.stream.line, into: &$1) },
        writtenText("startName") { $1.append($0.stream.startCaseName) },
        writtenText("stopName") { $1.append($0.stream.stopCaseName) },
        writtenText("receivedName") { $1.append($0.stream.receivedCaseName) },
        writtenText("finishedName") { $1.append($0.stream.finishedCaseName) },
        writtenText("activeName") { $1.append($0.stream.activeFieldName) },
        writtenText("activeType") { $1.append($0.code.activeType) },
        writtenText("elementType") { $1.append($0.stream.element) },
        writtenText("paramsDeclaration") { $1.append($0.code.paramsDeclaration) },
        writtenText("receivedDeclaration") { $1.append($0.code.receivedDeclaration) },
        writtenText("finishedDeclaration") { $1.append($0.code.finishedDeclaration) },
        writtenText("keyPattern") { $1.append($0.code.keyPattern) },
        writtenText("answerPattern") { $1.append($0.code.answerPattern) },
        writtenText("startStatement") { $1.append($0.code.startStatement) },
        writtenText("stopStatement") { $1.append($0.code.stopStatement) },
        writtenText("activeGuard") { $1.append($0.code.activeGuard) },
        writtenText("serviceParameters") { $1.append($0.code.serviceParameters) },
        writtenText("callArguments") { $1.append($0.code.callArguments) },
        writtenText("streamID") { $1.append($0.code.streamID) },
        writtenText("receivedAction") { $1.append($0.code.receivedAction) },
        writtenText("finishedAction") { $1.append($0.code.finishedAction) },
        flag("hasParams") { $0.stream.params != .none },
        // `(let roomID, let element)` and `(roomID, element)`: the skeleton's binding of an element.
        writtenText("receivedBinding") { $1.append($0.code.receivedBinding) },
        writtenText("receivedBoundNames") { $1.append($0.code.receivedBoundNames) },
        writtenText("mockStartArguments") { $1.append(PayloadParts.parenthesized(PayloadParts($0.stream.params).argumentList)) },
    ])

    var stream: Stream { root.feature.streams[index] }
    var code: StreamCode { StreamCode(stream: stream) }
}
