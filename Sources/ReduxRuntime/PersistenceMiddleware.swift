#if canImport(FoundationEssentials)
import FoundationEssentials
#elseif canImport(Foundation)
import Foundation
#endif

extension Middleware where Action: Sendable {
    /// A middleware that restores a feature's persisted fields when the store is created and
    /// saves them after they change, through the environment's ``StoreEnvironment/storage``:
    /// what a generated `<Feature>Persistence.middleware` is.
    ///
    /// ```swift
    /// let persistence = Middleware<TeamChatState, TeamChatAction>.persisting(
    ///     TeamChatPersisted.self, key: "TeamChat", restore: { .restorePersisted($0) })
    /// ```
    ///
    /// - **Restoring**: during the store's setup it reads the record of `key` over the fields
    ///   of the initial state and, when the record changes any, dispatches `restore` with
    ///   them, so the store's state holds them when its initializer returns. A record that
    ///   cannot be read is logged and leaves the defaults (see ``PersistentStorage``).
    /// - **Saving**: after each action it takes the fields from the state and, when they
    ///   differ from the last ones restored or saved, saves them in a task the store tracks
    ///   (``Store/settle(ignoringStreams:timeout:)`` waits for it). Saves run one at a time, off the main actor; a save
    ///   asked for while one runs waits and is replaced by any newer one, so a burst of changes
    ///   costs two saves. A save that fails is logged, and the app goes on: it is tried again
    ///   after 1, 2, 4, 8 and 16 seconds on the store's clock (the newest fields each time),
    ///   then with the next change.
    ///
    /// ## In a child feature
    /// Lifted onto a parent as one of a child's middlewares
    /// (``lifted(each:action:extract:)``, ``lifted(optional:action:extract:)-439jh``), it keeps a
    /// record per child rather than one for all: the row with id `7` under `"<key>.7"`, an
    /// optional child under `key` (or `"<key>.<id>"` when its state has an `id`). A child's
    /// record is restored when the child enters the parent's state (during the store's setup
    /// for the children of the initial state, else right after the action that added it,
    /// before any other action is reduced: never after the child's own first action), saved
    /// after any action that changes its fields, the parent's included, and removed when the
    /// child leaves the parent's state (as its work ends): a row deleted and added again later
    /// starts from its defaults. An action that changes no element of a collection (one that
    /// changes another field of the parent, or none) compares no child's fields: an
    /// ``IdentifiedArray`` versions its elements. One that changes an element compares the
    /// fields of every child.
    ///
    /// Fields that are `Equatable` are compared directly; this overload compares their
    /// encoded bytes, encoding them after every action.
    /// - Parameters:
    ///   - fields: The persisted fields, such as a generated `TeamChatPersisted`.
    ///   - key: The key of the record in the storage, usually the feature's name.
    ///   - restore: Makes the action that applies restored fields to the state.
    public static func persisting<Fields: PersistedFields>(
        _ fields: Fields.Type,
        key: String,
        restore: @escaping @Sendable (Fields) -> Action
    ) -> Middleware where Fields.State == State {
        var middleware = Middleware(persisting: .fields(fields, key: key, restore: restore) { last, now in
            (try? PersistedRecord.encode(last)) != (try? PersistedRecord.encode(now))
        }, named: "the persistence of \"\(key)\"")
        middleware.keptFields = [ObjectIdentifier(fields)]
        return middleware
    }

    /// A middleware that restores a feature's persisted fields when the store is created and
    /// saves them after they change; see the overload for fields that are not `Equatable`.
    ///
    /// ```swift
    /// let persistence = Middleware<TeamChatState, TeamChatAction>.persisting(
    ///     TeamChatPersisted.self, key: "TeamChat", restore: { .restorePersisted($0) })
    /// ```
    /// - Parameters:
    ///   - fields: The persisted fields, such as a generated `TeamChatPersisted`.
    ///   - key: The key of the record in the storage, usually the feature's name.
    ///   - restore: Makes the action that applies restored fields to the state.
    public static func persisting<Fields: PersistedFields & Equatable>(
        _ fields: Fields.Type,
        key: String,
        restore: @escaping @Sendable (Fields) -> Action
    ) -> Middleware where Fields.State == State {
        var middleware = Middleware(persisting: .fields(fields, key: key, restore: restore) { $0 != $1 }, named: "the persistence of \"\(key)\"")
        middleware.keptFields = [ObjectIdentifier(fields)]
        return middleware
    }
}

extension Middleware {
    /// The middleware that keeps `records`: it restores them during the store's setup (by
    /// dispatching), then, around each action, restores the ones that entered the state (by
    /// passing their restore on before the action, or right after it) and saves the ones that
    /// changed.
    init(persisting records: PersistedRecords<State, Action>, named name: String?) {
        self.init(name: name, isFor: nil, persistedRecords: records) { context in
            let keeper = RecordKeeper(environment: context.environment) { context.run(.finite("saving persisted fields"), $0) }
            let tracker = records.makeTracker("", keeper)
            tracker.update(context.state, restoring: context.dispatch, saving: false)
            return { action, next in
                // Before the action, for records that an action this middleware did not see
                // brought in (on an app store, another feature's): restored before the action.
                tracker.update(context.state, restoring: next, saving: false)
                next(action)
                tracker.update(context.state, restoring: next, saving: true)
            }
        }
    }
}
