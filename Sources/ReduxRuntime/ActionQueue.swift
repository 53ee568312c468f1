/// The actions waiting to be dispatched, first in first out, each taken in constant time.
///
/// An `Array`'s `removeFirst()` moves every remaining element, which made a burst of n
/// actions cost n² moves; this queue advances an index instead and drops the taken slots once
/// they are the larger part.
struct ActionQueue<Action> {
    private var slots: [Action?] = []
    private var head = 0

    var isEmpty: Bool { head == slots.count }

    mutating func append(_ action: Action) {
        slots.append(action)
    }

    /// Removes and returns the oldest action, or `nil` when there is none.
    mutating func popFirst() -> Action? {
        guard head < slots.count else { return nil }
        let action = slots[head]
        // Emptying the slot releases the action's payload now, not at the next reset.
        slots[head] = nil
        head += 1
        if head == slots.count {
            slots.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 1_024, head * 2 >= slots.count {
            slots.removeFirst(head)
            head = 0
        }
        return action
    }
}
