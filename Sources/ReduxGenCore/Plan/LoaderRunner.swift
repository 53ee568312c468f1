/// A runner of the runtime that the loader's middleware makes once, when the store installs
/// it: the requests' (always), and one per kind of work its control cases start.
///
/// ```swift
/// // requests: { load: { poll: 30 } }, streams: { updates: { element: Int } }
/// plan.loaderRunners.map(\.variable)   // ["requests", "streams", "polls"]
/// ```
package enum LoaderRunner: CaseIterable, Sendable {
    /// `RequestRunner`: makes the calls.
    case requests
    /// `StreamRunner`: starts and stops the subscriptions.
    case streams
    /// `PollRunner`: runs the polls' rounds.
    case polls
    /// `RequestCache`: keeps the fresh successes and answers with them again.
    case cache

    /// The loader's local that holds the runner: `polls`.
    package var variable: String {
        switch self {
        case .requests: "requests"
        case .streams: "streams"
        case .polls: "polls"
        case .cache: "cache"
        }
    }

    /// The runner's type in `ReduxRuntime`: `PollRunner`.
    package var typeName: String {
        switch self {
        case .requests: "RequestRunner"
        case .streams: "StreamRunner"
        case .polls: "PollRunner"
        case .cache: "RequestCache"
        }
    }

    /// The runner that acts on a loader control case from `origin`, besides the requests'
    /// (`nil` for a case no runner of its own acts on). Every part is named, so that a new
    /// control case is given its runner here.
    static func acting(on origin: NameOrigin) -> LoaderRunner? {
        switch origin {
        case .request(_, let part):
            switch part {
            case .startPolling, .stopPolling: return .polls
            case .success: return .cache
            case .cancel, .start, .failure, .dismiss, .force, .status, .inFlight, .serviceMethod, .predictions, .skipped: return nil
            }
        case .stream(_, let part):
            switch part {
            case .start, .stop, .stopAll: return .streams
            case .received, .finished, .active, .serviceMethod, .sequenceType: return nil
            }
        case .action, .binding, .child, .navigation, .persist, .route, .effect, .field, .prop:
            return nil
        }
    }
}

extension FeaturePlan {
    /// The runners the loader's middleware makes, in the order it makes them: the requests'
    /// and those its control cases (`loaderControlCases`) need.
    package var loaderRunners: [LoaderRunner] {
        let needed = Set(loaderControlCases.compactMap { LoaderRunner.acting(on: $0.origin) })
        return LoaderRunner.allCases.filter { $0 == .requests || needed.contains($0) }
    }
}
