/// The runner's part: debounce, policy, attempts with their timeout, retries with their
/// backoff, and which answers are dispatched (those of current calls only).
extension ModelWorld {
    /// Runs `call` of `request`: after its debounce (a newer call of the id replaces the one
    /// waiting), under its policy.
    mutating func run(_ call: Call, of request: DrawnRequest) {
        guard let debounce = request.debounce else {
            start(call, of: request)
            return
        }
        if let waiting = calls.first(where: { $0.path == call.path && $0.generation == call.generation && $0.id == call.id && $0.phase == .debouncing }) {
            end(waiting)
        }
        calls.append(call)
        addTimer(after: debounce, at: call.path, generation: call.generation, .debounce(call: call.serial))
    }

    /// A call whose `when:` is false as its debounce ends is skipped as at its request
    /// action: under `latest` the calls of its id end (with `key:` and a plain field, of every
    /// key); then, unless a call of its id is still in flight, the loader dispatches
    /// `…Skipped`.
    private mutating func skipAfterDebounce(_ call: Call, of request: DrawnRequest) {
        calls.removeAll { $0.serial == call.serial }
        if request.policy == .latest {
            cancelCalls(at: call.path, generation: call.generation) { other in
                request.isLatestAcrossKeys ? other.id.request == request.name : other.id == call.id
            }
        }
        guard !isRunning(call.id, at: call.path, generation: call.generation) else { return }
        dispatch(.skipped(request.name, key: call.id.key), from: call.path, generation: call.generation)
    }

    /// A call whose debounce is over meets the calls of its id in flight: `latest` ends them
    /// (and those queued), `first` is dropped, `queue` waits its turn, `concurrent` starts.
    private mutating func start(_ call: Call, of request: DrawnRequest) {
        calls.removeAll { $0.serial == call.serial }
        let sameID = calls.filter { $0.path == call.path && $0.generation == call.generation && $0.id == call.id }
        if sameID.contains(where: \.isUnderWay) {
            switch request.policy {
            case .latest:
                for other in sameID where other.isUnderWay || other.phase == .queued { end(other) }
            case .first:
                return
            case .queue:
                var queued = call
                queued.phase = .queued
                calls.append(queued)
                return
            case .concurrent:
                break
            }
        }
        var started = call
        started.phase = .attempting(1)
        calls.append(started)
        attempt(started, 1, of: request)
    }

    /// Attempt `number` of `call`: a call of the service, raced against the timeout.
    private mutating func attempt(_ call: Call, _ number: Int, of request: DrawnRequest) {
        callsMade += 1
        serviceCalls.append(ServiceCall(
            serial: nextSerial(), path: call.path, generation: call.generation, call: call.serial, attempt: number,
            service: spec(at: call.path).name, request: request.name, arguments: call.arguments, isCurrent: true))
        if let timeout = request.timeout {
            addTimer(after: timeout, at: call.path, generation: call.generation, .timeout(call: call.serial, attempt: number))
        }
    }

    /// The current attempt `answered` of a call returns `answer`.
    mutating func deliver(_ answered: ServiceCall, _ answer: AnswerValue) {
        guard let call = calls.first(where: { $0.serial == answered.call }) else { return }
        let request = spec(at: call.path).request(call.id.request)!
        timers.removeAll { $0.kind == .timeout(call: call.serial, attempt: answered.attempt) }
        switch answer {
        case .success(let sample):
            finish(call, with: .success(request.name, arguments: call.arguments, payload: request.success?.sample(sample), replayed: false))
        case .failure(let error):
            failed(call, attempt: answered.attempt, error, of: request)
        }
    }

    /// Attempt `number` of `call` failed with `error`: a retry after its backoff while
    /// retries are left and the failure is worth one, else the call's failure.
    private mutating func failed(_ call: Call, attempt number: Int, _ error: ModelError, of request: DrawnRequest) {
        guard let retry = request.retry, number - 1 < retry.attempts, error.isRetryable else {
            finish(call, with: .failure(request.name, arguments: call.arguments, error: error))
            return
        }
        let delay = (retry.backoff ?? 0) << (number - 1)
        setPhase(of: call, delay == 0 ? .attempting(number + 1) : .backingOff(next: number + 1))
        if delay == 0 {
            sleepsBegun += 1
            attempt(call, number + 1, of: request)
        } else {
            addTimer(after: delay, at: call.path, generation: call.generation, .backoff(call: call.serial, attempt: number + 1))
        }
    }

