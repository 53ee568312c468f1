/// A key of the spec language named in Swift, so that the interaction table refers to keys
/// the compiler knows: a misspelt key does not build. Each case's raw value is the key as a
/// spec writes it, and `SpecKeyIDTests` checks that the cases are the described keys of
/// their mapping (`SpecMapping.keys`), no more and no fewer.
///
/// ```swift
/// let cache = SpecKeyID.request(.cache)
/// cache.name     // "cache"
/// cache.mapping  // .request
/// ```
public enum SpecKeyID: Hashable, Sendable, CustomStringConvertible {
    /// A key of the top level of a feature spec.
    case feature(Feature)
    /// A key of one request.
    case request(Request)
    /// A key of one stream.
    case stream(Stream)
    /// A key of the top level of a child's feature spec, as it meets its parent's keys.
    case childFeature(Feature)

    /// The keys of the top level of a feature spec.
    public enum Feature: String, CaseIterable, Sendable {
        case feature, imports, access, equatable, state, persist, actions, requests, streams, effects, props, routes, bindings, navigation
        case children
    }

    /// The keys of one request.
    public enum Request: String, CaseIterable, Sendable {
        case params, reads, success, failure, into, policy, key, cancel, dismiss, retry, timeout, debounce
        case on, then, when, optimistic, poll, cache
    }

    /// The keys of one stream.
    public enum Stream: String, CaseIterable, Sendable {
        case params, element, failure, equatable, stopAll
    }

    /// The key `name` of `mapping`, when the interaction table can name keys of that mapping.
    public init?(_ mapping: SpecMapping, _ name: String) {
        switch mapping {
        case .featureSpec: guard let key = Feature(rawValue: name) else { return nil }; self = .feature(key)
        case .request: guard let key = Request(rawValue: name) else { return nil }; self = .request(key)
        case .stream: guard let key = Stream(rawValue: name) else { return nil }; self = .stream(key)
        default: return nil
        }
    }

    /// The key as a spec writes it: `cache`.
    public var name: String {
        switch self {
        case .feature(let key), .childFeature(let key): return key.rawValue
        case .request(let key): return key.rawValue
        case .stream(let key): return key.rawValue
        }
    }

    /// The mapping the key stands in.
    public var mapping: SpecMapping {
        switch self {
        case .feature, .childFeature: return .featureSpec
        case .request: return .request
        case .stream: return .stream
        }
    }

    /// Whether the key is a child's, as it meets its parent's keys.
    public var isChildsKey: Bool {
        if case .childFeature = self { return true }
        return false
    }

    /// The key's description.
    public var key: SpecKey {
        mapping.key(named: name)!
    }

    /// The key by its path from the top of a spec, as `help spec` names it:
    /// `requests.<request>.cache`, `persist`, `the child's persist`.
    public var path: String {
        switch self {
        case .feature: return name
        case .request: return "requests.<request>." + name
        case .stream: return "streams.<stream>." + name
        case .childFeature: return "the child's " + name
        }
    }

    /// The key as the interaction table names it: `cache`, the child's `persist`.
    public var description: String {
        switch self {
        case .childFeature: return "the child's `\(name)`"
        default: return "`\(name)`"
        }
    }
}
