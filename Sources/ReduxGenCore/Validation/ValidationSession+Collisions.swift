/// Names that the generated code derives from several places must not collide.
extension ValidationSession {
    /// A name the generated code declares, and what in the spec it comes from.
    private struct DeclaredName {
        var name: String
        var origin: String
        var location: SourceLocation
    }

    /// Action cases (actions and each request's triple) and state properties (fields and
    /// each request's status) must each be unique.
    mutating func checkCollisions(_ feature: Feature, pairs: [YAMLNode.Pair]) {
        let actionLocations = keyLocations(of: "actions", in: pairs)
        let requestLocations = keyLocations(of: "requests", in: pairs)
        let fieldLocations = keyLocations(of: "state", in: pairs)

        var cases: [DeclaredName] = []
        var properties: [DeclaredName] = []
        for action in feature.actions {
            guard let location = actionLocations[action.name] else { continue }
            cases.append(DeclaredName(name: action.name, origin: "the action '\(action.name)'", location: location))
        }
        for field in feature.fields {
            guard let location = fieldLocations[field.name] else { continue }
            properties.append(DeclaredName(name: field.name, origin: "the state field '\(field.name)'", location: location))
        }
        for request in feature.requests {
            guard let location = requestLocations[request.name] else { continue }
            let origin = "the request '\(request.name)'"
            cases.append(DeclaredName(name: request.name, origin: origin, location: location))
            cases.append(DeclaredName(name: request.name + "Success", origin: "the success action of \(origin)", location: location))
            cases.append(DeclaredName(name: request.name + "Failure", origin: "the failure action of \(origin)", location: location))
            properties.append(DeclaredName(name: request.name + "Status", origin: "the status field of \(origin)", location: location))
        }
        reportDuplicates(cases, kind: "action case")
        reportDuplicates(properties, kind: "state property")
    }

    private mutating func reportDuplicates(_ names: [DeclaredName], kind: String) {
        var first: [String: DeclaredName] = [:]
        for declared in names {
            guard let earlier = first[declared.name] else {
                first[declared.name] = declared
                continue
            }
            error(
                "\(declared.origin) generates the \(kind) '\(declared.name)', which \(earlier.origin) already declares",
                at: declared.location,
                notes: [.note("\(earlier.origin) is here", at: earlier.location)])
        }
    }

    private func keyLocations(of section: String, in pairs: [YAMLNode.Pair]) -> [String: SourceLocation] {
        guard let node = value(of: section, in: pairs), case .mapping(let entries) = node.content else { return [:] }
        var locations: [String: SourceLocation] = [:]
        for entry in entries { locations[entry.key] = entry.keyLocation }
        return locations
    }
}
