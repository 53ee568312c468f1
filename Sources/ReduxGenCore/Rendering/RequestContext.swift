/// `{{#requests}}`: one async request. Its spellings are written straight into the output
/// where templates use them, from the request's own strings, so reading them builds no
/// string.
struct RequestContext: FeatureElementContext {
    let root: FeatureContext
    let index: Int

    static let table = ContextTable("request", [
        text("name") { $0.request.name },
        writtenText("successName") { $0.writeSuccessName(into: &$1) },
        writtenText("failureName") { $0.writeFailureName(into: &$1) },
        writtenText("statusName") { $0.writeStatusName(into: &$1) },
        text("failureType") { $0.failureType },
        writtenText("statusType") { $0.writeStatusType(into: &$1) },
        flag("hasFailureType") { $0.request.failure != nil },
        writtenText("paramsDeclaration") { PayloadSpelling.writeDeclaration(of: $0.request.params, into: &$1) },
        flag("hasSuccess") { $0.request.success != nil },
        text("successType") { $0.request.success ?? "" },
        writtenText("successDeclaration") { $0.writeSuccessDeclaration(into: &$1) },
        flag("hasInto") { $0.request.into != nil },
        text("into") { $0.request.into ?? "" },
        text("policy") { $0.request.policy.rawValue },
        writtenText("serviceParameters") { $0.writeServiceParameters(into: &$1) },
        writtenText("throwsClause") { $0.writeThrowsClause(into: &$1) },
        writtenText("serviceReturn") { $0.writeServiceReturn(into: &$1) },
        writtenText("paramsBinding") { $0.writeParamsBinding(into: &$1) },
        writtenText("callArguments") { $0.writeCallArguments(into: &$1) },
        flag("isLast") { $0.index == $0.root.feature.requests.count - 1 },
    ])

    var request: Request { root.feature.requests[index] }

    /// The failure payload: the spec's type or the runtime's `RequestError`.
    var failureType: String { request.failure ?? "RequestError" }

    /// `loadMessagesSuccess`.
    func writeSuccessName(into output: inout OutputBuffer) {
        output.append(request.name)
        output.append(Request.successSuffix)
    }

    /// `loadMessagesFailure`.
    func writeFailureName(into output: inout OutputBuffer) {
        output.append(request.name)
        output.append(Request.failureSuffix)
    }

    /// `loadMessagesStatus`, the state's status property.
    func writeStatusName(into output: inout OutputBuffer) {
        output.append(request.name)
        output.append(Request.statusSuffix)
    }

    /// `RequestStatus<ChatError>`, the status property's type.
    func writeStatusType(into output: inout OutputBuffer) {
        output.append("RequestStatus<")
        output.append(failureType)
        output.append(">")
    }

    /// `([Message])` after the success case's name, or nothing.
    func writeSuccessDeclaration(into output: inout OutputBuffer) {
        guard let success = request.success else { return }
        output.append(parenthesized: success)
    }

    /// `page: Int` inside the service method's parentheses.
    func writeServiceParameters(into output: inout OutputBuffer) {
        switch request.params {
        case .none:
            break
        case .unlabelled(let type):
            output.append("_ payload: ")
            output.append(type)
        case .labelled(let values):
            PayloadSpelling.writeParameterList(values, into: &output)
        }
    }

    /// `throws(ChatError)` when the spec names a failure type, else `throws`.
    func writeThrowsClause(into output: inout OutputBuffer) {
        output.append("throws")
        guard let failure = request.failure else { return }
        output.append(parenthesized: failure)
    }

    /// ` -> [Message]`, or nothing.
    func writeServiceReturn(into output: inout OutputBuffer) {
        guard let success = request.success else { return }
        output.append(" -> ")
        output.append(success)
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
            for (index, value) in values.enumerated() {
                output.append(index == 0 ? "let " : ", let ")
                output.append(value.label)
            }
            output.append(")")
        }
    }

    /// `page: page` inside the service call's parentheses.
    func writeCallArguments(into output: inout OutputBuffer) {
        switch request.params {
        case .none:
            break
        case .unlabelled:
            output.append("payload")
        case .labelled(let values):
            for (index, value) in values.enumerated() {
                if index > 0 { output.append(", ") }
                output.append(value.label)
                output.append(": ")
                output.append(value.label)
            }
        }
    }
}

/// How a payload is spelt after a case name.
enum PayloadSpelling {
    /// `""`, `(Message.ID)` or `(id: Message.ID, text: String)`.
    static func writeDeclaration(of payload: Payload, into output: inout OutputBuffer) {
        switch payload {
        case .none:
            break
        case .unlabelled(let type):
            output.append(parenthesized: type)
        case .labelled(let values):
            output.append("(")
            writeParameterList(values, into: &output)
            output.append(")")
        }
    }

    /// `id: Message.ID, text: String`.
    static func writeParameterList(_ values: [LabelledValue], into output: inout OutputBuffer) {
        for (index, value) in values.enumerated() {
            if index > 0 { output.append(", ") }
            output.append(value.label)
            output.append(": ")
            output.append(value.type)
        }
    }
}
