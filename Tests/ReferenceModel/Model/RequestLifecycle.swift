/// A request's lifecycle in the reducer: what its request, success, failure, cancel and
/// dismiss actions do to the status, the count of calls in flight, the `into` field and the
/// predictions.
///
/// - The request action: status → loading (counted: count + 1); an optimistic request shows
///   its prediction (`latest` first undoes the predictions of the calls it supersedes;
///   `first` predicts only while no call of its key is loading). With `key:` and a plain
///   `into` field, the calls are `latest` across keys: every other key's loading status
///   becomes idle and its prediction is undone. `when:` is checked after the reducer logic:
///   false restores the status and count, undoes this action's prediction, and under
///   `latest` also ends the call in flight (its status idle, its prediction undone).
/// - `…Skipped`, which the loader dispatches when a debounced call's `when:` is false as its
///   quiet ends and no call of it is in flight: a loading status becomes idle.
/// - A success reaching the reducer applies, whatever the status says (counted: only while
///   a call is counted): status → succeeded (counted: once the count is back to 0 and the
///   status is loading), then `into`, unless the values it read differ from the state's
///   now: then it is not stored, and a prediction is undone instead of confirmed.
/// - A failure: status → failed (counted: count − 1), prediction undone (with
///   `onFailure: keep`: left shown, marked failed), and the failure kept by `failureInto:`,
///   which no later success clears, only dismiss.
/// - The `loadingInto:` flag: the request action sets it; an answer that applies clears it
///   (counted: once the count is back to 0), as do cancel and `…Skipped`; a `when:` skip
///   clears it under `latest` and restores it otherwise. The reducer logic may clear it at
///   any time (`resetStatuses`), and the call's answer still applies.
extension FeatureState {
    /// Reduces the request action of `request` with `params`; returns whether the call
    /// starts (`when:` holds).
    mutating func start(_ request: DrawnRequest, params: [ModelValue]) -> Bool {
        let key = request.keyIndex.map { params[$0] }
        let statusBefore = status(request.name, key: key)
        let countBefore = inFlight[request.name]
        let flagBefore = loadingFlags[request.name]
        let tag = Self.tag(of: request, params: params)
        var prediction: Int?
        if request.optimistic {
            let shown = PredictionRule.value(for: request, params: params)
            switch request.policy {
            case .latest:
                rollBackAll(request, tag: tag)
                prediction = shown.map { predict($0, for: request, tag: tag) }
            case .first:
                if !statusBefore.isLoading { prediction = shown.map { predict($0, for: request, tag: tag) } }
            case .queue, .concurrent:
                prediction = shown.map { predict($0, for: request, tag: tag) }
            }
        }
        if request.policy.countsCalls { inFlight[request.name, default: 0] += 1 }
        setStatus(.loading, request.name, key: key)
        if request.loadingInto != nil { loadingFlags[request.name] = true }
        if request.isLatestAcrossKeys {
            endOtherKeys(of: request, than: key)
        }
        guard let when = request.when, !when.holds(for: fields) else { return true }
        setStatus(statusBefore, request.name, key: key)
        if request.policy.countsCalls { inFlight[request.name] = countBefore }
        if request.loadingInto != nil { loadingFlags[request.name] = request.policy == .latest ? false : flagBefore }
        if let prediction { rollBack(request, serial: prediction) }
        if request.policy == .latest {
            endCallsInFlight(of: request, key: key)
        }
        return false
    }

    /// The calls of every key but `key` end: loading statuses become idle, predictions are undone.
    private mutating func endOtherKeys(of request: DrawnRequest, than key: ModelValue?) {
        for other in loadingKeys(of: request.name) where other != key {
            setStatus(.idle, request.name, key: other)
        }
        for prediction in predictions[request.name] ?? [] where prediction.tag != key {
            rollBack(request, serial: prediction.serial)
        }
    }

    /// A `latest` call in flight ends (a skipped `when:`): its loading status becomes idle
    /// and its prediction is undone; with `key:` and a plain field, every key's.
    private mutating func endCallsInFlight(of request: DrawnRequest, key: ModelValue?) {
        let keys: [ModelValue?] = request.isLatestAcrossKeys ? loadingKeys(of: request.name) : [key]
        for key in keys where status(request.name, key: key).isLoading {
            setStatus(.idle, request.name, key: key)
        }
        if request.optimistic {
            rollBackAll(request, tag: key, everyTag: request.isLatestAcrossKeys)
        }
    }

