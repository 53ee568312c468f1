/// The state of one feature instance, as its reducer sees it: the spec's fields, each
/// request's status (per key), count of calls in flight and predictions.
struct FeatureState: Sendable {
    /// A request's status, per key for a request with `key:`.
    struct StatusKey: Hashable, Sendable {
        var request: String
        var key: ModelValue?
    }

    let feature: DrawnFeature
    var fields: [String: ModelValue] = [:]
    /// The statuses that are not idle.
    var statuses: [StatusKey: ModelStatus] = [:]
    /// The calls in flight of `queue` and `concurrent` requests.
    var inFlight: [String: Int] = [:]
    /// The predictions of each optimistic request's calls in flight, oldest first.
    var predictions: [String: [Prediction]] = [:]
    /// For a field that predictions are appended or prepended to: which prediction placed
    /// each element (nil for an answer's).
    var owners: [String: [Int?]] = [:]
    /// Numbers the predictions.
    var lastPrediction = 0
    /// The failed predictions kept shown (`onFailure: keep`), by request, oldest first.
    var failures: [String: [FailedPrediction]] = [:]
    /// The failures kept by the requests with `failureInto:`, by request (absent: nil).
    var keptFailures: [String: ModelError] = [:]
    /// The stream's generated `<stream>Active`: set by its start, cleared by its stop and its end.
    var isStreamActive = false
    /// The navigation stack's path.
    var path: [DrawnRoute] = []
    /// The flags of the requests with `loadingInto:`, by request (absent: false).
    var loadingFlags: [String: Bool] = [:]

    /// The state a new instance starts with; `id` for a child's.
    init(feature: DrawnFeature, id: Int? = nil) {
        self.feature = feature
        for field in feature.fields {
            fields[field.name] = field.initial ?? id.map(ModelValue.int) ?? .int(0)
        }
    }

    func status(_ request: String, key: ModelValue?) -> ModelStatus {
        statuses[StatusKey(request: request, key: key)] ?? .idle
    }

    mutating func setStatus(_ status: ModelStatus, _ request: String, key: ModelValue?) {
        statuses[StatusKey(request: request, key: key)] = status == .idle ? nil : status
    }

    /// The keys of `request` whose status is loading.
    func loadingKeys(of request: String) -> [ModelValue] {
        statuses.filter { $0.key.request == request && $0.value.isLoading }.compactMap(\.key.key)
    }

    /// The values of the fields `request` reads, in order.
    func reads(of request: DrawnRequest) -> [ModelValue] {
        request.reads.map { fields[$0]! }
    }

    // MARK: The stream

    /// The reducer logic appends each element to the stream's items.
    mutating func receive(_ value: Int) {
        let field = feature.stream!.itemsField
        fields[field] = .list(fields[field]!.elements + [.int(value)])
    }

    /// The generated reducer clears `<stream>Active`; the reducer logic counts a failure.
    mutating func finishStream(failed: Bool) {
        isStreamActive = false
        guard failed, case .int(let count)? = fields[feature.stream!.failuresField] else { return }
        fields[feature.stream!.failuresField] = .int(count + 1)
    }

    // MARK: Observation

    /// What the state shows, a line per field and per request, as the store's driver prints
    /// its state.
    var lines: [String] {
        var lines = feature.fields.map { "\($0.name) = \(fields[$0.name]!)" }
        for request in feature.requests {
            if request.key == nil {
                lines.append("\(request.statusName) = \(status(request.name, key: nil))")
            } else {
                let keyed = statuses.filter { $0.key.request == request.name }.sorted { ModelValue.precedes($0.key.key!, $1.key.key!) }
                lines.append("\(request.statusName) = " + (keyed.isEmpty ? "[:]" : "[" + keyed.map { "\($0.key.key!): \($0.value)" }.joined(separator: ", ") + "]"))
            }
            if request.policy.countsCalls {
                lines.append("\(request.inFlightName) = \(inFlight[request.name] ?? 0)")
            }
            if let field = request.failureInto {
                lines.append("\(field) = " + (keptFailures[request.name].map(\.description) ?? "nil"))
            }
            if request.keepsFailed {
                lines.append("\(request.name)Failed = \(ModelValue.list((failures[request.name] ?? []).flatMap(\.elements)))")
            }
            if let field = request.loadingInto {
                lines.append("\(field) = \(loadingFlags[request.name] ?? false)")
            }
        }
        if let stream = feature.stream { lines.append("\(stream.activeName) = \(isStreamActive)") }
        if feature.navigation != nil { lines.append("path = [" + path.map(\.description).joined(separator: ", ") + "]") }
        return lines
    }
}
