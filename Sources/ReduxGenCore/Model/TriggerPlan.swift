/// An action that starts requests by itself (`on:`), with those requests.
public struct TriggeredRequests: Hashable, Sendable {
    /// The triggering action's case name: `setQuery`.
    public var action: String
    /// The request actions it starts, in the order of the spec's requests: `search`.
    public var requests: [String]
}

extension FeaturePlan {
    /// Each action that an `on:` names, in the order first named, with the requests it
    /// starts: the loader dispatches them after the action is reduced.
    ///
    /// ```swift
    /// // search: { on: [setQuery] }, suggest: { on: [setQuery, setScope] }
    /// plan.triggeredRequests  // setQuery → [search, suggest], setScope → [suggest]
    /// ```
    public var triggeredRequests: [TriggeredRequests] {
        var triggered: [TriggeredRequests] = []
        for request in feature.requests {
            for trigger in request.on {
                if let index = triggered.firstIndex(where: { $0.action == trigger.action }) {
                    triggered[index].requests.append(request.name)
                } else {
                    triggered.append(TriggeredRequests(action: trigger.action, requests: [request.name]))
                }
            }
        }
        return triggered
    }
}
