/// `requests:`: async calls with params, success, failure, into and policy.
extension ValidationSession {
    static let requestKeys = ["params", "success", "failure", "into", "policy"]

    mutating func validateRequests(_ node: YAMLNode, fields: [StateField]) -> [Request] {
        guard let pairs = mapping(node, what: "'requests'", expected: "a mapping of request names to { params, success, failure, into, policy }") else {
            return []
        }
        var requests: [Request] = []
        requests.reserveCapacity(pairs.count)
        declarations.requests.reserveCapacity(pairs.count)
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
        // The parts are collected apart and the request built once, rather than a `Request`
        // being copied at each step.
        var params = Payload.none
        if let node = value(of: "params", in: pairs) {
            params = payload(node, of: "the request '\(name)'") ?? .none
        }
        var success: String?
        let successNode = value(of: "success", in: pairs)
        if let successNode {
            success = type(successNode, what: "the success type of '\(name)'")?.spelling
        }
        var failure: String?
        if let node = value(of: "failure", in: pairs), let failureType = type(node, what: "the failure type of '\(name)'") {
            if failureType.isNominal {
                failure = failureType.spelling
            } else {
                error("the failure type of '\(name)' must name an error type, not '\(failureType.spelling)'", at: node.location)
            }
        }
        var into: String?
        if let node = value(of: "into", in: pairs) {
            into = validateInto(node, fields: fields, successNode: successNode)
        }
        var policy = RequestPolicy.latest
        if let node = value(of: "policy", in: pairs), let text = scalar(node, what: "'policy'") {
            if let value = RequestPolicy(rawValue: text) {
                policy = value
            } else {
                error("unknown policy '\(text)'" + Suggestions.hint(for: text, among: RequestPolicy.allCases.map(\.rawValue)), at: node.location)
            }
        }
        guard diagnostics.count == errorsBefore else { return nil }
        return Request(name: name, params: params, success: success, failure: failure, into: into, policy: policy)
    }

    private mutating func validateInto(_ node: YAMLNode, fields: [StateField], successNode: YAMLNode?) -> String? {
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
