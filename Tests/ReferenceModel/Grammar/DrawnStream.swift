/// The stream of a drawn feature (`streams: { updates: … }`): a subscription without params
/// whose elements are `Int`s. The reducer logic appends each element to ``itemsField`` and
/// counts the failures it ends with in ``failuresField``; its start and stop actions may be
/// named by a request's `on:` and `then:`, and the stream may start after a setter (`on:`).
public struct DrawnStream: Hashable, Sendable {
    public var name = "updates"
    /// The setters after which the stream starts by itself.
    public var on: [String] = []

    public init(on: [String] = []) {
        self.on = on
    }

    public var startName: String { "start" + name.uppercasingFirst }
    public var stopName: String { "stop" + name.uppercasingFirst }
    public var receivedName: String { name + "Received" }
    public var finishedName: String { name + "Finished" }
    /// The generated state property that says whether the subscription runs.
    public var activeName: String { name + "Active" }
    /// The field the reducer logic appends each element to.
    public var itemsField: String { name + "Items" }
    /// The field the reducer logic counts the stream's failures in.
    public var failuresField: String { name + "Failures" }

    /// The fields the reducer logic writes, which the spec declares.
    public var fields: [DrawnFeature.Field] {
        [
            DrawnFeature.Field(name: itemsField, type: .list(.int), initial: .list([]), isBinding: false),
            DrawnFeature.Field(name: failuresField, type: .int, initial: .int(0), isBinding: false),
        ]
    }
}
