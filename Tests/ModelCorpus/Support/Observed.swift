import ReduxRuntime
import ReferenceModel

/// A request's status as the model's observation prints it: `loading`, `failed(code 2)`,
/// `[1: loading]` per key.
enum ObservedStatus {
    static func text<Failure>(of status: RequestStatus<Failure>) -> String {
        switch status {
        case .idle: return "idle"
        case .loading: return "loading"
        case .succeeded: return "succeeded"
        case .failed(let error): return "failed(\(text(of: error)))"
        }
    }

    static func text<Key: ModelConvertible, Failure>(of statuses: [Key: RequestStatus<Failure>]) -> String {
        guard !statuses.isEmpty else { return "[:]" }
        let sorted = statuses.keys.map(\.model).sorted(by: ModelValue.precedes)
        return "[" + sorted.map { key in "\(key): " + text(of: statuses[Key(model: key)]!) }.joined(separator: ", ") + "]"
    }

    /// A failure kept in a `failureInto` field: `code 2`, or `nil`.
    static func text(of failure: (any Error)?) -> String {
        guard let failure else { return "nil" }
        return text(of: failure)
    }

    private static func text(of error: any Error) -> String {
        if let failure = error as? ModelFailure { return failure.modelError.description }
        if let error = error as? RequestError {
            if error.isTimeout { return ModelError.timeout.description }
            return text(of: error.underlying)
        }
        return "\(error)"
    }
}

/// The case name of an action: its label for a case with a payload, its description for
/// one without.
enum ActionNames {
    static func caseName(of action: Any) -> String {
        Mirror(reflecting: action).children.first?.label ?? String(describing: action)
    }
}
