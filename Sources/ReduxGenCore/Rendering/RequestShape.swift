/// What a request needs beyond v1's spellings, as plain flags, so that templates read them
/// for every request without copying the request's strings; a request that needs none of
/// them (`isPlain`) is written from the feature's text alone, as in v1.
struct RequestShape: Sendable {
    var countsCalls: Bool
    var hasKey: Bool
    var carriesParams: Bool
    var hasReads: Bool
    var cancel: Bool
    var dismiss: Bool
    var hasTimeout: Bool
    /// Whether the request's spellings are v1's: no key, reads, retry, timeout, debounce,
    /// and no policy under which answers carry params.
    var isPlain: Bool

    init(_ request: Request) {
        countsCalls = request.countsCalls
        hasKey = request.key != nil
        carriesParams = request.answersCarryParams
        hasReads = !request.reads.isEmpty
        cancel = request.cancel
        dismiss = request.dismiss
        hasTimeout = request.timeout != nil
        isPlain = !hasKey && !hasReads && !countsCalls && request.retry == nil && request.timeout == nil && request.debounce == nil
    }
}
