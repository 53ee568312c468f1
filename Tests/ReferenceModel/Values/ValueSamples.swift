extension ValueType {
    /// A value of this type made from `sample`, small enough that answers often repeat:
    /// what a service answers for the sample a test draws.
    public func sample(_ sample: Int) -> ModelValue {
        let small = abs(sample) % 4
        switch self {
        case .int: return .int(small)
        case .string: return .string(["a", "b", "c", "d"][small])
        case .bool: return .bool(small % 2 == 0)
        case .item: return .item(id: small % 3, name: ["a", "b", "c", "d"][(abs(sample) / 4) % 4])
        case .list(let element): return .list((0..<(small % 3)).map { element.sample(abs(sample) / 3 + $0 * 5) })
        case .optional(let wrapped): return wrapped.sample(sample)
        case .dictionary(let key, let value): return .dictionary([key.sample(sample): value.sample(sample / 2)])
        }
    }
}
