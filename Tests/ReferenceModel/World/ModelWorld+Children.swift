/// The children's lifetimes: a row or a pane that leaves the state ends its work (calls,
/// sleeps, polls; its late answers go nowhere). A pane replaced by one of another `id` is
/// another child; one of the same `id` is the same child with a new state.
extension ModelWorld {
    mutating func addRow(_ id: Int) {
        guard !rowOrder.contains(id) else { return }
        rowOrder.append(id)
        states[.row(id)] = FeatureState(feature: feature.rows!, id: id)
        generations[.row(id)] = nextSerial()
    }

    mutating func removeRow(_ id: Int) {
        guard rowOrder.contains(id) else { return }
        rowOrder.removeAll { $0 == id }
        endInstance(at: .row(id))
    }

    mutating func openPane(_ id: Int) {
        if let pane = states[.pane], pane.fields["id"] == .int(id) {
            states[.pane] = FeatureState(feature: feature.pane!, id: id)
            return
        }
        if states[.pane] != nil { endInstance(at: .pane) }
        states[.pane] = FeatureState(feature: feature.pane!, id: id)
        generations[.pane] = nextSerial()
    }

    mutating func removePane() {
        guard states[.pane] != nil else { return }
        endInstance(at: .pane)
    }

    private mutating func endInstance(at path: InstancePath) {
        guard let generation = generations.removeValue(forKey: path) else { return }
        states[path] = nil
        for call in calls where call.path == path && call.generation == generation {
            abandon { $0.call == call.serial }
        }
        calls.removeAll { $0.path == path && $0.generation == generation }
        timers.removeAll { $0.path == path && $0.generation == generation }
        polls = polls.filter { $0.key.path != path || $0.key.generation != generation }
        cache = cache.filter { $0.key.path != path || $0.key.generation != generation }
    }
}
