/// How a stream's start and stop meet the `on:` and `then:` of requests, and how a stream's
/// own `on:` meets the actions it names. Each example is a whole spec, `Feature.yaml`.
extension SpecLanguage {
    static let streamActionInteractions: [KeyInteraction] = [
        row(
            .fieldOrAction, .request(.on), .feature(.streams),
            defined(
                "A stream's start or stop starts the request as any action does, once it has been reduced: the request action is dispatched before the subscription starts or ends.",
                in: """
                    state: {}
                    requests:
                      load: { on: [startUpdates] }
                    streams:
                      updates: { element: Message }
                    """)),
        row(
            .fieldOrAction, .request(.then), .feature(.streams),
            refused(
                "with params", at: .request(.then),
                "'then' of 'load' names 'startUpdates', an action of the stream 'updates', which has params that nothing gives after a success",
                fix: "start and stop a stream with params from the view",
                in: """
                    state: {}
                    requests:
                      load: { then: [startUpdates] }
                    streams:
                      updates: { params: { roomID: Room.ID }, element: Message }
                    """),
            defined(
                "without params", "The loader dispatches the stream's start or stop after each success: the stream starts (or stops) once the request has succeeded.",
                in: """
                    state: {}
                    requests:
                      signIn: { then: [startUpdates] }
                    streams:
                      updates: { element: Message }
                    """)),
        row(
            .fieldOrAction, .stream(.on), .feature(.actions),
            defined(
                "Once one of the actions has been reduced, the loader dispatches the stream's start action, whatever the action's payload.",
                in: """
                    state: {}
                    actions:
                      connect: { attempt: Int }
                    streams:
                      updates: { element: Message, on: [connect] }
                    """)),
        row(
            .fieldOrAction, .stream(.on), .feature(.bindings),
            defined(
                "naming a setter that `setter:` names", "`on:` names the setter by the name `setter:` gives, which starts the stream once the field has been set.",
                in: """
                    state:
                      isOnline: Bool
                    actions:
                      onlineToggled: Bool
                    bindings: { isOnline: { setter: onlineToggled } }
                    streams:
                      updates: { element: Message, on: [onlineToggled] }
                    """),
            defined(
                "naming set<Field>", "A setter starts the stream as an action does, once the field has been set.",
                in: """
                    state:
                      isOnline: Bool
                    bindings: [isOnline]
                    streams:
                      updates: { element: Message, on: [setIsOnline] }
                    """)),
        row(
            .fieldOrAction, .stream(.on), .feature(.navigation),
            refused(
                at: .stream(.on), "'on' of 'updates' names 'pop', a navigation action, and a stream starts after the spec's actions and bindings' setters only",
                fix: "name an action of the spec, such as one the view sends when the screen appears",
                in: """
                    state: {}
                    routes: { detail: }
                    navigation: stack
                    streams:
                      updates: { element: Message, on: [pop] }
                    """)),
        row(
            .fieldOrAction, .stream(.on), .feature(.requests),
            refused(
                at: .stream(.on), "'on' of 'updates' names the request 'load', and a stream starts after actions, not after a request",
                fix: "add 'startUpdates' to 'then' of 'load' to start it after each of its successes",
                in: """
                    state: {}
                    requests:
                      load:
                    streams:
                      updates: { element: Message, on: [load] }
                    """)),
    ]
}
