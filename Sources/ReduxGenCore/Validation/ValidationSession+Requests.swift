/// `requests:`: async calls with params, success, failure, into and policy.
extension ValidationSession {
    static let requestKeys = ["params", "success", "failure", "into", "policy"]

    mutating func validateRequests(_ node: YAMLNode, fields: [StateField]) -> [Request] {
        guard let pairs = mapping(node, what: "'requests'", expected: "a mapping of request names to { params, success, failure, into, policy }") else {
            return []
        }
        var requests: [Request] = []
        requests.reserveCapacity(pairs.count)
        for pair in pairs {
            guard checkName(pair.key, at: pair.keyLocation) else { continue }
            if let request = validateRequest(named: pair.key, pair.value, fields: fields) {
                requests.append(request)
                declarations.requests.append(pair.keyLocation)
            }
        }
        return requests
    }

    private mutating func validateRequest(named name: String, _ node: YAMLNode, fields: [StateField]) -> Request? {
        guard let pairs = mapping(node, what: "the request '\(name)'", expected: "a mapping with 'params', 'success', 'failure', 'into' or 'policy'") else {
            return nil
        }
        checkKeys(pairs, allowed: Self.requestKeys, in: "the request '\(name)'")
        let errorsBefore = diagnostics.count
        var request = Request(name: name)
        if let params = value(of: "params", in: pairs) {
            request.params = payload(params, of: "the request '\(name)'") ?? .none
        }
        let success = value(of: "success", in: pairs)
        if let success {
            request.success = type(success, what: "the success type of '\(name)'")?.spelling
        }
        if let failure = value(of: "failure", in: pairs), let failureType = type(failure, what: "the failure type of '\(name)'") {
            if failureType.isNominal {
                request.failure = failureType.spelling
            } else {
                error("the failure type of '\(name)' must name an error type, not '\(failureType.spelling)'", at: failure.location)
            }
        }
        if let into = value(of: "into", in: pairs) {
            request.into = validateInto(into, request: request, fields: fields, successNode: success)
        }
        if let policy = value(of: "policy", in: pairs), let text = scalar(policy, what: "'policy'") {
            if let value = RequestPolicy(rawValue: text) {
                request.policy = value
            } else {
                error("unknown policy '\(text)'" + Suggestions.hint(for: text, among: RequestPolicy.allCases.map(\.rawValue)), at: policy.location)
            }
        }
        return diagnostics.count == errorsBefore ? request : nil
    }

    private mutating func validateInto(_ node: YAMLNode, request: Request, fields: [StateField], successNode: YAMLNode?) -> String? {
        guard let target = scalar(node, what: "'into'") else { return nil }
        guard fields.contains(where: { $0.name == target }) else {
            var message = "'into: \(target)' names no state field"
            if let match = Suggestions.closest(to: target, among: fields.map(\.name)) {
                message += "; did you mean '\(match)'?"
            } else if !fields.isEmpty {
                message += "; the fields are " + Suggestions.listing(fields.map(\.name))
            }
            error(message, at: node.location)
            return nil
        }
        if successNode == nil {
            error("'into: \(target)' needs a 'success' type: it assigns the success payload to '\(target)'", at: node.location)
            return nil
        }
        return target
    }
}
