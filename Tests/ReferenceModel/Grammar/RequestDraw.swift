import ReduxTestSupport

/// Draws one request of a feature: a random combination of request keys that the spec
/// language accepts, with the atoms it is asked for (see ``RequestAtom``).
struct RequestDraw {
    /// What the request can name: its feature's fields and actions.
    struct Context {
        var role: DrawnFeature.Role
        var fields: [DrawnFeature.Field]
        var triggers: [String]
    }

    var random: SplitMix64

    // MARK: Chance

    mutating func chance(_ probability: Double) -> Bool {
        Double(random.next() % 10_000) < probability * 10_000
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[Int(random.next() % UInt64(items.count))]
    }

    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(random.next() % UInt64(range.count))
    }

    // MARK: A request

    /// A request named `name` with every atom of `forced` (besides the role's), or nil when
    /// none is found: the atoms cannot meet.
    mutating func request(named name: String, in context: Context, forcing forced: Set<RequestAtom>) -> DrawnRequest? {
        let wanted = forced.subtracting([.inRow, .inPane])
        for _ in 0..<400 {
            let request = candidate(named: name, in: context, forcing: wanted)
            let feature = DrawnFeature(name: "Check", role: context.role, fields: context.fields, requests: [request])
            guard Refusal.made(by: request, in: feature).isEmpty else { continue }
            let atoms = RequestAtom.atoms(of: request, role: context.role)
            guard atoms.isSuperset(of: wanted), !AwaitingFix.leavesOut(atoms) else { continue }
            return request
        }
        return nil
    }

    private mutating func candidate(named name: String, in context: Context, forcing forced: Set<RequestAtom>) -> DrawnRequest {
        var request = DrawnRequest(name: name)
        let policies: [(RequestAtom, DrawnRequest.Policy)] = [(.latest, .latest), (.first, .first), (.queue, .queue), (.concurrent, .concurrent)]
        if let forcedPolicy = policies.first(where: { forced.contains($0.0) }) {
            request.policy = forcedPolicy.1
        } else {
            request.policy = pick([.latest, .latest, .latest, .first, .first, .queue, .concurrent])
        }
        drawParams(&request, forcing: forced)
        drawReads(&request, in: context, forcing: forced)
        drawInto(&request, forcing: forced)
        request.typedFailure = forced.contains(.typedFailure) || chance(0.3)
        if forced.contains(.failureInto) || chance(0.25) { request.failureInto = request.keptFailureName }
        if forced.contains(.loadingInto) || chance(0.25) { request.loadingInto = request.loadingFlagName }
        request.cancel = forced.contains(.cancel) || chance(0.25)
        request.dismiss = forced.contains(.dismiss) || chance(0.25)
        if forced.contains(.retry) || chance(0.2) {
            request.retry = DrawnRequest.Retry(attempts: int(in: 1...2), backoff: pick([nil, 250, 500, 1000]))
        }
        if forced.contains(.timeout) || chance(0.2) { request.timeout = pick([1000, 2000, 5000]) }
        if forced.contains(.debounce) || chance(0.15) { request.debounce = pick([250, 500, 1000]) }
        if forced.contains(.on) || chance(0.2) {
            if request.params == .none {
                request.on = chance(0.7) ? [pick(context.triggers)] : Array(Set([pick(context.triggers), pick(context.triggers)])).sorted()
            } else {
                drawTriggerArguments(&request, in: context)
            }
        }
        if forced.contains(.when) || chance(0.25) { request.when = condition(in: context) }
        if forced.contains(.then) || chance(0.2) { request.then = [pick(DrawnFeature.plainActions)] }
        request.optimistic = forced.contains(.optimistic) || (request.into != nil && chance(0.3))
        if forced.contains(.cache) || chance(0.2) { request.cache = pick([1000, 5000]) }
        if forced.contains(.poll) || chance(0.15) { request.poll = pick([2000, 5000]) }
        if request.optimistic, let mode = request.into?.mode, mode == .append || mode == .prepend || mode == .upsert {
            request.keepsFailed = chance(0.5)
        }
        return request
    }

    private mutating func drawParams(_ request: inout DrawnRequest, forcing forced: Set<RequestAtom>) {
        let needsLabels = forced.contains(.key) || forced.contains(.keyed)
        guard forced.contains(.params) || forced.contains(.unlabelledParam) || needsLabels || chance(0.5) else { return }
        if forced.contains(.unlabelledParam) || (!needsLabels && chance(0.2)) {
            request.params = .unlabelled(pick([.int, .string]))
            return
        }
        let pool = [DrawnRequest.Param(label: "ref", type: .int), DrawnRequest.Param(label: "text", type: .string), DrawnRequest.Param(label: "count", type: .int)]
        let first = pick(pool)
        var params = [first]
        if chance(0.4), let second = pool.filter({ $0 != first }).randomElement(using: &random) { params.append(second) }
        request.params = .labelled(params)
        if needsLabels || chance(0.3) { request.key = pick(params).label }
    }

    /// `on:` of a request with params: a setter or `nudge` (not `bump` or `poke`, which a
    /// `then:` may name, and after which `on:` cannot give params), each param given a field
    /// of its type or, after `nudge`, a payload label of its type.
    private mutating func drawTriggerArguments(_ request: inout DrawnRequest, in context: Context) {
        let readable = DrawnFeature(name: "", role: context.role, fields: context.fields, requests: []).readableFields
        let setters = context.triggers.filter { !DrawnFeature.plainActions.contains($0) }
        var actions = [DrawnFeature.nudge]
        if let setter = setters.randomElement(using: &random), chance(0.6) { actions = chance(0.5) ? [setter] : [setter, DrawnFeature.nudge] }
        for action in actions {
            var expressions: [TriggerExpression] = []
            for param in request.params.values {
                var candidates = readable.filter { $0.type == param.type }.map { TriggerExpression.field($0.name) }
                if action == DrawnFeature.nudge {
                    candidates += DrawnFeature.nudgeLabels.filter { $0.type == param.type }.compactMap { $0.label.map(TriggerExpression.label) }
                }
                guard !candidates.isEmpty else { break }
                expressions.append(pick(candidates))
            }
            guard expressions.count == request.params.values.count else { continue }
            request.on.append(action)
            request.onArguments[action] = expressions
        }
        if request.on.isEmpty {
            // `nudge` carries a value of every param type.
            request.on = [DrawnFeature.nudge]
            request.onArguments[DrawnFeature.nudge] = request.params.values.map { param in
                .label(DrawnFeature.nudgeLabels.first { $0.type == param.type }!.label!)
            }
        }
        request.on.sort()
    }

    private mutating func drawReads(_ request: inout DrawnRequest, in context: Context, forcing forced: Set<RequestAtom>) {
        let readable = DrawnFeature(name: "", role: context.role, fields: context.fields, requests: []).readableFields.map(\.name)
        // A collection's children share one service: reading `id` tells their calls apart.
        if context.role == .row { request.reads = ["id"] }
        guard forced.contains(.reads) || chance(0.5) else { return }
        let others = readable.filter { !request.reads.contains($0) }
        guard !others.isEmpty else { return }
        let first = pick(others)
        request.reads.append(first)
        if chance(0.3), let second = others.filter({ $0 != first }).randomElement(using: &random) { request.reads.append(second) }
    }

    private mutating func drawInto(_ request: inout DrawnRequest, forcing forced: Set<RequestAtom>) {
        let modes: [(RequestAtom, DrawnRequest.IntoMode)] = [(.assign, .assign), (.append, .append), (.prepend, .prepend), (.upsert, .upsert), (.keyed, .keyed)]
        let forcedMode = modes.first { forced.contains($0.0) }?.1 ?? (forced.contains(.intoOptional) ? .assign : nil)
        let wantsInto = forcedMode != nil || forced.contains(.intoElement) || forced.contains(.intoOptional) || forced.contains(.optimistic) || chance(0.75)
        if !wantsInto {
            if forced.contains(.success) || chance(0.4) { request.success = pick([.int, .string, .item]) }
            return
        }
        let mode = forcedMode ?? pick(request.key == nil ? [.assign, .assign, .append, .prepend, .upsert] : [.assign, .keyed, .keyed, .append, .upsert])
        let field = request.name + (mode == .keyed ? "ByKey" : mode == .assign ? "Value" : "Items")
        switch mode {
        case .assign:
            let success: ValueType = pick([.int, .string, .item, .list(.item), .list(.int)])
            request.success = success
            // The field may hold the payload's optional: it shows nil until an answer.
            let isOptional = forced.contains(.intoOptional) || chance(0.3)
            request.into = DrawnRequest.Into(field: field, mode: .assign, isElement: false, isOptional: isOptional)
        case .append, .prepend, .upsert:
            let element: ValueType = mode == .upsert ? .item : pick([.item, .int])
            let isElement = forced.contains(.intoElement) || chance(0.5)
            request.success = isElement ? element : .list(element)
            request.into = DrawnRequest.Into(field: field, mode: mode, isElement: isElement)
        case .keyed:
            request.success = pick([.int, .string, .item])
            request.into = DrawnRequest.Into(field: field, mode: .keyed, isElement: false)
        }
    }

    private mutating func condition(in context: Context) -> Condition {
        var conditions: [Condition] = [.ready]
        for field in context.fields where field.isBinding {
            if field.type == .string { conditions.append(.notEmpty(field.name)) }
            if field.type == .int { conditions.append(.below(field.name, 2)) }
        }
        return pick(conditions)
    }
}
