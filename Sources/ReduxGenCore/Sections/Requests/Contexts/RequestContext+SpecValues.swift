/// The names `{{#requests}}` offers for the enum of the spec's values (`TimelineSpec`), which
/// the loader runs the requests with and the transition tests read.
extension RequestContext {
    static let specValueFields: [TemplateField<Self>] = [
        .list("specValues") { context in
            ContextList(context.plan.specValueDeclarations.map {
                SpecValueContext(
                    name: $0.name, value: $0.value, code: $0.code, request: context.plan.name,
                    location: $0.value == .declaration ? context.location(context.plan.request.lines.name) : nil)
            })
        },
    ]
}

/// `{{#specValues}}`: one value the spec gives a request, as the enum of the spec's values
/// holds it (`static let suggestDebounce = Swift.Duration.seconds(0.3)`).
struct SpecValueContext: TemplateContext {
    let name: String
    let value: RequestSpecValues.Value
    /// The Swift of the value.
    let code: String
    /// The request's name.
    let request: String
    /// The `#sourceLocation` of the request's line in the spec, before the declaration's.
    let location: String?

    /// What the member's doc comment says it holds.
    private var summary: String {
        switch value {
        case .declaration: "Where the spec declares the `\(request)` request (its module, file and line), for messages."
        case .policy: "What a `\(request)` call made while one is in flight does (`policy:`)."
        case .retry: "How often a failed `\(request)` call is retried, and the longest wait before the first retry (`retry:`)."
        case .timeout: "How long a `\(request)` call may take before it fails (`timeout:`)."
        case .debounce: "How long a `\(request)` action waits for a newer one before its call starts (`debounce:`)."
        case .pollInterval: "The time between the rounds of the `\(request)` poll (`poll:`)."
        case .cacheLifetime: "How long a `\(request)` answer is given again without a call (`cache:`)."
        }
    }

    static let contextName = "spec value"
    static let fields: [TemplateField<Self>] = [
        .text("name") { $0.name },
        .text("code") { $0.code },
        .text("summary") { $0.summary },
        .flag("hasLocation") { $0.location != nil },
        .text("location") { $0.location ?? "" },
    ]
}

/// `{{#unavailableSpecValues}}`: a value the spec does not give a request, as the enum of the
/// spec's values declares it unavailable, so that a test written while the spec gave it
/// fails to compile with a message that names the request's spec line and says what to do:
///
/// ```swift
/// @available(*, unavailable, message: "Shop.yaml:18: 'send' has no timeout: delete the tests that read it, or …")
/// static var sendTimeout: Swift.Duration { fatalError() }
/// ```
struct UnavailableSpecValueContext: TemplateContext {
    /// What every message about one request's values names: made once per request.
    struct Request: Sendable {
        /// The request's name.
        let name: String
        /// `Shop.yaml:18: `, the request's spec line.
        let line: String
        /// What the message suggests after deleting the tests: writing them again.
        let rewrite: String

        init(_ plan: RequestPlan, specFileName: String) {
            name = plan.name
            line = "\(specFileName):\(plan.request.lines.name): "
            rewrite = "or all those under '\(plan.testsMark)' and write them again with --tests"
        }
    }

    let name: String
    let value: RequestSpecValues.Value
    /// The member's type when the spec gives the value.
    let type: String
    let request: Request

    /// What the compiler says of a read of the member, after `'sendTimeout' is unavailable: `.
    var message: String {
        switch value {
        case .debounce:
            return request.line + "'\(request.name)' has no debounce, so its calls start at once: delete the waits for it, \(request.rewrite)"
        case .retry, .timeout, .pollInterval, .cacheLifetime:
            return request.line + "'\(request.name)' has no \(value.specKey): delete the tests that read it, \(request.rewrite)"
        case .declaration, .policy:
            preconditionFailure("every request has a \(value.rawValue)")
        }
    }

    static let contextName = "unavailable spec value"
    static let fields: [TemplateField<Self>] = [
        .text("name") { $0.name },
        .text("type") { $0.type },
        // The message as a Swift string literal.
        .text("message") { SourceLocationLine.literal($0.message) },
    ]
}
