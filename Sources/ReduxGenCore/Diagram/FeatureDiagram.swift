/// A feature as a Mermaid `stateDiagram-v2` (`reduxgen diagram SPEC`): each request's status
/// with the transitions its reducer makes (`RequestPlan.transitions`) and what starts or
/// skips its calls (`on:`, `when:`), each stream's, the actions the user's reducer logic
/// handles, and what the bindings, the navigation and `persist:` keep. For documentation and reviews: GitHub,
/// GitLab and DocC render it in a ```` ```mermaid ```` block.
///
/// ```swift
/// print(FeatureDiagram(plan: FeaturePlan(feature)).text)
/// // stateDiagram-v2
/// //     state "loadMessages (loadMessagesStatus)" as loadMessages {
/// //     …
/// ```
package struct FeatureDiagram: Sendable {
    package let plan: FeaturePlan

    package init(plan: FeaturePlan) {
        self.plan = plan
    }

    /// One machine of the diagram: a request's or a stream's.
    private struct Machine {
        var name: String
        var title: String
        var states: [MachineState]
        var initial: MachineState
        /// The state the machine's note is beside: the one its rules are about.
        var noted: MachineState
        var transitions: [StateTransition]
        var rules: [String]
    }

    private var machines: [Machine] {
        let requests = plan.requests.map { request in
            let keyed = request.key.map { "[\($0.binding)]" } ?? ""
            return Machine(
                name: request.name, title: "\(request.name) (\(request.statusName)\(keyed))",
                states: [.idle, .loading, .succeeded, .failed], initial: .idle, noted: .loading,
                transitions: request.transitions, rules: request.callRules + [request.answersRule])
        }
        let streams = plan.streams.map { stream in
            Machine(
                name: stream.name, title: "\(stream.name) (\(stream.activeName))", states: [.inactive, .active],
                initial: .inactive, noted: .active, transitions: stream.transitions, rules: stream.rules)
        }
        return requests + streams
    }

    /// The diagram's text, ending with a line break.
    package var text: String {
        let machines = machines
        let ids = Identifiers(machines.map(\.name), states: MachineState.allCases, actionsName: "actions", stateName: "keys")
        var lines = ["stateDiagram-v2"]
        for (index, machine) in machines.enumerated() {
            let id = ids.machine(index)
            // The title, then the body: the form Mermaid documents for a named composite state.
            lines.append("state \(quoted(machine.title)) as \(id)")
            lines.append("state \(id) {")
            for state in machine.states {
                lines.append("    state \(quoted(state.rawValue)) as \(ids.state(state, of: index))")
            }
            lines.append("    [*] --> \(ids.state(machine.initial, of: index))")
            for transition in machine.transitions {
                let label = transition.action + (transition.detail.map { ", \($0)" } ?? "")
                lines.append("    \(ids.state(transition.from, of: index)) --> \(ids.state(transition.to, of: index)): \(escaped(label))")
            }
            lines.append("    note right of \(ids.state(machine.noted, of: index))")
            lines += machine.rules.map { "        " + escaped($0) }
            lines.append("    end note")
            lines.append("}")
        }
        if !plan.actions.isEmpty {
            lines.append("state \(quoted("\(plan.feature.name)Action, reduced by your logic")) as \(ids.actions)")
            lines += plan.actions.map { "\(ids.actions): \(escaped($0.name))" }
        }
        let keys = featureKeys
        if !keys.isEmpty {
            lines.append("state \(quoted("\(plan.feature.name)State, kept by reduxgen")) as \(ids.state)")
            lines += keys.map { "\(ids.state): \(escaped($0))" }
        }
        return lines.enumerated().map { $0.offset == 0 ? $0.element : "    " + $0.element }.joined(separator: "\n") + "\n"
    }

    /// What the feature's state keys do besides its requests and streams, one line each: the
    /// bindings' setters, the navigation's state, the persisted fields.
    private var featureKeys: [String] {
        let feature = plan.feature
        var keys: [String] = []
        if !feature.bindings.isEmpty {
            keys.append("bindings set " + feature.bindings.map { "\($0.name) (\($0.setterCaseName))" }.joined(separator: ", "))
        }
        if let navigation = feature.navigation {
            let kept = [navigation.hasStack ? "a path of pushed routes" : nil, navigation.hasSheet ? "a presented route" : nil]
            keys.append("navigation keeps " + kept.compactMap { $0 }.joined(separator: " and "))
        }
        if !feature.persisted.isEmpty {
            keys.append("persist saves " + feature.persisted.map(\.field.name).joined(separator: ", ") + " across launches")
        }
        return keys
    }

    /// `"text"`, without the quotes Mermaid cannot show inside a label.
    private func quoted(_ text: String) -> String {
        "\"" + String(text.map { $0 == "\"" ? "'" : $0 }) + "\""
    }

    /// A label's text without what Mermaid reads as syntax after the label's colon: another
    /// colon, a `#` (an entity), `;` (the end of a statement), a line break.
    private func escaped(_ text: String) -> String {
        String(text.map { ":#;\n".contains($0) ? " " : $0 })
    }

    /// The Mermaid ids of the machines and their states: the spec's names (`loadMessages`,
    /// `loadMessages_idle`) when those are plain ASCII words that cannot clash, otherwise
    /// numbered (`machine1`, `machine1_idle`).
    private struct Identifiers {
        private let names: [String]
        let actions: String
        /// The id of the box of what the state keys do.
        let state: String

        init(_ names: [String], states: [MachineState], actionsName: String, stateName: String) {
            var every = Set<String>()
            var usable = true
            for name in names + [actionsName, stateName] {
                let ids = [name] + states.map { "\(name)_\($0.rawValue)" }
                for id in ids where !every.insert(id).inserted { usable = false }
                if !name.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_") }) {
                    usable = false
                }
            }
            // Mermaid's own words are no ids.
            if !Set(names).isDisjoint(with: ["state", "note", "end", "direction", "classDef", "class", "style"]) { usable = false }
            self.names = usable ? names : names.indices.map { "machine\($0 + 1)" }
            actions = actionsName
            state = stateName
        }

        func machine(_ index: Int) -> String { names[index] }

        func state(_ state: MachineState, of index: Int) -> String { "\(names[index])_\(state.rawValue)" }
    }
}
