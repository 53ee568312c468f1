extension TestStore {
    /// Asserts the oldest effect that the reducer asked for (with a generated `perform(_:)`)
    /// and the test has not asserted yet.
    ///
    /// ```swift
    /// await store.send(.markDone(id: 1)) { $0.todos[0].isDone = true }
    /// store.receiveEffect(TodoEffect.playDoneSound)
    /// ```
    ///
    /// The reducer asks for effects while it reduces, so an effect is recorded as soon as the
    /// action that asked for it has been sent or received. Fails if the reducer asked for no
    /// effect since the last one asserted, or if the oldest differs from `effect` (showing both).
    /// Effects not asserted fail the next ``send(_:assert:fileID:filePath:line:column:)`` and
    /// ``finish(timeout:fileID:filePath:line:column:)``.
    /// - Parameters:
    ///   - effect: The effect expected, such as a case of a generated `TodoEffect`.
    ///   - fileID: The caller's file ID, where a failure points; the default is the caller's.
    ///   - filePath: The caller's file path, for XCTest's failure location.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public func receiveEffect<Effect: Equatable & Sendable>(
        _ effect: Effect,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let fail = failure(fileID, filePath, line, column)
        guard let asked = askedEffects.removeFirst() else {
            fail("Expected the effect \(ValueDump.line(of: effect)), but the reducer asked for none.")
            return
        }
        guard let typed = asked as? Effect, typed == effect else {
            let diff = LineDiff.text(
                expected: ValueDump.lines(of: effect, spreadingOutermost: false),
                actual: ValueDump.lines(of: asked, spreadingOutermost: false)
            )
            fail("The reducer asked for an effect other than the expected one (- expected, + asked):\n\(diff)")
            return
        }
    }

    /// Drops the effects the reducer asked for that were not asserted yet.
    public func skipEffects() {
        _ = askedEffects.removeAll()
    }
}
