/// The combinations of request keys that the spec language refuses with a located error:
/// what the grammar never draws for the corpus, and draws on purpose to check that the
/// validator refuses each.
public enum Refusal: String, CaseIterable, Hashable, Sendable {
    /// `debounce:` drops calls, `queue`/`concurrent` drop none.
    case debounceWithCountedPolicy
    /// `key:` gives each key one call at a time.
    case keyWithCountedPolicy
    /// `on:` as a list has nothing to give the params.
    case triggerWithParams
    /// `cache:` suits `latest` and `first`.
    case cacheWithCountedPolicy
    /// Answering again from the cache would add the rows twice.
    case cacheIntoInsertion
    /// Answers in any order: the field would show whichever came last.
    case concurrentIntoAssign
    /// One plain field for every key is `latest` across keys.
    case firstKeyIntoAssign
    /// A prediction needs a field to show in.
    case optimisticWithoutInto
    /// A debounce can drop the call a prediction belongs to.
    case optimisticWithDebounce
    /// A failed prediction kept marked failed is a row of a list: not in an assigned or keyed field.
    case keepFailedWithoutRows
    /// `keyed` stores at the request's key.
    case keyedWithoutKey
    /// `then:` naming the request itself calls it again after each success.
    case thenItself
    /// `then:` naming a request with params: nothing gives them.
    case thenRequestWithParams
    /// One loading flag cannot say which key's call runs.
    case loadingFlagWithKey

    /// Whether `request`, of `feature`, makes this combination.
    public func isMade(by request: DrawnRequest, in feature: DrawnFeature) -> Bool {
        let counted = request.policy.countsCalls
        switch self {
        case .debounceWithCountedPolicy: return request.debounce != nil && counted
        case .keyWithCountedPolicy: return request.key != nil && counted
        case .triggerWithParams: return !request.on.isEmpty && request.params != .none && request.onArguments.isEmpty
        case .cacheWithCountedPolicy: return request.cache != nil && counted
        case .cacheIntoInsertion: return request.cache != nil && (request.into?.mode == .append || request.into?.mode == .prepend)
        case .concurrentIntoAssign: return request.policy == .concurrent && request.into?.mode == .assign
        case .firstKeyIntoAssign: return request.policy == .first && request.isLatestAcrossKeys
        case .optimisticWithoutInto: return request.optimistic && request.into == nil
        case .optimisticWithDebounce: return request.optimistic && request.debounce != nil
        case .keepFailedWithoutRows: return request.keepsFailed && (request.into?.mode == .assign || request.into?.mode == .keyed)
        case .keyedWithoutKey: return request.into?.mode == .keyed && request.key == nil
        case .thenItself: return request.then.contains(request.name)
        case .thenRequestWithParams:
            return request.then.contains { name in feature.request(name).map { $0.params != .none } ?? false }
        case .loadingFlagWithKey: return request.loadingInto != nil && request.key != nil
        }
    }

    /// The refusals `request` makes.
    public static func made(by request: DrawnRequest, in feature: DrawnFeature) -> [Refusal] {
        allCases.filter { $0.isMade(by: request, in: feature) }
    }

    /// A request named `name` that makes this combination and no other, in a feature with
    /// the fields ``exampleFields`` and a request with params named `paramsTarget`.
    public func example(named name: String) -> DrawnRequest {
        var request = DrawnRequest(name: name)
        switch self {
        case .debounceWithCountedPolicy:
            request.debounce = 250
            request.policy = .queue
        case .keyWithCountedPolicy:
            request.params = .labelled([DrawnRequest.Param(label: "ref", type: .int)])
            request.key = "ref"
            request.policy = .concurrent
        case .triggerWithParams:
            request.params = .unlabelled(.int)
            request.on = ["bump"]
        case .cacheWithCountedPolicy:
            request.cache = 5000
            request.policy = .queue
        case .cacheIntoInsertion:
            request.success = .list(.int)
            request.into = DrawnRequest.Into(field: "insertedValues", mode: .append, isElement: false)
            request.cache = 5000
        case .concurrentIntoAssign:
            request.success = .int
            request.into = DrawnRequest.Into(field: "assignedValue", mode: .assign, isElement: false)
            request.policy = .concurrent
        case .firstKeyIntoAssign:
            request.params = .labelled([DrawnRequest.Param(label: "ref", type: .int)])
            request.key = "ref"
            request.success = .int
            request.into = DrawnRequest.Into(field: "assignedValue", mode: .assign, isElement: false)
            request.policy = .first
        case .optimisticWithoutInto:
            request.success = .int
            request.optimistic = true
        case .optimisticWithDebounce:
            request.success = .int
            request.into = DrawnRequest.Into(field: "assignedValue", mode: .assign, isElement: false)
            request.optimistic = true
            request.debounce = 250
        case .keepFailedWithoutRows:
            request.success = .int
            request.into = DrawnRequest.Into(field: "assignedValue", mode: .assign, isElement: false)
            request.optimistic = true
            request.keepsFailed = true
        case .keyedWithoutKey:
            request.success = .int
            request.into = DrawnRequest.Into(field: "keyedValues", mode: .keyed, isElement: false)
        case .thenItself:
            request.then = [name]
        case .thenRequestWithParams:
            request.then = ["paramsTarget"]
        case .loadingFlagWithKey:
            request.params = .labelled([DrawnRequest.Param(label: "ref", type: .int)])
            request.key = "ref"
            request.loadingInto = request.loadingFlagName
        }
        return request
    }

    /// The fields the examples' `into` names.
    public static let exampleFields = [
        DrawnFeature.Field(name: "insertedValues", type: .list(.int), initial: .list([]), isBinding: false),
        DrawnFeature.Field(name: "assignedValue", type: .int, initial: .int(0), isBinding: false),
        DrawnFeature.Field(name: "keyedValues", type: .dictionary(key: .int, value: .int), initial: .dictionary([:]), isBinding: false),
    ]

    /// The request with params that ``thenRequestWithParams``'s example names.
    public static var paramsTarget: DrawnRequest {
        var request = DrawnRequest(name: "paramsTarget")
        request.params = .unlabelled(.int)
        return request
    }
}
