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
    ])

    var request: RequestText { root.text.requests[index] }

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

    /// `RequestStatus<ChatError>`, the status property's type.
    func writeStatusType(into output: inout OutputBuffer) {
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
        }
    }

    /// `([Message])` after the success case's name, or nothing.
    func writeSuccessDeclaration(into output: inout OutputBuffer) {
        guard let success = request.success else { return }
        output.append("(")
        write(success, into: &output)
        output.append(")")
    }

    /// `page: Int` inside the service method's parentheses.
    func writeServiceParameters(into output: inout OutputBuffer) {
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
