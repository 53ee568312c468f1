/// Writes a drawn feature as the YAML spec reduxgen reads.
public enum SpecYAML {
    /// The spec of `feature` (not of its children, which have specs of their own).
    public static func spec(of feature: DrawnFeature) -> String {
        var lines = ["# Drawn by the model test's grammar (Tests/ReferenceModel); re-record, do not edit.", "feature: \(feature.name)", "", "state:"]
        for field in feature.fields {
            lines.append("  \(field.name): " + fieldValue(field))
        }
        for request in feature.requests {
            if let field = request.failureInto { lines.append("  \(field): \"\(request.keptFailureType)\"") }
            if let field = request.loadingInto { lines.append("  \(field): { type: Bool, default: \"false\" }") }
        }
        lines.append("")
        if feature.bindings.contains(where: { $0.setter != nil }) {
            // The mapping form, which names a setter of its own.
            lines.append("bindings:")
            for field in feature.bindings {
                lines.append("  \(field.name):" + (field.setter.map { " { setter: \($0) }" } ?? ""))
            }
        } else {
            lines.append("bindings: [" + feature.bindings.map(\.name).joined(separator: ", ") + "]")
        }
        lines.append("")
        lines.append("actions:")
        for action in DrawnFeature.plainActions + [DrawnFeature.resetStatuses] {
            lines.append("  \(action):")
        }
        for field in feature.bindings where field.declaresSetter {
            lines.append("  \(field.setterName): \(field.type.description)")
        }
        if feature.hasNudge {
            lines.append("  \(DrawnFeature.nudge): { " + DrawnFeature.nudgeLabels.map { "\($0.label ?? ""): \($0.type)" }.joined(separator: ", ") + " }")
        }
        if feature.rows != nil {
            lines.append("  addRow: { id: Int }")
            lines.append("  removeRow: { id: Int }")
        }
        if feature.pane != nil {
            lines.append("  openPane: { id: Int }")
            lines.append("  closePane:")
        }
        if feature.navigation != nil {
            lines.append("  \(DrawnNavigation.go):")
        }
        lines.append("")
        lines.append("requests:")
        for request in feature.requests {
            lines.append("  \(request.name):")
            lines += requestLines(request).map { "    " + $0 }
        }
        if let stream = feature.stream {
            lines.append("")
            lines.append("streams:")
            lines.append("  \(stream.name): { element: Int" + (stream.on.isEmpty ? "" : ", on: [" + stream.on.joined(separator: ", ") + "]") + " }")
        }
        if feature.rows != nil || feature.pane != nil {
            lines.append("")
            lines.append("children:")
            if let rows = feature.rows { lines.append("  rows: { feature: \(rows.name), collection: true }") }
            if let pane = feature.pane { lines.append("  pane: { feature: \(pane.name), optional: true }") }
        }
        if feature.navigation != nil {
            lines.append("")
            lines.append("routes:")
            lines.append("  home:")
            lines.append("  item: { ref: Int }")
            lines.append("navigation: stack")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func fieldValue(_ field: DrawnFeature.Field) -> String {
        let type = field.type.description
        let spelled = field.type.needsQuotes ? "\"\(type)\"" : type
        guard let initial = field.initial, needsDefault(field.type) else { return spelled }
        return "{ type: \(spelled), default: \(yamlDefault(initial)) }"
    }

    /// Whether the type has no default of its own (optionals, arrays and dictionaries do).
    private static func needsDefault(_ type: ValueType) -> Bool {
        switch type {
        case .optional, .list, .dictionary: return false
        default: return true
        }
    }

    private static func yamlDefault(_ value: ModelValue) -> String {
        switch value {
        case .string(let text): return "'\"\(text)\"'"
        default: return "'\(value.swift)'"
        }
    }

    /// The keys of `request`, in the order the spec language lists them.
    public static func requestLines(_ request: DrawnRequest) -> [String] {
        var lines: [String] = []
        switch request.params {
        case .none: break
        case .unlabelled(let type): lines.append("params: \(type)")
        case .labelled(let params):
            lines.append("params: { " + params.map { "\($0.label ?? ""): \($0.type)" }.joined(separator: ", ") + " }")
        }
        if !request.reads.isEmpty { lines.append("reads: [" + request.reads.joined(separator: ", ") + "]") }
        if let success = request.success { lines.append("success: " + (success.needsQuotes ? "\"\(success)\"" : "\(success)")) }
        if request.typedFailure { lines.append("failure: ModelFailure") }
        if let into = request.into { lines.append("into: { field: \(into.field), mode: \(into.mode.rawValue) }") }
        if let field = request.failureInto { lines.append("failureInto: \(field)") }
        if let field = request.loadingInto { lines.append("loadingInto: \(field)") }
        if request.policy != .latest { lines.append("policy: \(request.policy.rawValue)") }
        if let key = request.key { lines.append("key: \(key)") }
        if request.cancel { lines.append("cancel: true") }
        if request.dismiss { lines.append("dismiss: true") }
        if let retry = request.retry {
            lines.append("retry: { attempts: \(retry.attempts)" + (retry.backoff.map { ", backoff: \(seconds($0))" } ?? "") + " }")
        }
        if let timeout = request.timeout { lines.append("timeout: \(seconds(timeout))") }
        if let debounce = request.debounce { lines.append("debounce: \(seconds(debounce))") }
        if !request.onArguments.isEmpty {
            lines.append("on:")
            for action in request.on {
                let expressions = request.onArguments[action] ?? []
                if case .unlabelled = request.params {
                    lines.append("  \(action): '\(expressions.first?.swift ?? "")'")
                } else {
                    let given = zip(request.params.values, expressions).map { "\($0.label ?? ""): '\($1.swift)'" }
                    lines.append("  \(action): { " + given.joined(separator: ", ") + " }")
                }
            }
        } else if !request.on.isEmpty {
            lines.append("on: [" + request.on.joined(separator: ", ") + "]")
        }
        if let when = request.when { lines.append("when: '\(when.swift)'") }
        if !request.then.isEmpty { lines.append("then: [" + request.then.joined(separator: ", ") + "]") }
        if request.optimistic { lines.append(request.keepsFailed ? "optimistic: { onFailure: keep }" : "optimistic: true") }
        if let poll = request.poll { lines.append("poll: \(seconds(poll))") }
        if let cache = request.cache { lines.append("cache: \(seconds(cache))") }
        return lines
    }

    /// Milliseconds as the spec's seconds: `250` → `0.25`, `2000` → `2`.
    static func seconds(_ milliseconds: Int) -> String {
        let whole = milliseconds / 1000, rest = milliseconds % 1000
        guard rest != 0 else { return String(whole) }
        var fraction = String(rest)
        while fraction.count < 3 { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(whole).\(fraction)"
    }
}
