/// One `case` of the reducer-logic skeleton's switch over the feature's actions: the action
/// cases it matches, and the statement under it, whose comment says what to write there or
/// what the generated reducer does instead. The skeleton's cases are made from the plan's
/// action cases, so that each case the enum declares is matched once.
///
/// ```swift
/// plan.reducerLogicCases.map(\.patterns)
/// // [".select(let id)", ".load, .loadSuccess, .loadFailure", ".startUpdates, .stopUpdates, .updatesFinished", …]
/// ```
package struct ReducerLogicCase: Sendable {
    /// `.select(let id)`, `.load, .loadSuccess, .loadFailure`: what follows `case`.
    package var patterns: String
    /// `_ = id  // TODO: apply `select` to the state.`: the line under the case.
    package var body: String
}

extension FeaturePlan {
    /// The skeleton's cases, in the order of the action enum's first case of each.
    package var reducerLogicCases: [ReducerLogicCase] {
        // The groups in the order of their first case, each with the indexes of its cases.
        var groups: [(group: ReducerLogicGroup, cases: [Int])] = []
        var groupIndexes: [ReducerLogicGroup: Int] = [:]
        for index in actionCases.indices {
            let group = ReducerLogicGroup(actionCases[index].origin)
            if let existing = groupIndexes[group] {
                groups[existing].cases.append(index)
            } else {
                groupIndexes[group] = groups.count
                groups.append((group, [index]))
            }
        }
        return groups.map { group, members in
            let names = members.map { "." + actionCases[$0].name }.joined(separator: ", ")
            func generated(_ comment: String) -> ReducerLogicCase {
                ReducerLogicCase(patterns: names, body: "break  // The generated reducer " + comment)
            }
            func written(_ todo: String) -> ReducerLogicCase {
                let first = actionCases[members[0]]
                let statement = first.values.isEmpty ? "break" : "_ = " + first.values.boundNames
                return ReducerLogicCase(patterns: "." + first.name + first.values.bindingPattern, body: statement + "  // TODO: " + todo)
            }
            switch group {
            case .action(let name):
                return written("apply `\(name)` to the state.")
            case .bindings:
                return generated("assigns each bound field.")
            case .child(let name):
                let feature = children.first { $0.child.property == name }?.child.feature ?? ""
                return written("how the feature reacts to its `\(name)` child's action, if at all (\(feature)Reducer has reduced it).")
            case .request(let name):
                let request = requests.firstIndex { $0.name == name }
                let into = request.flatMap { requests[$0].request.into }.map { " and stores the success payload in `\($0.field)`" } ?? ""
                return generated("sets `\(request.map { requests[$0].statusName } ?? "")`\(into).")
            case .stream(let name):
                return generated("keeps `\(streams.firstIndex { $0.name == name }.map { streams[$0].activeName } ?? "")`.")
            case .streamElement(let name):
                return written("apply an element of `\(name)` to the state.")
            case .navigation:
                return generated("keeps " + (navigation?.stateProperties ?? []).map { "`\($0.name)`" }.joined(separator: " and ") + ".")
            case .persist:
                return generated("restores the persisted fields.")
            }
        }
    }
}

/// The skeleton's case an action case belongs to: the spec's action or child of its own,
/// the cases reduxgen reduces grouped by the declaration they come from, a stream's
/// elements apart from its other cases (the user applies them).
private enum ReducerLogicGroup: Hashable {
    case action(String)
    case bindings
    case child(String)
    case request(String)
    case stream(String)
    case streamElement(String)
    case navigation
    case persist

    init(_ origin: NameOrigin) {
        switch origin {
        case .action(let name): self = .action(name)
        case .binding: self = .bindings
        case .child(let name): self = .child(name)
        case .request(let name, _): self = .request(name)
        case .stream(let name, .received): self = .streamElement(name)
        case .stream(let name, _): self = .stream(name)
        case .navigation: self = .navigation
        case .persist: self = .persist
        case .route, .effect, .field, .prop:
            preconditionFailure("\(origin.description) declares no action case")
        }
    }
}
