/// What the corpus's optimistic requests predict (their `<Feature>Predictions.swift`, which
/// the driver writer fills in): a value made from the call's params, so that calls with
/// other params predict other values, and nothing when an `Int` param is 2.
public enum PredictionRule {
    /// The prediction of a call of `request` with `params`, or nil.
    public static func value(for request: DrawnRequest, params: [ModelValue]) -> ModelValue? {
        let values = request.params.values
        let number = zip(values, params).first { $0.0.type == .int }.map { $0.1 }
        let text = zip(values, params).first { $0.0.type == .string }.map { $0.1 }
        if number == .int(2) { return nil }
        guard let type = request.success else { return nil }
        return value(of: type, number: number.flatMap(intValue), text: text.flatMap(stringValue))
    }

    private static func value(of type: ValueType, number: Int?, text: String?) -> ModelValue {
        switch type {
        case .int: return .int(100 + (number ?? 0))
        case .string: return .string("p" + (text ?? ""))
        case .item: return .item(id: number ?? 9, name: "p")
        case .list(let element): return .list([value(of: element, number: number, text: text)])
        default: return type.emptyValue
        }
    }

    /// The body of the predicting function, whose parameters are named `names`.
    public static func swiftBody(for request: DrawnRequest, names: [String]) -> [String] {
        let values = request.params.values
        let number = zip(values, names).first { $0.0.type == .int }?.1
        let text = zip(values, names).first { $0.0.type == .string }?.1
        var lines: [String] = []
        if let number { lines.append("if \(number) == 2 { return nil }") }
        lines.append("return " + swift(of: request.success!, number: number, text: text))
        return lines
    }

    private static func swift(of type: ValueType, number: String?, text: String?) -> String {
        switch type {
        case .int: return number.map { "100 + \($0)" } ?? "100"
        case .string: return text.map { "\"p\" + \($0)" } ?? "\"p\""
        case .item: return "Item(id: \(number ?? "9"), name: \"p\")"
        case .list(let element): return "[" + swift(of: element, number: number, text: text) + "]"
        default: return type.emptyValue.swift
        }
    }

    private static func intValue(_ value: ModelValue) -> Int? {
        if case .int(let number) = value { return number }
        return nil
    }

    private static func stringValue(_ value: ModelValue) -> String? {
        if case .string(let text) = value { return text }
        return nil
    }
}
