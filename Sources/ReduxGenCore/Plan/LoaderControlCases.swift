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

    /// The action cases the loader's middleware acts on, in the action's order: the requests
    /// it starts (a cached request's forced calls too), its control cases
    /// (`loaderControlCases`) and the actions it follows up (`on:`, `then:`). The store passes
    /// every other action on without calling the loader (`Middleware(name:handling:_:)`).
    ///
    /// ```swift
    /// // requests: { load: { cancel: true, then: [refresh] } }, actions: { refresh:, select: Int }
    /// plan.loaderCases.map(\.name)   // ["load", "loadSuccess", "cancelLoad"]
    /// ```
    package var loaderCases: [ActionCase] {
        var names = Set(loaderControlCases.map(\.name))
        for request in requests {
            names.insert(request.name)
            if request.request.cache != nil { names.insert(request.forceName) }
        }
        for followUp in followUps + parameterTriggers { names.insert(followUp.action) }
        return actionCases.filter { names.contains($0.name) }
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
