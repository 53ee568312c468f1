/// Every key of a feature spec, with what it means and an example: the one place that
/// describes the spec language to users. `reduxgen schema` prints it as a JSON Schema
/// (`SpecSchema`) and `reduxgen help spec` as text.
///
/// To add a key: add a `SpecKey` where it belongs below. `SpecLanguageTests` checks that
/// every key the validator accepts is here.
public enum SpecLanguage {
    /// The keys of a spec's top-level mapping, in the order a spec usually writes them.
    public static let topLevelKeys: [SpecKey] = [
        SpecKey(
            "feature",
            "The feature's name, which prefixes every generated type (TeamChatState, …). Optional: it is the spec file's name, and if written it must match it.",
            example: "feature: TeamChat",
            value: .text(pattern: "^[A-Z][A-Za-z0-9_]*$")),
        SpecKey(
            "imports",
            "Modules imported by every generated file, for the types the spec names.",
            example: "imports: [Foundation, ChatModels]",
            value: .oneOf([.list(moduleName, unique: true), moduleName])),
        SpecKey(
            "access",
            "The access level of every generated declaration: internal (default), public or package.",
            example: "access: public",
            value: .choice(["internal", "public", "package"])),
        SpecKey(
            "equatable",
            "Whether State and Action conform to Equatable (default true). Write false for models that are not Equatable; the store then notifies observers after every action. Sendable stays.",
            example: "equatable: false",
            value: .boolean),
        SpecKey(
            "state",
            "The fields of <Feature>State, in order: a field name and its Swift type, or { type, default }. Optionals default to nil and collections to empty; a field without a default becomes a parameter of the state's init. Required; write `state: {}` for none.",
            example: """
                state:
                  messages: "[Message]"
                  draft: { type: String, default: '""' }
                  selectedID: Message.ID?
                """,
            value: .named(placeholder: "<field>", stateField),
            isRequired: true),
        SpecKey(
            "actions",
            "The synchronous actions of <Feature>Action: an action name and its payload (nothing, one type, or labelled values). Your reducer skeleton handles them.",
            example: """
                actions:
                  clearDraft:
                  select: Message.ID
                  deleteMessage: { id: Message.ID }
                """,
            value: .named(placeholder: "<action>", payload)),
        SpecKey(
            "requests",
            "Async calls. Each request gets the actions name, nameSuccess and nameFailure, a status field in the state (idle, loading, succeeded, failed), a service method and a loader middleware that calls it.",
            example: """
                requests:
                  loadMessages:
                    params: { page: Int }
                    success: "[Message]"
                    failure: ChatError
                    into: messages
                """,
            value: .named(placeholder: "<request>", .oneOf([.nothing, .keys(requestKeys)]))),
        SpecKey(
            "streams",
            "Push updates: a subscription the loader starts and stops, each element arriving as an action. The state says which subscriptions run.",
            example: """
                streams:
                  roomUpdates:
                    params: { roomID: Room.ID }
                    element: Message
                    failure: ChatError
                """,
            value: .named(placeholder: "<stream>", .keys(streamKeys))),
        SpecKey(
            "props",
            "What the view shows: the fields of <Feature>Props, written like state fields. Generates the props, the @Observable <Feature>ViewModel and the skeleton <Feature>PropsLogic.swift (make(from:)), where a prop named and typed like a state field takes it, an optional nil, a Bool false, a String or collection its empty value, any other prop its default (an expression that may read `state`).",
            example: """
                props:
                  title: { type: String, default: '"Chat"' }
                  messages: "[Message]"
                  isSending: { type: Bool, default: state.sendMessageStatus.isLoading }
                """,
            value: .named(placeholder: "<prop>", stateField)),
        SpecKey(
            "routes",
            "Where the feature can send the user: the cases of <Feature>Route, written like actions (a route cannot have an action's name). The routing middleware asks the skeleton <Feature>Routing.route(after:state:) after each action and publishes the route to the view model.",
            example: """
                routes:
                  openThread: { id: Message.ID }
                  close:
                """,
            value: .named(placeholder: "<route>", payload)),
    ]

    /// The keys of an app spec, which composes the feature specs of the same run on one
    /// store instead of declaring a state.
    public static let appKeys: [SpecKey] = [
        SpecKey(
            "app",
            "The app's name, which prefixes its generated types (ShopState, ShopAction, …); it must be the spec file's name. Makes the spec an app spec.",
            example: "app: Shop",
            value: .text(pattern: "^[A-Z][A-Za-z0-9_]*$"),
            isRequired: true),
        SpecKey(
            "features",
            "The features on the app's store: a property name of the app state and the feature spec (of the same run) it holds. Generates <App>State, <App>Action (a case per feature), <App>Reducer, <App>Middlewares (each feature's middlewares lifted onto the app store) and a scoped store per feature.",
            example: """
                features:
                  catalog: Catalog
                  cart: Cart
                """,
            value: .named(placeholder: "<property>", .text(pattern: "^[A-Z][A-Za-z0-9_]*$")),
            isRequired: true),
        topLevelKeys[1],
        topLevelKeys[2],
        topLevelKeys[3],
    ]

