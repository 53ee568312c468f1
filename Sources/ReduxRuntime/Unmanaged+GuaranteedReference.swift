extension Unmanaged {
    /// Calls `body` with the instance, counting no reference for it: for a caller that knows
    /// the instance outlives the call, on a path taken at every action.
    ///
    /// ```swift
    /// unsafe observer.withGuaranteedReference { $0.receive(&state, change) }
    /// ```
    ///
    /// It forwards to the standard library's `_withUnsafeGuaranteedRef(_:)`. A closure
    /// written for that function directly is checked at run time for running on its actor
    /// at each call (the standard library is not compiled with strict concurrency checking);
    /// a closure written for this one, declared in this module, is not.
    @inline(__always)
    @unsafe
    func withGuaranteedReference<Result>(_ body: (Instance) -> Result) -> Result {
        unsafe _withUnsafeGuaranteedRef(body)
    }
}
