import ReduxTestSupport

/// Draws a feature's stream and navigation, from a random sequence of their own, so that the
/// requests the corpus draws for its pairs of atoms stay what they are.
///
/// - The stream may start after a setter (its `on:`); a request without params may start
///   after its start or stop action (`on:`), another may start or stop it after each of its
///   successes (`then:`), unless that leads back to the request.
/// - The routing has a rule after `go`, and may have one after each plain action that no
///   `on:` or `then:` names (the generated transition tests send those, and expect the path
///   to stay).
struct StreamAndNavigationDraw {
    var draw: RequestDraw

    init(seed: UInt64, number: Int) {
        draw = RequestDraw(random: SplitMix64(seed: seed ^ (0x5157_4EA4 &* UInt64(number))))
    }

    /// `feature` with a stream and a navigation, each by chance (the first feature has both).
    mutating func extend(_ feature: inout DrawnFeature, number: Int) {
        if number == 1 || draw.chance(0.5) { addStream(to: &feature) }
        if number == 1 || draw.chance(0.5) { addNavigation(to: &feature) }
    }

    private mutating func addStream(to feature: inout DrawnFeature) {
        var stream = DrawnStream()
        let setters = feature.bindings.map(\.setterName)
        if draw.chance(0.5) { stream.on = [draw.pick(setters)] }
        feature.stream = stream
        feature.fields += stream.fields
        let plain = feature.requests.indices.filter { feature.requests[$0].params == .none }
        guard !plain.isEmpty else { return }
        let started = draw.pick(plain)
        if draw.chance(0.8) {
            feature.requests[started].on.append(draw.chance(0.7) ? stream.startName : stream.stopName)
        }
        let others = plain.filter { $0 != started }
        if let following = others.isEmpty ? nil : draw.pick(others), draw.chance(0.8) {
            let action = draw.chance(0.7) ? stream.startName : stream.stopName
            let name = feature.requests[following].name
            if !FollowUps.leadsBack(from: action, to: name, in: feature.requests) {
                feature.requests[following].then.append(action)
            }
        }
        FeatureDraw.removeLoops(from: &feature.requests)
    }

    private mutating func addNavigation(to feature: inout DrawnFeature) {
        var rules: [String: RoutingRule] = [DrawnNavigation.go: rule(staying: false)]
        let named = Set(feature.requests.flatMap { $0.on + $0.then } + (feature.stream?.on ?? []))
        for action in DrawnFeature.plainActions + [DrawnFeature.resetStatuses] where !named.contains(action) && draw.chance(0.5) {
            rules[action] = rule(staying: true)
        }
        feature.navigation = DrawnNavigation(rules: rules)
    }

    private mutating func rule(staying: Bool) -> RoutingRule {
        var rules: [RoutingRule] = [.pushHome, .pushItemAtDepth, .pushItemAtDepth, .backUnlessShallow, .setPath([]), .setPath([.home, .item(draw.int(in: 0...2))])]
        if staying { rules.append(.stay) }
        return draw.pick(rules)
    }
}
