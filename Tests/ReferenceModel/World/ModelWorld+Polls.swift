/// `poll:`: `startPolling…` makes a round at once and one per interval; a round while the
/// id's call is under way is skipped; `stopPolling…` (or the instance leaving) stops it.
extension ModelWorld {
    mutating func startPolling(_ request: DrawnRequest, params: [ModelValue], at path: InstancePath, generation: Int) {
        let id = CallID(request: request.name, key: request.keyIndex.map { params[$0] })
        stopPolling(id, at: path, generation: generation)
        polls[PollKey(path: path, generation: generation, id: id)] = params
        pollRound(id, at: path, generation: generation)
        addTimer(after: request.poll!, at: path, generation: generation, .poll(id))
    }

    mutating func stopPolling(_ id: CallID, at path: InstancePath, generation: Int) {
        polls[PollKey(path: path, generation: generation, id: id)] = nil
        timers.removeAll { $0.path == path && $0.generation == generation && $0.kind == .poll(id) }
    }

    /// A round: the request action (`force…` with `cache:`) with the params polling started
    /// with, unless a call of the id is under way.
    mutating func pollRound(_ id: CallID, at path: InstancePath, generation: Int) {
        guard let params = polls[PollKey(path: path, generation: generation, id: id)] else { return }
        guard !isRunning(id, at: path, generation: generation) else { return }
        let request = spec(at: path).request(id.request)!
        dispatch(.request(request.name, params: params, forced: request.cache != nil), from: path, generation: generation)
    }
}
