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
        // Through a buffer, which spares the array's bounds checks. It does not spare copies:
        // the key, and the value handed to a `mutating` method, are each copied (retained)
        // out of the pair, as the compiler cannot prove the call leaves the pair's memory alone.
        pairs.withUnsafeBufferPointer { pairs in
            for index in pairs.indices {
                // Copied out once, rather than at each of its uses.
                let name = pairs[index].key
                guard checkName(name, at: pairs[index].keyPosition) else { continue }
                if let request = validateRequest(named: name, pairs[index].value, fields: fields) {
                    requests.append(request)
                    declarations.requests.append(pairs[index].keyPosition)
                }
            }
        }
        return requests
    }

    private mutating func validateRequest(named name: String, _ node: YAMLNode, fields: [StateField]) -> Request? {
        guard let pairs = mapping(node, what: "the request '\(name)'", expected: "a mapping with 'params', 'success', 'failure', 'into' or 'policy'") else {
            return nil
        }
        // The positions of the keys in `requestKeys`.
        let keys = findKeys(pairs, allowed: Self.requestKeys, in: "the request '\(name)'")
        let errorsBefore = diagnostics.count
        // The parts are collected apart and the request built once, rather than a `Request`
        // being copied at each step.
        var params = Payload.none
        var success: String?
        var failure: String?
        var into: String?
        var policy = RequestPolicy.latest
        pairs.withUnsafeBufferPointer { pairs in
            if let index = keys[0] {
                params = payload(pairs[index].value, of: "the request '\(name)'") ?? .none
            }
            if let index = keys[1] {
                success = type(pairs[index].value, what: "the success type of '\(name)'")?.spelling
            }
            if let index = keys[2], let failureType = type(pairs[index].value, what: "the failure type of '\(name)'") {
                if failureType.isNominal {
                    failure = failureType.spelling
                } else {
                    error("the failure type of '\(name)' must name an error type, not '\(failureType.spelling)'", at: pairs[index].value.position)
                }
            }
            if let index = keys[3] {
                into = validateInto(pairs[index].value, fields: fields, hasSuccess: keys[1] != nil)
            }
            if let index = keys[4], let text = scalar(pairs[index].value, what: "'policy'") {
                if let value = RequestPolicy(rawValue: text) {
                    policy = value
                } else {
                    error("unknown policy '\(text)'" + Suggestions.hint(for: text, among: RequestPolicy.allCases.map(\.rawValue)), at: pairs[index].value.position)
                }
            }
        }
        guard diagnostics.count == errorsBefore else { return nil }
        return Request(name: name, params: params, success: success, failure: failure, into: into, policy: policy)
    }

    private mutating func validateInto(_ node: YAMLNode, fields: [StateField], hasSuccess: Bool) -> String? {
        guard let target = scalar(node, what: "'into'") else { return nil }
        guard fields.contains(where: { $0.name == target }) else {
            var message = "'into: \(target)' names no state field"
            if let match = Suggestions.closest(to: target, among: fields.map(\.name)) {
                message += "; did you mean '\(match)'?"
            } else if !fields.isEmpty {
                message += "; the fields are " + Suggestions.listing(fields.map(\.name))
            }
            error(message, at: node.position)
            return nil
        }
        if !hasSuccess {
            error("'into: \(target)' needs a 'success' type: it assigns the success payload to '\(target)'", at: node.position)
            return nil
        }
        return target
    }
}
