/// One choice a request's keys make, for telling which combinations the corpus holds: the
/// corpus is drawn until every pair of atoms that can meet on a request meets on one.
public enum RequestAtom: String, CaseIterable, Hashable, Sendable, Comparable {
    case latest, first, queue, concurrent
    case params, unlabelledParam, key, reads, success, typedFailure
    case assign, append, prepend, upsert, keyed, intoElement, intoOptional, failureInto, loadingInto
    case cancel, dismiss, retry, timeout, debounce, on, when, then, optimistic, cache, poll
    /// The request belongs to a collection's child, or to an optional child.
    case inRow, inPane

    /// The atoms `request`, of a feature with `role`, is made of.
    public static func atoms(of request: DrawnRequest, role: DrawnFeature.Role) -> Set<RequestAtom> {
        var atoms: Set<RequestAtom> = []
        switch request.policy {
        case .latest: atoms.insert(.latest)
        case .first: atoms.insert(.first)
        case .queue: atoms.insert(.queue)
        case .concurrent: atoms.insert(.concurrent)
        }
        switch request.params {
        case .none: break
        case .unlabelled: atoms.formUnion([.params, .unlabelledParam])
        case .labelled: atoms.insert(.params)
        }
        if request.key != nil { atoms.insert(.key) }
        if !request.reads.isEmpty { atoms.insert(.reads) }
        if request.success != nil { atoms.insert(.success) }
        if request.typedFailure { atoms.insert(.typedFailure) }
        if let into = request.into {
            switch into.mode {
            case .assign: atoms.insert(.assign)
            case .append: atoms.insert(.append)
            case .prepend: atoms.insert(.prepend)
            case .upsert: atoms.insert(.upsert)
            case .keyed: atoms.insert(.keyed)
            }
            if into.isElement { atoms.insert(.intoElement) }
            if into.isOptional { atoms.insert(.intoOptional) }
        }
        if request.failureInto != nil { atoms.insert(.failureInto) }
        if request.loadingInto != nil { atoms.insert(.loadingInto) }
        if request.cancel { atoms.insert(.cancel) }
        if request.dismiss { atoms.insert(.dismiss) }
        if request.retry != nil { atoms.insert(.retry) }
        if request.timeout != nil { atoms.insert(.timeout) }
        if request.debounce != nil { atoms.insert(.debounce) }
        if !request.on.isEmpty { atoms.insert(.on) }
        if request.when != nil { atoms.insert(.when) }
        if !request.then.isEmpty { atoms.insert(.then) }
        if request.optimistic { atoms.insert(.optimistic) }
        if request.cache != nil { atoms.insert(.cache) }
        if request.poll != nil { atoms.insert(.poll) }
        switch role {
        case .top: break
        case .row: atoms.insert(.inRow)
        case .pane: atoms.insert(.inPane)
        }
        return atoms
    }

    public static func < (lhs: RequestAtom, rhs: RequestAtom) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Two atoms that meet on a request, the smaller first.
public struct AtomPair: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let first: RequestAtom
    public let second: RequestAtom

    public init(_ a: RequestAtom, _ b: RequestAtom) {
        (first, second) = a < b ? (a, b) : (b, a)
    }

    /// Every pair of `atoms`.
    public static func pairs(of atoms: Set<RequestAtom>) -> Set<AtomPair> {
        let sorted = atoms.sorted()
        var pairs: Set<AtomPair> = []
        for (index, a) in sorted.enumerated() {
            for b in sorted[(index + 1)...] { pairs.insert(AtomPair(a, b)) }
        }
        return pairs
    }

    public var description: String { "\(first.rawValue)+\(second.rawValue)" }

    public static func < (lhs: AtomPair, rhs: AtomPair) -> Bool {
        (lhs.first, lhs.second) < (rhs.first, rhs.second)
    }
}