    /// Reduces a success of `request` whose call had `arguments` (params, then the values
    /// it read); returns whether it applied (a counted request with no call counted ignores it).
    mutating func succeed(_ request: DrawnRequest, arguments: [ModelValue], payload: ModelValue?) -> Bool {
        let params = Array(arguments.prefix(request.params.values.count))
        let read = Array(arguments.dropFirst(request.params.values.count))
        let key = request.keyIndex.map { params[$0] }
        if request.policy.countsCalls {
            guard let count = inFlight[request.name], count > 0 else { return false }
            inFlight[request.name] = count - 1
            if count == 1, status(request.name, key: nil).isLoading { setStatus(.succeeded, request.name, key: nil) }
            if count == 1 { endLoading(request) }
        } else {
            setStatus(.succeeded, request.name, key: key)
            endLoading(request)
        }
        guard let payload, request.into != nil else { return true }
        let tag = Self.tag(of: request, params: params)
        let asksTheSame = read == reads(of: request)
        if request.optimistic {
            if asksTheSame { confirm(payload, for: request, tag: tag) } else { rollBack(request, tag: tag) }
        } else if asksTheSame {
            store(payload, for: request, key: key)
        }
        return true
    }

    /// Reduces a failure of `request` whose call had `arguments`.
    mutating func fail(_ request: DrawnRequest, arguments: [ModelValue], error: ModelError) {
        let params = Array(arguments.prefix(request.params.values.count))
        let key = request.keyIndex.map { params[$0] }
        if request.policy.countsCalls {
            guard let count = inFlight[request.name], count > 0 else { return }
            inFlight[request.name] = count - 1
            if count == 1 { endLoading(request) }
        } else {
            endLoading(request)
        }
        setStatus(.failed(error), request.name, key: key)
        if request.failureInto != nil { keptFailures[request.name] = error }
        guard request.optimistic else { return }
        let tag = Self.tag(of: request, params: params)
        if request.keepsFailed { markFailed(request, tag: tag) } else { rollBack(request, tag: tag) }
    }

    /// Reduces `cancel…`: the calls in flight end (their predictions undone) and a loading
    /// status becomes idle (counted: the count goes to 0).
    mutating func cancel(_ request: DrawnRequest, key: ModelValue?) {
        endLoading(request)
        if request.policy.countsCalls {
            if let count = inFlight[request.name], count > 0 {
                inFlight[request.name] = 0
                setStatus(.idle, request.name, key: nil)
            }
        } else if status(request.name, key: key).isLoading {
            setStatus(.idle, request.name, key: key)
        }
        if request.optimistic { rollBackAll(request, tag: key, everyTag: request.key == nil) }
    }

    /// Reduces `…Skipped` (a debounced call whose `when:` was false as its quiet ended, with
    /// no call in flight): its key's loading status becomes idle.
    mutating func skipped(_ request: DrawnRequest, key: ModelValue?) {
        if status(request.name, key: key).isLoading { setStatus(.idle, request.name, key: key) }
        endLoading(request)
    }

    /// The `loadingInto` flag of `request` becomes false (nothing without one).
    private mutating func endLoading(_ request: DrawnRequest) {
        if request.loadingInto != nil { loadingFlags[request.name] = false }
    }

    /// Reduces `dismiss…Error`: the kept failure is cleared, whatever the status, and a
    /// failed status becomes idle (counted: loading while calls are still counted).
    mutating func dismiss(_ request: DrawnRequest, key: ModelValue?) {
        keptFailures[request.name] = nil
        guard status(request.name, key: key).isFailed else { return }
        let stillLoading = request.policy.countsCalls && (inFlight[request.name] ?? 0) > 0
        setStatus(stillLoading ? .loading : .idle, request.name, key: key)
    }

    /// The reducer logic's `resetStatuses`: every request's status becomes idle, and every
    /// loading flag false (the calls in flight go on, and their answers still apply).
    mutating func resetStatuses() {
        statuses = [:]
        loadingFlags = [:]
    }
}
