/// A mapping of the spec language whose keys are fixed: where a key may appear.
///
/// The validator reads each of these mappings through its keys here (`KeyedMapping`), so a
/// key is accepted exactly where it is described.
package enum SpecMapping: String, CaseIterable, Sendable {
    /// The top level of a feature spec.
    case featureSpec
    /// The top level of an app spec (`app:`).
    case appSpec
    /// One request, under `requests:`.
    case request
    /// `into: { field, mode }` of a request.
    case into
    /// `retry: { attempts, backoff }` of a request.
    case retry
    /// One stream, under `streams:`.
    case stream
    /// A state field written as `{ type, default }`.
    case stateField
    /// A prop written as `{ type, default }`.
    case prop
    /// One child feature, under `children:`.
    case child

    /// The keys the mapping may have, in the order a spec usually writes them.
    package var keys: [SpecKey] {
        switch self {
        case .featureSpec: return SpecLanguage.featureSpecKeys
        case .appSpec: return SpecLanguage.appSpecKeys
        case .request: return SpecLanguage.requestKeys
        case .into: return SpecLanguage.intoKeys
        case .retry: return SpecLanguage.retryKeys
        case .stream: return SpecLanguage.streamKeys
        case .stateField: return SpecLanguage.stateFieldKeys
        case .prop: return SpecLanguage.propKeys
        case .child: return SpecLanguage.childKeys
        }
    }

    /// The mapping's name in documentation: "Request keys".
    package var title: String {
        switch self {
        case .featureSpec: return "Feature spec keys"
        case .appSpec: return "App spec keys"
        case .request: return "Request keys"
        case .into: return "`into:` keys"
        case .retry: return "`retry:` keys"
        case .stream: return "Stream keys"
        case .stateField: return "State field keys"
        case .prop: return "Prop keys"
        case .child: return "Child keys"
        }
    }

    /// Where the mapping stands in a spec, as `help spec` names it: `requests.<request>`.
    package var location: String {
        switch self {
        case .featureSpec: return "the top level of a feature spec"
        case .appSpec: return "the top level of an app spec (a spec with `app:`)"
        case .request: return "`requests.<request>`"
        case .into: return "`requests.<request>.into`, written `{ field, mode }`"
        case .retry: return "`requests.<request>.retry`"
        case .stream: return "`streams.<stream>`"
        case .stateField: return "`state.<field>`, written `{ type, default }`"
        case .prop: return "`props.<prop>`, written `{ type, default }`"
        case .child: return "`children.<child>`"
        }
    }

    /// The key called `name`, if the mapping has one.
    package func key(named name: String) -> SpecKey? {
        keyNames.firstIndex(of: name).map { keys[$0] }
    }

    /// The names of `keys`, in order: the validator looks up every key it reads. (A mapping
    /// has a few dozen keys at most, which a search finds sooner than a hash.)
    var keyNames: [String] {
        Self.keyNamesByMapping[Self.allCases.firstIndex(of: self)!]
    }

    private static let keyNamesByMapping = allCases.map { $0.keys.map(\.name) }
}

