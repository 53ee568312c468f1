/// A request's `loadingInto`: the `Bool` state field that shows whether its call is in flight.
extension ValidationSession {
    /// `loadingInto: isLoading`: a `Bool` state field of `feature`, not a property the
    /// generated code keeps, of a request without `key:` (one flag cannot say which key's call
    /// runs).
    mutating func validateLoadingInto(_ node: YAMLNode, of request: Request, in feature: Feature) -> LoadingInto? {
        guard let name = scalar(node, what: "'loadingInto'") else { return nil }
        let declaration = "\(name): { type: Bool, default: \"false\" }"
        guard let field = feature.fields.first(where: { $0.name == name }) else {
            if let generated = GeneratedStateProperty(named: name, in: feature) {
                error("'loadingInto: \(name)' names \(generated.description), which the generated code keeps; show the call in a Bool state field of your own", at: node.position)
            } else {
                let bools = feature.fields.filter { Self.isBool($0.type) }.map(\.name)
                let hint = Suggestions.closest(to: name, among: bools).map { "; did you mean '\($0)'?" } ?? "; declare it in 'state:', like \(declaration)"
                error("'loadingInto: \(name)' names no state field" + hint, at: node.position)
            }
            return nil
        }
        guard Self.isBool(field.type) else {
            error("'loadingInto: \(name)' shows whether '\(request.name)' has a call in flight in '\(name)', which must be a Bool; declare it as \(declaration), not '\(field.type)'", at: node.position)
            return nil
        }
        if request.key != nil {
            error(
                "'loadingInto' gives '\(request.name)' one flag for the calls of every key, which could not say whose call runs, so it cannot go with 'key'; read the status of the key, like \(request.statusFieldName)[id]?.isLoading == true, or leave out 'key'",
                at: node.position)
            return nil
        }
        if request.into?.field == name {
            error("'loadingInto: \(name)' names the field that 'into' fills with the success payload; show the call in a Bool field of its own, like \(request.name)IsLoading: Bool", at: node.position)
            return nil
        }
        return LoadingInto(field: name, declared: node.position)
    }

    /// `Bool`, as the state spells it.
    private static func isBool(_ type: String) -> Bool { type == "Bool" || type == "Swift.Bool" }

    /// No two requests show their calls in one flag (the answer of one would end the spinner
    /// of the other's call), and no request's `into` fills a field that a request shows its
    /// calls in.
    mutating func checkLoadingFlags(of feature: Feature) {
        let flagged = feature.requests.filter { $0.loadingInto != nil }
        for request in flagged {
            guard let flag = request.loadingInto else { continue }
            // A shared flag is reported once, where it is named first.
            let sharers = flagged.filter { $0.loadingInto?.field == flag.field }
            if sharers.count > 1, sharers[0].name == request.name {
                let others = sharers.dropFirst().map { "'\($0.name)'" }.joined(separator: " and ")
                error(
                    "'loadingInto: \(flag.field)' is also the flag of \(others), whose answers would end it while '\(request.name)' still runs; give each request a flag of its own, like \(sharers[1].name)IsLoading: Bool",
                    at: flag.declared)
            }
            for other in feature.requests where other.name != request.name && other.into?.field == flag.field {
                error(
                    "'loadingInto: \(flag.field)' names the field that 'into' of '\(other.name)' fills with its success payload; show the call in a Bool field of its own",
                    at: flag.declared)
            }
        }
    }
}
