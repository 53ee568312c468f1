/// `requests:`, after the streams, the navigation and the children, whose state properties
/// a request's `into` cannot name; their `on:` and `then:` are checked once every action is
/// known (the bindings' setters, the navigation's actions).
enum RequestsSection: FeatureSection {
    static func read(_ keys: inout KeyedMapping, into feature: inout Feature, in session: inout ValidationSession) {
        if let node = keys["requests"] { feature.requests = session.validateRequests(node, of: feature) }
    }

    static func check(_ feature: Feature, in session: inout ValidationSession) {
        session.checkFollowUps(of: feature)
        session.checkKeptFailures(of: feature)
        session.checkLoadingFlags(of: feature)
    }
}

/// `requests:`: async calls with params, reads, success, failure, into, policy, key, cancel,
/// dismiss, retry, timeout and debounce.
extension ValidationSession {
    /// The requests of `feature`, whose fields, streams, navigation and children are read.
    mutating func validateRequests(_ node: YAMLNode, of feature: Feature) -> [Request] {
        guard let pairs = mapping(node, what: "'requests'", expected: "a mapping of request names to { params, success, failure, into, policy, … }") else {
            return []
        }
        var requests: [Request] = []
        for pair in pairs {
            guard checkName(pair.key, as: .request(hasParams: Self.writesParams(pair.value)), at: pair.keyPosition) else { continue }
            if let request = validateRequest(named: pair.key, at: pair.keyPosition, pair.value, of: feature) {
                requests.append(request)
            }
        }
        return requests
    }

    /// Whether the request `node` writes params (see `writesPayload`).
    private static func writesParams(_ node: YAMLNode) -> Bool {
        guard case .mapping(let pairs) = node.content, let params = pairs.first(where: { $0.key == "params" }) else { return false }
        return writesPayload(params.value)
    }

    private mutating func validateRequest(named name: String, at keyPosition: SourcePosition, _ node: YAMLNode, of feature: Feature) -> Request? {
        guard let pairs = mapping(node, what: "the request '\(name)'", expected: "a mapping with 'params', 'success', 'failure', 'into', 'policy', …") else {
            return nil
        }
        let errorsBefore = diagnostics.count
        var request = Request(name: name, lines: RequestLines(Int(keyPosition.line)))
        request.declared = keyPosition
        readKeys(of: pairs, as: .request, in: "the request '\(name)'") { $0.readRequest(&$1, into: &request, of: feature) }
        guard diagnostics.count == errorsBefore else { return nil }
        return request
    }

    /// Reads the keys of a request into `request`.
    private mutating func readRequest(_ keys: inout KeyedMapping, into request: inout Request, of feature: Feature) {
        let name = request.name
        func line(_ node: YAMLNode?) -> Int { node.map { Int($0.position.line) } ?? request.lines.name }
        let params = keys["params"], success = keys["success"], failure = keys["failure"], into = keys["into"], timeout = keys["timeout"]
        request.lines.params = line(params)
        request.lines.success = line(success)
        request.lines.failure = line(failure)
        request.lines.into = line(into)
        request.lines.timeout = line(timeout)

        if let params { request.params = payload(params, of: "the request '\(name)'") ?? .none }
        if let success, let type = type(success, what: "the success type of '\(name)'") {
            request.success = type.spelling
            request.successSource = type.source
        }
        if let failure, let type = failureType(failure, of: name) {
            request.failure = type.spelling
            request.failureSource = type.source
        }
        let policyNode = keys["policy"]
        if let node = policyNode, let text = scalar(node, what: "'policy'") {
            if let policy = RequestPolicy(rawValue: text) {
                request.policy = policy
            } else {
                error("unknown policy '\(text)'" + Suggestions.hint(for: text, among: RequestPolicy.allCases.map(\.rawValue)), at: node.position)
            }
        }
        let key = keys["key"]
        if let key { request.key = validateKey(key, of: request) }
        if let node = keys["reads"] {
            request.reads = validateReads(node, of: request, fields: feature.fields)
            request.lines.reads = Int(node.position.line)
        }
        if let into { request.into = validateInto(into, of: request, in: feature) }
        if let node = keys["failureInto"] { request.failureInto = validateFailureInto(node, of: request, in: feature) }
        if let node = keys["loadingInto"] { request.loadingInto = validateLoadingInto(node, of: request, in: feature) }
        if let node = keys["cancel"] { request.cancel = flag(node, what: "'cancel'") }
        if let node = keys["dismiss"] { request.dismiss = flag(node, what: "'dismiss'") }
        if let node = keys["retry"] { request.retry = validateRetry(node) }
        if let node = keys["on"] { request.on = readTriggers(node, of: request) }
        if let node = keys["then"] { request.then = readActionNames(node, key: "then") }
        if let node = keys["when"] {
            request.when = condition(node, of: name)
            request.whenLine = Int(node.position.line)
        }
        request.timeout = number("timeout", of: &keys)
        request.debounce = number("debounce", of: &keys)
        if request.policy.overlaps, let node = keys["debounce"] {
            error(
                "'debounce' drops the calls it supersedes, so it cannot go with policy \(request.policy.rawValue), which drops none; use policy latest or first, or leave out 'debounce'",
                at: node.position)
        }
        if request.key != nil, request.policy.overlaps, let key {
            error("'key' gives each key one call at a time, so it cannot go with policy \(request.policy.rawValue); use latest or first, or leave out 'key'", at: key.position)
        }
        checkAssignedAnswers(of: request, policy: policyNode, key: key)
        readOptimisticPollCacheKeys(&keys, into: &request)
    }

