/// The names `{{#requests}}` offers for `optimistic`, `poll` and `cache`.
extension RequestContext {
    /// Statements, one a line, indented for a case of the reducer's switch (and `indent`
    /// levels more).
    private static func statementLines(_ statements: [String], indent: Int = 0) -> String {
        statements.joined(separator: "\n            " + String(repeating: "    ", count: indent))
    }

    static let optimisticPollCacheFields: [TemplateField<Self>] = [
        // optimistic: the predictions' state property, the reducer's statements, the skeleton.
        .flag("optimistic") { $0.plan.request.optimistic },
        // `onFailure: keep`: what the prediction function's documentation says of a failure.
        .flag("keepsFailedPredictions") { $0.plan.request.keepsFailedPredictions },
        .text("predictionsName") { $0.plan.predictionsName },
        .text("predictionsType") { $0.plan.predictionsType },
        .text("predictionsDefaultClause") { $0.declaresDefaults ? " = .init()" : "" },
        // The request action's prediction: what comes before it (the superseded calls undone,
        // the count of predictions noted), the condition that asks the prediction function
        // (on the spec's `optimistic:` line), and what shows its answer, in the `if`.
        .flag("hasPredictBefore") { !$0.plan.prediction().before.isEmpty },
        .text("predictBefore") { statementLines($0.plan.prediction().before) },
        .text("predictCondition") { $0.plan.prediction().condition },
        .text("predictShow") { statementLines($0.plan.prediction().show, indent: 1) },
        .text("optimisticLocation") { $0.location($0.plan.request.lines.optimistic) },
        // The success's taking of the predictions out of the state before `into`, and their
        // putting back after.
        .text("takePredictions") { $0.plan.takePredictions() },
        .text("putBackPredictions") { $0.plan.putBackPredictions() },
        .text("predictName") { $0.plan.predictName },
        // `text: String, ` (or nothing): the prediction function's parameters before the state.
        .text("predictParameters") { $0.plan.params.parameters.map { $0 + ", " }.joined() },
        // The reducer's and the loader's patterns of the actions that start a call: the
        // request's, and the forcing one of a cached request.
        .text("startCases") { $0.plan.startCasePatterns },
        .text("loaderStartCases") { $0.plan.loaderStartCasePatterns },
        // `.search, .forceSearch`: those patterns, binding nothing.
        .text("startCaseNames") { $0.plan.startCaseNames },
        // cache
        .flag("hasCache") { $0.plan.request.cache != nil },
        .text("forceName") { $0.plan.forceName },
        .text("cacheLifetime") { $0.plan.cacheLifetime },
        // The loader's function that makes the `CachedCall` of a call from its arguments, and
        // its uses for a request action and for a success.
        .text("cachedCallName") { $0.plan.cachedCallName },
        .text("cachedCallParameters") { $0.plan.cachedCallParameters },
        .text("cachedCallOfRequest") { $0.plan.cachedCallOfRequest },
        .text("cachedCallOfSuccess") { $0.plan.cachedCallOfSuccess },
        .text("cacheArgumentsStatements") { context in
            context.plan.cacheArgumentsStatements.map { line, statement in
                (line.map { context.location($0) + "\n" } ?? "") + "        " + statement
            }.joined(separator: "\n") + (context.plan.cacheArgumentsStatements.contains { $0.line != nil } ? "\n" + SourceLocationLine.end : "")
        },
        .text("successArgumentsPattern") { $0.plan.successArgumentsPattern },
        // The discard of the payload the loader's success pattern binds but does not use.
        .flag("hasSuccessArgumentsDiscard") { $0.plan.successArgumentsCasePattern.discard != nil },
        .text("successArgumentsDiscard") { $0.plan.successArgumentsCasePattern.discard ?? "" },
        // poll
        .flag("hasPoll") { $0.plan.request.poll != nil },
        .text("startPollingName") { $0.plan.startPollingName },
        .text("stopPollingName") { $0.plan.stopPollingName },
        .text("pollInterval") { $0.plan.pollInterval },
        .text("pollRoundAction") { $0.plan.pollRoundAction },
    ]
}
