/// One member of the service protocol: a method, or a stream's associated type.
package struct ServiceMethod: Hashable, Sendable {
    /// The member's name: the request's or the stream's, or the stream's sequence type.
    package var name: String
    /// The request or stream it performs.
    package var origin: NameOrigin
    /// Where that declaration's key is written.
    package var declared: SourcePosition
}
