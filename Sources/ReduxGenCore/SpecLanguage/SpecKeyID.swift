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
package enum SpecKeyID: Hashable, Sendable, CustomStringConvertible {
    /// A key of the top level of a feature spec.
    case feature(Feature)
    /// A key of one request.
    case request(Request)
    /// A key of one stream.
    case stream(Stream)
    /// A key of the top level of a child's feature spec, as it meets its parent's keys.
    case childFeature(Feature)
    /// A key of the top level of an app spec.
    case app(App)
    /// A key of the top level of a feature spec an app lists, as it meets the app's keys.
    case appFeature(Feature)

    /// The keys of the top level of a feature spec.
    package enum Feature: String, CaseIterable, Sendable {
        case feature, imports, access, equatable, state, persist, actions, requests, streams, effects, props, routes, bindings, navigation
        case children
    }

    /// The keys of one request.
    package enum Request: String, CaseIterable, Sendable {
        case params, reads, success, failure, into, failureInto, loadingInto, policy, key, cancel, dismiss, retry, timeout, debounce
        case on, then, when, optimistic, poll, cache
    }

    /// The keys of one stream.
    package enum Stream: String, CaseIterable, Sendable {
        case params, element, failure, equatable, on, stopAll
    }

    /// The keys of the top level of an app spec.
    package enum App: String, CaseIterable, Sendable {
        case app, features, imports, access, equatable
    }

    /// The key `name` of `mapping`, when the interaction table can name keys of that mapping.
    package init?(_ mapping: SpecMapping, _ name: String) {
        switch mapping {
        case .featureSpec: guard let key = Feature(rawValue: name) else { return nil }; self = .feature(key)
        case .request: guard let key = Request(rawValue: name) else { return nil }; self = .request(key)
        case .stream: guard let key = Stream(rawValue: name) else { return nil }; self = .stream(key)
        case .appSpec: guard let key = App(rawValue: name) else { return nil }; self = .app(key)
        default: return nil
        }
    }

    /// The key as a spec writes it: `cache`.
    package var name: String {
        switch self {
        case .feature(let key), .childFeature(let key), .appFeature(let key): return key.rawValue
        case .request(let key): return key.rawValue
        case .stream(let key): return key.rawValue
        case .app(let key): return key.rawValue
        }
    }

    /// The mapping the key stands in.
    package var mapping: SpecMapping {
        switch self {
        case .feature, .childFeature, .appFeature: return .featureSpec
        case .request: return .request
        case .stream: return .stream
        case .app: return .appSpec
        }
    }

    /// Whether the key is one of a spec that another holds (a child's, a listed feature's),
    /// as it meets the holder's keys.
    package var isHeldSpecsKey: Bool {
        switch self {
        case .childFeature, .appFeature: return true
        default: return false
        }
    }

    /// The key's description.
    package var key: SpecKey {
        mapping.key(named: name)!
    }

    /// The key by its path from the top of a spec, as `help spec` names it:
    /// `requests.<request>.cache`, `persist`, `the child's persist`.
    package var path: String {
        switch self {
        case .feature, .app: return name
        case .request: return "requests.<request>." + name
        case .stream: return "streams.<stream>." + name
        case .childFeature: return "the child's " + name
        case .appFeature: return "a listed feature's " + name
        }
    }

    /// The key as the interaction table names it: `cache`, the child's `persist`.
    package var description: String {
        switch self {
        case .childFeature: return "the child's `\(name)`"
        case .appFeature: return "a listed feature's `\(name)`"
        default: return "`\(name)`"
        }
    }
}
