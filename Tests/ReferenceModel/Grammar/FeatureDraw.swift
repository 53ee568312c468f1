import ReduxTestSupport

/// Draws the features of the corpus from a seed: each feature's fields, requests and
/// children, its requests aimed at the pairs of atoms no earlier request made (see
/// ``CorpusDraw``).
struct FeatureDraw {
    var requests: RequestDraw
    /// Draws each feature's `setter:`, from a random sequence of its own, so that the
    /// requests the corpus draws for its pairs of atoms stay what they are.
    var setters: RequestDraw

    init(seed: UInt64) {
        requests = RequestDraw(random: SplitMix64(seed: seed))
        setters = RequestDraw(random: SplitMix64(seed: seed ^ 0x5E77_E2D5))
    }

    /// The request names a feature picks from.
    static let requestNames = ["load", "fetch", "search", "save", "send", "sync", "rate", "submit", "lookup", "archive", "post", "upload"]

    /// The fields a request may read, which the view edits (bindings).
    static let inputs = [
        DrawnFeature.Field(name: "query", type: .string, initial: .string(""), isBinding: true),
        DrawnFeature.Field(name: "page", type: .int, initial: .int(0), isBinding: true),
    ]

    /// The feature `number` of the corpus, with a collection child and an optional child when
    /// pairs with them are still to be covered (or by chance).
    mutating func feature(number: Int, coverage: inout Coverage) -> DrawnFeature {
        let name = "Drawn" + (number < 10 ? "0" : "") + String(number)
        var feature = self.feature(named: name, role: .top, requestCount: requests.int(in: 3...4), coverage: &coverage)
        if coverage.wants(.inRow) || requests.chance(0.3) {
            feature.rows = self.feature(named: name + "Row", role: .row, requestCount: requests.int(in: 1...2), coverage: &coverage)
        }
        if coverage.wants(.inPane) || requests.chance(0.3) {
            feature.pane = self.feature(named: name + "Pane", role: .pane, requestCount: requests.int(in: 1...2), coverage: &coverage)
        }
        var extras = StreamAndNavigationDraw(seed: CorpusDraw.seed, number: number)
        extras.extend(&feature, number: number)
        return feature
    }

    private mutating func feature(named name: String, role: DrawnFeature.Role, requestCount: Int, coverage: inout Coverage) -> DrawnFeature {
        var fields: [DrawnFeature.Field] = []
        if role != .top { fields.append(DrawnFeature.Field(name: "id", type: .int, initial: nil, isBinding: false)) }
        let inputCount = role == .top ? requests.int(in: 1...2) : 1
        let firstInput = requests.int(in: 0...1)
        for offset in 0..<inputCount { fields.append(Self.inputs[(firstInput + offset) % Self.inputs.count]) }
        // `ready`'s setter may be named by the spec (`setter: readyChanged`): an action of the
        // spec's `actions:`, as an app's existing action would be, or a setter generated with
        // that name.
        let readySetter = setters.chance(0.5) ? "readyChanged" : nil
        let declared = readySetter != nil && setters.chance(0.6)
        fields.append(DrawnFeature.Field(name: "ready", type: .bool, initial: .bool(true), isBinding: true, setter: readySetter, declaresSetter: declared))
        let setters = fields.filter(\.isBinding).map(\.setterName)
        let context = RequestDraw.Context(role: role, fields: fields, triggers: DrawnFeature.plainActions + setters)

        var names = Self.requestNames
        var drawn: [DrawnRequest] = []
        for _ in 0..<requestCount {
            let name = names.remove(at: requests.int(in: 0...(names.count - 1)))
            var request: DrawnRequest?
            while request == nil, let pair = coverage.target(for: role, using: &requests) {
                request = requests.request(named: name, in: context, forcing: [pair.first, pair.second])
                if request == nil { coverage.markImpossible(pair) }
            }
            drawn.append(request ?? requests.request(named: name, in: context, forcing: [])!)
        }
        addFollowingRequests(to: &drawn, role: role)
        let feature = DrawnFeature(name: name, role: role, fields: fields + drawn.compactMap(Self.intoField), requests: drawn)
        for request in feature.requests { coverage.cover(request, role: role) }
        return feature
    }

    /// Some `then:` lists gain a request without params, as long as no request leads back
    /// to itself.
    private mutating func addFollowingRequests(to drawn: inout [DrawnRequest], role: DrawnFeature.Role) {
        for index in drawn.indices where requests.chance(0.3) {
            let targets = drawn.filter { $0.name != drawn[index].name && $0.params == .none }.map(\.name)
            guard !targets.isEmpty else { continue }
            var following = drawn[index]
            following.then.append(requests.pick(targets))
            if !AwaitingFix.leavesOut(RequestAtom.atoms(of: following, role: role)) { drawn[index] = following }
        }
        Self.removeLoops(from: &drawn)
    }

    /// Removes the `then:` entries that lead back to their request, and those of a cached
    /// request that start a debounced one.
    static func removeLoops(from drawn: inout [DrawnRequest]) {
        for index in drawn.indices {
            let all = drawn, name = drawn[index].name
            drawn[index].then.removeAll { FollowUps.leadsBack(from: $0, to: name, in: all) }
            // The generated cache test asks again after the first success's follow-ups, and a
            // debounced one can outlast the answer's freshness, so that the test's hit is a
            // call: the generated tests do not yet tell the two apart.
            if drawn[index].cache != nil {
                drawn[index].then.removeAll { FollowUps.requestsStarted(by: $0, in: all).contains { started in all.first { $0.name == started }?.debounce != nil } }
            }
        }
    }

    /// The state field a request's `into` names, typed for its mode.
    static func intoField(of request: DrawnRequest) -> DrawnFeature.Field? {
        guard let into = request.into, let success = request.success else { return nil }
        let type: ValueType
        switch into.mode {
        case .assign: type = into.isOptional ? .optional(success) : success
        case .append, .prepend, .upsert: type = into.isElement ? .list(success) : success
        case .keyed: type = .dictionary(key: request.keyType ?? .int, value: success)
        }
        return DrawnFeature.Field(name: into.field, type: type, initial: type.emptyValue, isBinding: false)
    }
}

/// Which requests `on:` and `then:` start, and whether they lead back to a request (which
/// the spec language refuses: each success would start the next call, endlessly).
enum FollowUps {
    /// The requests that dispatching `name` starts: the request itself, or those whose
    /// `on:` names the action.
    static func requestsStarted(by name: String, in requests: [DrawnRequest]) -> [String] {
        if requests.contains(where: { $0.name == name }) { return [name] }
        return requests.filter { $0.on.contains(name) }.map(\.name)
    }

    /// Whether dispatching `name` starts `target` again, following each started request's `then:`.
    static func leadsBack(from name: String, to target: String, in requests: [DrawnRequest]) -> Bool {
        var visited: Set<String> = []
        func search(_ name: String) -> Bool {
            for started in requestsStarted(by: name, in: requests) {
                if started == target { return true }
                guard visited.insert(started).inserted else { continue }
                let then = requests.first { $0.name == started }?.then ?? []
                if then.contains(where: search) { return true }
            }
            return false
        }
        return search(name)
    }
}
