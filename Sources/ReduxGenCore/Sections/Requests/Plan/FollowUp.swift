/// An action after which the loader dispatches others by itself: a trigger of requests and
/// streams (`on:`), or a request's success followed by actions and requests (`then:`).
package struct FollowUp: Hashable, Sendable {
    /// What makes the loader follow the action up.
    package enum Origin: Hashable, Sendable {
        /// The action is named by the `on:` of the requests and streams it starts.
        case trigger
        /// The action is the success of the request, whose `then:` names what follows.
        case success(request: String)
    }

    /// The action's case name: `setQuery`, `sendDraftSuccess`.
    package var action: String
    /// The case names of the actions dispatched after it, in order: `search`.
    package var dispatched: [String]
    /// For each of `dispatched`, the params that `on:` gives it by expressions, evaluated
    /// once the action has been reduced; empty for an action dispatched without params.
    package var arguments: [[TriggerArgument]] = []
    /// Why the loader follows the action up.
    package var origin: Origin
    /// For the success of a request under a counted policy, the reducer's condition on the
    /// state before it, under which it applies the success (`state.sendInFlight > 0`): only an
    /// applied success is followed up. `nil` for a success that always applies (`latest`,
    /// `first`: the runner dispatches the answer of a current call only).
    var condition: String?

    /// Whether `on:` gives a request it starts params by expressions, which the loader
    /// evaluates in the state the action was reduced to (`FeaturePlan.parameterTriggers`).
    package var givesParams: Bool { arguments.contains { !$0.isEmpty } }
}

extension FeaturePlan {
    /// Each action after which the loader dispatches others, in the order first named: the
    /// actions that `on:` names, with the requests they start and then the start actions of
    /// the streams they start, then the successes of the requests with `then:`, with what
    /// follows them. The plan keeps those read before the action is reduced as `followUps`,
    /// and the actions after which `on:` gives a request params by expressions, which the
    /// loader evaluates once the action is reduced, as `parameterTriggers`.
    static func followUps(of feature: Feature, requests: [RequestPlan]) -> (followUps: [FollowUp], parameterTriggers: [FollowUp]) {
        var followUps: [FollowUp] = []
        var triggerIndex: [String: Int] = [:]
        func follow(_ trigger: NamedAction, with dispatched: String) {
            if let index = triggerIndex[trigger.action] {
                followUps[index].dispatched.append(dispatched)
                followUps[index].arguments.append(trigger.arguments)
            } else {
                triggerIndex[trigger.action] = followUps.count
                followUps.append(FollowUp(action: trigger.action, dispatched: [dispatched], arguments: [trigger.arguments], origin: .trigger))
            }
        }
        for request in feature.requests {
            for trigger in request.on { follow(trigger, with: request.name) }
        }
        for stream in feature.streams {
            for trigger in stream.on { follow(trigger, with: stream.startCaseName) }
        }
        for request in requests where !request.request.then.isEmpty {
            followUps.append(FollowUp(
                action: request.successName, dispatched: request.request.then.map(\.action), origin: .success(request: request.name),
                condition: request.answerCondition))
        }
        return (followUps.filter { !$0.givesParams }, followUps.filter(\.givesParams))
    }

    /// The actions the loader dispatches after `action` (a case name) has been reduced, as
    /// the spec declares them: the requests it starts, or what follows a success.
    ///
    /// ```swift
    /// // search: { on: [setQuery] }, sendDraft: { then: [clearDraft, search] }
    /// plan.followUps(after: "sendDraftSuccess")  // ["clearDraft", "search"]
    /// ```
    package func followUps(after action: String) -> [String] {
        followUpIndex[action].map { followUps[$0].dispatched } ?? []
    }
}
