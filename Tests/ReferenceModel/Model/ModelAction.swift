/// An action of a drawn feature, as the model reduces it: what the store's action enum
/// holds, with names instead of cases.
indirect enum ModelAction: Hashable, Sendable {
    /// The request action (or its `force…` variant).
    case request(String, params: [ModelValue], forced: Bool)
    /// A success, carrying its call's arguments (params, then the values read). `replayed`
    /// when the cache answers again with a stored success.
    case success(String, arguments: [ModelValue], payload: ModelValue?, replayed: Bool)
    /// A failure, carrying its call's arguments.
    case failure(String, arguments: [ModelValue], error: ModelError)
    case cancel(String, key: ModelValue?)
    case dismiss(String, key: ModelValue?)
    /// `…Skipped`: a debounced call's `when:` was false as its quiet ended, and no call of its
    /// id is in flight.
    case skipped(String, key: ModelValue?)
    case startPolling(String, params: [ModelValue])
    case stopPolling(String, key: ModelValue?)
    /// `bump`, `poke`, `resetStatuses`, `closePane`, `go`.
    case plain(String)
    case startStream
    case stopStream
    /// An element of the stream, as its subscription delivers it.
    case streamReceived(Int)
    /// The end of the stream's subscription, with a failure when `failed`.
    case streamFinished(failed: Bool)
    case push(DrawnRoute)
    case pop
    case popToRoot
    case setPath([DrawnRoute])
    /// A binding's setter.
    case set(String, ModelValue)
    /// `nudge(ref:text:)`, which changes nothing.
    case nudge([ModelValue])
    case addRow(Int)
    case removeRow(Int)
    case openPane(Int)

    /// The case's name, as the store's recorder prints it.
    func name(in feature: DrawnFeature) -> String {
        switch self {
        case .request(let name, _, let forced):
            return forced ? feature.request(name)!.forceName : name
        case .success(let name, _, _, _): return name + "Success"
        case .failure(let name, _, _): return name + "Failure"
        case .cancel(let name, _): return feature.request(name)!.cancelName
        case .dismiss(let name, _): return feature.request(name)!.dismissName
        case .skipped(let name, _): return name + "Skipped"
        case .startPolling(let name, _): return feature.request(name)!.startPollingName
        case .stopPolling(let name, _): return feature.request(name)!.stopPollingName
        case .plain(let name): return name
        case .startStream: return feature.stream!.startName
        case .stopStream: return feature.stream!.stopName
        case .streamReceived: return feature.stream!.receivedName
        case .streamFinished: return feature.stream!.finishedName
        case .push: return "push"
        case .pop: return "pop"
        case .popToRoot: return "popToRoot"
        case .setPath: return "setPath"
        case .set(let field, _): return feature.fields.first { $0.name == field }!.setterName
        case .nudge: return DrawnFeature.nudge
        case .addRow: return "addRow"
        case .removeRow: return "removeRow"
        case .openPane: return "openPane"
        }
    }
}
