/// The local names and parameters the generated code declares itself, which a name from
/// the spec must not shadow or redeclare.
///
/// A spec's labels, key params and read fields become pattern bindings and parameters of
/// the generated code, beside these locals (the loader's `action` and `state`, the
/// reducer's `payload` and `error`, the captured `service`, the mock's `recorded`, …). A
/// spec name equal to one of them is bound under another name (`stateValue`): labels stay
/// as the user wrote them, only the generated binding changes.
enum GeneratedLocals {
    /// The binding of an unlabelled payload.
    static let payload = "payload"

    /// The binding of an unlabelled param that an answer carries beside its own payload.
    static let answeredParam = "answeredPayload"

    /// The reducer's local that says the reducer logic has run for the action.
    static let reducedByLogic = "reducedByLogic"

    /// The local that an optimistic request's predictions are taken into while they change
    /// the field they predict.
    static let predictions = "predictions"

    /// The loader's count, before a request action is reduced, of the calls in flight of a
    /// request under `queue` or `concurrent` with `when:`, from which it tells a skipped call.
    static let callsBefore = "callsBefore"

    /// Every local, parameter and captured name of the default templates that a binding
    /// from the spec shares a scope with, and the runtime modules that generated code
    /// qualifies names with.
    static let reserved: Set<String> = [
        // The loader: `request(for action:, state:)`, the middleware's closures and the
        // `[service]` its calls capture.
        "action", "state", "service", "context", "requests", "streams", "next",
        // The loader's count of calls before an action, from which it tells a skipped call.
        callsBefore,
        // The loader's runners of polls and its cache, a request's cached call and its
        // arguments.
        "polls", "cache", "cachedCall", "arguments",
        // The reducer's and the skeletons' bindings of answers and stream elements, and of
        // an optimistic request's prediction.
        payload, "error", "element", "prediction", predictions, answeredParam,
        // The service mock's recorder.
        "recorded",
        // The reducer's note that the reducer logic has run (for a request with `when:`).
        reducedByLogic,
        // Module names the generated code qualifies runtime types with.
        "ReduxRuntime", "ReduxTesting",
    ]

    /// The bindings of values named `names` (labels, read fields) that share a scope: each
    /// name as it is, or a variant of it (`stateValue`, `defaultValue`, `stateValue2`, …)
    /// when it is a reserved local, a word Swift refuses as a value (a keyword, `await`),
    /// in `taken`, or the binding or name of another of the values.
    static func bindings(for names: [String], avoiding taken: Set<String>) -> [String] {
        var bindings: [String] = []
        for (index, name) in names.enumerated() {
            let isTaken = { (candidate: String) in
                reserved.contains(candidate) || SwiftPosition.value.refusal(of: candidate) != nil || taken.contains(candidate)
                    || bindings.contains(candidate)
                    || names.enumerated().contains { $0.offset != index && $0.element == candidate }
            }
            bindings.append(unique(name, avoiding: isTaken, renamed: name + "Value"))
        }
        return bindings
    }

    /// `name` unless `isTaken` says so; then the first of `renamed`, `renamed2`,
    /// `renamed3`, … that is not taken.
    static func unique(_ name: String, avoiding isTaken: (String) -> Bool, renamed: String) -> String {
        guard isTaken(name) else { return name }
        if !isTaken(renamed) { return renamed }
        var number = 2
        while isTaken(renamed + String(number)) { number += 1 }
        return renamed + String(number)
    }
}
