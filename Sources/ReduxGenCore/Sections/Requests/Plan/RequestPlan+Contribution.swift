/// A request: its action, success and failure, its cancel and dismiss, its forcing and
/// polling cases; its status and the other properties it keeps (`stateProperties`); its
/// service method.
extension RequestPlan: PlanContribution {
    var actionCases: [ActionCase] {
        func requestCase(_ name: String, _ values: [PayloadValue], _ part: NameOrigin.RequestPart, line: Int) -> ActionCase {
            ActionCase(name: name, values: values, origin: .request(request.name, part), declared: request.declared, line: line)
        }
        let successValues = carried + (successValue.map { [$0] } ?? [])
        let failureValue = PayloadValue(label: nil, type: failureType, binding: "error", alias: failureAlias)
        var cases = [
            requestCase(request.name, params, .start, line: request.lines.params),
            requestCase(successName, successValues, .success, line: request.lines.success),
            requestCase(failureName, carried + [failureValue], .failure, line: request.lines.failure),
        ]
        if request.cancel { cases.append(requestCase(cancelName, key.map { [$0] } ?? [], .cancel, line: request.lines.params)) }
        if request.dismiss { cases.append(requestCase(dismissName, key.map { [$0] } ?? [], .dismiss, line: request.lines.params)) }
        if request.rechecksWhen { cases.append(requestCase(skippedName, key.map { [$0] } ?? [], .skipped, line: request.whenLine ?? request.lines.name)) }
        return cases + optimisticPollCacheCases
    }

    var serviceMethods: [ServiceMethod] {
        [ServiceMethod(name: request.name, origin: .request(request.name, .serviceMethod), declared: request.declared)]
    }
}
