extension Sequence<String> {
    /// The strings sorted by their UTF-8 bytes: the same order on every machine and in
    /// every locale (the order of `ls` in the C locale).
    ///
    /// ```swift
    /// ["b", "B", "a"].sortedByUTF8()   // ["B", "a", "b"]
    /// ```
    package func sortedByUTF8() -> [String] {
        // Each string's bytes are copied once, not walked again at every comparison.
        map { (Array($0.utf8), $0) }.sorted { $0.0.lexicographicallyPrecedes($1.0) }.map(\.1)
    }
}
