/// What one action does in an instance: the reducer's part (the state), then the loader's
/// (calls, cache, polls, and the actions `on:` and `then:` dispatch).
extension ModelWorld {
    mutating func handle(_ action: ModelAction, at path: InstancePath, generation: Int) {
        let spec = spec(at: path)
        switch action {
        case .request(let name, let params, let forced):
            startRequest(spec.request(name)!, params: params, forced: forced, at: path, generation: generation)
        case .success(let name, let arguments, let payload, let replayed):
            let request = spec.request(name)!
            guard states[path]!.succeed(request, arguments: arguments, payload: payload) else { break }
            if request.cache != nil, !replayed {
                let id = CallID(request: name, key: Self.key(of: request, in: arguments))
                cache[CacheKey(path: path, generation: generation, id: id, arguments: arguments)] = CachedSuccess(time: now, payload: payload)
            }
            for next in request.then {
                dispatch(followUp(named: next, in: spec), from: path, generation: generation)
            }
        case .failure(let name, let arguments, let error):
            states[path]!.fail(spec.request(name)!, arguments: arguments, error: error)
        case .cancel(let name, let key):
            states[path]!.cancel(spec.request(name)!, key: key)
            cancelCalls(at: path, generation: generation) { $0.id == CallID(request: name, key: key) }
        case .dismiss(let name, let key):
            states[path]!.dismiss(spec.request(name)!, key: key)
        case .skipped(let name, let key):
            states[path]!.skipped(spec.request(name)!, key: key)
        case .startPolling(let name, let params):
            startPolling(spec.request(name)!, params: params, at: path, generation: generation)
        case .stopPolling(let name, let key):
            stopPolling(CallID(request: name, key: key), at: path, generation: generation)
        case .plain("bump"), .plain("poke"), .plain(DrawnNavigation.go):
            break
        case .plain(DrawnFeature.resetStatuses):
            states[path]!.resetStatuses()
        case .plain("closePane"):
            removePane()
        case .plain(let name):
            preconditionFailure("no plain action \(name)")
        case .set(let field, let value):
            states[path]!.fields[field] = value
        case .nudge:
            break
        case .startStream:
            states[path]!.isStreamActive = true
        case .stopStream:
            states[path]!.isStreamActive = false
        case .streamReceived(let value):
            // An element or an end the state no longer expects is ignored, the routing too.
            guard states[path]!.isStreamActive else { return }
            states[path]!.receive(value)
        case .streamFinished(let failed):
            guard states[path]!.isStreamActive else { return }
            states[path]!.finishStream(failed: failed)
        case .push(let route):
            states[path]!.path.append(route)
        case .pop:
            if !states[path]!.path.isEmpty { states[path]!.path.removeLast() }
        case .popToRoot:
            states[path]!.path = []
        case .setPath(let routes):
            states[path]!.path = routes
        case .addRow(let id):
            addRow(id)
        case .removeRow(let id):
            removeRow(id)
        case .openPane(let id):
            openPane(id)
        }
        // The routing, last in the reducer: what it returns after the action, over the state
        // the action left, is applied to the path.
        let name = action.name(in: spec)
        if let navigation = spec.navigation {
            states[path]!.path = navigation.rule(after: name).apply(to: states[path]!.path)
        }
        // `on:`: the requests the action starts, once it is reduced, with the params its
        // expressions give, evaluated in the state the action left; then the stream it starts.
        for request in spec.requests where request.on.contains(name) {
            let params = (request.onArguments[name] ?? []).map { value(of: $0, after: action, at: path) }
            dispatch(.request(request.name, params: params, forced: false), from: path, generation: generation)
        }
        if let stream = spec.stream, stream.on.contains(name) {
            dispatch(.startStream, from: path, generation: generation)
        }
        // The stream runner, after the follow-ups: a start while a subscription runs changes
        // nothing; a stop ends it, and its end is never dispatched.
        switch action {
        case .startStream: isSubscribed = true
        case .stopStream: isSubscribed = false
        default: break
        }
    }

    /// What `expression` gives after `action`: a field of the state it left, or a value of its
    /// payload by label.
    private func value(of expression: TriggerExpression, after action: ModelAction, at path: InstancePath) -> ModelValue {
        switch expression {
        case .field(let name):
            return states[path]!.fields[name]!
        case .label(let label):
            guard case .nudge(let values) = action, let index = DrawnFeature.nudgeLabels.firstIndex(where: { $0.label == label }) else {
                preconditionFailure("no payload label \(label) on \(action)")
            }
            return values[index]
        }
    }

    /// The action a `then:` entry names: a plain action or a request without params.
    private func followUp(named name: String, in spec: DrawnFeature) -> ModelAction {
        if spec.request(name) != nil { return .request(name, params: [], forced: false) }
        if let stream = spec.stream, name == stream.startName { return .startStream }
        if let stream = spec.stream, name == stream.stopName { return .stopStream }
        return .plain(name)
    }

    /// The key an answer carries among its arguments.
    static func key(of request: DrawnRequest, in arguments: [ModelValue]) -> ModelValue? {
        request.keyIndex.map { arguments[$0] }
    }

    /// A request action: the reducer's lifecycle, then `when:`, the cache and the runner.
    ///
    /// - A skipped call (`when:` false) is as if never asked; under `latest` it also ends the
    ///   call in flight of its id (with `key:` and a plain field, of every key).
    /// - With `key:` and a plain field, the call ends the calls of every other key.
    /// - A cache hit (a success of the same id and arguments younger than `cache:`, not
    ///   forced) is a call for the policy (`latest`: it supersedes the call in flight; `first`:
    ///   dropped while one is in flight) that answers again with the stored success.
    private mutating func startRequest(_ request: DrawnRequest, params: [ModelValue], forced: Bool, at path: InstancePath, generation: Int) {
        let key = request.keyIndex.map { params[$0] }
        let id = CallID(request: request.name, key: key)
        let ofTheSameField: (Call) -> Bool = { request.isLatestAcrossKeys ? $0.id.request == request.name : $0.id == id }
        guard states[path]!.start(request, params: params) else {
            if request.policy == .latest { cancelCalls(at: path, generation: generation, where: ofTheSameField) }
            return
        }
        if request.isLatestAcrossKeys {
            cancelCalls(at: path, generation: generation) { $0.id.request == request.name && $0.id != id }
        }
        let reads = states[path]!.reads(of: request)
        let arguments = params + reads
        if let lifetime = request.cache, !forced,
            let hit = cache[CacheKey(path: path, generation: generation, id: id, arguments: arguments)], now - hit.time < lifetime
        {
            if request.policy == .first, isRunning(id, at: path, generation: generation) { return }
            cancelCalls(at: path, generation: generation, where: ofTheSameField)
            dispatch(.success(request.name, arguments: arguments, payload: hit.payload, replayed: true), from: path, generation: generation)
            return
        }
        run(Call(serial: nextSerial(), path: path, generation: generation, id: id, params: params, reads: reads, phase: .debouncing), of: request)
    }
}
