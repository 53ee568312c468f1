/// `{{#requests}}`: one async request. Its spellings are written straight into the output
/// where templates use them, from the feature's text, so reading them builds no string.
struct RequestContext: FeatureElementContext {
    let root: FeatureContext
    let index: Int

    static let table = ContextTable("request", [
        text("name") { $0.request.name },
        writtenText("successName") { $0.writeSuccessName(into: &$1) },
        writtenText("failureName") { $0.writeFailureName(into: &$1) },
        writtenText("statusName") { $0.writeStatusName(into: &$1) },
        writtenText("failureType") { $0.writeFailureType(into: &$1) },
        writtenText("statusType") { $0.writeStatusType(into: &$1) },
        flag("hasFailureType") { $0.request.failure != nil },
        writtenText("paramsDeclaration") {
            PayloadSpelling.writeDeclaration(of: $0.request.params, from: $0.root.text, into: &$1)
        },
        flag("hasSuccess") { $0.request.success != nil },
        writtenText("successType") { $0.writeIfPresent($0.request.success, into: &$1) },
        writtenText("successDeclaration") { $0.writeSuccessDeclaration(into: &$1) },
        flag("hasInto") { $0.request.into != nil },
        writtenText("into") { $0.writeIfPresent($0.request.into, into: &$1) },
        writtenText("policy") { $0.writePolicy(into: &$1) },
        writtenText("serviceParameters") { $0.writeServiceParameters(into: &$1) },
        writtenText("throwsClause") { $0.writeThrowsClause(into: &$1) },
        writtenText("serviceReturn") { $0.writeServiceReturn(into: &$1) },
        writtenText("paramsBinding") { $0.writeParamsBinding(into: &$1) },
        writtenText("callArguments") { $0.writeCallArguments(into: &$1) },
        flag("isLast") { $0.index == $0.root.text.requests.count - 1 },
        // v2: the spec lines, the variants' flags and their spellings.
        writtenText("paramsLocation") { $0.writeLocation(\.params, into: &$1) },
        writtenText("successLocation") { $0.writeLocation(\.success, into: &$1) },
        writtenText("failureLocation") { $0.writeLocation(\.failure, into: &$1) },
        writtenText("intoLocation") { $0.writeLocation(\.into, into: &$1) },
        // Before `return Request(`: its `timedOut:` closure is two lines below, on the spec's
        // `timeout:` line, where a failure type without `timedOut(after:)` is reported.
        writtenText("timedOutLocation") { $0.root.writeSourceLocation(line: $0.model.lines.timeout - 2, into: &$1) },
        writtenText("nameLocation") { $0.writeLocation(\.name, into: &$1) },
        flag("countsCalls") { $0.shape.countsCalls },
        flag("hasKey") { $0.shape.hasKey },
        flag("cancel") { $0.shape.cancel },
        flag("dismiss") { $0.shape.dismiss },
        flag("hasReads") { $0.shape.hasReads },
        flag("hasTimeout") { $0.shape.hasTimeout },
        writtenText("inFlightName") { $1.append($0.model.inFlightFieldName) },
        writtenText("cancelName") { $1.append($0.model.cancelCaseName) },
        writtenText("dismissName") { $1.append($0.model.dismissCaseName) },
        writtenText("keyLabel") { $1.append($0.model.key?.label ?? "") },
        writtenText("keyDeclaration") { $1.append($0.code.keyDeclaration) },
        writtenText("keyPattern") { $1.append($0.code.keyPattern) },
        writtenText("failureDeclaration") { $0.writeFailureDeclaration(into: &$1) },
        writtenText("requestPattern") { $0.writeRequestPattern(into: &$1) },
        writtenText("successPattern") { $0.writeSuccessPattern(into: &$1) },
        writtenText("failurePattern") { $0.writeFailurePattern(into: &$1) },
        writtenText("startStatements") { $0.writeStartStatements(into: &$1) },
        writtenText("answerGuard") { $0.writeAnswerGuard(into: &$1) },
        writtenText("succeedStatements") { $0.writeSucceedStatements(into: &$1) },
        writtenText("failStatements") { $0.writeFailStatements(into: &$1) },
        writtenText("intoStatement") { $0.writeIntoStatement(into: &$1) },
        writtenText("cancelStatements") { $0.writeLines($0.code.cancelStatements, into: &$1) },
        writtenText("dismissStatements") { $0.writeLines($0.code.dismissStatements, into: &$1) },
        writtenText("readBindings") { $0.writeLines($0.code.readBindings, into: &$1) },
        writtenText("requestID") { $0.writeRequestID(into: &$1) },
        writtenText("requestOptions") { $0.writeRequestOptions(into: &$1) },
        writtenText("callSignature") { $0.writeCallSignature(into: &$1) },
        writtenText("successAction") { $0.writeSuccessAction(into: &$1) },
        writtenText("failureAction") { $0.writeFailureAction(into: &$1) },
        writtenText("timedOutAction") { $1.append($0.code.timedOutAction) },
        // The service mock and the transition tests (`--tests`).
        writtenText("mockSuccessType") { $1.append($0.model.success ?? "Void") },
        writtenText("mockFailureType") { $1.append($0.model.failure ?? "any Error") },
        writtenText("mockRecord") {
            $1.append(".\($0.model.name)" + PayloadParts.parenthesized(PayloadParts($0.model.params).argumentList))
        },
        writtenText("transitionTests") { $1.append(TransitionTestCode(request: $0.model).methods) },
    ])

