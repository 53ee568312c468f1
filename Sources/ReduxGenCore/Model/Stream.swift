/// A push stream: start and stop actions, an action per element and one at the end, a
/// service method returning an async sequence, and a state field of the running ones.
public struct Stream: Hashable, Sendable {
    /// The stream's name: `roomUpdates`.
    public var name: String
    /// The params that start it; one subscription runs per params value.
    public var params: Payload
    /// The element type.
    public var element: String
    /// The element type's text and where the spec writes it, if known.
    public var elementSource: TypeSource?
    /// The failure type named by the spec; `nil` means the runtime's `RequestError`.
    public var failure: String?
    /// The failure type's text and where the spec writes it, if known.
    public var failureSource: TypeSource?
    /// Whether the element type is `Equatable`; `false` wraps it in `Uncompared` in actions.
    public var isElementEquatable = true
    /// Whether the stream has an action that stops all its subscriptions.
    public var stopAll = false
    /// The spec line of the stream's key.
    public var line: Int
    /// Where its name is written in the spec (the key's position), for diagnostics about it.
    public var declared = SourcePosition(line: 1, column: 1)

    /// Creates a stream.
    public init(name: String, params: Payload = .none, element: String, failure: String? = nil, line: Int = 1) {
        self.name = name
        self.params = params
        self.element = element
        self.failure = failure
        self.line = line
    }

    /// `startRoomUpdates`.
    public var startCaseName: String { "start" + name.uppercasingFirst }
    /// `stopRoomUpdates`.
    public var stopCaseName: String { "stop" + name.uppercasingFirst }
    /// `stopAllRoomUpdates`.
    public var stopAllCaseName: String { "stopAll" + name.uppercasingFirst }
    /// `roomUpdatesReceived`.
    public var receivedCaseName: String { name + "Received" }
    /// `roomUpdatesFinished`.
    public var finishedCaseName: String { name + "Finished" }
    /// `roomUpdatesActive`.
    public var activeFieldName: String { name + "Active" }
}
