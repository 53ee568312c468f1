/// One member of the service protocol: a method, or a stream's associated type.
public struct ServiceMethod: Hashable, Sendable {
    /// The member's name: the request's or the stream's, or the stream's sequence type.
    public var name: String
    /// The request or stream it performs.
    public var origin: NameOrigin
    /// Where that declaration's key is written.
    public var declared: SourcePosition
}