    var request: RequestText { root.text.requests[index] }
    /// The request's v2 flags.
    var shape: RequestShape { root.requestShapes[index] }
    /// The validated request, which v2 spellings are made from.
    var model: Request { root.feature.requests[index] }
    /// The v2 spellings.
    var code: RequestCode { RequestCode(request: model) }

    /// `#sourceLocation(…)` for the line of one of the request's parts.
    func writeLocation(_ part: KeyPath<RequestLines, Int>, into output: inout OutputBuffer) {
        root.writeSourceLocation(line: root.feature.requests[index].lines[keyPath: part], into: &output)
    }

    /// Statements, one a line, indented for a case of the reducer's switch.
    func writeLines(_ lines: [String], into output: inout OutputBuffer) {
        for (number, line) in lines.enumerated() {
            if number > 0 { output.append("\n            ") }
            output.append(line)
        }
    }

    /// `(ChatError)`, or `(text: String, ChatError)` when answers carry params.
    func writeFailureDeclaration(into output: inout OutputBuffer) {
        guard shape.isPlain else { return output.append(code.failureDeclaration) }
        output.append("(")
        writeFailureType(into: &output)
        output.append(")")
    }

    /// The request case's pattern in the reducer: the key's binding, or nothing.
    func writeRequestPattern(into output: inout OutputBuffer) {
        guard shape.isPlain else { return output.append(code.requestPattern) }
    }

    /// `(let payload)` when `into` stores the payload, or the v2 pattern.
    func writeSuccessPattern(into output: inout OutputBuffer) {
        guard shape.isPlain else { return output.append(code.successPattern) }
        if request.into != nil { output.append("(let payload)") }
    }

    /// `(let error)`, or the v2 pattern.
    func writeFailurePattern(into output: inout OutputBuffer) {
        guard shape.isPlain else { return output.append(code.failurePattern) }
        output.append("(let error)")
    }

    /// `state.loadStatus = .loading`.
    func writeStartStatements(into output: inout OutputBuffer) {
        guard shape.isPlain else { return writeLines(code.startStatements, into: &output) }
        output.append("state.")
        writeStatusName(into: &output)
        output.append(" = .loading")
    }

    /// `guard state.loadStatus.isLoading else { return state }`.
    func writeAnswerGuard(into output: inout OutputBuffer) {
        guard shape.isPlain else { return output.append(code.answerGuard) }
        output.append("guard state.")
        writeStatusName(into: &output)
        output.append(".isLoading else { return state }")
    }

    /// `state.loadStatus = .succeeded`.
    func writeSucceedStatements(into output: inout OutputBuffer) {
        guard shape.isPlain else { return writeLines(code.succeedStatements, into: &output) }
        output.append("state.")
        writeStatusName(into: &output)
        output.append(" = .succeeded")
    }

    /// `state.loadStatus = .failed(error)`.
    func writeFailStatements(into output: inout OutputBuffer) {
        guard shape.isPlain else { return writeLines(code.failStatements, into: &output) }
        output.append("state.")
        writeStatusName(into: &output)
        output.append(" = .failed(error)")
    }

    /// `state.messages = payload`, or the statement of `into`'s mode.
    func writeIntoStatement(into output: inout OutputBuffer) {
        guard let into = request.into else { return }
        guard shape.isPlain, root.feature.requests[index].into?.mode == .assign else {
            return output.append(code.intoStatement)
        }
        output.append("state.")
        write(into, into: &output)
        output.append(" = payload")
    }

    /// `RequestID("load")`, or with the key.
    func writeRequestID(into output: inout OutputBuffer) {
        guard shape.isPlain else { return output.append(code.requestID) }
        output.append("RequestID(\"")
        write(request.name, into: &output)
        output.append("\")")
    }

    /// `, policy: .first` and the other options that differ from the defaults.
    func writeRequestOptions(into output: inout OutputBuffer) {
        guard shape.isPlain else { return output.append(code.requestOptions) }
        if request.policy == .first { output.append(", policy: .first") }
    }

    /// `() async throws(ChatError) -> [Message]`.
    func writeCallSignature(into output: inout OutputBuffer) {
        output.append("() async ")
        writeThrowsClause(into: &output)
        output.append(" -> ")
        if let success = request.success { write(success, into: &output) } else { output.append("Void") }
    }

    /// `.loadSuccess($0)`, `.pingSuccess`, or with the params the answer carries.
    func writeSuccessAction(into output: inout OutputBuffer) {
        guard !shape.carriesParams else { return output.append(code.successAction) }
        output.append(".")
        writeSuccessName(into: &output)
        if request.success != nil { output.append("($0)") }
    }

