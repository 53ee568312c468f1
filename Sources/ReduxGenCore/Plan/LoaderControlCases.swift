extension FeaturePlan {
    /// The action cases that the loader's middleware acts on once they are reduced, besides
    /// the requests it starts: the requests' cancels and polls' starts and stops, the
    /// successes a cache keeps, the streams' starts and stops. The loader switches over
    /// them, and has no such switch without them.
    ///
    /// ```swift
    /// // requests: { load: { cancel: true } }, streams: { updates: { element: Int } }
    /// plan.loaderControlCases.map(\.name)   // ["cancelLoad", "startUpdates", "stopUpdates"]
    /// ```
    package var loaderControlCases: [ActionCase] {
        let cachedRequests = Set(requests.filter { $0.request.cache != nil }.map(\.name))
        return actionCases.filter { Self.isLoaderControl($0.origin, cachedRequests: cachedRequests) }
    }

    /// Whether the loader acts on a case from `origin` once it is reduced; `cachedRequests`
    /// are the names of the requests with `cache:`. Every part is named, so that a new one
    /// is decided here.
    private static func isLoaderControl(_ origin: NameOrigin, cachedRequests: Set<String>) -> Bool {
        switch origin {
        case .request(let name, let part):
            switch part {
            case .cancel, .startPolling, .stopPolling: return true
            case .success: return cachedRequests.contains(name)
            case .start, .failure, .dismiss, .force, .status, .inFlight, .serviceMethod, .predictions, .skipped: return false
            }
        case .stream(_, let part):
            switch part {
            case .start, .stop, .stopAll: return true
            case .received, .finished, .active, .serviceMethod, .sequenceType: return false
            }
        case .action, .binding, .child, .navigation, .persist, .route, .effect, .field, .prop:
            return false
        }
    }
}
