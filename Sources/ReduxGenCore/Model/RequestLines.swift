/// The spec lines of a request's parts, for `#sourceLocation`.
public struct RequestLines: Hashable, Sendable {
    /// The request's key.
    public var name: Int
    /// `params:` (or the key when absent).
    public var params: Int
    /// `reads:` (or the key).
    public var reads: Int
    /// `success:` (or the key).
    public var success: Int
    /// `failure:` (or the key).
    public var failure: Int
    /// `into:` (or the key).
    public var into: Int
    /// `timeout:` (or the key).
    public var timeout: Int
    /// `optimistic:` (or the key).
    public var optimistic: Int

    /// Every part on the key's line.
    public init(_ line: Int) {
        name = line
        params = line
        reads = line
        success = line
        failure = line
        into = line
        timeout = line
        optimistic = line
    }
}
