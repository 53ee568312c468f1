/// The values the spec gives one request, as generated code reads them from the feature's
/// enum of its requests' values (`TimelineSpec`, in the loader's file): the loader runs the
/// request with them, and the transition tests wait and expect by them, so that a test
/// written once keeps passing when the spec's debounce, retry, timeout, poll or cache is
/// edited.
///
/// ```swift
/// let values = RequestSpecValues(feature: "Timeline", request: "suggest")
/// values.reference(.debounce)   // "TimelineSpec.suggestDebounce"
/// ```
///
/// Each member is named by its request and what it holds. No member's suffix ends another's,
/// so two requests' members never share a name, and the enum declares nothing else, so no
/// member hides a name that its declarations write (`Swift`, `ReduxRuntime`).
package struct RequestSpecValues: Hashable, Sendable {
    /// What a member holds, and the suffix that names it after its request.
    package enum Value: String, CaseIterable, Sendable {
        /// Where the spec declares the request, `Timeline/Timeline.yaml:47`, for messages.
        case declaration = "Declaration"
        /// The request's `RequestPolicy`.
        case policy = "Policy"
        /// Its `RetryPolicy` (`retry:`).
        case retry = "Retry"
        /// Its `timeout:`, a `Duration`.
        case timeout = "Timeout"
        /// Its `debounce:`.
        case debounce = "Debounce"
        /// The time between its poll's rounds (`poll:`).
        case pollInterval = "PollInterval"
        /// How long a cached answer stays fresh (`cache:`).
        case cacheLifetime = "CacheLifetime"

        /// The spec key that gives the value: `timeout`, `poll`, `cache`.
        var specKey: String {
            switch self {
            case .declaration: "request"
            case .policy: "policy"
            case .retry: "retry"
            case .timeout: "timeout"
            case .debounce: "debounce"
            case .pollInterval: "poll"
            case .cacheLifetime: "cache"
            }
        }
    }

    /// What the enum's name adds to the feature's: `TimelineSpec`.
    package static let typeSuffix = "Spec"

    /// `TimelineSpec`.
    package let typeName: String
    /// The request's name, `suggest`.
    let request: String

    /// The values of the request `request` of the feature `feature`.
    init(feature: String, request: String) {
        typeName = feature + Self.typeSuffix
        self.request = request
    }

    /// `suggestDebounce`: the member that holds `value`.
    package func name(_ value: Value) -> String { request + value.rawValue }

    /// `TimelineSpec.suggestDebounce`: the member, as code outside the enum reads it.
    package func reference(_ value: Value) -> String { typeName + "." + name(value) }
}
