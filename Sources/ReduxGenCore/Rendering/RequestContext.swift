/// `{{#requests}}`: one async request, with every spelling the templates need worked out.
struct RequestContext: RenderContext {
    var request: Request
    var isLast = false

    init(_ request: Request) {
        self.request = request
    }

    var successName: String { request.name + "Success" }
    var failureName: String { request.name + "Failure" }
    var statusName: String { request.name + "Status" }
    /// The failure payload: the spec's type or the runtime's `RequestError`.
    var failureType: String { request.failure ?? "RequestError" }

    /// `(page: Int)` after the request case's name.
    var paramsDeclaration: String { PayloadSpelling.declaration(of: request.params) }

    /// `([Message])` after the success case's name, or nothing.
    var successDeclaration: String { request.success.map { "(\($0))" } ?? "" }

    /// `page: Int` inside the service method's parentheses.
    var serviceParameters: String {
        switch request.params {
        case .none: return ""
        case .unlabelled(let type): return "_ payload: \(type)"
        case .labelled(let values): return values.map { "\($0.label): \($0.type)" }.joined(separator: ", ")
        }
    }

    /// `(let page)` after the request case in a pattern, or nothing.
    var paramsBinding: String {
        switch request.params {
        case .none: return ""
        case .unlabelled: return "(let payload)"
        case .labelled(let values): return "(" + values.map { "let \($0.label)" }.joined(separator: ", ") + ")"
        }
    }

    /// `page: page` inside the service call's parentheses.
    var callArguments: String {
        switch request.params {
        case .none: return ""
        case .unlabelled: return "payload"
        case .labelled(let values): return values.map { "\($0.label): \($0.label)" }.joined(separator: ", ")
        }
    }

    /// `throws(ChatError)` when the spec names a failure type, else `throws`.
    var throwsClause: String { request.failure.map { "throws(\($0))" } ?? "throws" }

    /// ` -> [Message]`, or nothing.
    var serviceReturn: String { request.success.map { " -> \($0)" } ?? "" }

    static let table = ContextTable<Self>("request", [
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
        case .labelled(let values): return "(" + values.map { "\($0.label): \($0.type)" }.joined(separator: ", ") + ")"
        }
    }
}
