import ReduxRuntime

/// The effects that a ``TestStore``'s reducer asked for (with a generated `perform(_:)`) and
/// the test has not asserted yet, oldest first.
@MainActor
final class AskedEffects {
    private(set) var unasserted: [any Sendable] = []

    /// Wraps `reducer` so that every effect it asks for is recorded here (and still reaches
    /// the effect middleware around the reducer).
    func recording<State, Action>(_ reducer: @escaping (inout State, Action) -> Void) -> (inout State, Action) -> Void {
        { state, action in
            self.unasserted += EffectOutbox.collect((any Sendable).self) { reducer(&state, action) }
        }
    }

    /// Removes and returns the oldest effect not asserted yet.
    func removeFirst() -> (any Sendable)? {
        unasserted.isEmpty ? nil : unasserted.removeFirst()
    }

    /// Removes the effects before the first one that `matches`, when one does.
    func removeUntilFirst(where matches: (any Sendable) -> Bool) {
        guard let index = unasserted.firstIndex(where: matches) else { return }
        unasserted.removeFirst(index)
    }

    /// Removes and returns every effect not asserted yet.
    func removeAll() -> [any Sendable] {
        defer { unasserted.removeAll() }
        return unasserted
    }

    /// `2 effects asked for by the reducer not asserted with receiveEffect(_:):` and the list.
    static func unassertedMessage(_ effects: [any Sendable]) -> String {
        let count = effects.count == 1 ? "1 effect" : "\(effects.count) effects"
        let list = effects.map { "  " + ValueDump.line(of: $0) }.joined(separator: "\n")
        return "\(count) asked for by the reducer not asserted with receiveEffect(_:):\n\(list)"
    }
}
