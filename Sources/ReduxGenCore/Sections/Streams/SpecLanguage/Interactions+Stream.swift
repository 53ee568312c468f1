/// How two keys of one stream combine. Each example is the body of the stream `updates`, in
/// `streamExampleSpec`.
extension SpecLanguage {
    /// The spec a stream row's example stands in: its lines are the body of `updates`.
    static let streamExampleSpec = """
        state: {}
        actions:
          connect:
        streams:
          updates:
        """

    static let streamInteractions: [KeyInteraction] = [
        stream(
            .element, .params,
            defined(
                "Each element arrives with the params of its subscription: `updatesReceived(roomID: Room.ID, Message)`.",
                in: "params: { roomID: Room.ID }\nelement: Message")),
        stream(
            .element, .equatable,
            defined(
                "With `equatable: false` the element arrives as `Uncompared<Element>`, so the feature stays `Equatable`, and `TestStore` compares it by its dump.",
                in: "element: Frame\nequatable: false")),
        stream(
            .failure, .params,
            defined(
                "The end arrives with the params of its subscription, and the error when it ends with one: `updatesFinished(roomID: Room.ID, error: ChatError?)`; an error of another type arrives as `ChatError.unexpected(_:)` (the type conforms to `StreamFailure`).",
                in: "params: { roomID: Room.ID }\nelement: Message\nfailure: ChatError")),
        stream(
            .on, .params,
            refused(
                at: .on, "'updates' has params, which nothing gives when it starts by itself",
                fix: "leave out 'on', and send startUpdates with its params from the view",
                in: "params: { roomID: Room.ID }\nelement: Message\non: [connect]")),
        stream(
            .stopAll, .params,
            refused(
                "without params", at: .stopAll, "'stopAll' stops every subscription of a stream with params, but 'updates' has none",
                fix: "its one subscription stops with stopUpdates, so leave out 'stopAll'",
                in: "element: Message\nstopAll: true"),
            defined(
                "with params", "`stopAllUpdates` stops every subscription of the stream, whatever its params.",
                in: "params: { roomID: Room.ID }\nelement: Message\nstopAll: true")),
    ]
}
