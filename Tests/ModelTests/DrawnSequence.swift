import ReduxTestSupport
import ReferenceModel

/// A random test sequence for one feature of the corpus: the events, and whether the test's
/// service honours cancellation (a cancelled call ends at once) or lets cancelled calls
/// answer late. Everything follows from `seed`.
struct DrawnSequence: Sendable {
    let seed: UInt64
    let feature: DrawnFeature
    let honorsCancellation: Bool
    var events: [ModelEvent]

    /// The sequence `seed` draws among `features`: its events are chosen as the model
    /// runs them, so that answers go to calls in flight and the clock reaches the sleeps.
    init(seed: UInt64, features: [DrawnFeature]) {
        var draw = EventDraw(random: SplitMix64(seed: seed))
        self.seed = seed
        feature = features[draw.int(in: 0...(features.count - 1))]
        honorsCancellation = draw.chance(0.3)
        var world = ModelWorld(feature: feature, honorsCancellation: honorsCancellation)
        events = []
        for _ in 0..<draw.int(in: 4...30) {
            // An event that makes two sleeps end at once is drawn again (see `hasTiedSleeps`).
            for _ in 0..<10 {
                let event = draw.event(in: world)
                var next = world
                next.apply(event)
                guard !next.hasTiedSleeps else { continue }
                world = next
                events.append(event)
                break
            }
        }
    }

    init(seed: UInt64, feature: DrawnFeature, honorsCancellation: Bool, events: [ModelEvent]) {
        self.seed = seed
        self.feature = feature
        self.honorsCancellation = honorsCancellation
        self.events = events
    }
}

extension DrawnSequence {
    /// Whether `events` of this sequence never make two sleeps end at once in the model,
    /// as drawn sequences do (the shrinker keeps to such candidates).
    func keepsSleepsApart(_ events: [ModelEvent]) -> Bool {
        var world = ModelWorld(feature: feature, honorsCancellation: honorsCancellation)
        for event in events {
            world.apply(event)
            if world.hasTiedSleeps { return false }
        }
        return true
    }
}

extension ModelWorld {
    /// Runs `event`: an advance wakes each sleep it reaches in turn.
    mutating func apply(_ event: ModelEvent) {
        switch event {
        case .send(let event):
            send(event)
        case .answer(let pick, let answer):
            if let call = serviceCall(picked: pick) { self.answer(call, with: answer) }
        case .advance(let milliseconds):
            let target = now + milliseconds
            while let deadline = nextDeadline, deadline <= target { advance(to: deadline) }
            advance(to: target)
        case .streamElement(let value):
            streamDelivers(value)
        case .streamEnd(let failed):
            streamEnds(failed: failed)
        }
    }
}

/// Draws the events of a sequence, weighted towards what makes requests meet: calls
/// answered in any order, the clock moved to the next sleep, the same params again.
struct EventDraw {
    var random: SplitMix64

    mutating func chance(_ probability: Double) -> Bool {
        Double(random.next() % 10_000) < probability * 10_000
    }

    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(random.next() % UInt64(range.count))
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[int(in: 0...(items.count - 1))]
    }

    mutating func event(in world: ModelWorld) -> ModelEvent {
        if world.isSubscribed, chance(0.25) {
            return chance(0.8) ? .streamElement(int(in: 0...9)) : .streamEnd(failed: chance(0.5))
        }
        if !world.serviceCalls.isEmpty, chance(0.4) {
            let answer: AnswerValue = chance(0.7)
                ? .success(sample: int(in: 0...40))
                : .failure(.failure(code: int(in: 1...3), retryable: chance(0.5)))
            return .answer(pick: int(in: 0...(world.serviceCalls.count - 1)), answer)
        }
        if chance(0.15) {
            if let deadline = world.nextDeadline, chance(0.75) {
                return .advance(milliseconds: deadline - world.now + (chance(0.7) ? 0 : int(in: 1...400)))
            }
            return .advance(milliseconds: int(in: 100...6000))
        }
        return .send(featureEvent(in: world))
    }

    private mutating func featureEvent(in world: ModelWorld) -> FeatureEvent {
        let feature = world.feature
        if let rows = feature.rows, chance(0.2) {
            if chance(0.4) { return chance(0.7) ? .addRow(int(in: 1...3)) : .removeRow(int(in: 1...3)) }
            return .row(int(in: 1...3), event(of: rows))
        }
        if let pane = feature.pane, chance(0.2) {
            if chance(0.35) { return chance(0.8) ? .openPane(int(in: 1...2)) : .plain("closePane") }
            return .pane(event(of: pane))
        }
        if feature.stream != nil, chance(0.15) {
            return chance(0.6) ? .startStream : .stopStream
        }
        if let navigation = feature.navigation, chance(0.2) {
            switch int(in: 0...9) {
            case 0...3: return .plain(DrawnNavigation.go)
            case 4: return .plain(pick(Array(navigation.rules.keys).sorted()))
            case 5: return .push(route())
            case 6: return .pop
            case 7: return .popToRoot
            default: return .setPath((0..<int(in: 0...3)).map { _ in route() })
            }
        }
        return event(of: feature)
    }

    /// An event of one instance of `feature`.
    private mutating func event(of feature: DrawnFeature) -> FeatureEvent {
        let roll = int(in: 0...99)
        if roll < 50 || feature.bindings.isEmpty {
            let request = pick(feature.requests)
            let params = request.params.values.map { value(of: $0.type) }
            if request.cache != nil, chance(0.15) { return .force(request.name, params) }
            if request.poll != nil, chance(0.1) {
                return chance(0.7) ? .startPolling(request.name, params) : .stopPolling(request.name, request.keyIndex.map { params[$0] })
            }
            return .request(request.name, params)
        }
        if roll < 70 {
            let field = pick(feature.bindings)
            return .set(field.name, value(of: field.type))
        }
        if roll < 85 {
            if feature.hasNudge, chance(0.4) { return .nudge(value(of: .int), value(of: .string)) }
            return .plain(chance(0.9) ? pick(DrawnFeature.plainActions) : DrawnFeature.resetStatuses)
        }
        let request = pick(feature.requests)
        let key = request.keyType.map { value(of: $0) }
        if request.cancel, chance(0.5) { return .cancel(request.name, key) }
        if request.dismiss { return .dismiss(request.name, key) }
        return .plain(pick(DrawnFeature.plainActions))
    }

    private mutating func route() -> DrawnRoute {
        chance(0.3) ? .home : .item(int(in: 0...2))
    }

    /// A param's or a field's value, from a small domain so that calls meet on the same ones.
    private mutating func value(of type: ValueType) -> ModelValue {
        switch type {
        case .int: return .int(int(in: 0...2))
        case .string: return .string(pick(["", "a", "b"]))
        case .bool: return .bool(chance(0.6))
        default: return type.sample(int(in: 0...9))
        }
    }
}
