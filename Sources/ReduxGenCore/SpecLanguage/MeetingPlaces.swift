/// A generated thing that several keys change (a request's calls in flight, a state field,
/// an action): any two of its keys can meet there, so the interaction table has a row for
/// each such pair. Two keys that share no place cannot change the same thing, and have no
/// row.
///
/// ```swift
/// MeetingPlace("what a call is made with", .request, everyPair: [.params, .reads])
/// ```
package struct MeetingPlace: Sendable {
    /// The generated thing, in words: `the calls in flight of a request`.
    package let thing: String
    /// Where the keys meet, which is the scope of their rows.
    package let scope: KeyInteraction.Scope
    /// The pairs of keys that meet there.
    package let pairs: [(SpecKeyID, SpecKeyID)]

    /// Any two of `keys` meet.
    init(_ thing: String, _ scope: KeyInteraction.Scope, everyPair keys: [SpecKeyID]) {
        self.thing = thing
        self.scope = scope
        pairs = keys.indices.flatMap { first in keys[(first + 1)...].map { (keys[first], $0) } }
    }

    /// `key` meets each of `others` (which do not meet each other there).
    init(_ thing: String, _ scope: KeyInteraction.Scope, _ key: SpecKeyID, meets others: [SpecKeyID]) {
        self.thing = thing
        self.scope = scope
        pairs = others.map { (key, $0) }
    }

    /// Any two keys of one request among `keys`.
    init(_ thing: String, everyPair keys: [SpecKeyID.Request]) {
        self.init(thing, .request, everyPair: keys.map(\.id))
    }

    /// Whether the keys of `row` meet here.
    func contains(_ row: KeyInteraction) -> Bool {
        pairs.contains { ($0.0 == row.first && $0.1 == row.second) || ($0.0 == row.second && $0.1 == row.first) }
    }

    /// A key of one request and each of `others` of the same request.
    init(_ thing: String, _ key: SpecKeyID.Request, meets others: [SpecKeyID.Request]) {
        self.init(thing, .request, key.id, meets: others.map(\.id))
    }
}

