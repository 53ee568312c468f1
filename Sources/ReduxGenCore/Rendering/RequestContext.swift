/// `{{#requests}}`: one async request, with every spelling the templates need worked out
/// once, when the context is made, rather than at each use.
final class RequestContext: RenderContext {
    let request: Request
    let isLast: Bool
    let successName: String
    let failureName: String
    let statusName: String
    /// The failure payload: the spec's type or the runtime's `RequestError`.
    let failureType: String
    /// `(page: Int)` after the request case's name.
    let paramsDeclaration: String
    /// `([Message])` after the success case's name, or nothing.
    let successDeclaration: String
    /// `page: Int` inside the service method's parentheses.
    let serviceParameters: String
    /// `(let page)` after the request case in a pattern, or nothing.
    let paramsBinding: String
    /// `page: page` inside the service call's parentheses.
    let callArguments: String
    /// `throws(ChatError)` when the spec names a failure type, else `throws`.
    let throwsClause: String
    /// ` -> [Message]`, or nothing.
    let serviceReturn: String

    init(_ request: Request, isLast: Bool) {
        self.request = request
        self.isLast = isLast
        successName = request.successCaseName
        failureName = request.failureCaseName
        statusName = request.statusFieldName
        failureType = request.failure ?? "RequestError"
        paramsDeclaration = PayloadSpelling.declaration(of: request.params)
        successDeclaration = request.success.map { "(\($0))" } ?? ""
        throwsClause = request.failure.map { "throws(\($0))" } ?? "throws"
        serviceReturn = request.success.map { " -> \($0)" } ?? ""
        switch request.params {
        case .none:
            serviceParameters = ""
            paramsBinding = ""
            callArguments = ""
        case .unlabelled(let type):
            serviceParameters = "_ payload: \(type)"
            paramsBinding = "(let payload)"
            callArguments = "payload"
        case .labelled(let values):
            serviceParameters = PayloadSpelling.parameterList(values)
            paramsBinding = "(" + values.map { "let \($0.label)" }.joinedWith(", ") + ")"
            callArguments = values.map { "\($0.label): \($0.label)" }.joinedWith(", ")
        }
    }

    static let table = ContextTable<RequestContext>("request", [
        .text("name") { $0.request.name },
        .text("successName") { $0.successName },
        .text("failureName") { $0.failureName },
        .text("statusName") { $0.statusName },
        .text("failureType") { $0.failureType },
        .flag("hasFailureType") { $0.request.failure != nil },
        .text("paramsDeclaration") { $0.paramsDeclaration },
        .flag("hasSuccess") { $0.request.success != nil },
        .text("successType") { $0.request.success ?? "" },
        .text("successDeclaration") { $0.successDeclaration },
        .flag("hasInto") { $0.request.into != nil },
        .text("into") { $0.request.into ?? "" },
        .text("policy") { $0.request.policy.rawValue },
        .text("serviceParameters") { $0.serviceParameters },
        .text("throwsClause") { $0.throwsClause },
        .text("serviceReturn") { $0.serviceReturn },
        .text("paramsBinding") { $0.paramsBinding },
        .text("callArguments") { $0.callArguments },
        .flag("isLast") { $0.isLast },
    ])
}

/// How a payload is spelt after a case name.
enum PayloadSpelling {
    /// `""`, `(Message.ID)` or `(id: Message.ID, text: String)`.
    static func declaration(of payload: Payload) -> String {
        switch payload {
        case .none: return ""
        case .unlabelled(let type): return "(\(type))"
        case .labelled(let values): return "(" + parameterList(values) + ")"
        }
    }

    /// `id: Message.ID, text: String`.
    static func parameterList(_ values: [LabelledValue]) -> String {
        values.map { "\($0.label): \($0.type)" }.joinedWith(", ")
    }
}
