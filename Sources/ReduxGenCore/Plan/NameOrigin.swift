/// What in a spec a generated name comes from: the declaration that makes the output
/// declare it, for messages about it and for the places it is reported at.
package enum NameOrigin: Hashable, Sendable {
    /// A state field, as the spec declares it.
    case field(String)
    /// A synchronous action.
    case action(String)
    /// A route (`routes:`).
    case route(String)
    /// A prop (`props:`).
    case prop(String)
    /// One of the names a request generates.
    case request(String, RequestPart)
    /// One of the names a stream generates.
    case stream(String, StreamPart)
    /// The setter action of a state field that `bindings:` names.
    case binding(String)
    /// One of the names `navigation:` generates.
    case navigation(NavigationPart)
    /// The action that restores the fields `persist:` names.
    case persist
    /// A case of the effect enum (`effects:`).
    case effect(String)
    /// The state property and the action case of a child feature (`children:`).
    case child(String)

    /// What a request generates: its actions, its state properties and its service method.
    package enum RequestPart: String, CaseIterable, Hashable, Sendable {
        case start, success, failure, cancel, dismiss, status, inFlight, serviceMethod
        case force, startPolling, stopPolling, predictions, skipped
    }

    /// What a stream generates.
    package enum StreamPart: String, CaseIterable, Hashable, Sendable {
        case start, stop, stopAll, received, finished, active, serviceMethod, sequenceType
    }

    /// What `navigation:` generates: the stack's actions and path, the sheet's actions and
    /// presented route.
    package enum NavigationPart: String, CaseIterable, Hashable, Sendable {
        case push, pop, popToRoot, setPath, path, present, dismissPresented, presented
    }

    /// `the request 'load'`, `the success action of the request 'load'`, …: the origin as
    /// diagnostics name it.
    package var description: String {
        switch self {
        case .field(let name): return "the state field '\(name)'"
        case .action(let name): return "the action '\(name)'"
        case .route(let name): return "the route '\(name)'"
        case .prop(let name): return "the prop '\(name)'"
        case .request(let name, let part):
            let what: String
            switch part {
            case .start: return "the request '\(name)'"
            case .success: what = "success action"
            case .failure: what = "failure action"
            case .cancel: what = "cancel action"
            case .dismiss: what = "dismiss action"
            case .status: what = "status field"
            case .inFlight: what = "in-flight count"
            case .serviceMethod: what = "service method"
            case .force: what = "forcing action"
            case .skipped: what = "skipped action"
            case .startPolling: what = "start-polling action"
            case .stopPolling: what = "stop-polling action"
            case .predictions: what = "predictions field"
            }
            return "the \(what) of the request '\(name)'"
        case .binding(let name): return "the setter of the binding '\(name)'"
        case .stream(let name, let part):
            let what: String
            switch part {
            case .start: what = "start action"
            case .stop: what = "stop action"
            case .stopAll: what = "stop-all action"
            case .received: what = "element action"
            case .finished: what = "end action"
            case .active: what = "active field"
            case .serviceMethod: what = "service method"
            case .sequenceType: what = "sequence type"
            }
            return "the \(what) of the stream '\(name)'"
        case .navigation(let part):
            switch part {
            case .push, .pop, .popToRoot, .setPath: return "the '\(part.rawValue)' action of 'navigation: stack'"
            case .path: return "the path of 'navigation: stack'"
            case .present, .dismissPresented: return "the '\(part.rawValue)' action of 'navigation: sheet'"
            case .presented: return "the presented route of 'navigation: sheet'"
            }
        case .persist:
            return "the restore action of 'persist'"
        case .effect(let name):
            return "the effect '\(name)'"
        case .child(let name):
            return "the child '\(name)'"
        }
    }
}