    /// A field that `into` assigns shows one answer: the one for what the state asks now.
    /// Answers that arrive in any order (`concurrent`), or whose calls for other keys run on
    /// (`key:` under `first`), would leave whichever came last there.
    private mutating func checkAssignedAnswers(of request: Request, policy: YAMLNode?, key: YAMLNode?) {
        guard let into = request.into, into.mode == .assign else { return }
        if request.policy == .concurrent, let policy {
            error(
                "policy concurrent answers in any order, so 'into: \(into.field)' would show whichever answer came last; use policy latest or queue, or mode upsert or keyed",
                at: policy.position)
        } else if request.key != nil, request.policy == .first, let key {
            error(
                "'key' with 'into: \(into.field)' makes every key's call latest across keys, and policy first would keep the call asked first; use mode keyed into a dictionary field, or leave out 'key'",
                at: key.position)
        }
    }

    /// A failure type: a named type, which can be an error.
    mutating func failureType(_ node: YAMLNode, of owner: @autoclosure () -> String) -> SwiftType? {
        guard let failureType = type(node, what: "the failure type of '\(owner())'") else { return nil }
        guard failureType.isNominal else {
            error("the failure type of '\(owner())' must name an error type, not '\(failureType.spelling)'", at: node.position)
            return nil
        }
        return failureType
    }

    /// `key: id`: one labelled param keys the request.
    private mutating func validateKey(_ node: YAMLNode, of request: Request) -> LabelledValue? {
        guard let label = scalar(node, what: "'key'") else { return nil }
        guard case .labelled(let values) = request.params else {
            error("'key: \(label)' names a param, and '\(request.name)' has no labelled params; label them, like params: { \(label): Item.ID }", at: node.position)
            return nil
        }
        if let value = values.first(where: { $0.label == label }) { return value }
        error("'key: \(label)' names no param of '\(request.name)'" + Self.hint(for: label, among: values.map(\.label), kind: "params"), at: node.position)
        return nil
    }

    /// `reads: [query, pageSize]`: state fields passed to the service.
    private mutating func validateReads(_ node: YAMLNode, of request: Request, fields: [StateField]) -> [StateField] {
        let items = listItems(node, expected: "'reads' must be a list of state fields, like [query, pageSize]")
        let labels = request.params.labels
        var reads: [StateField] = []
        for item in items {
            guard let name = scalar(item, what: "a field that 'reads' names") else { continue }
            guard let field = fields.first(where: { $0.name == name }) else {
                error("'reads' names '\(name)', which is no state field" + Self.hint(for: name, among: fields.map(\.name), kind: "fields"), at: item.position)
                continue
            }
            if labels.contains(name) {
                error(
                    "'reads' names '\(name)', which is also a param of '\(request.name)', so the service would get two '\(name)' arguments; rename the param, or leave the field out of 'reads'",
                    at: item.position)
            } else if reads.contains(where: { $0.name == name }) {
                error("'reads' names '\(name)' twice", at: item.position)
            } else {
                reads.append(field)
            }
        }
        return reads
    }

