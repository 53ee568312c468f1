/// `when:` of a request: a condition on the state, checked after the request action is
/// reduced (its status changed, its prediction shown, the reducer logic run); false skips the
/// call as if it was never asked.
extension RequestPlan {
    /// The reducer's function of the condition: `shouldStartSearch`.
    package var conditionName: String { "shouldStart" + name.uppercasingFirst }

    /// The loader's patterns of the actions that start a call, for its check of the skip:
    /// binding the key, or nothing, and the discard of the other values they bind.
    var skipCasePatterns: (patterns: String, discard: String?) {
        let pattern = params.casePattern(using: isKey)
        return (startCases(pattern.pattern), pattern.discard)
    }

    /// The loader's check of a skip by the transition, read from the state the request action
    /// was reduced to (`state`) and, under `queue` or `concurrent`, the count of calls in
    /// flight before (`callsBefore`): the transition of a skipped call was undone (its
    /// status, or its key's, is not loading, or no call more is counted). Under `first` it
    /// cannot tell a skip while a call is in flight, whose status stays loading either way:
    /// there the loader reads the condition too (`skipReadsCondition`).
    var skippedCondition: String {
        if request.countsCalls { return "state.\(inFlightName) == \(GeneratedLocals.callsBefore)" }
        if let key { return "state.\(statusName)[\(key.binding)]?.isLoading != true" }
        return "!state.\(statusName).isLoading"
    }

    /// Whether the loader also reads the condition in the reduced state to tell a skip: under
    /// `first` alone, since the other policies' skips leave the status, or the count, as no
    /// started call does.
    var skipReadsCondition: Bool { request.policy == .first }

    /// The loader's patterns of the actions that start a call, without bindings: `.send`,
    /// `.send, .forceSend`.
    var startCasesWithoutBindings: String { startCases("") }

    /// `loadStatusBefore`: the request action's status (or its key's) before the action.
    private var statusBefore: String { statusName + "Before" }

    /// `sendInFlightBefore`.
    private var inFlightBefore: String { inFlightName + "Before" }

    /// `sendPredictionsBefore`: the number of predictions shown before the action's own.
    var predictionsBefore: String { predictionsName + "Before" }

    /// The request action's transition with a condition: what it changes is saved, the
    /// status changes as without one, the reducer logic runs, and a false condition restores
    /// the status, the count and the `loadingInto` flag, undoes the action's prediction, and,
    /// under `latest`, makes the call in flight idle and the flag false (the loader cancels
    /// the call): the state is as if the action had asked nothing. The reducer logic does not run again after the switch.
    var conditionalStartStatements: [String] {
        let keyed = key.map { "[" + $0.binding + "]" } ?? ""
        let status = "state." + statusName
        var saved: [String] = []
        var restored: [String] = []
        if request.supersedesOtherKeys {
            // Every key's call is one call: a skip cancels whichever runs.
            saved.append("let \(statusBefore) = \(status)")
            restored.append("\(status) = \(statusBefore).filter { !$0.value.isLoading }")
        } else {
            saved.append("let \(statusBefore) = \(status)\(keyed)")
            if request.policy == .latest {
                let idle = key == nil ? statusValue(".idle") : "nil"
                let wasLoading = key == nil ? "\(statusBefore).isLoading" : "\(statusBefore)?.isLoading == true"
                restored.append("\(status)\(keyed) = \(wasLoading) ? \(idle) : \(statusBefore)")
            } else {
                restored.append("\(status)\(keyed) = \(statusBefore)")
            }
        }
        if request.countsCalls {
            saved.append("let \(inFlightBefore) = state.\(inFlightName)")
            restored.append("state.\(inFlightName) = \(inFlightBefore)")
        }
        if let flag = loadingFlag, let field = request.loadingInto?.field {
            // Under latest no call is in flight after the skip; under the other policies the
            // calls in flight go on, and the flag is as it was.
            if request.policy == .latest {
                restored += flagEnd
            } else {
                saved.append("let \(field)Before = \(flag)")
                restored.append("\(flag) = \(field)Before")
            }
        }
        if request.optimistic {
            restored += onPredictions(.reducer, "rollBackAll(in: &state.\(request.into?.field ?? ""), after: \(predictionsBefore))")
        }
        return startDiscard + saved + startTransition
            + ["reduceLogic(&state, action)", "\(GeneratedLocals.reducedByLogic) = true", "if !Self.\(conditionName)(state) {"]
            + restored.map { "    " + $0 } + ["}"]
    }

    /// The skipped action as the loader dispatches it, from the key its patterns bind:
    /// `.searchSkipped`, `.loadLikesSkipped(id: id)`.
    var skippedAction: String {
        "." + skippedName + (key.map { "(\($0.label.map { $0 + ": " } ?? "")\($0.binding))" } ?? "")
    }

    /// The loader's condition for a call whose debounce ends: the function of `when:` of
    /// `reducer` (`TimelineReducer`), read on the state then, and the skipped action.
    func startCondition(reducer: String) -> String {
        "\(RuntimeNames.startCondition)(skipping: \(skippedAction), because: \"its when: condition is false when its debounce ends\") { \(reducer).\(conditionName)($0) }"
    }
}
