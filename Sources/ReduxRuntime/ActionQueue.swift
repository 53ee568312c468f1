/// The actions waiting to be dispatched, first in first out, each taken in constant time.
///
/// An `Array`'s `removeFirst()` moves every remaining element, which made a burst of n
/// actions cost n² moves; this queue advances an index instead and drops the taken slots once
/// they are the larger part.
///
/// The count is kept beside the slots, so that the store's check for waiting actions after
/// each dispatch reads an integer: the slots' own count is a call on an array of the app's
/// action type, which generic code looks up at run time.
struct ActionQueue<Action> {
    /// How many actions wait.
    private var count = 0
    private var slots: [Action?] = []
    private var head = 0

    var isEmpty: Bool { count == 0 }

    mutating func append(_ action: Action) {
        slots.append(action)
        count += 1
    }

    /// Removes and returns the oldest action, or `nil` when there is none.
    mutating func popFirst() -> Action? {
        guard count > 0 else { return nil }
        let action = slots[head]
        // Emptying the slot releases the action's payload now, not at the next reset.
        slots[head] = nil
        head += 1
        count -= 1
        if count == 0 {
            slots.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 1_024, head >= count {
            slots.removeFirst(head)
            head = 0
        }
        return action
    }
}