    /// The keys of one request.
    public static let requestKeys: [SpecKey] = [
        SpecKey(
            "params",
            "The payload of the request action, passed to the service: one type, or labelled values.",
            example: "params: { page: Int }",
            value: payload),
        SpecKey(
            "reads",
            "State fields passed to the service too, read after the request action has been reduced.",
            example: "reads: [query, pageSize]",
            value: .list(.text(pattern: nil), unique: true)),
        SpecKey(
            "success",
            "The payload of the success action: what the service returns. Without it the service returns nothing.",
            example: "success: \"[Message]\"",
            value: .swiftType),
        SpecKey(
            "failure",
            "The error type the service throws (typed throws), the payload of the failure action. Without it failures arrive as RequestError.",
            example: "failure: ChatError",
            value: .swiftType),
        SpecKey(
            "into",
            "The state field the success payload goes to: a field name (assigned), or { field, mode } to append, prepend, upsert (by id) or store by key.",
            example: "into: { field: messages, mode: append }",
            value: .oneOf([.text(pattern: nil), .keys(intoKeys)])),
        SpecKey(
            "policy",
            "What a request action does while a call is in flight. latest (default): cancels it; first: is ignored (and logged); queue: waits its turn; concurrent: runs at once.",
            example: "policy: queue",
            value: .choice(["latest", "first", "queue", "concurrent"])),
        SpecKey(
            "key",
            "The param that names a call's key: the policy and the status apply per key, and the status becomes a dictionary by key.",
            example: "key: id",
            value: .text(pattern: nil)),
        SpecKey(
            "cancel",
            "Adds the action cancelName, which cancels the call in flight and sets the status back to idle.",
            example: "cancel: true",
            value: .boolean),
        SpecKey(
            "dismiss",
            "Adds the action dismissNameError, which sets a failed status back to idle and changes nothing else.",
            example: "dismiss: true",
            value: .boolean),
        SpecKey(
            "retry",
            "Retries a failed (or timed-out) call up to attempts times, waiting backoff seconds before the first retry, twice as long before each next one.",
            example: "retry: { attempts: 3, backoff: 0.5 }",
            value: .keys(retryKeys)),
        SpecKey(
            "timeout",
            "Seconds after which a call fails with a timeout error.",
            example: "timeout: 10",
            value: .positiveNumber),
        SpecKey(
            "debounce",
            "Seconds of quiet after the last request action before the call starts.",
            example: "debounce: 0.3",
            value: .positiveNumber),
    ]

    /// The keys of `into: { field, mode }`.
    static let intoKeys: [SpecKey] = [
        SpecKey("field", "The state field the success payload goes to.", example: "field: messages", value: .text(pattern: nil), isRequired: true),
        SpecKey(
            "mode",
            "How the payload goes in: assign (default) replaces the field; append and prepend add to an array; upsert replaces elements with equal ids and appends new ones; keyed stores it at field[key] in a dictionary (with `key`).",
            example: "mode: append",
            value: .choice(["assign", "append", "prepend", "upsert", "keyed"])),
    ]

    /// The keys of `retry:`.
    static let retryKeys: [SpecKey] = [
        SpecKey("attempts", "How many times a failed call is retried (at least 1): a call is tried at most 1 + attempts times.", example: "attempts: 3", value: .positiveInteger, isRequired: true),
        SpecKey("backoff", "Seconds before the first retry; each later wait is twice the one before.", example: "backoff: 0.5", value: .positiveNumber),
    ]

    /// The keys of one stream.
    static let streamKeys: [SpecKey] = [
        SpecKey(
            "params",
            "The payload of the start and stop actions (startName, stopName); the loader keeps at most one subscription per value.",
            example: "params: { roomID: Room.ID }",
            value: payload),
        SpecKey(
            "element",
            "The type of each element, which arrives as the action nameReceived. Required.",
            example: "element: Message",
            value: .swiftType,
            isRequired: true),
        SpecKey(
            "failure",
            "The error type the stream can end with, carried by the action nameFinished.",
            example: "failure: ChatError",
            value: .swiftType),
    ]

    /// The keys of a state field written as `{ type, default }`.
    static let fieldKeys: [SpecKey] = [
        SpecKey("type", "The field's Swift type.", example: "type: String", value: .swiftType, isRequired: true),
        SpecKey(
            "default",
            "The field's initial value: a Swift expression (quote it when YAML would read it otherwise).",
            example: "default: '\"\"'",
            value: .swiftExpression),
    ]

    /// A state field: its type alone, or `{ type, default }`.
    static let stateField = SpecValue.oneOf([.swiftType, .keys(fieldKeys)])

    /// A payload: nothing, one unlabelled type, or labels and their types in order.
    static let payload = SpecValue.oneOf([.nothing, .swiftType, .named(placeholder: "<label>", .swiftType)])

    /// A module name: `Foundation`, `Darwin.C`.
    static let moduleName = SpecValue.text(pattern: "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$")
}
