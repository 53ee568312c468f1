/// The keys of the streams section, as the spec language describes them.
extension SpecLanguage {
    /// `streams`: the feature's push updates.
    static let streams = SpecKey(
        "streams",
        "Push updates: a subscription the loader starts and stops, each element arriving as an action. The state says which subscriptions run.",
        example: """
            streams:
              roomUpdates:
                params: { roomID: Room.ID }
                element: Message
                failure: ChatError
            """,
        value: .named(placeholder: "<stream>", .keys(.stream)))

    /// The keys of one stream.
    static let streamKeys: [SpecKey] = [
        SpecKey(
            "params",
            "The payload of the start and stop actions (startName, stopName): nothing or one value; the loader keeps at most one subscription per value.",
            example: "params: { roomID: Room.ID }",
            value: payload),
        SpecKey(
            "element",
            "The type of each element, which arrives as the action nameReceived.",
            example: "element: Message",
            value: .swiftType,
            isRequired: true),
        SpecKey(
            "failure",
            "The error type the stream can end with, carried by the action nameFinished. It conforms to ReduxRuntime.StreamFailure, whose unexpected(_:) holds an error of another type that the sequence throws.",
            example: "failure: ChatError",
            value: .swiftType),
        SpecKey(
            "equatable",
            "Whether the element type is Equatable (default true). Write false for one that is not: nameReceived carries it as ReduxRuntime.Uncompared<Element>, whose == ignores the element, so that the feature stays Equatable; a TestStore compares the element by its dump.",
            example: "equatable: false",
            value: .boolean),
        SpecKey(
            "on",
            "Actions (or bindings' setters) after which the stream starts by itself: once each has been reduced, the loader dispatches startName. A stream with params cannot use on: nothing would give them.",
            example: "on: [connect]",
            value: .list(.name(of: "an action", pattern: nil), unique: true)),
        SpecKey(
            "stopAll",
            "Adds the action stopAllName, which stops every running subscription of the stream (one per params value). Needs params.",
            example: "stopAll: true",
            value: .boolean),
    ]
}
