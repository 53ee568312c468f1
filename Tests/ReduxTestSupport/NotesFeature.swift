import ReduxRuntime

/// A feature that persists two of its fields, written the way reduxgen generates one with
/// `persist: [draft, tags]`: the tests of persistence and the child process that the kill
/// tests kill mid-save run it.
public struct NotesState: Equatable, Sendable {
    public var draft: String
    public var tags: [String]
    /// Not persisted.
    public var edits: Int

    public init(draft: String = "", tags: [String] = [], edits: Int = 0) {
        self.draft = draft
        self.tags = tags
        self.edits = edits
    }
}

public enum NotesAction: Equatable, Sendable {
    case setDraft(String)
    case addTag(String)
    case edit
    case restorePersisted(NotesPersisted)
}

/// The persisted fields of `NotesState`.
public struct NotesPersisted: PersistedFields, Equatable {
    public var draft: String
    public var tags: [String]

    public init(draft: String, tags: [String]) {
        self.draft = draft
        self.tags = tags
    }

    public init(from state: NotesState) {
        draft = state.draft
        tags = state.tags
    }

    public static var persistedFields: [PersistedField<Self>] {
        [PersistedField("draft", \.draft), PersistedField("tags", \.tags)]
    }
}

public enum NotesReducer {
    public static func reduce(_ state: NotesState, _ action: NotesAction) -> NotesState {
        var state = state
        switch action {
        case .setDraft(let draft): state.draft = draft
        case .addTag(let tag): state.tags.append(tag)
        case .edit: state.edits += 1
        case .restorePersisted(let saved):
            state.draft = saved.draft
            state.tags = saved.tags
        }
        return state
    }

    /// The feature's persistence, under the key `Notes`.
    public static let persistence = Middleware<NotesState, NotesAction>.persisting(
        NotesPersisted.self, key: "Notes", restore: { .restorePersisted($0) })

    /// A store of the feature with its persistence, on `environment`.
    @MainActor
    public static func store(_ initialState: NotesState = NotesState(), environment: StoreEnvironment) -> Store<NotesState, NotesAction> {
        Store(initialState: initialState, reducer: reduce, middlewares: [persistence], environment: environment)
    }
}
