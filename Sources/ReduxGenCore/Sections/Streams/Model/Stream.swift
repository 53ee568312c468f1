/// A push stream: start and stop actions, an action per element and one at the end, a
/// service method returning an async sequence, and a state field of the running ones.
package struct Stream: Hashable, Sendable {
    /// The stream's name: `roomUpdates`.
    package var name: String
    /// The params that start it; one subscription runs per params value.
    package var params: Payload
    /// The element type.
    package var element: String
    /// The element type's text and where the spec writes it, if known.
    package var elementSource: TypeSource?
    /// The failure type named by the spec; `nil` means the runtime's `RequestError`.
    package var failure: String?
    /// The failure type's text and where the spec writes it, if known.
    package var failureSource: TypeSource?
    /// Whether the element type is `Equatable`; `false` wraps it in `Uncompared` in actions.
    package var isElementEquatable = true
    /// Whether the stream has an action that stops all its subscriptions.
    package var stopAll = false
    /// The actions after which the stream starts by itself (`on:`), in the spec's order.
    package var on: [NamedAction] = []
    /// The spec line of the stream's key.
    package var line: Int
    /// Where its name is written in the spec (the key's position), for diagnostics about it.
    package var declared = SourcePosition(line: 1, column: 1)

    /// Creates a stream.
    package init(name: String, params: Payload = .none, element: String, failure: String? = nil, line: Int = 1) {
        self.name = name
        self.params = params
        self.element = element
        self.failure = failure
        self.line = line
    }

    /// `startRoomUpdates`.
    package var startCaseName: String { "start" + name.uppercasingFirst }
    /// `stopRoomUpdates`.
    package var stopCaseName: String { "stop" + name.uppercasingFirst }
    /// `stopAllRoomUpdates`.
    package var stopAllCaseName: String { "stopAll" + name.uppercasingFirst }
    /// `roomUpdatesReceived`.
    package var receivedCaseName: String { name + "Received" }
    /// `roomUpdatesFinished`.
    package var finishedCaseName: String { name + "Finished" }
    /// `roomUpdatesActive`.
    package var activeFieldName: String { name + "Active" }
}
