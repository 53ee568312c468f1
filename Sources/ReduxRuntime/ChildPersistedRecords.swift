extension PersistedRecords where State: Identifiable {
    /// These records, kept per element of a collection of children in a parent's state: the
    /// element with id `7` keeps its records under keys ending with `.7`.
    func lifted<ParentState, ParentAction>(
        each children: KeyPath<ParentState, IdentifiedArray<State>> & Sendable,
        action embed: @escaping @Sendable (State.ID, Action) -> ParentAction
    ) -> PersistedRecords<ParentState, ParentAction> {
        let makeTracker = self.makeTracker
        return PersistedRecords<ParentState, ParentAction> { suffix, keeper in
            EachChildRecords(children: children, embed: embed) { id in makeTracker(suffix + RecordKeySuffix.of(id), keeper) }
        }
    }
}

extension PersistedRecords {
    /// These records, kept for an optional child in a parent's state while it is there, under
    /// keys ending with the suffix of the child's identity (see ``RecordKeySuffix``).
    func lifted<ParentState, ParentAction, Key: Hashable>(
        optional child: KeyPath<ParentState, State?> & Sendable,
        identify: @escaping @Sendable (State) -> Key,
        suffix keySuffix: @escaping @Sendable (Key) -> String,
        action embed: @escaping @Sendable (Action) -> ParentAction
    ) -> PersistedRecords<ParentState, ParentAction> {
        let makeTracker = self.makeTracker
        return PersistedRecords<ParentState, ParentAction> { suffix, keeper in
            OptionalChildRecords(child: child, identify: identify, embed: embed) { key in makeTracker(suffix + keySuffix(key), keeper) }
        }
    }
}

/// What a child's id adds to the keys of its records: `.` and the id as text, with `%` and
/// `.` escaped (`%25`, `%2E`), so that the ids of nested children stay apart.
enum RecordKeySuffix {
    static func of(_ id: some Hashable) -> String {
        var text = ""
        for character in "\(id)" {
            switch character {
            case "%": text += "%25"
            case ".": text += "%2E"
            default: text.append(character)
            }
        }
        return "." + text
    }
}

/// The records of each element of a collection of children, by id: an element's are
/// restored when it enters the collection and removed when it leaves.
@MainActor
private final class EachChildRecords<ParentState, ParentAction, Child: Identifiable, ChildAction>: RecordTracker {
    private let children: KeyPath<ParentState, IdentifiedArray<Child>>
    private let embed: @Sendable (Child.ID, ChildAction) -> ParentAction
    private let makeTracker: (Child.ID) -> any RecordTracker<Child, ChildAction>
    private var trackers: [Child.ID: any RecordTracker<Child, ChildAction>] = [:]
    /// The version of the collection's ids when every element had its tracker (see
    /// ``IDSetVersion``); `nil` before the first update and for an empty collection.
    private var trackedVersion: IDSetVersion?
    /// The version of the collection's elements when every element's fields were last
    /// compared with the ones saved (see ``ElementsVersion``); `nil` before.
    private var comparedVersion: ElementsVersion?

    init(
        children: KeyPath<ParentState, IdentifiedArray<Child>>,
        embed: @escaping @Sendable (Child.ID, ChildAction) -> ParentAction,
        makeTracker: @escaping (Child.ID) -> any RecordTracker<Child, ChildAction>
    ) {
        self.children = children
        self.embed = embed
        self.makeTracker = makeTracker
    }

    func update(_ state: ParentState, restoring restore: (ParentAction) -> Void, saving: Bool) {
        let elements = state[keyPath: children]
        // The same elements as when each one's fields were compared: no element entered, left
        // or changed since, so that an action that changes no row compares none.
        if let compared = comparedVersion, elements.elementsVersion === compared { return }
        let version = elements.idSetVersion
        // The same version: no element entered or left since every element had its tracker.
        if !saving, version === trackedVersion { return }
        for element in elements {
            let id = element.id
            let tracker: any RecordTracker<Child, ChildAction>
            if let known = trackers[id] {
                tracker = known
            } else {
                tracker = makeTracker(id)
                trackers[id] = tracker
            }
            tracker.update(element, restoring: { restore(embed(id, $0)) }, saving: saving)
        }
        if trackers.count > elements.count {
            for (id, tracker) in trackers where !elements.contains(id: id) {
                tracker.forget()
                trackers[id] = nil
            }
        }
        trackedVersion = version
        if saving { comparedVersion = elements.elementsVersion }
    }

    func forget() {
        for tracker in trackers.values { tracker.forget() }
        trackers = [:]
        trackedVersion = nil
        comparedVersion = nil
    }
}

/// The records of an optional child while it is there: restored when it enters the state
/// (set, or replaced by a child of another identity) and removed when it leaves.
@MainActor
private final class OptionalChildRecords<ParentState, ParentAction, Child, ChildAction, Key: Hashable>: RecordTracker {
    private let child: KeyPath<ParentState, Child?>
    private let identify: @Sendable (Child) -> Key
    private let embed: @Sendable (ChildAction) -> ParentAction
    private let makeTracker: (Key) -> any RecordTracker<Child, ChildAction>
    private var tracked: (key: Key, tracker: any RecordTracker<Child, ChildAction>)?

    init(
        child: KeyPath<ParentState, Child?>,
        identify: @escaping @Sendable (Child) -> Key,
        embed: @escaping @Sendable (ChildAction) -> ParentAction,
        makeTracker: @escaping (Key) -> any RecordTracker<Child, ChildAction>
    ) {
        self.child = child
        self.identify = identify
        self.embed = embed
        self.makeTracker = makeTracker
    }

    func update(_ state: ParentState, restoring restore: (ParentAction) -> Void, saving: Bool) {
        guard let present = state[keyPath: child] else {
            forget()
            return
        }
        let key = identify(present)
        if let tracked, tracked.key != key { forget() }
        let tracker = tracked?.tracker ?? makeTracker(key)
        tracked = (key, tracker)
        tracker.update(present, restoring: { restore(embed($0)) }, saving: saving)
    }

    func forget() {
        tracked?.tracker.forget()
        tracked = nil
    }
}
