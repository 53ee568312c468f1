import ReduxRuntime

/// The app's store, of both features, and what its screens are made from.
///
/// The features' middlewares (loaders, the chat's effects and routing) are lifted onto the one store by
/// the generated `TeamChatAppMiddlewares`, whose `loaders` lifts the to-do rows' loader too
/// (once per row, through the generated `TodoChildren`); each screen's view model works on its
/// feature's part of the store (`store.chat`, `store.todos`).
@MainActor
final class AppStore {
    /// The store of the whole app.
    let store: Store<TeamChatAppState, TeamChatAppAction>
    /// Where the chat's routing middleware publishes the chat's routes.
    let chatRoutes: RouteChannel<TeamChatRoute>

    /// Builds the store: each feature's reducer on its part; the app's own `middlewares`
    /// (logging, say) outermost; then each feature's loader calling its service (and each
    /// to-do row's), then the chat's effects (its sounds, by default), its persistence (its
    /// draft, in the environment's storage) and its routing, all lifted onto the app store.
    /// `todos` is the to-do server, for the list (fetch, save) and for each of its rows (a row
    /// saves itself).
    init(
        chat: some TeamChatService,
        todos: some TodoService & TodoRowService,
        chatEffects: some TeamChatEffects = ChatSounds(),
        initialState: TeamChatAppState = TeamChatAppState(chat: TeamChatState(), todos: TodoState()),
        middlewares: [Middleware<TeamChatAppState, TeamChatAppAction>] = [],
        environment: StoreEnvironment = StoreEnvironment()
    ) {
        let chatRoutes = RouteChannel<TeamChatRoute>()
        self.chatRoutes = chatRoutes
        store = Store(
            initialState: initialState,
            reducer: TeamChatAppReducer.reduce,
            middlewares: middlewares + TeamChatAppMiddlewares.loaders(chat: chat, todos: todos, todosRows: todos)
                + TeamChatAppMiddlewares.lifting(chat: [
                    TeamChatEffectPerformer(effects: chatEffects).middleware,
                    TeamChatPersistence.middleware(),
                    TeamChatRouting.middleware(publishingTo: chatRoutes),
                ]),
            environment: environment
        )
    }

    /// The chat screen's view model, on the chat's part of the app store.
    func makeChatViewModel() -> TeamChatViewModel {
        TeamChatViewModel(store: store.chat, routes: chatRoutes)
    }

    /// The to-do list's view model, on the to-dos' part of the app store: its `path` and
    /// `presented` are the state's, which a `NavigationStack` and a sheet bind to.
    func makeTodoViewModel() -> TodoViewModel {
        TodoViewModel(store: store.todos)
    }
}
