/// A case pattern that binds every value of the case, with the values its code does not use.
///
/// A `_` in the pattern of a case whose type is missing is an error of its own ("'_' can
/// only appear in a pattern"): the compiler cannot resolve the case, and reads the pattern
/// as an expression. Bound, the values it does not use are discarded by `discard`.
struct CasePattern: Sendable {
    /// `(let id, let payload)`, or nothing when the code uses no value.
    var pattern: String
    /// The bindings of the values the code does not use.
    var unused: [String]

    /// `_ = payload` or `_ = (text, payload)`, the statement that discards the values the
    /// code does not use; `nil` when it uses them all.
    var discard: String? {
        guard !unused.isEmpty else { return nil }
        return "_ = " + (unused.count == 1 ? unused[0] : parenthesized(unused)) + "  // bound: '_' fails when a type of the case is missing"
    }
}
