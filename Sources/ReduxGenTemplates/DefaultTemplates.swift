// Recorded from the templates of Templates/ by `REDUXGEN_RECORD=1 swift test --filter
// FilePartTableTests`, which fails while the two differ: do not edit. Edit the template,
// record, then build again.

/// The default templates' text, one per template of `Templates/`, built into the reduxgen
/// binary so that it finds them wherever it is copied: no resource bundle is looked up at
/// run time. `FilePart`'s table gives each part its default template from here, in an
/// exhaustive switch, so a part without one does not compile.
///
/// ```swift
/// DefaultTemplates.state   // "{{% CONTENT_TYPE: TEXT }}\n…"
/// ```
package enum DefaultTemplates {
    /// `Templates/State.mustache`.
    package static let state = #"""
{{% CONTENT_TYPE: TEXT }}
{{% REDUXGEN_TEMPLATE_NAMES: 1 }}
{{! The state struct: the spec's fields, each child's state, one status per request, one field per stream, the navigation's path and presented route, and an init with the defaults. }}

{{#imports}}
import {{module}}
{{/imports}}
{{#isApp}}

/// The state of the {{featureName}} app: one property per feature.
{{stateLocation}}
{{access}}struct {{featureName}}State: {{#isEquatable}}Equatable, {{/isEquatable}}Sendable {
{{#composedFeatures}}
{{location}}
    private var {{storage}}: {{feature}}State
    {{access}}var {{property}}: {{feature}}State {
        get { _$tracking.read({{field}}); return {{storage}} }
        set { _$tracking.assign(newValue, to: &{{storage}}, field: {{field}}) }
        _modify { _$tracking.write({{field}}); yield &{{storage}} }
    }
{{/composedFeatures}}
{{endLocation}}

    /// Which features each action writes, for the store's observers (`ReduxRuntime.TrackedState`).
    {{access}}var _$tracking = ReduxRuntime.StateTracking()

    /// Creates the app's state from its features' states.
    {{access}}init({{#composedFeatures}}{{property}}: {{feature}}State{{^isLast}}, {{/isLast}}{{/composedFeatures}}) {
{{#composedFeatures}}
        {{storage}} = {{property}}
{{/composedFeatures}}
    }
}

extension {{featureName}}State: ReduxRuntime.TrackedState, Swift.CustomReflectable {
{{#hasStartedParts}}
    /// Starts the record of the features written by a run of the reducer, and each feature's.
    {{access}}mutating func _$startTracking(_ stamp: Swift.UInt64) {
        _$tracking.start(stamp)
{{#startedParts}}
        ReduxRuntime.StateTracking.start(&{{storage}}, stamp)
{{/startedParts}}
    }

{{/hasStartedParts}}
    /// The app's features under their names: what a test's diff and `dump` show.
    {{access}}var customMirror: Swift.Mirror {
        let children: [Swift.Mirror.Child] = [
{{#composedFeatures}}
            ("{{property}}", {{storage}} as Any),
{{/composedFeatures}}
        ]
        return Swift.Mirror(self, children: children, displayStyle: .struct)
    }
}

extension {{featureName}}State: ReduxRuntime.PersistingState {
    /// The persisted fields of the app's features (and their children): a store without the
    /// middleware that keeps some of them says so when it is created.
    {{access}}static var persistedFeatures: [ReduxRuntime.PersistedFeature] {
        ReduxRuntime.PersistedFeature.all(in: [{{#composedFeatures}}{{feature}}State.self{{^isLast}}, {{/isLast}}{{/composedFeatures}}])
    }
}
{{/isApp}}
{{^isApp}}

/// The state of the {{featureName}} feature.{{#memberwiseInit}} Its memberwise initializer takes each
/// property, with the defaults that {{specFileName}} gives (an init written out for this
/// many properties would take the compiler long to check).{{/memberwiseInit}}
{{stateLocation}}
{{access}}struct {{featureName}}State: {{#isIdentifiable}}Identifiable, {{/isIdentifiable}}Sendable {
{{#stateProperties}}
{{^tracksFields}}
{{#hasSummary}}
    /// {{summary}}
{{/hasSummary}}
{{/tracksFields}}
{{#hasLocation}}
{{location}}
{{/hasLocation}}
{{#tracksFields}}
    private var {{storage}}: {{type}}
{{#hasSummary}}
    /// {{summary}}
{{/hasSummary}}
    {{access}}var {{name}}: {{type}} {
        get { _$tracking.read({{field}}); return {{storage}} }
        set { _$tracking.assign(newValue, to: &{{storage}}, field: {{field}}) }
        _modify { _$tracking.write({{field}}); yield &{{storage}} }
    }
{{/tracksFields}}
{{^tracksFields}}
    {{access}}var {{name}}: {{type}}{{defaultClause}}
{{/tracksFields}}
{{/stateProperties}}
{{endLocation}}
{{#tracksFields}}
{{#hasInitParameters}}

{{/hasInitParameters}}
    /// Which fields each action writes, for the store's observers (`ReduxRuntime.TrackedState`).
    {{access}}var _$tracking = ReduxRuntime.StateTracking()
{{/tracksFields}}
{{^memberwiseInit}}
{{#hasInitParameters}}

    /// Creates the state, with the defaults that {{specFileName}} gives.
{{#hasInitLocation}}
    // Blank lines keep each parameter on its spec line, where the compiler reports its errors.
{{initLocation}}
{{/hasInitLocation}}
    {{access}}init(
{{#initParameters}}
{{padding}}        {{name}}: {{type}}{{#hasDefault}} = {{defaultValue}}{{/hasDefault}}{{^isLast}},{{/isLast}}
{{/initParameters}}
    ) {
{{#initParameters}}
        {{storage}} = {{name}}
{{/initParameters}}
    }
{{#hasInitLocation}}
{{endLocation}}
{{/hasInitLocation}}
{{/hasInitParameters}}
{{^hasInitParameters}}

    /// Creates the state.
    {{access}}init() {}
{{/hasInitParameters}}
{{/memberwiseInit}}
}
{{#isEquatable}}

// Written out, not synthesized, so that a type missing from the spec is reported where the spec names it.
extension {{featureName}}State: Swift.Equatable {
    {{access}}static func == (lhs: Self, rhs: Self) -> Swift.Bool {
{{#storedProperties}}
        guard lhs.{{name}} == rhs.{{name}} else { return false }
{{/storedProperties}}
        return true
    }
}
{{/isEquatable}}
{{#tracksFields}}

extension {{featureName}}State: ReduxRuntime.TrackedState, Swift.CustomReflectable {
{{#hasStartedParts}}
    /// Starts the record of the fields written by a run of the reducer, and those of the
    /// states this one holds.
    {{access}}mutating func _$startTracking(_ stamp: Swift.UInt64) {
        _$tracking.start(stamp)
{{#startedParts}}
        ReduxRuntime.StateTracking.start(&{{storage}}, stamp)
{{/startedParts}}
    }

{{/hasStartedParts}}
    /// The state's properties under their names: what a test's diff and `dump` show.
    {{access}}var customMirror: Swift.Mirror {
        let children: [Swift.Mirror.Child] = [
{{#stateProperties}}
            ("{{name}}", {{storage}} as Any),
{{/stateProperties}}
        ]
        return Swift.Mirror(self, children: children, displayStyle: .struct)
    }
}
{{/tracksFields}}
{{#hasStateAliases}}

/// The types that {{specFileName}} gives the state's fields and the requests' failures, and
/// the statuses of those requests. Each type stands alone on its line and column of the spec,
/// where the compiler reports it once if it is missing; the other declarations name the alias.
extension {{featureName}}State {
{{#stateAliases}}
    /// {{summary}}
{{location}}
    {{access}}typealias {{name}} ={{aliasedType}}
{{/stateAliases}}
{{endLocation}}
}
{{/hasStateAliases}}
{{#hasPersist}}

/// The fields of `{{featureName}}State` saved across launches (`persist:` in {{specFileName}}):
/// `{{persistenceName}}.middleware()` restores them when the store is created and saves
/// them after they change.
{{access}}struct {{persistedName}}: ReduxRuntime.PersistedFields {
{{#persistedFields}}
{{location}}
    {{access}}var {{name}}: {{type}}
{{/persistedFields}}
{{endLocation}}

    /// Creates the fields.
    {{access}}init({{#persistedFields}}{{name}}: {{type}}{{^isLast}}, {{/isLast}}{{/persistedFields}}) {
{{#persistedFields}}
        self.{{name}} = {{name}}
{{/persistedFields}}
    }

    /// Takes the fields from `state`.
    {{access}}init(from state: {{featureName}}State) {
{{#persistedFields}}
        self.{{name}} = state.{{name}}
{{/persistedFields}}
    }

    /// Each field under the name it is saved with; its type must be `Codable`.
    {{access}}static var persistedFields: [ReduxRuntime.PersistedField<Self>] {
        var fields: [ReduxRuntime.PersistedField<Self>] = []
{{#persistedFields}}
{{location}}
        fields.append(ReduxRuntime.PersistedField("{{name}}", \.{{name}}))
{{/persistedFields}}
{{endLocation}}
        return fields
    }
}
{{#isEquatable}}

// Written out, not synthesized, as the state's is.
extension {{persistedName}}: Swift.Equatable {
    {{access}}static func == (lhs: Self, rhs: Self) -> Swift.Bool {
{{#persistedFields}}
        guard lhs.{{name}} == rhs.{{name}} else { return false }
{{/persistedFields}}
        return true
    }
}
{{/isEquatable}}

/// The persistence of the {{featureName}} feature's fields that {{specFileName}} persists.
{{access}}enum {{persistenceName}} {
    /// The middleware that restores the persisted fields when the store is created (it
    /// dispatches `{{restoreCaseName}}`) and saves them after they change, under `key` in
    /// the storage of the store's environment. Among a parent's middlewares for this feature
    /// as its child, it keeps a record per child (`<key>.<id>`), restored when the child
    /// enters the parent's state and removed when it leaves.
    {{access}}static func middleware(key: String = "{{storageKey}}") -> ReduxRuntime.Middleware<{{featureName}}State, {{featureName}}Action> {
        .persisting({{persistedName}}.self, key: key) { .{{restoreCaseName}}($0) }
    }
}
{{/hasPersist}}
{{#holdsPersistedFields}}

extension {{featureName}}State: ReduxRuntime.PersistingState {
    /// The persisted fields of the features the state holds (itself and its children): a
    /// store without the middleware that keeps some of them says so when it is created.
    {{access}}static var persistedFeatures: [ReduxRuntime.PersistedFeature] {
{{#hasPersist}}
        [
            ReduxRuntime.PersistedFeature(
                {{persistedName}}.self, of: "{{featureName}}", spec: "{{specFileName}}", middleware: "{{persistenceName}}.middleware()")
        ]{{#hasChildren}} + ReduxRuntime.PersistedFeature.all(in: [{{#children}}{{feature}}State.self{{^isLast}}, {{/isLast}}{{/children}}]){{/hasChildren}}
{{/hasPersist}}
{{^hasPersist}}
        ReduxRuntime.PersistedFeature.all(in: [{{#children}}{{feature}}State.self{{^isLast}}, {{/isLast}}{{/children}}])
{{/hasPersist}}
    }
}
{{/holdsPersistedFields}}
{{/isApp}}

"""#

    /// `Templates/Action.mustache`.
    package static let action = #"""
{{% CONTENT_TYPE: TEXT }}
{{% REDUXGEN_TEMPLATE_NAMES: 1 }}
{{! The action enum: the synchronous actions, each child's actions, each request's request/success/failure triple (and cancel, dismiss), each stream's actions, the navigation's actions. }}

{{#imports}}
import {{module}}
{{/imports}}
{{#isApp}}

/// The actions of the {{featureName}} app: each feature's actions, wrapped in its case.
{{actionLocation}}
{{access}}enum {{featureName}}Action: {{#isEquatable}}Equatable, {{/isEquatable}}Sendable {
{{#composedFeatures}}
{{location}}
    case {{property}}({{feature}}Action)
{{/composedFeatures}}
{{endLocation}}
}
{{/isApp}}
{{^isApp}}

/// The actions of the {{featureName}} feature: everything that can happen to its state.
{{actionLocation}}
{{access}}enum {{featureName}}Action: Sendable {
{{#actions}}
{{location}}
    case {{name}}{{payloadDeclaration}}
{{/actions}}
{{#hasBindings}}

{{/hasBindings}}
{{#bindings}}
    /// Sets `{{name}}` (a binding: the generated reducer assigns it).
{{location}}
    case {{setterName}}({{type}})
{{/bindings}}
{{#children}}
    /// {{#isCollection}}An action of the `{{name}}` child with this id (ignored when there is none).{{/isCollection}}{{^isCollection}}An action of the `{{name}}` child (ignored while it is nil).{{/isCollection}}
{{location}}
    case {{name}}{{payloadDeclaration}}
{{/children}}
{{#requests}}

    /// Starts the `{{name}}` request.
{{paramsLocation}}
    case {{name}}{{paramsDeclaration}}
    /// The `{{name}}` request succeeded{{#carriesArguments}}: the call's arguments, then its answer{{/carriesArguments}}.
{{successLocation}}
    case {{successName}}{{successDeclaration}}
    /// The `{{name}}` request failed{{#carriesArguments}}: the call's arguments, then its error{{/carriesArguments}}.
{{failureLocation}}
    case {{failureName}}{{failureDeclaration}}
{{#cancel}}
    /// Cancels the `{{name}}` request{{#hasKey}} of one `{{keyLabel}}`{{/hasKey}}: its answer is dropped and its status is idle.
{{keyLocation}}
    case {{cancelName}}{{keyDeclaration}}
{{/cancel}}
{{#dismiss}}
    /// Dismisses the error of the `{{name}}` request{{#hasKey}} of one `{{keyLabel}}`{{/hasKey}}: a failed status becomes idle.
{{keyLocation}}
    case {{dismissName}}{{keyDeclaration}}
{{/dismiss}}
{{#rechecksWhen}}
    /// The `{{name}}` call{{#hasKey}} of one `{{keyLabel}}`{{/hasKey}} is not made: its `when:` was false when its debounce ended, and no call of it is in flight.
{{keyLocation}}
    case {{skippedName}}{{keyDeclaration}}
{{/rechecksWhen}}
{{#hasCache}}
    /// Starts the `{{name}}` request even while its last answer is fresh.
{{paramsLocation}}
    case {{forceName}}{{paramsDeclaration}}
{{/hasCache}}
{{#hasPoll}}
    /// Polls the `{{name}}` request: a call now, then one per interval, until `{{stopPollingName}}`.
{{paramsLocation}}
    case {{startPollingName}}{{paramsDeclaration}}
    /// Stops polling the `{{name}}` request{{#hasKey}} of one `{{keyLabel}}`{{/hasKey}}.
{{keyLocation}}
    case {{stopPollingName}}{{keyDeclaration}}
{{/hasPoll}}
{{/requests}}
{{#streams}}

    /// Starts the `{{name}}` stream (starting a running one does nothing).
{{paramsLocation}}
    case {{startName}}{{paramsDeclaration}}
    /// Stops the `{{name}}` stream; nothing more arrives from it.
{{paramsLocation}}
    case {{stopName}}{{paramsDeclaration}}
{{#stopAll}}
    /// Stops every running `{{name}}` stream.
{{endLocation}}
    case {{stopAllName}}
{{/stopAll}}
    /// An element of the `{{name}}` stream.
{{location}}
    case {{receivedName}}{{receivedDeclaration}}
    /// The `{{name}}` stream ended, with its error if it failed.
{{location}}
    case {{finishedName}}{{finishedDeclaration}}
{{/streams}}
{{#navigation}}

{{#cases}}
    /// {{summary}}
{{location}}
    case {{name}}{{payloadDeclaration}}
{{/cases}}
{{/navigation}}
{{endLocation}}
{{#hasPersist}}

    /// Restores the fields that {{specFileName}} persists, as they were saved:
    /// `{{persistenceName}}.middleware()` dispatches it when the store is created.
    case {{restoreCaseName}}({{persistedName}})
{{/hasPersist}}
}
{{#isEquatable}}

{{#hasAnyAction}}
// Written out, not synthesized, so that a type missing from the spec is reported where the spec names it.
extension {{featureName}}Action: Swift.Equatable {
    {{access}}static func == (lhs: Self, rhs: Self) -> Swift.Bool {
        switch lhs {
{{#comparedCases}}
        case {{lhsPattern}}:
            if case {{rhsPattern}} = rhs { return {{comparison}} }
{{/comparedCases}}
        }
        return false
    }
}
{{/hasAnyAction}}
{{^hasAnyAction}}
extension {{featureName}}Action: Swift.Equatable {}
{{/hasAnyAction}}
{{/isEquatable}}
{{#hasActionAliases}}

/// The types that {{specFileName}} gives the actions' payloads, and the requests' and the
/// streams'. Each type stands alone on its line and column of the spec, where the compiler
/// reports it once if it is missing; the other declarations name the alias.
extension {{featureName}}Action {
{{#actionAliases}}
    /// {{summary}}
{{location}}
    {{access}}typealias {{name}} ={{aliasedType}}
{{/actionAliases}}
{{endLocation}}
}
{{/hasActionAliases}}
{{#hasEffects}}

/// The side effects of the {{featureName}} feature (a sound, an analytics event, …): the reducer
/// logic asks for them with `{{featureName}}Reducer.perform(_:)`, and `{{featureName}}EffectPerformer`
/// performs them through a `{{featureName}}Effects`.
{{effectsLocation}}
{{access}}enum {{featureName}}Effect: Sendable {
{{#effects}}
{{location}}
    case {{name}}{{payloadDeclaration}}
{{/effects}}
{{endLocation}}
}
{{#isEquatable}}

// Written out, not synthesized, so that a type missing from the spec is reported where the spec names it.
extension {{featureName}}Effect: Swift.Equatable {
    {{access}}static func == (lhs: Self, rhs: Self) -> Swift.Bool {
        switch lhs {
{{#comparedEffects}}
        case {{lhsPattern}}:
            if case {{rhsPattern}} = rhs { return {{comparison}} }
{{/comparedEffects}}
        }
        return false
    }
}
{{/isEquatable}}
{{#hasEffectAliases}}

/// The types that {{specFileName}} gives the effects' payloads. Each type stands alone on its
/// line and column of the spec, where the compiler reports it once if it is missing; the
/// other declarations name the alias.
extension {{featureName}}Effect {
{{#effectAliases}}
    /// {{summary}}
{{location}}
    {{access}}typealias {{name}} ={{aliasedType}}
{{/effectAliases}}
{{endLocation}}
}
{{/hasEffectAliases}}
{{/hasEffects}}
{{/isApp}}

"""#

    /// `Templates/Reducer.mustache`.
    package static let reducer = #"""
{{% CONTENT_TYPE: TEXT }}
{{% REDUXGEN_TEMPLATE_NAMES: 1 }}
{{! The generated half of the reducer: the children's reducers, the request and stream lifecycles and the navigation, then a call to the user's reduceLogic, then what the routing skeleton returns applied to the path. }}

{{#imports}}
import {{module}}
{{/imports}}
{{#isApp}}

/// The reducer of the {{featureName}} app: each feature's reducer on its part of the state,
/// then `reduceLogic(_:_:)`, in {{reducerLogicFile}}, for reactions across features.
{{access}}enum {{featureName}}Reducer: ReduxRuntime.ReducerProtocol {
    /// Applies `action` to `state`, in place.
    {{access}}static func reduce(_ state: inout {{featureName}}State, _ action: {{featureName}}Action) {
{{^hasAnyAction}}
        // {{featureName}}Action has no cases: no action reaches here.
{{/hasAnyAction}}
{{#hasAnyAction}}
{{#hasComposedFeatures}}
        switch action {
{{#composedFeatures}}
        case .{{property}}(let action):
            {{feature}}Reducer.reduce(&state.{{property}}, action)
{{/composedFeatures}}
        }
{{/hasComposedFeatures}}
        reduceLogic(&state, action)
{{/hasAnyAction}}
    }
}
{{/isApp}}
{{^isApp}}

/// The reducer of the {{featureName}} feature: applies an action to the state in place
/// (`reduce(_:_:)` returning the new state comes with `ReducerProtocol`).
///
/// It applies each request's lifecycle: the request action sets the request's status to
/// `.loading`, and its success or failure action sets it to `.succeeded` or `.failed` and
/// stores the answer, whatever the status says meanwhile: the loader dispatches the answer
/// of a current call only, never one of a superseded or cancelled call.{{#hasCountedRequests}}
/// Under policy `queue` or `concurrent`, an answer while no call is in flight is ignored.{{/hasCountedRequests}}
/// Then it hands every action it did not ignore to `reduceLogic(_:_:)`, the function in
/// {{reducerLogicFile}} that is yours to write.{{#navigation}}{{#hasStack}}
/// Last, it applies what `{{featureName}}Routing.route(after:state:)`, in {{routingFile}},
/// returns for the action to `{{pathName}}`: a route pushed, or the whole path set.{{/hasStack}}{{/navigation}}
{{#hasChildren}}
///
/// A child's action goes to the child's reducer first, on the child it names; an action for
/// a child that is not in the state (an id not in the collection, an optional child that is
/// nil) is ignored.
{{/hasChildren}}
{{access}}enum {{featureName}}Reducer: ReduxRuntime.ReducerProtocol {
    /// Applies `action` to `state`, in place.
    {{access}}static func reduce(_ state: inout {{featureName}}State, _ action: {{featureName}}Action) {
{{^hasAnyAction}}
        // {{featureName}}Action has no cases: no action reaches here.
{{/hasAnyAction}}
{{#hasAnyAction}}
{{#hasLifecycleCases}}
{{#hasConditionalRequests}}
        // A request action with `when:` runs the reducer logic before its condition is checked.
        var {{reducedByLogic}} = false
{{/hasConditionalRequests}}
        switch action {
{{#bindings}}
        case .{{setterName}}(let payload):
            state.{{name}} = payload
{{/bindings}}
{{#children}}
        case .{{name}}{{pattern}}:
            {{reduceStatements}}
{{/children}}
{{#requests}}
        case {{startCases}}:
{{#optimistic}}
{{#hasPredictBefore}}
            {{predictBefore}}
{{/hasPredictBefore}}
{{optimisticLocation}}
            if {{predictCondition}} {
{{endLocation}}
                {{predictShow}}
            }
{{/optimistic}}
            {{startStatements}}
        case .{{successName}}{{successPattern}}:
{{#hasSuccessGuard}}
            {{successGuard}}
{{/hasSuccessGuard}}
            {{succeedStatements}}
{{#hasInto}}
{{#optimistic}}
            {{takePredictions}}
{{/optimistic}}
{{#hasReadsMatch}}
{{readsLocation}}
            if {{readsMatch}} {
{{intoLocation}}
                {{intoStatement}}
{{endLocation}}
{{#optimistic}}
            } else {
                {{rollBackCall}}
{{/optimistic}}
            }
{{/hasReadsMatch}}
{{^hasReadsMatch}}
{{intoLocation}}
            {{intoStatement}}
{{endLocation}}
{{/hasReadsMatch}}
{{#optimistic}}
            {{putBackPredictions}}
{{/optimistic}}
{{/hasInto}}
        case .{{failureName}}{{failurePattern}}:
{{#hasFailureGuard}}
            {{failureGuard}}
{{/hasFailureGuard}}
            {{failStatements}}
{{#cancel}}
        case .{{cancelName}}{{keyPattern}}:
            {{cancelStatements}}
{{/cancel}}
{{#dismiss}}
        case .{{dismissName}}{{keyPattern}}:
            {{dismissStatements}}
{{/dismiss}}
{{#rechecksWhen}}
        case .{{skippedName}}{{keyPattern}}:
            {{skippedStatements}}
{{/rechecksWhen}}
{{#hasPoll}}
        case .{{startPollingName}}, .{{stopPollingName}}:
            // The loader polls; each round's request changes the state.
            break
{{/hasPoll}}
{{/requests}}
{{#streams}}
        case .{{startName}}{{keyPattern}}:
            {{startStatement}}
        case .{{stopName}}{{keyPattern}}:
            {{stopStatement}}
{{#stopAll}}
        case .{{stopAllName}}:
            {{stopAllStatement}}
{{/stopAll}}
        case .{{receivedName}}{{receivedPattern}}:
            {{receivedGuard}}
        case .{{finishedName}}{{finishedPattern}}:
            {{finishedGuard}}
            {{stopStatement}}
{{/streams}}
{{#navigation}}
{{#cases}}
        case .{{name}}{{binding}}:
            {{statement}}
{{/cases}}
{{/navigation}}
{{#hasPersist}}
        case .{{restoreCaseName}}{{restorePattern}}:
            {{restoreStatements}}
{{/hasPersist}}
{{#hasActions}}
        default:
            // The spec's actions, which reduceLogic alone reduces.
            break
{{/hasActions}}
        }
{{/hasLifecycleCases}}
{{#hasConditionalRequests}}
        if !{{reducedByLogic}} {
            reduceLogic(&state, action)
        }
{{/hasConditionalRequests}}
{{^hasConditionalRequests}}
        reduceLogic(&state, action)
{{/hasConditionalRequests}}
{{#navigation}}
{{#hasStack}}
        {{featureName}}Navigation({{featureName}}Routing.route(after: action, state: state)).apply(to: &state.{{pathName}})
{{/hasStack}}
{{/navigation}}
{{/hasAnyAction}}
    }
{{#hasEffects}}

    /// Asks for `effect`: `{{featureName}}EffectPerformer` performs it once the action being reduced
    /// has gone through the store. Call it from `reduceLogic(_:_:)`; the reducer performs
    /// nothing itself, so a test sees the effects it asks for as values
    /// (`TestStore.receiveEffect(_:)`, `EffectOutbox.collect(_:during:)`).
    {{access}}static func perform(_ effect: {{featureName}}Effect) {
        ReduxRuntime.EffectOutbox.ask(effect)
    }
{{/hasEffects}}
{{#requests}}
{{#hasWhen}}

    /// Whether a `{{name}}` call starts: the spec's `when:`, checked after the request action
    /// is reduced. When false, the call is not made: the status is as before the action, the
    /// prediction it showed is undone{{#isLatest}}, and the call in flight is cancelled (its status
    /// idle){{/isLatest}}.
{{#rechecksWhen}}
    /// The loader checks it again when the call's debounce ends: false then, the call is not
    /// made either, and `{{skippedName}}` makes a loading status idle unless a call is in flight.
{{/rechecksWhen}}
    {{access}}static func {{conditionName}}(_ state: {{featureName}}State) -> Bool {
{{whenLocation}}
        {{when}}
{{endLocation}}
    }
{{/hasWhen}}
{{/requests}}
}
{{#hasOptimistic}}

/// The predictions of the {{featureName}} feature's optimistic requests, which
/// {{predictionsFile}} implements.
{{access}}protocol {{featureName}}Predicting {
{{#optimisticRequests}}
    /// The answer a `{{name}}` call most likely gets, shown in `{{into}}` until the answer
    /// arrives; `nil` shows nothing.{{#keepsFailedPredictions}} A failed call's stays shown,
    /// marked failed (`{{predictionsName}}.failed`); a call that returns it again shows it
    /// again, where it is.{{/keepsFailedPredictions}}
    static func {{predictName}}({{predictParameters}}in state: {{featureName}}State) -> {{successType}}?
{{/optimisticRequests}}
}
{{/hasOptimistic}}
{{/isApp}}

"""#

    /// `Templates/ReducerLogic.mustache`.
    package static let reducerLogic = #"""
{{% CONTENT_TYPE: TEXT }}
{{% REDUXGEN_TEMPLATE_NAMES: 1 }}
{{! The reducer skeleton: written once, then owned by the user. }}
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

{{#imports}}
import {{module}}
{{/imports}}
{{#isApp}}

extension {{featureName}}Reducer {
    /// Reactions across features: `reduce(_:_:)` calls it for every action, after the
    /// action's feature has reduced its part of the state. Leave a case alone when no other
    /// feature cares.
    static func reduceLogic(_ state: inout {{featureName}}State, _ action: {{featureName}}Action) {
{{#hasComposedFeatures}}
        switch action {
{{#composedFeatures}}
        case .{{property}}(let action):
            _ = action  // TODO: how the other features react to the `{{property}}` feature's actions, if at all.
{{/composedFeatures}}
        }
{{/hasComposedFeatures}}
    }
}
{{/isApp}}
{{^isApp}}

extension {{featureName}}Reducer {
    /// Applies `action` to `state`. `reduce(_:_:)` calls it for every action, after the
    /// request lifecycle of {{reducerFile}}; a success or failure action arrives here for
    /// every call that answers, with the call's arguments (a superseded or cancelled call
    /// answers nothing{{#hasCountedRequests}}; under policy `queue` or `concurrent`, an answer
    /// arrives while a call is in flight{{/hasCountedRequests}}).
{{#hasEffects}}
    ///
    /// Ask for a side effect with `perform(_:)`, such as `perform(.{{firstEffectName}})`: it is
    /// performed once the action has been reduced.
{{/hasEffects}}
    static func reduceLogic(_ state: inout {{featureName}}State, _ action: {{featureName}}Action) {
{{#hasAnyAction}}
        switch action {
{{#logicCases}}
        case {{patterns}}:
            {{body}}
{{/logicCases}}
        }
{{/hasAnyAction}}
    }
}
{{/isApp}}

"""#

    /// `Templates/Loader.mustache`.
    package static let loader = #"""
{{% CONTENT_TYPE: TEXT }}
{{% REDUXGEN_TEMPLATE_NAMES: 1 }}
{{! The loader middleware: the service protocol and the middleware that calls it; with children, the lifting of their middlewares. }}

{{#imports}}
import {{module}}
{{/imports}}
{{#isApp}}

/// The middlewares of the {{featureName}} app: each feature's middlewares lifted onto the app
/// store, where they read their feature's part of the state and their actions arrive wrapped.
{{access}}enum {{featureName}}Middlewares {
    /// Each feature's `middlewares` (its loader, its routing, …) lifted onto the app store,
    /// in the order of the spec's features.
    {{access}}static func lifting(
{{#composedFeatures}}
        {{property}}: [ReduxRuntime.Middleware<{{feature}}State, {{feature}}Action>] = []{{^isLast}},{{/isLast}}
{{/composedFeatures}}
    ) -> [ReduxRuntime.Middleware<{{featureName}}State, {{featureName}}Action>] {
{{^hasComposedFeatures}}
        []
{{/hasComposedFeatures}}
{{#hasComposedFeatures}}
        var middlewares: [ReduxRuntime.Middleware<{{featureName}}State, {{featureName}}Action>] = []
{{#composedFeatures}}
        middlewares += {{property}}.map { middleware in
            middleware.lifted(state: \{{featureName}}State.{{property}}, action: { .{{property}}($0) }) { action in
                if case .{{property}}(let action) = action { return action }
                return nil
            }
        }
{{/composedFeatures}}
        return middlewares
{{/hasComposedFeatures}}
    }

{{^hasComposedChildren}}
    /// Each feature's loader, calling its service, lifted onto the app store.
{{/hasComposedChildren}}
{{#hasComposedChildren}}
    /// Each feature's loader, calling its service, lifted onto the app store; with a feature's
    /// loader, its children's (`<Feature>Children.loaders`), each calling its own service.
{{/hasComposedChildren}}
    {{access}}static func loaders(
{{#loaderParameters}}
        {{label}}: some {{service}}{{^isLast}},{{/isLast}}
{{/loaderParameters}}
    ) -> [ReduxRuntime.Middleware<{{featureName}}State, {{featureName}}Action>] {
        lifting(
{{#composedFeatures}}
            {{property}}: [{{feature}}Loader(service: {{property}}).middleware]{{#hasChildServices}} + {{childrenLifting}}.loaders({{childArguments}}){{/hasChildServices}}{{^isLast}},{{/isLast}}
{{/composedFeatures}}
        )
    }
{{#hasComposedChildren}}

    /// The features' loaders without their children's: unavailable, so that a call without
    /// the children's services, or beside a lifting of their loaders by hand (which would run
    /// each child's calls twice), is a compiler error that says so.
    @available(*, unavailable, message: "{{loadersSignature}} lifts the features' children's loaders too: pass their services, and lift no {{childrenLiftings}} besides, or each child's calls run twice")
    {{access}}static func loaders(
{{#composedFeatures}}
        {{property}}: some {{feature}}Service{{^isLast}},{{/isLast}}
{{/composedFeatures}}
    ) -> [ReduxRuntime.Middleware<{{featureName}}State, {{featureName}}Action>] {
        []
    }
{{/hasComposedChildren}}
}
{{/isApp}}
{{^isApp}}

/// Performs the requests of the {{featureName}} feature: implement it with your networking
/// and give it to `{{featureName}}Loader`. Its methods name the spec's types on the spec's
/// lines (hence their blank lines), where the compiler reports an error in one.
{{access}}protocol {{featureName}}Service: Sendable {
{{#requests}}
    /// Performs the `{{name}}` request.
{{serviceRequirement}}
{{/requests}}
{{#streams}}
    /// What `{{name}}` returns: any `AsyncSequence` of `{{element}}` (an `AsyncThrowingStream`,
    /// an `AsyncStream`, a sequence of your own).
{{serviceSequenceRequirement}}
    /// The elements of the `{{name}}` stream, until it ends or is stopped.
{{serviceMethodRequirement}}
{{/streams}}
{{#hasRequestsOrStreams}}
{{endLocation}}
{{/hasRequestsOrStreams}}
}

/// The loader middleware of the {{featureName}} feature: on each request action it calls the
/// service and dispatches the request's success or failure action.
///
/// Each request runs under its policy (`latest` cancels the call in flight, `first` ignores
/// a call while one is in flight, `queue` runs calls one after another, `concurrent` all at
/// once). The answer of a cancelled or superseded call never reaches the reducer.
{{access}}struct {{featureName}}Loader<{{serviceType}}: {{featureName}}Service>: Sendable {
    /// The service that performs the requests.
    {{access}}let service: {{serviceType}}

    /// Creates a loader that performs requests through `service`.
    {{access}}init(service: {{serviceType}}) {
        self.service = service
    }

    /// The middleware to install in a `Store`.
    {{access}}var middleware: ReduxRuntime.Middleware<{{featureName}}State, {{featureName}}Action> {
{{^hasAnyAction}}
        // {{featureName}}Action has no cases: no action reaches here.
        ReduxRuntime.Middleware { _ in { _, _ in } }
{{/hasAnyAction}}
{{#hasAnyAction}}
        ReduxRuntime.Middleware(name: "{{featureName}}Loader"{{^loaderActsOnEveryAction}}, handling: { Self.actsOn($0) }{{/loaderActsOnEveryAction}}) { context in
{{#loaderRunners}}
            let {{variable}} = ReduxRuntime.{{typeName}}(context: context)
{{/loaderRunners}}
            return { action, next in
{{#hasFollowUps}}
                // Read before the action is reduced: a success is followed up only if the
                // reducer applies it.
                let followUps = self.followUps(after: action, state: context.state)
{{/hasFollowUps}}
{{#hasCountedConditionalRequests}}
                let callsBefore = self.callsInFlight(for: action, in: context.state)
{{/hasCountedConditionalRequests}}
                next(action)
{{#hasParameterTriggers}}
                // The requests on: starts with params, evaluated in the state the action left.
                let started = self.requestsStarted(by: action, in: context.state)
{{/hasParameterTriggers}}
                // The call is made from the state the action was reduced to.
                if let request = self.request(for: action{{#readsState}}, state: context.state{{/readsState}}) {
{{#hasConditionalRequests}}
                    if self.isSkipped(action, {{#hasCountedConditionalRequests}}callsBefore: callsBefore, {{/hasCountedConditionalRequests}}in: context.state) {
                        requests.skip(request, because: "its when: condition is false")
{{#hasCaches}}
                    } else if let cachedCall = self.cachedCall(for: action, state: context.state) {
                        cache.run(request, as: cachedCall, on: requests{{#hasRecheckedConditions}}, checking: self.startCondition(for: action){{/hasRecheckedConditions}})
{{/hasCaches}}
                    } else {
{{#hasRecheckedConditions}}
                        // A debounced call checks its `when:` again when its quiet ends.
                        requests.run(request, checking: self.startCondition(for: action))
{{/hasRecheckedConditions}}
{{^hasRecheckedConditions}}
                        requests.run(request)
{{/hasRecheckedConditions}}
                    }
{{/hasConditionalRequests}}
{{^hasConditionalRequests}}
{{#hasCaches}}
                    if let cachedCall = self.cachedCall(for: action, state: context.state) {
                        cache.run(request, as: cachedCall, on: requests)
                    } else {
                        requests.run(request)
                    }
{{/hasCaches}}
{{^hasCaches}}
                    requests.run(request)
{{/hasCaches}}
{{/hasConditionalRequests}}
                }
{{#hasFollowUps}}
                for followUp in followUps {
                    context.dispatch(followUp)
                }
{{/hasFollowUps}}
{{#hasParameterTriggers}}
                for request in started {
                    context.dispatch(request)
                }
{{/hasParameterTriggers}}
{{#hasControlActions}}
                switch action {
{{#requests}}
{{#cancel}}
                case .{{cancelName}}{{keyPattern}}:
                    requests.cancel(id: {{requestID}})
{{/cancel}}
{{#hasPoll}}
                case .{{startPollingName}}{{paramsBinding}}:
                    polls.start(id: {{requestID}}, every: {{pollInterval}}, dispatching: {{pollRoundAction}}, unlessRunningOn: requests)
                case .{{stopPollingName}}{{keyPattern}}:
                    polls.stop(id: {{requestID}})
{{/hasPoll}}
{{#hasCache}}
                case .{{successName}}{{successArgumentsPattern}}:
{{#hasSuccessArgumentsDiscard}}
                    {{successArgumentsDiscard}}
{{/hasSuccessArgumentsDiscard}}
                    cache.succeeded({{cachedCallOfSuccess}}, answer: action)
{{/hasCache}}
{{/requests}}
{{#streams}}
                case .{{startName}}{{keyPattern}}:
                    streams.start(self.{{name}}Subscription({{callArguments}}))
                case .{{stopName}}{{keyPattern}}:
                    streams.stop(id: {{streamID}})
{{#stopAll}}
                case .{{stopAllName}}:
                    streams.stopAll(named: "{{name}}")
{{/stopAll}}
{{/streams}}
                default:
                    break
                }
{{/hasControlActions}}
            }
        }
{{/hasAnyAction}}
    }

{{#hasAnyAction}}
{{^loaderActsOnEveryAction}}
    /// Whether the middleware acts on `action`: the requests it starts, their controls and
    /// what follows them. The store passes every other action on without calling it.
    {{access}}static func actsOn(_ action: {{featureName}}Action) -> Bool {
{{#hasLoaderCases}}
        switch action {
{{#loaderCases}}
        case .{{name}}: true
{{/loaderCases}}
        default: false
        }
{{/hasLoaderCases}}
{{^hasLoaderCases}}
        // No request, stream or follow-up: no action starts anything here.
        false
{{/hasLoaderCases}}
    }

{{/loaderActsOnEveryAction}}
{{/hasAnyAction}}
    /// The request that `action` starts, if any.
    {{access}}func request(for action: {{featureName}}Action{{#readsState}}, state: {{featureName}}State{{/readsState}}) -> ReduxRuntime.Request<{{featureName}}Action>? {
{{#hasRequests}}
        switch action {
{{#requests}}
        case {{loaderStartCases}}:
{{#hasReads}}
            {{readBindings}}
{{/hasReads}}
{{callLocation}}
            return ReduxRuntime.Request(id: {{requestID}}{{requestOptions}}) { [service] {{callSignature}} in
                try await service.{{name}}({{callArguments}})
            } success: { {{^hasSuccess}}_ in {{/hasSuccess}}{{successAction}} } failure: { {{failureAction}} }{{#hasTimeout}} timedOut: { {{timedOutAction}} }{{/hasTimeout}}
{{endLocation}}
{{/requests}}
        default:
            return nil
        }
{{/hasRequests}}
{{^hasRequests}}
{{#hasAnyAction}}
        nil
{{/hasAnyAction}}
{{^hasAnyAction}}
        // {{featureName}}Action has no cases: no action reaches here.
        switch action {
        default: nil
        }
{{/hasAnyAction}}
{{/hasRequests}}
    }
{{#hasCaches}}

    /// The call of a cached request that `action` makes (forced, for a `force` action), read
    /// from `state` after the action was reduced, for the cache to answer again or note.
    private func cachedCall(for action: {{featureName}}Action, state: {{featureName}}State) -> ReduxRuntime.CachedCall? {
        switch action {
{{#requests}}
{{#hasCache}}
        case .{{name}}{{paramsBinding}}:
            return {{cachedCallOfRequest}}
        case .{{forceName}}{{paramsBinding}}:
            return {{cachedCallOfRequest}}.forced
{{/hasCache}}
{{/requests}}
        default:
            return nil
        }
    }
{{#requests}}
{{#hasCache}}

    /// A `{{name}}` call as the cache tells it apart: its id and its arguments.
    private static func {{cachedCallName}}({{cachedCallParameters}}) -> ReduxRuntime.CachedCall {
{{cacheArgumentsStatements}}
        return ReduxRuntime.CachedCall(id: {{requestID}}, arguments: arguments, lifetime: {{cacheLifetime}}, forcedBy: "{{forceName}}")
    }
{{/hasCache}}
{{/requests}}
{{/hasCaches}}
{{#hasConditionalRequests}}

    /// Whether `action` makes no call: the reducer undid its request's transition (or, under
    /// `first`, whose status stays loading while a call is in flight, its `when:` is false in
    /// the state the action was reduced to).
    private func isSkipped(_ action: {{featureName}}Action, {{#hasCountedConditionalRequests}}callsBefore: Int, {{/hasCountedConditionalRequests}}in state: {{featureName}}State) -> Bool {
        switch action {
{{#requests}}
{{#hasWhen}}
        case {{skipCasePatterns}}:
{{#hasSkipDiscard}}
            {{skipDiscard}}
{{/hasSkipDiscard}}
            return {{skippedCondition}}{{#skipReadsCondition}} || !{{featureName}}Reducer.{{conditionName}}(state){{/skipReadsCondition}}
{{/hasWhen}}
{{/requests}}
        default:
            return false
        }
    }
{{#hasRecheckedConditions}}

    /// What a call that `action` starts checks when its debounce ends: its `when:`, on the
    /// state then. False skips the call as at the request action, and the runner dispatches
    /// the request's skipped action unless a call of it is in flight.
    private func startCondition(for action: {{featureName}}Action) -> ReduxRuntime.StartCondition<{{featureName}}State, {{featureName}}Action>? {
        switch action {
{{#requests}}
{{#rechecksWhen}}
        case {{skipCasePatterns}}:
{{#hasSkipDiscard}}
            {{skipDiscard}}
{{/hasSkipDiscard}}
            return {{startCondition}}
{{/rechecksWhen}}
{{/requests}}
        default:
            return nil
        }
    }
{{/hasRecheckedConditions}}
{{#hasCountedConditionalRequests}}

    /// The calls in flight of the request that `action` starts, under `queue` or
    /// `concurrent` with `when:`, read before the action is reduced: a skip leaves the count
    /// as it was.
    private func callsInFlight(for action: {{featureName}}Action, in state: {{featureName}}State) -> Int {
        switch action {
{{#requests}}
{{#hasWhen}}
{{#countsCalls}}
        case {{startCasesWithoutBindings}}:
            return state.{{inFlightName}}
{{/countsCalls}}
{{/hasWhen}}
{{/requests}}
        default:
            return 0
        }
    }
{{/hasCountedConditionalRequests}}
{{/hasConditionalRequests}}
{{#hasFollowUps}}

    /// The actions the loader dispatches once `action` has been reduced from `state`: the
    /// requests it starts (`on:`), or what follows a request's success (`then:`) when the
    /// reducer applies the success (under policy `queue` or `concurrent`, while `state` counts
    /// a call in flight).
    {{access}}func followUps(after action: {{featureName}}Action, state: {{featureName}}State) -> [{{featureName}}Action] {
        switch action {
{{#followUps}}
        case .{{action}}:
{{#hasCondition}}
            guard {{condition}} else { return [] }
{{/hasCondition}}
            return [{{dispatched}}]
{{/followUps}}
        default:
            return []
        }
    }
{{/hasFollowUps}}
{{#hasParameterTriggers}}

    /// The requests with params that `action` starts (`on:`), once it has been reduced to
    /// `state`: each param is the spec's expression, over `state` and the action's values
    /// by their labels.
    {{access}}func requestsStarted(by action: {{featureName}}Action, in state: {{featureName}}State) -> [{{featureName}}Action] {
        switch action {
{{#parameterTriggers}}
        case .{{action}}{{pattern}}:
{{statements}}
            return [{{dispatched}}]
{{/parameterTriggers}}
        default:
            return []
        }
    }
{{/hasParameterTriggers}}
{{#streams}}

    /// The subscription that `{{startName}}` starts.
    private func {{name}}Subscription({{serviceParameters}}) -> ReduxRuntime.StreamSubscription<{{featureName}}Action> {
{{#hasFailureType}}
{{failureLocation}}
{{/hasFailureType}}
        ReduxRuntime.StreamSubscription(id: {{streamID}}{{subscriptionFailureArgument}}) { [service] in
            service.{{name}}({{callArguments}})
        } element: { {{receivedAction}} } finished: { {{finishedAction}} }
{{#hasFailureType}}
{{endLocation}}
{{/hasFailureType}}
    }
{{/streams}}
}
{{#hasRequests}}

/// The values the spec gives the {{featureName}} feature's requests: the loader runs each
/// request with them, and the transition tests wait and expect by them, so that a test
/// written once follows the spec when one of them is edited.
{{access}}enum {{specValuesName}} {
{{#requests}}
{{#specValues}}
    /// {{summary}}
{{#hasLocation}}
{{location}}
{{/hasLocation}}
    {{access}}static let {{name}} = {{code}}
{{#hasLocation}}
{{endLocation}}
{{/hasLocation}}
{{/specValues}}
{{/requests}}
}
{{#hasUnavailableSpecValues}}

/// The values the spec does not give the {{featureName}} feature's requests: a test that reads
/// one, written while the spec gave it, fails to compile with a message that names the
/// request's spec line and says what to do.
extension {{specValuesName}} {
{{#unavailableSpecValues}}
    @available(*, unavailable, message: {{message}})
    {{access}}static var {{name}}: {{type}} { fatalError() }
{{/unavailableSpecValues}}
}
{{/hasUnavailableSpecValues}}
{{/hasRequests}}
{{#hasEffects}}

/// Performs the side effects of the {{featureName}} feature, which its reducer logic asks for:
/// implement it (with a sound player, an analytics client, …) and give it to
/// `{{featureName}}EffectPerformer`. A main-actor type can implement it, for effects on the UI.
{{access}}protocol {{featureName}}Effects: Sendable {
{{#effects}}
    /// Performs the `{{name}}` effect.
{{location}}
    func {{name}}({{parameters}}) async
{{/effects}}
{{endLocation}}
}

/// The middleware that performs the effects that the {{featureName}} reducer logic asks for with
/// `perform(_:)`: once each action has been reduced, it calls `effects` for each, in a task of
/// its own started in the order they were asked (so that an effect that never returns holds
/// up no other), as work that the store's `settle()` waits for.
{{access}}struct {{featureName}}EffectPerformer: Sendable {
    /// What performs the effects.
    {{access}}let effects: any {{featureName}}Effects

    /// Creates a performer that performs the effects through `effects`.
    {{access}}init(effects: some {{featureName}}Effects) {
        self.effects = effects
    }

    /// The middleware to install in a `Store`.
    {{access}}var middleware: ReduxRuntime.Middleware<{{featureName}}State, {{featureName}}Action> {
        .performingEffects({{featureName}}Effect.self) { effect in
            await self.perform(effect)
        }
    }

    /// Performs `effect` through `effects`.
    {{access}}func perform(_ effect: {{featureName}}Effect) async {
        switch effect {
{{#effects}}
        case .{{name}}{{binding}}:
            await effects.{{name}}({{arguments}})
{{/effects}}
        }
    }
}
{{/hasEffects}}
{{#hasChildren}}

/// The middlewares of the {{featureName}} feature's children, lifted onto its store: a
/// collection's run once per element and an optional child's while it is present, and a
/// child that leaves the state has its calls cancelled and their answers dropped.
{{access}}enum {{featureName}}Children {
    /// Each child's `middlewares` (its loader, …) lifted onto the store, in the order of the
    /// spec's children.
    {{access}}static func lifting(
{{#children}}
        {{name}}: [ReduxRuntime.Middleware<{{feature}}State, {{feature}}Action>] = []{{^isLast}},{{/isLast}}
{{/children}}
    ) -> [ReduxRuntime.Middleware<{{featureName}}State, {{featureName}}Action>] {
        // Each lifting stands on its child's line of the spec, where what it needs of the
        // child's state (a Sendable id) is reported.
        var {{childMiddlewaresLocal}}: [ReduxRuntime.Middleware<{{featureName}}State, {{featureName}}Action>] = []
{{#children}}
        {{childMiddlewaresLocal}} += {{name}}.map { middleware in
{{location}}
            middleware.lifted({{liftingLabel}}: \{{featureName}}State.{{name}}, action: {{embed}}) { action in
{{endLocation}}
                if case .{{name}}{{pattern}} = action { return {{boundNames}} }
                return nil
            }
        }
{{/children}}
        return {{childMiddlewaresLocal}}
    }

    /// Each child's loader, calling its service, lifted onto the store.
    {{access}}static func loaders(
{{#children}}
        {{name}}: some {{feature}}Service{{^isLast}},{{/isLast}}
{{/children}}
    ) -> [ReduxRuntime.Middleware<{{featureName}}State, {{featureName}}Action>] {
        lifting(
{{#children}}
            {{name}}: [{{feature}}Loader(service: {{name}}).middleware]{{^isLast}},{{/isLast}}
{{/children}}
        )
    }
}
{{/hasChildren}}

#if DEBUG
/// A `{{featureName}}Service` for SwiftUI previews and debug screens: each request answers
/// every call with what it is given (`.success(…)`, `.failure(…)`, `.after(.seconds(1), …)`),
/// a request given nothing never answers, so it shows loading{{#hasStreams}}, and each stream
/// delivers its elements, then ends{{/hasStreams}}. Compiled in debug builds only.
{{access}}struct {{featureName}}PreviewService: {{featureName}}Service {
{{#requests}}
    /// What `{{name}}` answers every call with.
    {{access}}var {{answersName}}: ReduxRuntime.PreviewAnswer<{{mockSuccessType}}, {{mockFailureType}}>
{{/requests}}
{{#streams}}
    /// What each `{{name}}` stream delivers before it ends.
    {{access}}var {{feedsName}}: [{{elementType}}]
{{/streams}}

    /// Creates a service that answers with these.
    {{access}}init{{previewServiceParameters}} {
{{#requests}}
        self.{{answersName}} = {{answersName}}
{{/requests}}
{{#streams}}
        self.{{feedsName}} = {{feedsName}}
{{/streams}}
    }
{{#requests}}

    {{access}}func {{name}}({{serviceParameters}}) async {{throwsClause}}{{serviceReturn}} {
        {{#hasSuccess}}return {{/hasSuccess}}try await {{answersName}}.answer()
    }
{{/requests}}
{{#streams}}

    {{access}}func {{name}}({{serviceParameters}}) -> AsyncThrowingStream<{{elementType}}, any Error> {
        ReduxRuntime.PreviewElements.stream({{feedsName}})
    }
{{/streams}}
}

extension ReduxRuntime.Store where State == {{featureName}}State, Action == {{featureName}}Action {
    /// A store for SwiftUI previews and debug screens, which keeps nothing on disk and logs
    /// nothing (`StoreEnvironment.preview`): `state`, with the feature's loader calling
    /// `service`{{#hasPersist}} and its persistence{{/hasPersist}}. Compiled in debug builds only.
    {{access}}static func preview(
        _ state: {{featureName}}State{{^stateNeedsArguments}} = {{featureName}}State(){{/stateNeedsArguments}},
        service: {{featureName}}PreviewService = {{featureName}}PreviewService()
    ) -> ReduxRuntime.Store<{{featureName}}State, {{featureName}}Action> {
        ReduxRuntime.Store(
            initialState: state,
            reducer: {{featureName}}Reducer.reduce,
            middlewares: [{{featureName}}Loader(service: service).middleware{{#hasPersist}}, {{persistenceName}}.middleware(){{/hasPersist}}],
            environment: .preview
        )
    }
}
#endif
{{/isApp}}

"""#

    /// `Templates/ViewModel.mustache`.
    package static let viewModel = #"""
{{% CONTENT_TYPE: TEXT }}
{{% REDUXGEN_TEMPLATE_NAMES: 1 }}
{{! The view layer: the props, the routes (one-shot triggers, or state with `navigation:`) and the view model. }}
{{#isApp}}

{{#imports}}
import {{module}}
{{/imports}}

/// The parts of the {{featureName}} app's store that its features' view models work on.
extension ReduxRuntime.StoreProtocol where State == {{featureName}}State, Action == {{featureName}}Action {
{{#composedFeatures}}
    /// The `{{property}}` feature's part of the app store: its state, and its actions sent
    /// wrapped (give it to `{{feature}}ViewModel(store:)`, if the feature has one).
    {{access}}var {{property}}: ReduxRuntime.ScopedStore<{{feature}}State, {{feature}}Action> {
        scope(state: \.{{property}}, action: { .{{property}}($0) })
    }
{{/composedFeatures}}
}
{{/isApp}}
{{^isApp}}
{{^hasViewLayer}}

// {{specFileName}} has no `props:` or `routes:`, so the feature has no view layer to generate.
{{/hasViewLayer}}
{{#hasViewLayer}}

{{#hasViewModel}}
import Observation
{{/hasViewModel}}
{{#imports}}
import {{module}}
{{/imports}}
{{#hasProps}}

/// What the {{featureName}} view shows, made from the state by `make(from:)` in
/// {{propsLogicFile}}.
{{propsLocation}}
{{access}}struct {{featureName}}Props: Sendable {
{{#props}}
{{location}}
    {{access}}var {{name}}: {{type}}
{{/props}}
{{endLocation}}

    /// Creates the props.
    {{access}}init({{#props}}{{name}}: {{type}}{{^isLast}}, {{/isLast}}{{/props}}) {
{{#props}}
        self.{{name}} = {{name}}
{{/props}}
    }

    /// The props as {{specFileName}} derives them from `state`: each prop's `default:`, the
    /// state field of its name, or its type's empty value. `make(from:)`, in
    /// {{propsLogicFile}}, starts from them.
    {{access}}static func derived(from state: {{featureName}}State) -> {{featureName}}Props {
{{#props}}
{{location}}
        let {{binding}}: {{type}} = {{derivation}}
{{/props}}
{{endLocation}}
        return {{featureName}}Props({{#props}}{{name}}: {{binding}}{{^isLast}}, {{/isLast}}{{/props}})
    }
}

// Written out, not synthesized, so that a type missing from the spec is reported where the spec names it,
// and a type that is not Equatable at its prop's line.
extension {{featureName}}Props: Swift.Equatable {
    {{access}}static func == (lhs: Self, rhs: Self) -> Swift.Bool {
{{#props}}
{{location}}
        guard lhs.{{name}} == rhs.{{name}} else { return false }
{{/props}}
{{endLocation}}
        return true
    }
}
{{#hasPropsAliases}}

/// The types that {{specFileName}} gives the props. Each type stands alone on its line and
/// column of the spec, where the compiler reports it once if it is missing; the other
/// declarations name the alias.
extension {{featureName}}Props {
{{#propsAliases}}
    /// {{summary}}
{{location}}
    {{access}}typealias {{name}} ={{aliasedType}}
{{/propsAliases}}
{{endLocation}}
}
{{/hasPropsAliases}}
{{/hasProps}}
{{#hasRoutes}}

{{^navigation}}
/// Where the {{featureName}} feature can send the user.
{{access}}enum {{featureName}}Route: Sendable {
{{/navigation}}
{{#navigation}}
/// Where the {{featureName}} feature can send the user, kept in its state: `Hashable` for
/// `NavigationStack(path:)`, and its own `id` for `.sheet(item:)`.
{{location}}
{{access}}enum {{featureName}}Route: Identifiable, Sendable {
{{/navigation}}
{{#routes}}
{{location}}
    case {{name}}{{payloadDeclaration}}
{{/routes}}
{{endLocation}}
{{#navigation}}

    /// The route itself, which identifies it.
    {{access}}var id: Self { self }
{{/navigation}}
}

// Written out, not synthesized, so that a type missing from the spec is reported where the spec names it,
// and a type that is not Equatable at its route's line{{#navigation}} (not Hashable, at `navigation:`){{/navigation}}.
extension {{featureName}}Route: {{^navigation}}Swift.Equatable{{/navigation}}{{#navigation}}Swift.Hashable{{/navigation}} {
    {{access}}static func == (lhs: Self, rhs: Self) -> Swift.Bool {
        switch lhs {
{{#comparedRoutes}}
        case {{lhsPattern}}:
{{#isLocated}}
{{location}}
{{/isLocated}}
            if case {{rhsPattern}} = rhs { return {{comparison}} }
{{#isLocated}}
{{endLocation}}
{{/isLocated}}
{{/comparedRoutes}}
        }
        return false
    }
{{#navigation}}

    {{access}}func hash(into hasher: inout Swift.Hasher) {
        switch self {
{{#hashedRoutes}}
        case {{pattern}}:
            {{combination}}
{{/hashedRoutes}}
        }
    }
{{/navigation}}
}
{{#hasRouteAliases}}

/// The types that {{specFileName}} gives the routes' payloads. Each type stands alone on its
/// line and column of the spec, where the compiler reports it once if it is missing; the
/// other declarations name the alias.
extension {{featureName}}Route {
{{#routeAliases}}
    /// {{summary}}
{{location}}
    {{access}}typealias {{name}} ={{aliasedType}}
{{/routeAliases}}
{{endLocation}}
}
{{/hasRouteAliases}}

{{#publishesRoutes}}
/// The routing of the {{featureName}} feature: `route(after:state:)`, in {{routingFile}},
/// says where to go after an action: a routing trigger.
{{access}}enum {{featureName}}Routing {
    /// The middleware that asks `route(after:state:)` after each action has been reduced
    /// and publishes each route it returns to `channel`.
    {{access}}static func middleware(publishingTo channel: ReduxRuntime.RouteChannel<{{featureName}}Route>) -> ReduxRuntime.Middleware<{{featureName}}State, {{featureName}}Action> {
        .routing(channel, route: route(after:state:))
    }
}
{{/publishesRoutes}}
{{^publishesRoutes}}
/// The routing of the {{featureName}} feature: `route(after:state:)`, in {{routingFile}},
/// says where to go after an action; `{{featureName}}Reducer` applies what it returns to the path.
{{access}}enum {{featureName}}Routing {}
{{#navigation}}

/// Where the {{featureName}} feature goes after an action, as `{{featureName}}Routing.route(after:state:)`
/// returns it: `.push(route)`, `.setPath(routes)` (the whole path replaced), or `nil` to stay.
{{access}}typealias {{featureName}}Navigation = ReduxRuntime.StackNavigation<{{routeType}}>
{{/navigation}}
{{/publishesRoutes}}
{{/hasRoutes}}
{{#hasViewModel}}

/// The view model of the {{featureName}} feature: a SwiftUI view reads {{#hasProps}}its props{{/hasProps}}{{^hasProps}}its bindings{{/hasProps}}, calls
/// `send(_:)`{{#hasBindings}}, binds its controls to the bindings{{/hasBindings}}{{#publishesRoutes}} and follows `routes`{{/publishesRoutes}}{{#navigation}}, and binds{{#hasStack}} `{{pathName}}` to a `NavigationStack`{{/hasStack}}{{#hasStack}}{{#hasSheet}} and{{/hasSheet}}{{/hasStack}}{{#hasSheet}} `{{presentedName}}` to a sheet{{/hasSheet}}{{/navigation}}.
///
{{#hasProps}}
/// It works on the feature's own store or on its part of an app store (`scope`). The props
/// are made from the state after each action, and each prop is an observed property of its
/// own, assigned only when it changes: a view that reads one prop is invalidated by a change
/// of that prop only. `props` reads them all. Observation is told of a change only when a
/// view read the prop since it was last told.
{{/hasProps}}
{{^hasProps}}
/// It works on the feature's own store or on its part of an app store (`scope`).
{{/hasProps}}
{{#hasBindings}}
/// Each binding reads its state field, assigned only when it changes, and setting it sends
/// the field's setter action.
{{/hasBindings}}
@MainActor
@Observable
{{access}}final class {{featureName}}ViewModel {
    // The shown values are read and written only by this view model's accessors and
    // `update`, on the main actor, and nothing those reach touches them again meanwhile:
    // `@exclusivity(unchecked)` leaves out the run-time check of exclusive access that Swift
    // makes at each access to a class's stored property, and each access says so (`unsafe`).
{{#props}}
{{#showsStateField}}
    /// The `{{name}}` prop when it is not the state's `{{name}}` as it is, which the view model
    /// reads from the store so as to share nothing with the state's storage.
{{location}}
    @ObservationIgnored @exclusivity(unchecked) private var {{storage}}: ReduxRuntime.StateFieldProp<{{qualifiedType}}>
    /// The `{{name}}` prop.
    {{access}}var {{name}}: {{qualifiedType}} {
        access(keyPath: \.{{name}})
        return unsafe {{storage}}.read(field: store.state.{{name}})
    }
{{/showsStateField}}
{{^showsStateField}}
    /// What the `{{name}}` prop shows, which `update` compares and assigns without reading
    /// it through Observation.
{{location}}
    @ObservationIgnored @exclusivity(unchecked) private var {{storage}}: ReduxRuntime.ShownValue<{{qualifiedType}}>
    /// The `{{name}}` prop.
    {{access}}var {{name}}: {{qualifiedType}} {
        access(keyPath: \.{{name}})
        return unsafe {{storage}}.read()
    }
{{/showsStateField}}
{{/props}}
{{#hasProps}}
{{endLocation}}

    /// Every prop; a view that reads it is invalidated by a change of any prop.
    {{access}}var props: {{featureName}}Props {
        {{featureName}}Props({{#props}}{{name}}: {{name}}{{^isLast}}, {{/isLast}}{{/props}})
    }
{{#hasBindings}}

{{/hasBindings}}
{{/hasProps}}
{{#bindings}}
    /// The state's `{{name}}`, which the `{{name}}` accessor reads.
{{location}}
    @ObservationIgnored @exclusivity(unchecked) private var {{storage}}: ReduxRuntime.ShownValue<{{type}}>
{{/bindings}}
{{#hasBindings}}
{{endLocation}}
{{/hasBindings}}
{{#navigation}}

{{#hasStack}}
    /// The state's `{{pathName}}`, as last reduced.
    private var {{pathStorage}}: [{{routeType}}]
{{/hasStack}}
{{#hasSheet}}
    /// The state's `{{presentedName}}`, as last reduced.
    private var {{presentedStorage}}: {{routeType}}?
{{/hasSheet}}
{{/navigation}}

    @ObservationIgnored private let store: any ReduxRuntime.StoreProtocol<{{featureName}}State, {{featureName}}Action>
    /// The store's observations of this view model, which its deinit cancels: the store holds
    /// the view model without a weak reference, which would slow every retain and release of it.
    @ObservationIgnored private var _$observations: [ReduxRuntime.StoreSubscription] = []
{{#publishesRoutes}}
    @ObservationIgnored private let routeChannel: ReduxRuntime.RouteChannel<{{featureName}}Route>
{{/publishesRoutes}}

    /// Creates the view model of `store`{{#publishesRoutes}}, following the routes that its routing middleware
    /// (`{{featureName}}Routing.middleware(publishingTo: routes)`) publishes to `routes`{{/publishesRoutes}}.
    {{access}}init(store: some ReduxRuntime.StoreProtocol<{{featureName}}State, {{featureName}}Action>{{#publishesRoutes}}, routes: ReduxRuntime.RouteChannel<{{featureName}}Route>{{/publishesRoutes}}) {
        self.store = store
{{#publishesRoutes}}
        routeChannel = routes
{{/publishesRoutes}}
{{#hasProps}}
        let props = {{featureName}}Props.make(from: store.state)
{{/hasProps}}
{{#props}}
{{#showsStateField}}
{{location}}
        unsafe {{storage}} = ReduxRuntime.StateFieldProp(props.{{name}}, field: store.state.{{name}}, of: store)
{{endLocation}}
{{/showsStateField}}
{{^showsStateField}}
        unsafe {{storage}} = ReduxRuntime.ShownValue(props.{{name}})
{{/showsStateField}}
{{/props}}
{{#bindings}}
{{location}}
        unsafe {{storage}} = ReduxRuntime.ShownValue(store.state.{{name}})
{{/bindings}}
{{#hasBindings}}
{{endLocation}}
{{/hasBindings}}
{{#navigation}}
{{#hasStack}}
        {{pathStorage}} = store.state.{{pathName}}
{{/hasStack}}
{{#hasSheet}}
        {{presentedStorage}} = store.state.{{presentedName}}
{{/hasSheet}}
{{/navigation}}
{{#hasProps}}
{{#showsFieldsAsTheyAre}}
        // Derived again only after an action that wrote a field `make(from:)` read or one
        // that the view model shows as it is.
        _$observations.append(unsafe store.observeDerivationsAndWrites(Self.observedProps(of:), cancelledInDeinitOf: self) { viewModel, props, state, writes in
            viewModel.update(props, state, writes)
        })
{{/showsFieldsAsTheyAre}}
{{^showsFieldsAsTheyAre}}
        // Derived again only after an action that wrote a field `make(from:)` read.
        _$observations.append(unsafe store.observeDerivations({{featureName}}Props.make(from:), cancelledInDeinitOf: self) { viewModel, props in
            viewModel.update(props)
        })
{{/showsFieldsAsTheyAre}}
{{/hasProps}}
{{^hasProps}}
{{#bindings}}
{{location}}
        _$observations.append(unsafe store.observe({ {{observedValue}} }, cancelledInDeinitOf: self) { (viewModel: {{featureName}}ViewModel, value: {{type}}) in
            if unsafe viewModel.{{storage}}.update(value) && viewModel.{{storage}}.takeRead() { viewModel.withMutation(keyPath: \.{{name}}) {} }
        })
{{/bindings}}
{{#hasBindings}}
{{endLocation}}
{{/hasBindings}}
{{/hasProps}}
{{#navigation}}
{{#hasStack}}
        _$observations.append(unsafe store.observe({ $0.{{pathName}} }, cancelledInDeinitOf: self) { viewModel, path in
            viewModel.{{pathStorage}} = path
        })
{{/hasStack}}
{{#hasSheet}}
        _$observations.append(unsafe store.observe({ $0.{{presentedName}} }, cancelledInDeinitOf: self) { viewModel, route in
            viewModel.{{presentedStorage}} = route
        })
{{/hasSheet}}
{{/navigation}}
    }

    /// Ends the store's observations, on the main actor where the store notifies: none
    /// reaches the view model once it is gone.
    isolated deinit {
        for observation in _$observations { observation.cancel() }
    }
{{#hasProps}}
{{#showsFieldsAsTheyAre}}

    /// `make(from:)` of `state`, after reading the fields that the view model shows as they
    /// are, so that an action that writes one of them derives the props again.
    private static func observedProps(of state: {{featureName}}State) -> {{featureName}}Props {
{{#props}}
{{#showsStateField}}
{{location}}
        _ = state.{{name}}
{{/showsStateField}}
{{/props}}
{{#bindings}}
{{location}}
        _ = state.{{name}}
{{/bindings}}
{{endLocation}}
        return {{featureName}}Props.make(from: state)
    }
{{/showsFieldsAsTheyAre}}

    /// Assigns each prop that changed, and tells Observation of those that a view read since
    /// it was last told: only a view that read a prop can be observing it.
{{#hasStateFieldProps}}
    /// A prop that is its state field changes when the action wrote that field (`writes`
    /// names the fields of `state`, which the props were made from, by their places among
    /// its properties: `at:`).
{{/hasStateFieldProps}}
{{#hasBindings}}
    /// Then assigns each binding's field of `state`, which the props were made from, that changed.
{{/hasBindings}}
    private func update(_ props: {{featureName}}Props{{#showsFieldsAsTheyAre}}, _ state: {{featureName}}State, _ writes: ReduxRuntime.StateWrites{{/showsFieldsAsTheyAre}}) {
{{#props}}
{{location}}
{{#showsStateField}}
        if unsafe {{storage}}.update(props.{{name}}, field: state.{{name}}, at: {{field}}, writes: writes) && {{storage}}.takeRead() { withMutation(keyPath: \.{{name}}) {} }
{{/showsStateField}}
{{^showsStateField}}
        if unsafe {{storage}}.update(props.{{name}}) && {{storage}}.takeRead() { withMutation(keyPath: \.{{name}}) {} }
{{/showsStateField}}
{{/props}}
{{#bindings}}
{{location}}
        if unsafe {{storage}}.update(state.{{name}}) && {{storage}}.takeRead() { withMutation(keyPath: \.{{name}}) {} }
{{/bindings}}
{{endLocation}}
    }
{{/hasProps}}

    /// Creates the view model with a store of its own: the feature's reducer and
    /// `middlewares` (its loader, say){{#hasPersist}}, then its persistence{{/hasPersist}}{{#publishesRoutes}}, then the routing middleware{{/publishesRoutes}}.
    {{access}}convenience init(
        initialState: {{featureName}}State,
        middlewares: [ReduxRuntime.Middleware<{{featureName}}State, {{featureName}}Action>] = [],
        environment: ReduxRuntime.StoreEnvironment = ReduxRuntime.StoreEnvironment()
    ) {
{{#publishesRoutes}}
        let routes = ReduxRuntime.RouteChannel<{{featureName}}Route>()
{{/publishesRoutes}}
        let store = ReduxRuntime.Store(
            initialState: initialState,
            reducer: {{featureName}}Reducer.reduce,
            middlewares: middlewares{{#hasPersist}} + [{{persistenceName}}.middleware()]{{/hasPersist}}{{#publishesRoutes}} + [{{featureName}}Routing.middleware(publishingTo: routes)]{{/publishesRoutes}},
            environment: environment
        )
        self.init(store: store{{#publishesRoutes}}, routes: routes{{/publishesRoutes}})
    }
{{#publishesRoutes}}

    /// A new stream of the routes to follow, in order; routes published while no stream
    /// listened come first. Iterate it in a SwiftUI `.task`.
    {{access}}var routes: AsyncStream<{{featureName}}Route> { routeChannel.routes }
{{/publishesRoutes}}
{{#navigation}}
{{#hasStack}}

    /// The routes pushed onto the root screen, as the state's `{{pathName}}` has them: bind it
    /// with `NavigationStack(path: $viewModel.{{pathName}})`. Setting it (the stack's back
    /// button, a deep link) sends `{{setPathName}}(_:)`.
    {{access}}var {{pathName}}: [{{routeType}}] {
        get { {{pathStorage}} }
        set { store.dispatch(.{{setPathName}}(newValue)) }
    }
{{/hasStack}}
{{#hasSheet}}

    /// The route presented over the screen, as the state's `{{presentedName}}` has it: bind it
    /// with `.sheet(item: $viewModel.{{presentedName}})`. Setting a route sends
    /// `{{presentName}}(_:)`, setting `nil` (the sheet swiped away) `{{dismissPresentedName}}`.
    {{access}}var {{presentedName}}: {{routeType}}? {
        get { {{presentedStorage}} }
        set {
            if let route = newValue {
                store.dispatch(.{{presentName}}(route))
            } else {
                store.dispatch(.{{dismissPresentedName}})
            }
        }
    }
{{/hasSheet}}
{{/navigation}}
{{#bindings}}

    /// The state's `{{name}}`, two-way for a SwiftUI control (`$viewModel.{{name}}`, with
    /// `@Bindable var viewModel`): it reads the state, and setting it sends `.{{setterName}}(newValue)`.
    {{access}}var {{name}}: {{type}} {
        get {
            access(keyPath: \.{{name}})
            return unsafe {{storage}}.read()
        }
        set { send(.{{setterName}}(newValue)) }
    }
{{/bindings}}

{{#hasAnyAction}}
    /// Sends `action` to the store; {{#hasProps}}`props` reflect{{/hasProps}}{{^hasProps}}the bindings reflect{{/hasProps}} it when `send` returns.
    /// The returned task is the work the action started: `await viewModel.send(action).finish()`
    /// returns once it is over (for `.refreshable`), and cancelling the awaiting task (a view's
    /// `.task`) cancels it.
    @discardableResult
    {{access}}func send(_ action: {{featureName}}Action) -> ReduxRuntime.StoreTask {
        store.dispatch(action)
    }
{{/hasAnyAction}}
{{^hasAnyAction}}
    /// Sends `action` to the store; {{#hasProps}}`props` reflect{{/hasProps}}{{^hasProps}}the bindings reflect{{/hasProps}} it when `send` returns.
    {{access}}func send(_ action: {{featureName}}Action) {
        // {{featureName}}Action has no cases: there is no action to send.
    }
{{/hasAnyAction}}

    /// Returns once the work started so far (requests, streams that end, thunks) is over;
    /// with `ignoringStreams`, while the streams stay open. For tests: past `timeout` of
    /// real time it gives up, logs at the `fault` level what still runs (a test log fails the
    /// test with it) and returns that.
    @discardableResult
    {{access}}func settle(
        ignoringStreams: Swift.Bool = false,
        timeout: Swift.Duration = ReduxRuntime.UnsettledWork.settleTimeout
    ) async -> ReduxRuntime.UnsettledWork? {
        await store.settle(ignoringStreams: ignoringStreams, timeout: timeout)
    }
}

#if DEBUG
extension {{featureName}}ViewModel {
    /// A view model for SwiftUI previews and debug screens, on a store of `state` whose
    /// requests `service` answers, which keeps nothing on disk and logs nothing
    /// (`StoreEnvironment.preview`); a preview takes one line:
    /// `#Preview { {{featureName}}Screen(viewModel: .preview()) }`. Compiled in debug builds only.
    {{access}}static func preview(
        _ state: {{featureName}}State{{^stateNeedsArguments}} = {{featureName}}State(){{/stateNeedsArguments}},
        service: {{featureName}}PreviewService = {{featureName}}PreviewService()
    ) -> {{featureName}}ViewModel {
        {{featureName}}ViewModel(
            initialState: state,
            middlewares: [{{featureName}}Loader(service: service).middleware],
            environment: .preview
        )
    }
}
#endif
{{/hasViewModel}}
{{/hasViewLayer}}
{{/isApp}}

"""#

    /// `Templates/PropsLogic.mustache`.
    package static let propsLogic = #"""
{{% CONTENT_TYPE: TEXT }}
{{% REDUXGEN_TEMPLATE_NAMES: 1 }}
{{! The props skeleton: written once, then owned by the user; nothing for a spec without props. }}
{{#hasProps}}
// reduxgen does not overwrite it (unless run with --force-skeletons); the props the spec
// gains later are derived in {{viewModelFile}} too.

{{#imports}}
import {{module}}
{{/imports}}

extension {{featureName}}Props {
    /// The props of `state`: what the view shows. A pure function; the view model calls it
    /// after each action and publishes the result when it changes.
    {{access}}static func make(from state: {{featureName}}State) -> {{featureName}}Props {
        // The props as the spec derives them (`derived(from:)`, in {{viewModelFile}}). To make
        // one otherwise: `var props = …`, change it, then `return props`.
        {{featureName}}Props.derived(from: state)
    }
}
{{/hasProps}}

"""#

    /// `Templates/Routing.mustache`.
    package static let routing = #"""
{{% CONTENT_TYPE: TEXT }}
{{% REDUXGEN_TEMPLATE_NAMES: 1 }}
{{! The routing skeleton: written once, then owned by the user; nothing for a spec without routes. }}
{{#hasRoutes}}
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an action, the compiler's "switch must be exhaustive" error points here.

{{#imports}}
import {{module}}
{{/imports}}

extension {{featureName}}Routing {
{{^publishesRoutes}}
    /// Where to send the user after `action`, given the state it produced: `.push(route)`,
    /// `.setPath(routes)` to replace the whole path, or `nil` to stay.
{{/publishesRoutes}}
{{#publishesRoutes}}
    /// Where to send the user after `action`, given the state it produced; `nil` to stay.
{{/publishesRoutes}}
    {{access}}static func route(after action: {{featureName}}Action, state: {{featureName}}State) -> {{^publishesRoutes}}{{featureName}}Navigation{{/publishesRoutes}}{{#publishesRoutes}}{{featureName}}Route?{{/publishesRoutes}} {
{{#hasAnyAction}}
        switch action {
{{#actions}}
        case .{{name}}{{binding}}:
{{#hasPayload}}
            _ = {{boundNames}}
{{/hasPayload}}
            return nil  // TODO: the route after `{{name}}`, if any.
{{/actions}}
{{#hasLifecycleCases}}
        case {{#lifecycleCases}}.{{name}}{{^isLast}}, {{/isLast}}{{/lifecycleCases}}:
            return nil
{{/hasLifecycleCases}}
        }
{{/hasAnyAction}}
{{^hasAnyAction}}
        // {{featureName}}Action has no cases: no action reaches here.
        switch action {
        default: nil
        }
{{/hasAnyAction}}
    }
}
{{/hasRoutes}}

"""#

    /// `Templates/Predictions.mustache`.
    package static let predictions = #"""
{{% CONTENT_TYPE: TEXT }}
{{% REDUXGEN_TEMPLATE_NAMES: 1 }}
{{! The predictions skeleton: written once, then owned by the user; nothing for a spec without an optimistic request. }}
{{#hasOptimistic}}
// reduxgen does not overwrite it (unless run with --force-skeletons): when the spec gains
// an optimistic request, the compiler's "does not conform" error points here.

{{#imports}}
import {{module}}
{{/imports}}

extension {{featureName}}Reducer: {{featureName}}Predicting {
{{#optimisticRequests}}
    /// The answer that a call of `{{name}}` most likely gets, shown in `{{into}}` as soon as the
    /// request action is reduced (`state` is the state it finds) until the answer replaces
    /// it, or a failure {{^keepsFailedPredictions}}undoes it{{/keepsFailedPredictions}}{{#keepsFailedPredictions}}leaves it shown, marked failed{{/keepsFailedPredictions}}; `nil` shows nothing until the answer.{{#keepsFailedPredictions}}
    /// To send a failed one again, return it again (it is in `state.{{predictionsName}}.failed`):
    /// it shows again where it is, not twice.{{/keepsFailedPredictions}}
    {{access}}static func {{predictName}}({{predictParameters}}in state: {{featureName}}State) -> {{successType}}? {
        nil  // TODO: the answer to show while the call runs.
    }
{{^isLast}}

{{/isLast}}
{{/optimisticRequests}}
}
{{/hasOptimistic}}

"""#

    /// `Templates/ServiceMock.mustache`.
    package static let serviceMock = #"""
{{% CONTENT_TYPE: TEXT }}
{{% REDUXGEN_TEMPLATE_NAMES: 1 }}
{{! The service mock of a feature's tests (--tests): regenerated with the service it mocks. Nothing for an app spec. }}
{{^isApp}}

{{#imports}}
import {{module}}
{{/imports}}
import ReduxTesting
{{#hasTestsModule}}
@testable import {{testsModule}}
{{/hasTestsModule}}

/// A `{{featureName}}Service` for tests: every call is recorded in `calls` (as its request
/// action) and answers what the test gives it, `<request>Answers.answer(_:)`, before or
/// after it comes: a call without an answer waits, so its request stays loading.
final class {{featureName}}ServiceMock: {{featureName}}Service, @unchecked Sendable {
    private let {{mockRecorder}} = ReduxTesting.MockCalls<{{featureName}}Action>()
{{#requests}}
    /// The answers of `{{name}}`.
    let {{answersName}} = ReduxTesting.MockAnswers<{{mockSuccessType}}, {{mockFailureType}}>()
{{/requests}}
{{#streams}}
    /// What the `{{name}}` streams deliver: `yield(_:)` an element, `finish(throwing:)` them.
    let {{feedsName}} = ReduxTesting.MockFeeds<{{elementType}}>()
{{/streams}}

    /// Creates a mock that has been called with nothing and answers nothing yet.
    init() {}

    /// The requests and stream starts the service was called with, in the order they came.
    var {{mockCalls}}: [{{featureName}}Action] { {{mockRecorder}}.all }
{{#requests}}

    func {{name}}({{serviceParameters}}) async {{throwsClause}}{{serviceReturn}} {
        {{mockRecorder}}.record({{mockRecord}})
        {{#hasSuccess}}return {{/hasSuccess}}try await {{answersName}}.next().get()
    }
{{/requests}}
{{#streams}}

    func {{name}}({{serviceParameters}}) -> AsyncThrowingStream<{{elementType}}, any Error> {
        {{mockRecorder}}.record(.{{startName}}{{mockStartArguments}})
        return {{feedsName}}.stream()
    }
{{/streams}}
}
{{#hasEffects}}

/// A `{{featureName}}Effects` for tests: every effect performed is recorded in `{{effectsMockCalls}}`, in
/// the order they came.
final class {{featureName}}EffectsMock: {{featureName}}Effects, Sendable {
    private let {{effectsMockRecorder}} = ReduxTesting.MockCalls<{{featureName}}Effect>()

    /// Creates a mock that has performed nothing yet.
    init() {}

    /// The effects performed, in the order they came.
    var {{effectsMockCalls}}: [{{featureName}}Effect] { {{effectsMockRecorder}}.all }
{{#effects}}

    func {{name}}({{parameters}}) async {
        {{effectsMockRecorder}}.record(.{{name}}{{caseArguments}})
    }
{{/effects}}
}
{{#isEquatable}}

extension ReduxTesting.TestStore where Action == {{featureName}}Action {
    /// Asserts the oldest effect the reducer asked for and the test has not asserted yet, as
    /// `receiveEffect(_:ofType:fileID:filePath:line:column:)` does, with the effect's type
    /// known: `store.receiveEffect(.someEffect)`.
    func receiveEffect(
        _ effect: {{featureName}}Effect,
        fileID: Swift.StaticString = #fileID,
        filePath: Swift.StaticString = #filePath,
        line: Swift.UInt = #line,
        column: Swift.UInt = #column
    ) {
        receiveEffect(effect, ofType: {{featureName}}Effect.self, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
{{/isEquatable}}
{{/hasEffects}}
{{/isApp}}

"""#

    /// `Templates/TransitionTests.mustache`.
    package static let transitionTests = #"""
{{% CONTENT_TYPE: TEXT }}
{{% REDUXGEN_TEMPLATE_NAMES: 1 }}
{{! The transition tests of a feature (--tests): a test per valid transition of each request, of the navigation, of the bindings and triggers and of each child, written once, then the user's; a request (navigation, bindings and triggers, children) added later gets a file of its own. Nothing for an app spec or a feature that is not Equatable. }}
{{^isApp}}
{{#isEquatable}}
{{^isAddedTests}}
// One test per valid transition of each request's status, run through a TestStore with the
{{#hasSamplesFile}}
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// {{testSamplesFile}} has those reduxgen wrote). When your reducer logic changes the state
// on these actions, add its changes to the tests' closures.
{{/hasSamplesFile}}
{{^hasSamplesFile}}
// service mock. The tests send and answer sample values of the spec's types (TestSample:
// ReduxTesting has those of the standard library's types, your test target the others).
// When your reducer logic changes the state on these actions, add its changes to the
// tests' closures.
{{/hasSamplesFile}}
{{#navigation}}
// Each transition of the navigation (push, pop, present, …) has a test too.
{{/navigation}}
{{#hasTriggerTests}}
// Each binding's setter, and each action after which requests start by themselves, has a
// test too.
{{/hasTriggerTests}}
{{#hasTestedChildren}}
// Each child's action has a test that it reaches its child (the child's own transition, on
// the child the action names) and one that it is ignored without it, through the reducer
// alone (the children's middlewares are not in the test store).
{{/hasTestedChildren}}
{{/isAddedTests}}
{{#isAddedRequestTests}}
// One test per valid transition of a request added to the spec after {{transitionTestsFile}}
// was written, run through a TestStore with the service mock. When your reducer logic
// changes the state on these actions, add its changes to the tests' closures.
{{/isAddedRequestTests}}
{{#isAddedNavigationTests}}
// One test per transition of the navigation (push, pop, present, …) added to the spec after
// {{earlierTestsFile}} was written, run through a TestStore. When your
// reducer logic changes the state on these actions, add its changes to the tests' closures.
{{/isAddedNavigationTests}}
{{#isAddedTriggerTests}}
// One test per binding's setter and per action after which requests start by themselves,
// added to the spec after {{earlierTestsFile}} was written,
// run through a TestStore with the service mock. When your reducer logic changes the state
// on these actions, add its changes to the tests' closures.
{{/isAddedTriggerTests}}
{{#isAddedChildTests}}
{{^isLaterChildTests}}
// One test per child added to the spec after {{transitionTestsFile}} was written (or whose
// spec the run that wrote it did not read): the child's action reaches its child (the
// child's own transition, on the child the action names) and is ignored without it, through
// the reducer alone (the children's middlewares are not in the test store). When your
// reducer logic changes the state on these actions, add its changes to the tests' closures.
{{/isLaterChildTests}}
{{#isLaterChildTests}}
// One test per child added to the spec (or whose spec no earlier run read) after
// {{earlierTestsFile}} was written: the child's action reaches its
// child (the child's own transition, on the child the action names) and is ignored without
// it, through the reducer alone (the children's middlewares are not in the test store).
// When your reducer logic changes the state on these actions, add its changes to the tests'
// closures.
{{/isLaterChildTests}}
{{/isAddedChildTests}}

import XCTest
{{#testImports}}
import {{module}}
{{/testImports}}
import ReduxTesting
{{#hasTestsModule}}
@testable import {{testsModule}}
{{/hasTestsModule}}

@MainActor
final class {{transitionTestsClass}}: XCTestCase {
{{^hasTestedChildren}}
    /// A test store of the feature with a service mock and a test clock.
    private func makeStore() -> (ReduxTesting.TestStore<{{featureName}}State, {{featureName}}Action>, {{featureName}}ServiceMock, ReduxTesting.TestClock) {
{{/hasTestedChildren}}
{{#hasTestedChildren}}
    /// A test store of the feature, starting from `initialState`, with a service mock and a
    /// test clock.
    private func makeStore(
        initialState: {{featureName}}State = {{sampleState}}
    ) -> (ReduxTesting.TestStore<{{featureName}}State, {{featureName}}Action>, {{featureName}}ServiceMock, ReduxTesting.TestClock) {
{{/hasTestedChildren}}
        let service = {{featureName}}ServiceMock()
        let clock = ReduxTesting.TestClock()
        let store = ReduxTesting.TestStore(
            initialState: {{#hasTestedChildren}}initialState{{/hasTestedChildren}}{{^hasTestedChildren}}{{sampleState}}{{/hasTestedChildren}},
            reducer: {{featureName}}Reducer.reduce,
            middlewares: [{{featureName}}Loader(service: service).middleware],
            environment: ReduxRuntime.StoreEnvironment(clock: clock)
        )
        return (store, service, clock)
    }
{{#testedRequests}}

    {{testsMark}}
{{#hasWhen}}

    /// Whether `{{name}}`'s when: holds in the state the tests start from (makeStore's).
    /// When it does not, checks that the call is skipped (the status unchanged, the service
    /// not called) and the tests of the call stop there: make the condition hold in
    /// makeStore's state to test the call itself.
    private func {{conditionCheck}}(_ store: ReduxTesting.TestStore<{{featureName}}State, {{featureName}}Action>, _ service: {{featureName}}ServiceMock) async -> Bool {
        guard {{featureName}}Reducer.{{conditionName}}(store.state) else {
            await store.send({{sampleRequestAction}})
            await store.finish()
            XCTAssertTrue(service.calls.isEmpty, "{{name}} was called although its when: is false")
            return false
        }
        return true
    }
{{/hasWhen}}

{{transitionTests}}
{{/testedRequests}}
{{^isAddedRequestTests}}
{{#navigation}}

    {{testsMark}}

{{transitionTests}}
{{/navigation}}
{{#hasTriggerTests}}

    {{triggerTestsMark}}

{{triggerTests}}
{{/hasTriggerTests}}
{{#hasChildTests}}

{{childTests}}
{{/hasChildTests}}
{{^isAddedTests}}
{{#hasPersist}}

    // MARK: persist

    func testPersistedFieldsAreRestoredByANewStore() async {
        let storage = ReduxRuntime.InMemoryStorage()
        let environment = ReduxRuntime.StoreEnvironment(storage: storage)
        let saved = {{persistedSample}}
        let first = ReduxTesting.TestStore(
            initialState: {{sampleState}}, reducer: {{featureName}}Reducer.reduce,
            middlewares: [{{persistenceName}}.middleware()], environment: environment)
        await first.send(.{{restoreCaseName}}(saved)) {
{{#persistedFields}}
            $0.{{name}} = saved.{{name}}
{{/persistedFields}}
        }
        await first.finish()

        let second = ReduxTesting.TestStore(
            initialState: {{sampleState}}, reducer: {{featureName}}Reducer.reduce,
            middlewares: [{{persistenceName}}.middleware()], environment: environment)
        second.skipReceivedActions()  // the restore, unless the saved fields are the defaults
        XCTAssertEqual({{persistedName}}(from: second.state), saved)
        await second.finish()
    }
{{/hasPersist}}
{{/isAddedTests}}
{{/isAddedRequestTests}}
}
{{#isAddedTests}}
{{#hasSampleDeclarations}}

// The samples these tests need that the test target has none of yet. reduxgen built each one
// it could from your types; write the others where the compiler stops (#error).

{{sampleDeclarations}}
{{/hasSampleDeclarations}}
{{/isAddedTests}}
{{/isEquatable}}
{{/isApp}}

"""#

    /// `Templates/TestSamples.mustache`.
    package static let testSamples = #"""
{{% CONTENT_TYPE: TEXT }}
{{% REDUXGEN_TEMPLATE_NAMES: 1 }}
{{! The samples of a feature's transition tests (--tests): written once, then the user's. Nothing when every type the tests need has a sample. }}
{{#hasSampleDeclarations}}
// The values the transition tests send and answer with (TestSample), for the spec's types
// that have none yet. reduxgen built each one it could from your types; write the others
// where the compiler stops (#error).

{{#imports}}
import {{module}}
{{/imports}}
import ReduxTesting
{{#hasTestsModule}}
@testable import {{testsModule}}
{{/hasTestsModule}}

{{sampleDeclarations}}
{{/hasSampleDeclarations}}

"""#
}