    /// The call is over: the next queued call of its id starts, then its answer is dispatched.
    private mutating func finish(_ call: Call, with action: ModelAction) {
        calls.removeAll { $0.serial == call.serial }
        let sameID = calls.filter { $0.path == call.path && $0.generation == call.generation && $0.id == call.id }
        if !sameID.contains(where: \.isUnderWay), let next = sameID.first(where: { $0.phase == .queued }) {
            setPhase(of: next, .attempting(1))
            attempt(next, 1, of: spec(at: next.path).request(next.id.request)!)
        }
        dispatch(action, from: call.path, generation: call.generation)
    }

    private mutating func setPhase(of call: Call, _ phase: Call.Phase) {
        guard let index = calls.firstIndex(where: { $0.serial == call.serial }) else { return }
        calls[index].phase = phase
    }

    // MARK: Timers

    mutating func addTimer(after milliseconds: Int, at path: InstancePath, generation: Int, _ kind: Timer.Kind) {
        sleepsBegun += 1
        timers.append(Timer(serial: nextSerial(), deadline: now + milliseconds, path: path, generation: generation, kind: kind))
    }

    /// A sleep on the clock ends.
    mutating func fire(_ timer: Timer) {
        guard isLive(timer.path, timer.generation) else { return }
        switch timer.kind {
        case .debounce(let serial):
            guard let call = calls.first(where: { $0.serial == serial }) else { return }
            let request = spec(at: call.path).request(call.id.request)!
            if let when = request.when, !when.holds(for: states[call.path]!.fields) {
                skipAfterDebounce(call, of: request)
            } else {
                start(call, of: request)
            }
        case .timeout(let serial, let number):
            guard let call = calls.first(where: { $0.serial == serial }) else { return }
            let request = spec(at: call.path).request(call.id.request)!
            abandon { $0.call == serial && $0.attempt == number }
            failed(call, attempt: number, .timeout, of: request)
        case .backoff(let serial, let number):
            guard let call = calls.first(where: { $0.serial == serial }) else { return }
            setPhase(of: call, .attempting(number))
            attempt(call, number, of: spec(at: call.path).request(call.id.request)!)
        case .poll(let id):
            pollRound(id, at: timer.path, generation: timer.generation)
            if polls[PollKey(path: timer.path, generation: timer.generation, id: id)] != nil {
                let interval = spec(at: timer.path).request(id.request)!.poll!
                addTimer(after: interval, at: timer.path, generation: timer.generation, .poll(id))
            }
        }
    }

    // MARK: Ending calls

    /// Whether anything of `id` is under way: a call in flight (its retries included), queued
    /// or waiting out its debounce.
    func isRunning(_ id: CallID, at path: InstancePath, generation: Int) -> Bool {
        calls.contains { $0.path == path && $0.generation == generation && $0.id == id }
    }

    /// Ends the calls of the instance that `matches` accepts: their answers are dropped.
    mutating func cancelCalls(at path: InstancePath, generation: Int, where matches: (Call) -> Bool) {
        for call in calls where call.path == path && call.generation == generation && matches(call) {
            end(call)
        }
    }

    /// Ends `call`: its sleeps stop, its attempt in flight is no longer current.
    private mutating func end(_ call: Call) {
        calls.removeAll { $0.serial == call.serial }
        timers.removeAll { timer in
            switch timer.kind {
            case .debounce(let serial), .timeout(let serial, _), .backoff(let serial, _): return serial == call.serial
            case .poll: return false
            }
        }
        abandon { $0.call == call.serial }
    }

    /// The service's calls that `matches` accepts are no longer current: a service that
    /// honours cancellation ends them at once.
    mutating func abandon(where matches: (ServiceCall) -> Bool) {
        if honorsCancellation {
            serviceCalls.removeAll(where: matches)
        } else {
            for index in serviceCalls.indices where matches(serviceCalls[index]) { serviceCalls[index].isCurrent = false }
        }
    }
}