/// Every key of a spec, with what it means and an example: the one place that describes
/// the spec language. The validator accepts exactly these keys, and `reduxgen schema`
/// (`SpecSchema`), `reduxgen help spec` and the Markdown key tables (`SpecMarkdown`) are
/// printed from them.
///
/// To add a key: describe it in its mapping below, say how it meets the other keys
/// (`meetingPlaces`, `interactions`), and read it in the validator by its name
/// (`keys["name"]` on the mapping's `KeyedMapping`). `SpecLanguageTests` validates every
/// key's example and fails if the validator does not read it.
package enum SpecLanguage {
    /// `imports`, in feature and app specs.
    static let imports = SpecKey(
        "imports",
        "Modules imported by every generated file, for the types the spec names.",
        example: "imports: [Foundation, ChatModels]",
        value: .oneOf([.list(moduleName, unique: true), moduleName]))

    /// `access`, in feature and app specs.
    static let access = SpecKey(
        "access",
        "The access level of every generated declaration: internal (default), public or package.",
        example: "access: public",
        value: .choice(AccessLevel.allCases.map(\.rawValue)))

    /// `equatable`, in feature and app specs.
    static let equatable = SpecKey(
        "equatable",
        "Whether State and Action conform to Equatable (default true). Write false for models that are not Equatable; the store then notifies observers after every action. Sendable stays.",
        example: "equatable: false",
        value: .boolean)

    /// The keys of a feature spec's top-level mapping.
    static let featureSpecKeys: [SpecKey] = [
        SpecKey(
            "feature",
            "The feature's name, which prefixes every generated type (TeamChatState, …). Optional: it is the spec file's name, and if written it must match it.",
            example: "feature: TeamChat",
            value: typeName),
        imports,
        access,
        equatable,
        SpecKey(
            "state",
            "The fields of <Feature>State, in order: a field name and its Swift type, or { type, default }. Optionals default to nil, arrays and sets to [], dictionaries to [:]; a field without a default becomes a parameter of the state's init. Required; write `state: {}` for none.",
            example: """
                state:
                  messages: "[Message]"
                  draft: { type: String, default: '""' }
                  selectedID: Message.ID?
                """,
            value: .named(placeholder: "<field>", .oneOf([.swiftType, .keys(.stateField)])),
            isRequired: true),
        SpecKey(
            "persist",
            "State fields saved across launches, whose types are Codable: <Feature>Persistence.middleware restores them when the store is created (the action restorePersisted) and saves them after they change, through the storage of the store's environment (a file per feature by default; in a child feature, a record per child). A record that cannot be read is logged and the defaults are used; a save that fails is retried.",
            example: "persist: [draft]",
            value: .list(.name(of: "a state field", pattern: nil), unique: true)),
        SpecKey(
            "actions",
            "The synchronous actions of <Feature>Action: an action name and its payload (nothing, one type, or labelled values in order). Your reducer skeleton handles them.",
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
            value: .named(placeholder: "<request>", .oneOf([.nothing, .keys(.request)]))),
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
            value: .named(placeholder: "<stream>", .keys(.stream))),
        SpecKey(
            "effects",
            "Side effects other than requests (a sound, an analytics event, a haptic), written like actions. Each is a case of <Feature>Effect that the reducer logic asks for with perform(.name) while it reduces an action, and a method of the protocol <Feature>Effects that <Feature>EffectPerformer(effects:).middleware calls once the action is reduced. An effect cannot have an action's name.",
            example: """
                effects:
                  playSentSound:
                  logEvent: { name: String }
                """,
            value: .named(placeholder: "<effect>", payload)),
        SpecKey(
            "props",
            "What the view shows: the fields of <Feature>Props, written like state fields. Generates the props, the @Observable <Feature>ViewModel and the skeleton <Feature>PropsLogic.swift (make(from:)).",
            example: """
                props:
                  title: { type: String, default: '"Chat"' }
                  messages: "[Message]"
                  isSending: { type: Bool, default: state.sendMessageStatus.isLoading }
                """,
            value: .named(placeholder: "<prop>", .oneOf([.swiftType, .keys(.prop)]))),
        SpecKey(
            "routes",
            "Where the feature can send the user: the cases of <Feature>Route, written like actions (a route cannot have an action's name). The routing middleware asks the skeleton <Feature>Routing.route(after:state:) after each action and publishes the route to the view model; with navigation: stack, the reducer pushes it onto the path instead.",
            example: """
                routes:
                  openThread: { id: Message.ID }
                  close:
                """,
            value: .named(placeholder: "<route>", payload)),
        SpecKey(
            "bindings",
            "State fields a view edits directly. Each gets the action set<Field>(<Type>), which the generated reducer reduces by assigning the field, and on the view model a two-way accessor a SwiftUI control binds to ($viewModel.query).",
            example: "bindings: [query, draft]",
            value: .list(.name(of: "a state field", pattern: nil), unique: true)),
        SpecKey(
            "navigation",
            "Keeps the routes as state instead of one-shot triggers. stack: the state's path: [<Feature>Route], which NavigationStack(path:) binds to, with the actions push, pop, popToRoot and setPath (deep links); the routing skeleton's route is pushed. sheet: the state's presented: <Feature>Route?, with the actions present and dismissPresented. Both: [stack, sheet]. Routes become Hashable and Identifiable, and the view model binds path and presented.",
            example: "navigation: [stack, sheet]",
            value: .oneOf([navigationStyle, .list(navigationStyle, unique: true)])),
        SpecKey(
            "children",
            "Child features: a property of the state holding the states of another feature spec of the run, and an action case carrying their actions, which the generated reducer hands to the child's reducer. collection: a child per element, found by its id (the child's state has an id field); optional: a child present or not, whose actions are ignored while it is nil. <Feature>Children lifts each child's middlewares (its loader) onto the store, one per child: a child that leaves the state has its calls cancelled and their answers dropped.",
            example: """
                children:
                  rows: { feature: TodoRow, collection: true }
                  editor: { feature: Editor, optional: true }
                """,
            value: .named(placeholder: "<child>", .keys(.child))),
    ]

    /// A way of keeping routes as state: `stack` or `sheet`.
    static let navigationStyle = SpecValue.choice(Navigation.Style.allCases.map(\.rawValue))

    /// The keys of an app spec, which composes the feature specs of the same run on one
    /// store instead of declaring a state.
    static let appSpecKeys: [SpecKey] = [
        SpecKey(
            "app",
            "The app's name, which prefixes its generated types (ShopState, ShopAction, …); it must be the spec file's name. Makes the spec an app spec.",
            example: "app: Shop",
            value: typeName,
            isRequired: true),
        SpecKey(
            "features",
            "The features on the app's store: a property name of the app state and the feature spec (of the same run) it holds. Generates <App>State, <App>Action (a case per feature), <App>Reducer, <App>Middlewares (each feature's middlewares lifted onto the app store) and a scoped store per feature. A feature is a feature spec, not another app.",
            example: """
                features:
                  catalog: Catalog
                  cart: Cart
                """,
            value: .named(placeholder: "<property>", .name(of: "a feature spec of the run", pattern: typeNamePattern)),
            isRequired: true),
        imports,
        access,
        equatable,
    ]

    /// The keys of one request.
    static let requestKeys: [SpecKey] = [
        SpecKey(
            "params",
            "The payload of the request action, passed to the service: one type, or labelled values.",
            example: "params: { page: Int }",
            value: payload),
        SpecKey(
            "reads",
            "State fields passed to the service too (after the params), read after the request action has been reduced: reads: [query] makes the service method loadMore(page:query:). The success and failure carry the values read; a success whose values are no longer the state's sets the status but is not stored in 'into' (and an optimistic prediction is undone).",
            example: "reads: [query, pageSize]",
            value: .list(.name(of: "a state field", pattern: nil), unique: true)),
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
            "The state field the success payload goes to: a field name (assigned), or { field, mode } to append, prepend, upsert (by id) or store by key. An assigned field shows one answer: not with policy concurrent; with 'key', a call for one key supersedes the others' (policy latest).",
            example: "into: { field: messages, mode: append }",
            value: .oneOf([.name(of: "a state field", pattern: nil), .keys(.into)])),
        SpecKey(
            "policy",
            "What a request action does while a call is in flight. latest (default): cancels it; first: is ignored (and logged); queue: waits its turn, none dropped (sends and other mutations); concurrent: runs at once. The success and failure actions carry the call's params and fields read, before their payload.",
            example: "policy: queue",
            value: .choice(RequestPolicy.allCases.map(\.rawValue))),
        SpecKey(
            "key",
            "The param that names a call's key: the policy and the status apply per key, the status becomes a dictionary by key (absent: idle), and cancel and dismiss take the key. Goes with policy latest or first.",
            example: "key: id",
            value: .name(of: "a param's label", pattern: nil)),
        SpecKey(
            "cancel",
            "Adds the action cancelName, which cancels the call in flight (its answer is dropped) and sets the status back to idle.",
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
            value: .keys(.retry)),
        numberKey(
            "timeout",
            "Seconds after which a call fails with a timeout error (RequestError.isTimeout; a typed failure conforms to TimeoutFailure).",
            example: "timeout: 10",
            range: NumberRange(
                0.1...86_400, unit: "seconds",
                belowMinimum: "a call over a network takes longer, so nearly every call would time out",
                aboveMaximum: "leave out 'timeout' to wait for a call as long as it takes")),
        numberKey(
            "debounce",
            "Seconds of quiet after the last request action before the call starts: a burst makes one call. Not with policy queue or concurrent, which drop no call.",
            example: "debounce: 0.3",
            range: NumberRange(
                0.01...600, unit: "seconds",
                belowMinimum: "a shorter quiet is no pause between a user's actions: leave out 'debounce' to call at once",
                aboveMaximum: "a user does not wait that long for an answer; start the call from an action instead")),
        SpecKey(
            "on",
            "Actions (or bindings' setters) after which the request starts by itself: once each has been reduced, the loader dispatches the request action. Its values then come from reads only: a request with params cannot use on.",
            example: "on: [setQuery, refresh]",
            value: .list(.name(of: "an action", pattern: nil), unique: true)),
        SpecKey(
            "then",
            "Actions without payload (the spec's, or the navigation's pop, popToRoot and dismissPresented), or requests without params, that the loader dispatches after each success of the request, in order: never after a failure, nor after a success the reducer ignores. It must not lead back to the request itself.",
            example: "then: [refresh]",
            value: .list(.name(of: "an action or a request", pattern: nil), unique: true)),
        SpecKey(
            "when",
            "A Swift Bool expression over state, checked after the request action is reduced: when false, the call is skipped and logged, as if never asked: the status is as before, the action's prediction is undone, and under policy latest the call in flight is cancelled (its status idle).",
            example: "when: state.query.count > 2",
            value: .swiftExpression),
        SpecKey(
            "optimistic",
            "Shows the success payload that predictName, a function of the skeleton <Feature>Predictions.swift, predicts in the 'into' field as soon as the request action is reduced. A failure undoes exactly that change, a success puts the answer where the prediction was; each call on its own, under every policy. Needs 'into'; not with 'debounce'.",
            example: "optimistic: true",
            value: .boolean),
        numberKey(
            "poll",
            "Seconds between rounds while the request polls: adds the actions startPollingName (a round at once, then one per interval on the store's clock, with the params it carries) and stopPollingName. A round while a call is in flight is skipped; releasing the store stops polling.",
            example: "poll: 30",
            range: NumberRange(
                1...86_400, unit: "seconds",
                belowMinimum: "polling more often makes a call after call; for updates as they happen, use a stream (streams:)",
                aboveMaximum: "for rarer rounds, start the request from an action (on:) when the screen appears")),
        numberKey(
            "cache",
            "Seconds a success stays fresh: while the last success with the same params and read fields is younger, a request action is answered again with it (logged), without a call; the action forceName calls anyway. With policy latest or first, not with into mode append or prepend; cancel and dismiss work as without it.",
            example: "cache: 60",
            range: NumberRange(
                0.1...31_536_000, unit: "seconds",
                belowMinimum: "no user asks again sooner, so nothing would be skipped: leave out 'cache'",
                aboveMaximum: "no store lives that long: 31536000 already keeps an answer fresh for as long as the app runs")),
    ]

    /// The keys of `into: { field, mode }`.
    static let intoKeys: [SpecKey] = [
        SpecKey(
            "field", "The state field the success payload goes to.", example: "field: messages",
            value: .name(of: "a state field", pattern: nil), isRequired: true),
        SpecKey(
            "mode",
            "How the payload goes in: assign (default) replaces the field; append and prepend add to an array field (the success type is the array's or its element's); upsert replaces elements with equal ids and appends new ones (the element is Identifiable); keyed stores it at field[key] in a dictionary field (with `key`).",
            example: "mode: append",
            value: .choice(IntoMode.allCases.map(\.rawValue))),
    ]

    /// The keys of `retry:`.
    static let retryKeys: [SpecKey] = [
        numberKey(
            "attempts", "How many times a failed call is retried: a call is tried at most 1 + attempts times.",
            example: "attempts: 3",
            range: NumberRange(
                1...10, whole: true, unit: "retries",
                belowMinimum: "leave out 'retry' for a call that is not retried",
                aboveMaximum: "each retry waits twice as long as the one before, so more would keep a user waiting for hours"),
            isRequired: true),
        numberKey(
            "backoff", "Seconds before the first retry (none: at once); each later wait is twice the one before.", example: "backoff: 0.5",
            range: NumberRange(
                0.01...600, unit: "seconds",
                belowMinimum: "a shorter wait is no wait: leave out 'backoff' to retry at once",
                aboveMaximum: "a user has left long before such a retry, and each later one waits twice as long")),
    ]

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
            "stopAll",
            "Adds the action stopAllName, which stops every running subscription of the stream (one per params value). Needs params.",
            example: "stopAll: true",
            value: .boolean),
    ]

    /// The keys of a state field written as `{ type, default }`.
    static let stateFieldKeys: [SpecKey] = [
        SpecKey("type", "The field's Swift type.", example: "type: String", value: .swiftType, isRequired: true),
        SpecKey(
            "default",
            "The field's initial value: a Swift expression on one line (quote it when YAML would read it otherwise).",
            example: "default: '\"\"'",
            value: .swiftExpression),
    ]

    /// The keys of one child feature.
    static let childKeys: [SpecKey] = [
        SpecKey(
            "feature",
            "The child's feature: a feature spec of the same run (not an app, not the feature itself or one of its parents).",
            example: "feature: TodoRow",
            value: .name(of: "a feature spec of the run", pattern: typeNamePattern),
            isRequired: true),
        SpecKey(
            "collection",
            "A child per element: the property is an IdentifiedArray of the child's state, whose spec has an id field, and the action case carries the element's id, rows(id:, TodoRowAction). An action for an id that is not there is ignored.",
            example: "collection: true",
            value: .boolean),
        SpecKey(
            "optional",
            "A child present or not: the property is the child's state or nil (the default), and the child's actions are ignored while it is nil. A child is a collection or optional.",
            example: "optional: true",
            value: .boolean),
    ]

    /// The keys of a prop written as `{ type, default }`.
    static let propKeys: [SpecKey] = [
        SpecKey("type", "The prop's Swift type.", example: "type: Bool", value: .swiftType, isRequired: true),
        SpecKey(
            "default",
            "How the props skeleton first makes the prop: a Swift expression that may read `state`. Without it, a prop named and typed like a state field takes it, an optional nil, a Bool false, a String or collection its empty value; any other prop needs one.",
            example: "default: state.sendMessageStatus.isLoading",
            value: .swiftExpression),
    ]

    /// A key whose value is a number in `range`: `summary` followed by the range and how a
    /// number is written, which `help spec` and `schema` print.
    static func numberKey(_ name: String, _ summary: String, example: String, range: NumberRange, isRequired: Bool = false) -> SpecKey {
        let description = range.description
        let written = range.isWhole ? "a whole number" : "a number as YAML writes it (30, 0.5, 1_000, 1e3)"
        return SpecKey(
            name, summary + " " + description.prefix(1).uppercased() + description.dropFirst() + "; " + written + ", quoted or not.",
            example: example, value: .number(range), isRequired: isRequired)
    }

    /// A payload: nothing, one unlabelled type, or labels and their types in order.
    static let payload = SpecValue.oneOf([.nothing, .swiftType, .named(placeholder: "<label>", .swiftType)])

    /// What a type name looks like: `TeamChat`.
    static let typeNamePattern = "^[A-Z][A-Za-z0-9_]*$"

    /// The name of a feature or an app, which prefixes generated types.
    static let typeName = SpecValue.name(of: "a Swift type name", pattern: typeNamePattern)

    /// A module name: `Foundation`, `Darwin.C`.
    static let moduleName = SpecValue.name(of: "a module", pattern: "^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*$")
}

extension SpecMapping {
    /// One key of a mapping, named by its path from the top of a spec.
    package struct Entry: Sendable {
        /// `requests.<request>.retry.attempts`.
        package var path: String
        /// The key.
        package var key: SpecKey
        /// The mapping the key stands in.
        package var mapping: SpecMapping
    }

    /// Each key of this mapping and of the mappings nested in their values, depth first,
    /// each named by its path from the top (`requests.<request>.retry`).
    package var entriesWithNestedKeys: [Entry] {
        entries(under: "")
    }

    private func entries(under prefix: String) -> [Entry] {
        keys.flatMap { key in
            let path = prefix + key.name
            return [Entry(path: path, key: key, mapping: self)]
                + key.value.nestedMappings.flatMap { nested in
                    nested.mapping.entries(under: path + "." + (nested.placeholder.map { $0 + "." } ?? ""))
                }
        }
    }
}