    /// `into: field` or `into: { field, mode }`: a state field of `feature`, not a property
    /// the generated code keeps.
    private mutating func validateInto(_ node: YAMLNode, of request: Request, in feature: Feature) -> Into? {
        let fields = feature.fields
        var target: String?
        var mode = IntoMode.assign
        var modeNode = node
        switch node.content {
        case .mapping(let pairs):
            let isValid = readKeys(of: pairs, as: .into, in: "'into'") { session, keys -> Bool in
                if let field = keys["field"] { target = session.scalar(field, what: "'into.field'") } else {
                    session.error("'into' needs a 'field', like { field: items, mode: append }", at: node.position)
                }
                guard let node = keys["mode"], let text = session.scalar(node, what: "'into.mode'") else { return true }
                modeNode = node
                guard let value = IntoMode(rawValue: text) else {
                    let modes = IntoMode.allCases.map(\.rawValue)
                    session.error("unknown mode '\(text)'" + Suggestions.hint(for: text, among: modes), at: node.position)
                    return false
                }
                mode = value
                return true
            }
            if !isValid { return nil }
        default:
            target = scalar(node, what: "'into'")
        }
        guard let target else { return nil }
        guard let field = fields.first(where: { $0.name == target }) else {
            if let generated = GeneratedStateProperty(named: target, in: feature) {
                error("'into: \(target)' names \(generated.description), which the generated code keeps; store the answer in a state field of your own", at: node.position)
            } else {
                error("'into: \(target)' names no state field" + Self.hint(for: target, among: fields.map(\.name), kind: "fields"), at: node.position)
            }
            return nil
        }
        guard let success = request.success else {
            error(
                "'into: \(target)' stores the success payload in '\(target)', and '\(request.name)' has no success type; add one, like success: \(Self.yamlScalar(field.type))",
                at: node.position)
            return nil
        }
        switch mode {
        case .assign:
            // A field may hold the payload's type, or be its optional. Types spelled alike
            // (`[Repo]` and `[Item]`) are told apart here; a type alias may make others the
            // same type (`Repos` and `[Repo]`), so those are the compiler's to judge.
            if success != field.type && field.type != success + "?" && Self.areSpelledAlike(success, field.type) {
                reportMismatch(of: field, assigned: success, by: request, at: node.position, in: feature)
                return nil
            }
            return Into(field: target, mode: mode)
        case .append, .prepend, .upsert:
            guard let element = CollectionType.arrayElement(of: field.type) else {
                error("'into' with mode \(mode.rawValue) needs an array field, but '\(target)' is '\(field.type)'", at: modeNode.position)
                return nil
            }
            if success == field.type { return Into(field: target, mode: mode) }
            if success == element { return Into(field: target, mode: mode, isElement: true) }
            error("'into' with mode \(mode.rawValue) stores the success payload in '\(target)': the success type must be '\(field.type)' or '\(element)', not '\(success)'", at: modeNode.position)
            return nil
        case .keyed:
            guard request.key != nil else {
                error("'into' with mode keyed stores the payload at the request's key, and '\(request.name)' has none; add 'key: <param>'", at: modeNode.position)
                return nil
            }
            guard CollectionType.isDictionary(field.type) else {
                error("'into' with mode keyed needs a dictionary field, but '\(target)' is '\(field.type)'", at: modeNode.position)
                return nil
            }
            return Into(field: target, mode: mode)
        }
    }

