// The `access: public` variant of the contract's shape (every declaration public, inits
// included), reduced to one request without a failure type, to check that it compiles.

import ReduxRuntime

public struct ProfileState: Equatable, Sendable {
    public var name: String
    /// The status of the `loadName` request.
    public var loadNameStatus: RequestStatus<RequestError>

    public init(name: String = "", loadNameStatus: RequestStatus<RequestError> = .idle) {
        self.name = name
        self.loadNameStatus = loadNameStatus
    }
}

public enum ProfileAction: Equatable, Sendable {
    case loadName
    case loadNameSuccess(String)
    case loadNameFailure(RequestError)
}

public enum ProfileReducer {
    public static func reduce(_ state: ProfileState, _ action: ProfileAction) -> ProfileState {
        var state = state
        switch action {
        case .loadName:
            state.loadNameStatus = .loading
        case .loadNameSuccess(let payload):
            guard state.loadNameStatus.isLoading else { return state }
            state.loadNameStatus = .succeeded
            state.name = payload
        case .loadNameFailure(let error):
            guard state.loadNameStatus.isLoading else { return state }
            state.loadNameStatus = .failed(error)
        }
        reduceLogic(&state, action)
        return state
    }
}

extension ProfileReducer {
    public static func reduceLogic(_ state: inout ProfileState, _ action: ProfileAction) {
        switch action {
        case .loadName, .loadNameSuccess, .loadNameFailure:
            break
        }
    }
}

public protocol ProfileService: Sendable {
    func loadName() async throws -> String
}

public struct ProfileLoader<Service: ProfileService>: Sendable {
    public let service: Service

    public init(service: Service) {
        self.service = service
    }

    /// The middleware to install in the store: on each request action it runs the request under its policy.
    public var middleware: Middleware<ProfileState, ProfileAction> {
        Middleware { context in
            let requests = RequestRunner(context: context)
            return { action, next in
                next(action)
                if let request = self.request(for: action) { requests.run(request) }
            }
        }
    }

    /// The request that `action` starts, if any.
    public func request(for action: ProfileAction) -> Request<ProfileAction>? {
        switch action {
        case .loadName:
            return Request(id: "loadName", policy: .latest) { [self] in
                do {
                    return .loadNameSuccess(try await self.service.loadName())
                } catch {
                    return .loadNameFailure(RequestError(error))
                }
            }
        case .loadNameSuccess, .loadNameFailure:
            return nil
        }
    }
}
