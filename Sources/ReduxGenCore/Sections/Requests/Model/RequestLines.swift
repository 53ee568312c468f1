/// The spec lines of a request's parts, for `#sourceLocation`.
package struct RequestLines: Hashable, Sendable {
    /// The request's key.
    package var name: Int
    /// `params:` (or the key when absent).
    package var params: Int
    /// `reads:` (or the key).
    package var reads: Int
    /// `success:` (or the key).
    package var success: Int
    /// `failure:` (or the key).
    package var failure: Int
    /// `into:` (or the key).
    package var into: Int
    /// `timeout:` (or the key).
    package var timeout: Int
    /// `optimistic:` (or the key).
    package var optimistic: Int

    /// Every part on the key's line.
    package init(_ line: Int) {
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
