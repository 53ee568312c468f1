/// The loader's case of an action after which `on:` gives requests params by expressions:
/// the pattern that binds the action's payload labels the expressions use, each param's
/// expression as a local under the `#sourceLocation` of its spec line (where the compiler
/// reports a mistake in it), and the actions dispatched with them.
///
/// ```swift
/// case .resendMessage(let index):
/// #sourceLocation(file: "TeamChat.yaml", line: 41)
///     let text = state.failedTexts[index]
/// #sourceLocation()
///     return [.sendMessage(text: text)]
/// ```
///
/// Each expression sees `state` (the loader function's parameter) and the labels by their
/// spec names: the locals take names that no expression of the case mentions, nor `state`
/// or `action`, so that a param named `state` or like a label shadows nothing an expression reads.
struct ParameterTriggerCode {
    /// `(let index)`, `(let index, _)`, or nothing when the expressions use no label.
    let pattern: String
    /// The locals, each under the `#sourceLocation` of its spec line, one a line, indented
    /// for the case's body.
    let statements: String
    /// `.refresh, .sendMessage(text: text)`: the dispatched actions, as array elements.
    let dispatched: String

    /// The code of `followUp`, whose action carries `values`, with `location` for its lines.
    init(_ followUp: FollowUp, values: [PayloadValue], location: SourceLocationLine) {
        let mentioned = Set(followUp.arguments.flatMap { $0.flatMap { Self.identifiers(in: $0.expression) } })
        let labels = values.compactMap(\.label)
        let used = labels.map { mentioned.contains($0) && SwiftPosition.value.refusal(of: $0) == nil }
        pattern = used.contains(true) ? parenthesized(zip(labels, used).map { $1 ? "let " + $0 : "_" }) : ""
        var taken = mentioned.union(labels).union(["state", "action"])
        var lines: [String] = []
        var dispatched: [String] = []
        for (request, arguments) in zip(followUp.dispatched, followUp.arguments) {
            guard !arguments.isEmpty else {
                dispatched.append("." + request)
                continue
            }
            var passed: [String] = []
            for argument in arguments {
                let name = argument.label ?? request + "Param"
                let local = GeneratedLocals.unique(
                    name, avoiding: { taken.contains($0) || SwiftPosition.value.refusal(of: $0) != nil }, renamed: request + name.uppercasingFirst)
                taken.insert(local)
                lines += [location(argument.line), "            let \(local) = \(argument.expression)"]
                passed.append(argument.label.map { "\($0): \(local)" } ?? local)
            }
            dispatched.append("." + request + parenthesized(passed))
        }
        statements = (lines + [SourceLocationLine.end]).joined(separator: "\n")
        self.dispatched = dispatched.joined(separator: ", ")
    }

    /// The names an expression mentions: its identifiers that follow no `.` (a member's
    /// name is no name in scope), string literals' words included.
    static func identifiers(in expression: String) -> [String] {
        var names: [String] = []
        var current = ""
        var afterDot = false
        var previous: Character = " "
        func isStart(_ character: Character) -> Bool { character == "_" || character.isLetter }
        func isPart(_ character: Character) -> Bool { isStart(character) || character.isNumber }
        func finish() {
            if !current.isEmpty, !afterDot { names.append(current) }
            current = ""
        }
        for character in expression {
            if current.isEmpty ? isStart(character) : isPart(character) {
                if current.isEmpty { afterDot = previous == "." || previous == "$" }
                current.append(character)
            } else {
                finish()
                // A member access may stand after blanks: `state .field`.
                if character != " " { previous = character }
                continue
            }
            previous = character
        }
        finish()
        return names
    }
}
