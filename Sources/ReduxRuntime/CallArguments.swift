/// The values a call of a request is made with (its params and the state fields it reads),
/// as one hashable value: what a ``RequestCache`` tells answers apart by.
///
/// ```swift
/// CallArguments()                     // a request without params or reads
/// CallArguments(page, state.query)    // loadMore(page:) reading query
/// ```
///
/// Two are equal when they hold equal values in the same order (values of different types
/// are different).
public struct CallArguments: Hashable, Sendable, CustomStringConvertible {
    private var values: [KeyBox]

    /// Creates the arguments of a call made with `values`, in order.
    public init(_ values: any Hashable & Sendable...) {
        self.values = values.map { KeyBox($0) }
    }

    /// Adds `values` after the arguments there are, in order: the fields a call reads, after
    /// its params.
    ///
    /// ```swift
    /// var arguments = CallArguments(page)
    /// arguments.append(state.query)
    /// ```
    public mutating func append(_ values: any Hashable & Sendable...) {
        self.values += values.map { KeyBox($0) }
    }

    /// The values in parentheses, as Swift writes them: `(2, "tea")`.
    public var description: String {
        "(" + values.map { String(reflecting: $0.value) }.joined(separator: ", ") + ")"
    }
}
