/// `on:` of a request with params: a mapping of actions to the params each gives, every param
/// a Swift expression over the state the action was reduced to and the action's payload
/// labels.
///
/// ```yaml
/// on:
///   resendMessage: { text: 'state.failedTexts[index]' }
///   retryLast: 'state.lastPage'            # an unlabelled param: one expression
/// ```
extension ValidationSession {
    /// The actions of `on:`'s mapping form, each with its arguments in the params' order.
    mutating func readTriggerArguments(_ pairs: [YAMLNode.Pair], of request: Request) -> [NamedAction] {
        var triggers: [NamedAction] = []
        for pair in pairs {
            let action = pair.key
            let value = pair.value
            switch request.params {
            case .none:
                guard value.isNull else {
                    error(
                        "'on' of '\(request.name)' gives '\(action)' values, and '\(request.name)' has no params; list the action alone, like on: [\(action)]",
                        at: value.position)
                    continue
                }
                triggers.append(NamedAction(action: action, declared: pair.keyPosition))
            case .unlabelled:
                guard case .scalar = value.content, !value.isNull else {
                    error(
                        "'on' of '\(request.name)' must give its one unlabelled param a Swift expression after '\(action)', like \(action): \(Self.exampleArguments(of: request)), not \(value.shapeDescription)",
                        at: value.isNull ? pair.keyPosition : value.position)
                    continue
                }
                guard let expression = triggerExpression(value, of: request, param: nil, after: action) else { continue }
                triggers.append(NamedAction(action: action, declared: pair.keyPosition, arguments: [expression]))
            case .labelled(let params):
                guard let given = mapping(value, what: "what 'on' of '\(request.name)' gives after '\(action)'", expected: "a mapping of its params to Swift expressions, like \(Self.exampleArguments(of: request))") else {
                    continue
                }
                var arguments: [String: TriggerArgument] = [:]
                var isValid = true
                for item in given {
                    guard params.contains(where: { $0.label == item.key }) else {
                        error(
                            "'on' of '\(request.name)' gives '\(item.key)' after '\(action)', which is no param of '\(request.name)'"
                                + Suggestions.hint(for: item.key, among: params.map(\.label)),
                            at: item.keyPosition)
                        isValid = false
                        continue
                    }
                    guard let argument = triggerExpression(item.value, of: request, param: item.key, after: action) else {
                        isValid = false
                        continue
                    }
                    arguments[item.key] = argument
                }
                let missing = params.map(\.label).filter { arguments[$0] == nil }
                if isValid, !missing.isEmpty {
                    error(
                        "'on' of '\(request.name)' gives no value to \(missing.count == 1 ? "its param" : "its params") \(Self.conjunction(missing)) after '\(action)'; "
                            + "give each param of '\(request.name)' a Swift expression, like \(action): \(Self.exampleArguments(of: request))",
                        at: value.isNull ? pair.keyPosition : value.position)
                    isValid = false
                }
                guard isValid else { continue }
                triggers.append(NamedAction(action: action, declared: pair.keyPosition, arguments: params.compactMap { arguments[$0.label] }))
            }
        }
        return triggers
    }

    /// One param's expression, on one line, checked as Swift's.
    private mutating func triggerExpression(_ node: YAMLNode, of request: Request, param: String?, after action: String) -> TriggerArgument? {
        let what = param.map { "the value of '\($0)' that 'on' of '\(request.name)' gives after '\(action)'" } ?? "the value that 'on' of '\(request.name)' gives after '\(action)'"
        guard let text = scalar(node, what: what) else { return nil }
        if let failure = SwiftExpressionChecker.check(text) {
            // The checker speaks of default values, its first use.
            let subject = "a default value"
            let message = failure.message.hasPrefix(subject) ? "an expression" + failure.message.dropFirst(subject.count) : failure.message
            error("\(what) is not a single Swift expression: \(message)", at: position(in: node, offset: failure.offset))
            return nil
        }
        return TriggerArgument(label: param, expression: text.trimmingSpaces(), line: Int(node.position.line))
    }

    /// `'a', 'b' and 'c'`.
    private static func conjunction(_ words: [String]) -> String {
        let quoted = words.map { "'\($0)'" }
        return quoted.count > 1 ? quoted.dropLast().joined(separator: ", ") + " and " + quoted[quoted.count - 1] : quoted.joined()
    }

    /// `{ page: 'state.page' }`, or `'state.page'` for an unlabelled param: what `on:` gives
    /// the request's params, as the errors' fixes write it.
    static func exampleArguments(of request: Request) -> String {
        switch request.params {
        case .none: return ""
        case .unlabelled: return "'state.value'"
        case .labelled(let params): return "{ " + params.map { "\($0.label): 'state.\($0.label)'" }.joined(separator: ", ") + " }"
        }
    }
}
