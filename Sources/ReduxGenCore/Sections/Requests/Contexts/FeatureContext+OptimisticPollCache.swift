/// The names the root context offers for the requests' `optimistic`, `poll` and `cache`.
extension FeatureContext {
    static let optimisticPollCacheFields: [TemplateField<FeatureContext>] = [
        .flag("hasOptimistic") { $0.plan.requests.contains { $0.request.optimistic } },
        // The optimistic requests, for the predictions' protocol and skeleton.
        .list("optimisticRequests") { context in
            let plans = context.plan.requests.filter(\.request.optimistic)
            return ContextList(plans.indices.map { index in
                RequestContext(
                    plan: plans[index], isLast: index == plans.count - 1, location: context.location,
                    declaresDefaults: context.plan.usesMemberwiseInit, reducerName: context.plan.feature.name + "Reducer")
            })
        },
        // Whether the loader runs polls, and keeps a cache (see `FeaturePlan.loaderRunners`).
        .flag("hasPolls") { $0.plan.loaderRunners.contains(.polls) },
        .flag("hasCaches") { $0.plan.loaderRunners.contains(.cache) },
    ]
}