    /// `.loadFailure($0)`, `.loadFailure(RequestError($0))`, or with the params.
    func writeFailureAction(into output: inout OutputBuffer) {
        guard !shape.carriesParams else { return output.append(code.failureAction) }
        output.append(".")
        writeFailureName(into: &output)
        output.append(request.failure == nil ? "(RequestError($0))" : "($0)")
    }

    /// The string at `span`, or nothing.
    func writeIfPresent(_ span: TextSpan?, into output: inout OutputBuffer) {
        guard let span else { return }
        write(span, into: &output)
    }

    /// `loadMessagesSuccess`.
    func writeSuccessName(into output: inout OutputBuffer) {
        write(request.name, into: &output)
        output.append(Request.successSuffix)
    }

    /// `loadMessagesFailure`.
    func writeFailureName(into output: inout OutputBuffer) {
        write(request.name, into: &output)
        output.append(Request.failureSuffix)
    }

    /// `loadMessagesStatus`, the state's status property.
    func writeStatusName(into output: inout OutputBuffer) {
        write(request.name, into: &output)
        output.append(Request.statusSuffix)
    }

    /// The failure payload: the spec's type or the runtime's `RequestError`.
    func writeFailureType(into output: inout OutputBuffer) {
        if let failure = request.failure {
            write(failure, into: &output)
        } else {
            output.append("RequestError")
        }
    }

    /// `RequestStatus<ChatError>`, the status property's type (a dictionary of them by key
    /// for a keyed request).
    func writeStatusType(into output: inout OutputBuffer) {
        guard !shape.hasKey else { return output.append(code.statusType) }
        output.append("RequestStatus<")
        writeFailureType(into: &output)
        output.append(">")
    }

    /// `latest` or `first`. (Literals rather than `rawValue`: see
    /// `FeatureContext.writeAccess`.)
    func writePolicy(into output: inout OutputBuffer) {
        switch request.policy {
        case .latest: output.append("latest")
        case .first: output.append("first")
        case .queue: output.append("queue")
        case .concurrent: output.append("concurrent")
        }
    }

    /// `([Message])` after the success case's name, or nothing.
    func writeSuccessDeclaration(into output: inout OutputBuffer) {
        guard !shape.carriesParams else { return output.append(code.successDeclaration) }
        guard let success = request.success else { return }
        output.append("(")
        write(success, into: &output)
        output.append(")")
    }

    /// `page: Int` inside the service method's parentheses.
    func writeServiceParameters(into output: inout OutputBuffer) {
        guard !shape.hasReads else { return output.append(code.serviceParameters) }
        switch request.params {
        case .none:
            break
        case .unlabelled(let type):
            output.append("_ payload: ")
            write(type, into: &output)
        case .labelled(let values):
            PayloadSpelling.writeParameterList(values, from: root.text, into: &output)
        }
    }

    /// `throws(ChatError)` when the spec names a failure type, else `throws`.
    func writeThrowsClause(into output: inout OutputBuffer) {
        output.append("throws")
        guard let failure = request.failure else { return }
        output.append("(")
        write(failure, into: &output)
        output.append(")")
    }

    /// ` -> [Message]`, or nothing.
    func writeServiceReturn(into output: inout OutputBuffer) {
        guard let success = request.success else { return }
        output.append(" -> ")
        write(success, into: &output)
    }

    /// `(let page)` after the request case in a pattern, or nothing.
    func writeParamsBinding(into output: inout OutputBuffer) {
        switch request.params {
        case .none:
            break
        case .unlabelled:
            output.append("(let payload)")
        case .labelled(let values):
            output.append("(")
            for index in values {
                if index > values.lowerBound { output.append(", ") }
                output.append("let ")
                write(root.text.labelledValues[index].label, into: &output)
            }
            output.append(")")
        }
    }

    /// `page: page` inside the service call's parentheses.
    func writeCallArguments(into output: inout OutputBuffer) {
        guard !shape.hasReads else { return output.append(code.callArguments) }
        switch request.params {
        case .none:
            break
        case .unlabelled:
            output.append("payload")
        case .labelled(let values):
            for index in values {
                if index > values.lowerBound { output.append(", ") }
                let label = root.text.labelledValues[index].label
                write(label, into: &output)
                output.append(": ")
                write(label, into: &output)
            }
        }
    }
}

/// How a payload is spelt after a case name.
enum PayloadSpelling {
    /// `""`, `(Message.ID)` or `(id: Message.ID, text: String)`.
    static func writeDeclaration(
        of payload: PayloadText, from text: borrowing FeatureText, into output: inout OutputBuffer
    ) {
        switch payload {
        case .none:
            break
        case .unlabelled(let type):
            output.append("(")
            text.write(type, into: &output)
            output.append(")")
        case .labelled(let values):
            output.append("(")
            writeParameterList(values, from: text, into: &output)
            output.append(")")
        }
    }

    /// `id: Message.ID, text: String`, for the labelled values at `values`.
    static func writeParameterList(
        _ values: Range<Int>, from text: borrowing FeatureText, into output: inout OutputBuffer
    ) {
        for index in values {
            if index > values.lowerBound { output.append(", ") }
            let value = text.labelledValues[index]
            text.write(value.label, into: &output)
            output.append(": ")
            text.write(value.type, into: &output)
        }
    }
}
