import ReduxRuntime
@testable import GoldenFeatures
import ReduxTestSupport

/// The stores the tests run the generated features in: the generated reducer, the generated
/// loader with a fake service, and last a recorder of every action the reducer receives.
@MainActor
enum Stores {
    static func teamChat(
        _ service: FakeTeamChatService,
        recordingInto reduced: Recorder<TeamChatAction>,
        initialState: TeamChatState = TeamChatState(unread: 0)
    ) -> Store<TeamChatState, TeamChatAction> {
        Store(
            initialState: initialState,
            reducer: TeamChatReducer.reduce,
            middlewares: [TeamChatLoader(service: service).middleware, recordingMiddleware(into: reduced)]
        )
    }

    static func profile(
        _ service: FakeProfileService,
        recordingInto reduced: Recorder<ProfileAction>
    ) -> Store<ProfileState, ProfileAction> {
        Store(
            initialState: ProfileState(userID: "ada"),
            reducer: ProfileReducer.reduce,
            middlewares: [ProfileLoader(service: service).middleware, recordingMiddleware(into: reduced)]
        )
    }
}
