/// A request's `failureInto`: the optional state field that keeps its failures.
extension ValidationSession {
    /// `failureInto: loadError`: a state field of `feature`, not a property the generated
    /// code keeps nor the field `into` fills, whose type is the failure type's optional, so
    /// that it can be cleared. A type spelt otherwise but the same through an alias is the
    /// compiler's to judge.
    mutating func validateFailureInto(_ node: YAMLNode, of request: Request, in feature: Feature) -> FailureInto? {
        guard let name = scalar(node, what: "'failureInto'") else { return nil }
        // Without a failure type, `RequestError`, which a state file names without its module.
        let failure = request.failure ?? "RequestError"
        let declaration = "\(name): \"\(failure)?\""
        guard let field = feature.fields.first(where: { $0.name == name }) else {
            if let generated = GeneratedStateProperty(named: name, in: feature) {
                error("'failureInto: \(name)' names \(generated.description), which the generated code keeps; keep the failure in a state field of your own", at: node.position)
            } else {
                let fields = feature.fields.map(\.name)
                let hint = Suggestions.closest(to: name, among: fields).map { "; did you mean '\($0)'?" } ?? "; declare it in 'state:', like \(declaration)"
                error("'failureInto: \(name)' names no state field" + hint, at: node.position)
            }
            return nil
        }
        if request.into?.field == name {
            error(
                "'failureInto: \(name)' names the field that 'into' fills with the success payload, which would show an answer and a failure by turns; keep the failure in a field of its own, like \(request.name)Error: \"\(failure)?\"",
                at: node.position)
            return nil
        }
        guard let wrapped = Self.optionalWrapped(field.type) else {
            error("'failureInto: \(name)' keeps the failures of '\(request.name)' in '\(name)', which must be optional to be cleared; declare it as \(declaration), not '\(field.type)'", at: node.position)
            return nil
        }
        if wrapped != failure && Self.areSpelledAlike(wrapped, failure) {
            error(
                "'failureInto: \(name)' keeps the failures of '\(request.name)', of type '\(failure)', in '\(name)', which holds '\(field.type)'; declare it as \(declaration)"
                    + (request.failure == nil ? ", or give '\(request.name)' the failure type '\(wrapped)'" : ""),
                at: node.position)
            return nil
        }
        return FailureInto(field: name, declared: node.position)
    }

    /// `ChatError` for `ChatError?` or `Optional<ChatError>`, nil for a type that is not an
    /// optional.
    private static func optionalWrapped(_ type: String) -> String? {
        if type.hasSuffix("?") { return String(type.dropLast()) }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { return String(type.dropFirst("Optional<".count).dropLast()) }
        return nil
    }

    /// No request's `into` fills a field that another request keeps its failures in: the field
    /// would show an answer and a failure by turns.
    mutating func checkKeptFailures(of feature: Feature) {
        for request in feature.requests {
            guard let kept = request.failureInto else { continue }
            for other in feature.requests where other.name != request.name && other.into?.field == kept.field {
                error(
                    "'failureInto: \(kept.field)' names the field that 'into' of '\(other.name)' fills with its success payload, which would show an answer and a failure by turns; keep the failure in a field of its own",
                    at: kept.declared)
            }
        }
    }
}
