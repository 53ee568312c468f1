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
    ///   (``Store/settle()`` waits for it). Saves run one at a time, off the main actor; a save
    ///   asked for while one runs waits and is replaced by any newer one, so a burst of changes
    ///   costs two saves. A save that fails is logged and the app goes on; the next change
    ///   saves again.
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
        persisting(key: key, restore: restore) { last, now in
            (try? PersistedRecord.encode(last)) != (try? PersistedRecord.encode(now))
        }
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
        persisting(key: key, restore: restore) { $0 != $1 }
    }

    private static func persisting<Fields: PersistedFields>(
        key: String,
        restore: @escaping @Sendable (Fields) -> Action,
        differ: @escaping @Sendable (Fields, Fields) -> Bool
    ) -> Middleware where Fields.State == State {
        Middleware(name: "the persistence of \"\(key)\"") { context in
            let environment = context.environment
            let saver = PersistenceSaver<Fields>(key: key, environment: environment)
            let initial = Fields(from: context.state)
            var last = initial
            if let reading = PersistedRecord.read(key, from: environment.storage, over: initial, log: { [logger = environment.logger] in logger.log(.error, $0) }),
                reading.restoredAny, differ(initial, reading.fields)
            {
                last = reading.fields
                context.dispatch(restore(reading.fields))
            }
            return { action, next in
                next(action)
                let now = Fields(from: context.state)
                guard differ(last, now) else { return }
                last = now
                saver.save(now, startingWith: context)
            }
        }
    }
}

/// Saves one feature's fields, one save at a time and the newest first: a save asked for
/// while one runs replaces any other that waits.
@MainActor
private final class PersistenceSaver<Fields: PersistedFields> {
    private let key: String
    private let environment: StoreEnvironment
    /// The newest fields not saved yet.
    private var pending: Fields?
    private var isSaving = false
    /// The failure logged last, so that a failure repeated on every change is logged once
    /// until a save succeeds.
    private var loggedFailure: String?

    init(key: String, environment: StoreEnvironment) {
        self.key = key
        self.environment = environment
    }

    /// Saves `fields` after the save that runs, if any, in a task tracked by `context`.
    func save<State, Action>(_ fields: Fields, startingWith context: MiddlewareContext<State, Action>) {
        pending = fields
        guard !isSaving else { return }
        isSaving = true
        let key = key, storage = environment.storage
        // The task runs off the main actor, and is not stopped by its cancellation (a store
        // released right after a change still saves it).
        context.run(.finite("saving the \(key) fields")) { [self] in
            while let fields = await takePending() {
                let failure: String?
                do {
                    try storage.save(try PersistedRecord.encode(fields), for: key)
                    failure = nil
                } catch {
                    failure = "\(error)"
                }
                await report(failure)
            }
        }
    }

    /// The fields to save next, or `nil` (the saving task then ends).
    private func takePending() -> Fields? {
        guard let fields = pending else {
            isSaving = false
            return nil
        }
        pending = nil
        return fields
    }

    private func report(_ failure: String?) {
        guard let failure else {
            loggedFailure = nil
            return
        }
        guard failure != loggedFailure else { return }
        loggedFailure = failure
        environment.logger.log(.error, "reduxgen: could not save the \(key) fields (\(failure)); the app goes on, and their next change is saved again")
    }
}
