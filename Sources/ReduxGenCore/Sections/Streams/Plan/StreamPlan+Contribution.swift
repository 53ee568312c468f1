/// A stream: its start, stop (and stop-all), element and end cases; the property of which
/// subscriptions run; its service method and the associated type of what that returns.
extension StreamPlan: PlanContribution {
    var actionCases: [ActionCase] {
        func streamCase(_ name: String, _ values: [PayloadValue], _ part: NameOrigin.StreamPart) -> ActionCase {
            ActionCase(name: name, values: values, origin: .stream(stream.name, part), declared: stream.declared, line: stream.line)
        }
        var cases = [streamCase(startName, params, .start), streamCase(stopName, params, .stop)]
        if stream.stopAll { cases.append(streamCase(stopAllName, [], .stopAll)) }
        cases.append(streamCase(receivedName, params + [elementValue], .received))
        cases.append(streamCase(finishedName, params + [failureValue], .finished))
        return cases
    }

    var stateProperties: [StateProperty] {
        [StateProperty(
            name: activeName, type: activeType, defaultValue: activeDefault, origin: .stream(stream.name, .active),
            declared: stream.declared, line: stream.line,
            summary: params.isEmpty ? "Whether the `\(stream.name)` stream is running." : "Which `\(stream.name)` streams are running.")]
    }

    var serviceMethods: [ServiceMethod] {
        [ServiceMethod(name: stream.name, origin: .stream(stream.name, .serviceMethod), declared: stream.declared)]
    }

    var serviceAssociatedTypes: [ServiceMethod] {
        [ServiceMethod(name: sequenceTypeName, origin: .stream(stream.name, .sequenceType), declared: stream.declared)]
    }
}
