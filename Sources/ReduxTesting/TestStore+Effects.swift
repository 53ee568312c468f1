extension TestStore {
    /// Asserts the oldest effect that the reducer asked for (with a generated `perform(_:)`)
    /// and the test has not asserted yet.
    ///
    /// ```swift
    /// await store.send(.markDone(id: 1)) { $0.todos[0].isDone = true }
    /// store.receiveEffect(TodoEffect.playDoneSound)
    /// ```
    ///
    /// For a feature's own test store, the feature's generated mocks add an overload that
    /// knows the effect's type, so `store.receiveEffect(.playDoneSound)` is enough.
    ///
    /// The reducer asks for effects while it reduces, so an effect is recorded as soon as the
    /// action that asked for it has been sent or received. Fails if the reducer asked for no
    /// effect since the last one asserted, or if the oldest differs from `effect` (showing both);
    /// with ``exhaustivity`` `.off`, the effects before the first one equal to `effect` are
    /// skipped. Effects not asserted fail the next ``send(_:assert:fileID:filePath:line:column:)``
    /// and ``finish(timeout:fileID:filePath:line:column:)``.
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
        receiveEffect(effect, ofType: Effect.self, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Asserts the oldest effect that the reducer asked for and the test has not asserted yet,
    /// as ``receiveEffect(_:fileID:filePath:line:column:)`` does: what the overload a
    /// feature's generated mocks add calls, with the feature's effect type.
    ///
    /// ```swift
    /// store.receiveEffect(.playDoneSound, ofType: TodoEffect.self)
    /// ```
    /// - Parameters:
    ///   - effect: The effect expected.
    ///   - type: Its type.
    ///   - fileID: The caller's file ID, where a failure points; the default is the caller's.
    ///   - filePath: The caller's file path, for XCTest's failure location.
    ///   - line: The caller's line.
    ///   - column: The caller's column.
    public func receiveEffect<Effect: Equatable & Sendable>(
        _ effect: Effect,
        ofType type: Effect.Type,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let fail = failure(fileID, filePath, line, column)
        if exhaustivity == .off {
            askedEffects.removeUntilFirst { ($0 as? Effect).map { DumpComparison.same($0, effect) } ?? false }
        }
        guard let asked = askedEffects.removeFirst() else {
            fail("Expected the effect \(ValueDump.line(of: effect)), but the reducer asked for none.")
            return
        }
        guard let typed = asked as? Effect, DumpComparison.same(typed, effect) else {
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