extension SpecLanguage {
    /// Every generated thing that two keys can both change, and the keys that change it:
    /// the pairs that `interactions` must have a row for, and the only ones it may have.
    package static let meetingPlaces: [MeetingPlace] = [
        // One request.
        MeetingPlace("what a call is made with, and what tells its answer apart", everyPair: [.params, .reads, .cache, .poll, .on]),
        MeetingPlace("the success action", .success, meets: [.params, .reads]),
        MeetingPlace("the failure action", .failure, meets: [.params, .reads]),
        MeetingPlace(
            "the failure kept after the call's answer", .failureInto,
            meets: [.failure, .into, .reads, .policy, .key, .cancel, .dismiss, .retry, .timeout, .optimistic, .cache, .when, .poll]),
        MeetingPlace(
            "the flag that shows a call in flight", .loadingInto,
            meets: [.into, .failureInto, .reads, .policy, .key, .cancel, .dismiss, .retry, .timeout, .debounce, .optimistic, .cache, .when, .poll]),
        MeetingPlace("the status and the policy kept per key", .key, meets: [.params]),
        MeetingPlace("the field the answer goes to", .into, meets: [.success, .reads, .policy, .key, .cache, .optimistic]),
        MeetingPlace("the prediction shown while a call runs", .optimistic, meets: [.reads, .policy, .key, .cancel, .when, .debounce, .retry, .cache, .dismiss, .on]),
        MeetingPlace("the calls in flight", everyPair: [.policy, .key, .cancel, .debounce, .when, .poll, .cache, .retry]),
        MeetingPlace("a failed status", .dismiss, meets: [.policy, .key, .cancel]),
        MeetingPlace("one call's attempts", everyPair: [.retry, .timeout, .failure, .cancel]),
        MeetingPlace("what starts a call", everyPair: [.on, .when, .debounce]),
        MeetingPlace("what follows a success", everyPair: [.then, .on, .cache]),
        // One stream.
        MeetingPlace("the received action", .stream, .stream(.element), meets: [.stream(.params), .stream(.equatable)]),
        MeetingPlace("the finished action", .stream, .stream(.failure), meets: [.stream(.params)]),
        MeetingPlace("the running subscriptions", .stream, .stream(.stopAll), meets: [.stream(.params)]),
        MeetingPlace("what starts a subscription by itself", .stream, .stream(.on), meets: [.stream(.params)]),
        // A request and what it names.
        MeetingPlace(
            "the state property a request's answer goes to", .fieldOrAction, .request(.into),
            meets: [.feature(.persist), .feature(.bindings), .feature(.requests), .feature(.navigation), .feature(.children), .feature(.streams)]),
        MeetingPlace(
            "the state field a request keeps its failures in", .fieldOrAction, .request(.failureInto),
            meets: [.feature(.persist), .feature(.bindings), .feature(.requests), .feature(.navigation), .feature(.children), .feature(.streams)]),
        MeetingPlace(
            "the state field that shows a request's call in flight", .fieldOrAction, .request(.loadingInto),
            meets: [.feature(.persist), .feature(.bindings), .feature(.requests), .feature(.navigation), .feature(.children), .feature(.streams)]),
        MeetingPlace(
            "the state field an optimistic request predicts into", .fieldOrAction, .request(.optimistic),
            meets: [.feature(.persist), .feature(.bindings), .feature(.requests)]),
        MeetingPlace(
            "an action a request starts after", .fieldOrAction, .request(.on),
            meets: [.feature(.actions), .feature(.bindings), .feature(.navigation), .feature(.requests), .feature(.streams)]),
        MeetingPlace(
            "an action dispatched after a success", .fieldOrAction, .request(.then),
            meets: [.feature(.actions), .feature(.bindings), .feature(.navigation), .feature(.requests), .feature(.streams)]),
        MeetingPlace("a request action the routing follows", .fieldOrAction, .request(.when), meets: [.feature(.navigation)]),
        MeetingPlace("the field a setter has assigned when a request it starts checks when:", .fieldOrAction, .request(.when), meets: [.feature(.bindings)]),
        MeetingPlace("the quiet a setter starts again", .fieldOrAction, .request(.debounce), meets: [.feature(.bindings)]),
        MeetingPlace(
            "an action a stream starts after", .fieldOrAction, .stream(.on),
            meets: [.feature(.actions), .feature(.bindings), .feature(.navigation), .feature(.requests)]),
        // The feature.
        MeetingPlace("the Equatable conformance of State and Action", .feature, .feature(.equatable), meets: [.stream(.equatable)]),
        MeetingPlace("the routes kept as state", .feature, .feature(.navigation), meets: [.feature(.routes), .feature(.props)]),
        MeetingPlace(
            "the actions the routing follows, and the path it sets", .feature, .feature(.navigation),
            meets: [.feature(.bindings), .feature(.children), .feature(.streams)]),
        MeetingPlace("the view model's properties", .feature, .feature(.props), meets: [.feature(.bindings)]),
        MeetingPlace("the action a binding's setter is", .feature, .feature(.actions), meets: [.feature(.bindings)]),
        MeetingPlace(
            "the action cases a binding's setter could be named like", .feature, .feature(.bindings),
            meets: [.feature(.requests), .feature(.streams), .feature(.children)]),
        MeetingPlace(
            "what is saved across launches", .feature, .feature(.persist),
            meets: [.feature(.bindings), .feature(.requests), .feature(.streams), .feature(.navigation), .feature(.children)]),
        // A parent and its child.
        MeetingPlace("the child's access level", .parentAndChild, .feature(.access), meets: [.childFeature(.access)]),
        MeetingPlace("the child's Equatable conformance", .parentAndChild, .feature(.equatable), meets: [.childFeature(.equatable)]),
        MeetingPlace(
            "a child's actions, state and work while it is in the parent's state", .parentAndChild, .feature(.children),
            meets: [.childFeature(.actions), .childFeature(.bindings), .childFeature(.persist), .childFeature(.requests), .childFeature(.streams)]),
        // An app and its features.
        MeetingPlace("a listed feature's access level", .parentAndChild, .app(.access), meets: [.appFeature(.access)]),
        MeetingPlace("a listed feature's Equatable conformance", .parentAndChild, .app(.equatable), meets: [.appFeature(.equatable)]),
        MeetingPlace("a listed feature's actions", .parentAndChild, .app(.features), meets: [.appFeature(.actions)]),
    ]

    /// The keys that meet no other: what each changes, no other key changes. A key is in a
    /// meeting place or here, so that a new key's meetings are decided when it is described.
    package static let keysMeetingNoOther: [SpecKeyID] = [
        .feature(.feature), .feature(.imports), .feature(.state), .feature(.effects), .app(.app), .app(.imports),
    ]
}