    /// A success type that `into:` assigns to a field of another type spelled alike: reported
    /// at the misspelt type when the spec says which it is (`MisspeltIntoType`), else at
    /// `into:`, with a note at the field's type.
    private mutating func reportMismatch(
        of field: StateField, assigned success: String, by request: Request, at into: SourcePosition, in feature: Feature
    ) {
        let fieldType = field.typeSource?.position ?? SourcePosition(line: UInt32(clamping: field.line), column: 1)
        let intoNote = Diagnostic.note("'into: \(field.name)' stores the success payload of '\(request.name)' in '\(field.name)' here", at: location(into))
        let elsewhere = feature.fields.filter { $0.name != field.name }.map(\.type)
            + feature.actions.flatMap { $0.payload.types } + request.params.types + [request.failure].compactMap { $0 }
        switch MisspeltIntoType.judge(field: field.type, success: success, spelledElsewhere: elsewhere, names: [field.name, request.name]) {
        case .field:
            error(
                "the state field '\(field.name)' is '\(field.type)', and '\(request.name)' stores its '\(success)' success payload in it (into: \(field.name)); did you mean '\(success)'?",
                at: fieldType, notes: [intoNote])
        case .success:
            error(
                "the success type of '\(request.name)' is '\(success)', and 'into: \(field.name)' stores it in '\(field.name)', which is '\(field.type)'; did you mean '\(field.type)'?",
                at: request.successSource?.position ?? into,
                notes: [.note("'\(field.name)' is declared '\(field.type)' here", at: location(fieldType)), intoNote])
        case nil:
            // Either type may be the misspelt one, or `into:` may name the wrong field.
            error(
                "'into: \(field.name)' assigns the success payload to '\(field.name)': the success type must be '\(field.type)', not '\(success)'",
                at: into,
                notes: [.note("'\(field.name)' is declared '\(field.type)' here; if that type is the misspelt one, correct it here", at: location(fieldType))])
        }
    }

    /// Whether two type spellings have the same shape, names aside (`[Repo]` and `[Item]`,
    /// `Int` and `String`), with no member type (`Repo.ID`) among their names: spellings
    /// whose difference means different types.
    static func areSpelledAlike(_ first: String, _ second: String) -> Bool {
        func shape(_ spelling: String) -> String? {
            guard !spelling.contains(".") else { return nil }
            var result = ""
            var inName = false
            for character in spelling {
                let isNameCharacter = character.isLetter || character.isNumber || character == "_"
                if isNameCharacter && !inName { result.append("T") }
                if !isNameCharacter { result.append(character) }
                inName = isNameCharacter
            }
            return result
        }
        guard let first = shape(first), let second = shape(second) else { return false }
        return first == second
    }

    /// `retry: { attempts: 3, backoff: 0.5 }`.
    private mutating func validateRetry(_ node: YAMLNode) -> Retry? {
        guard let pairs = mapping(node, what: "'retry'", expected: "a mapping like { attempts: 3, backoff: 0.5 }") else { return nil }
        return readKeys(of: pairs, as: .retry, in: "'retry'") { $0.readRetry(&$1, at: node.position) }
    }

    private mutating func readRetry(_ keys: inout KeyedMapping, at position: SourcePosition) -> Retry? {
        // Without `backoff`, retries come at once.
        let backoff = number("backoff", of: &keys)
        let backoffIsValid = backoff != nil || keys["backoff"] == nil
        guard keys["attempts"] != nil else {
            error("'retry' needs 'attempts', the number of retries of a failed call, like { attempts: 3, backoff: 0.5 }", at: position)
            return nil
        }
        guard let attempts = number("attempts", of: &keys).flatMap({ Int($0) }), backoffIsValid else { return nil }
        return Retry(attempts: attempts, backoff: backoff ?? "0")
    }

    /// `true` or `false`.
    mutating func flag(_ node: YAMLNode, what: @autoclosure () -> String) -> Bool {
        guard let text = scalar(node, what: what()) else { return false }
        switch text {
        case "true": return true
        case "false": return false
        default:
            error("\(what()) must be true or false, not '\(text)'", at: node.position)
            return false
        }
    }

    /// "; did you mean 'x'?" or "; the fields are a, b" (nothing when there are none).
    static func hint(for name: String, among names: [String], kind: String) -> String {
        if let match = Suggestions.closest(to: name, among: names) { return "; did you mean '\(match)'?" }
        return names.isEmpty ? "" : "; the \(kind) are " + Suggestions.listing(names)
    }
}
