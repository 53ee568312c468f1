/// Names that the generated code derives from several places must not collide.
extension ValidationSession {
    /// A name the generated code declares, and what in the spec it comes from.
    private struct DeclaredName {
        var name: String
        var origin: Origin
        var location: SourceLocation
    }

    /// What in the spec declares a name; spelt out only when a collision is reported.
    private enum Origin: CustomStringConvertible {
        case action(String)
        case field(String)
        case request(String)
        case success(String)
        case failure(String)
        case status(String)

        var description: String {
            switch self {
            case .action(let name): return "the action '\(name)'"
            case .field(let name): return "the state field '\(name)'"
            case .request(let name): return "the request '\(name)'"
            case .success(let name): return "the success action of the request '\(name)'"
            case .failure(let name): return "the failure action of the request '\(name)'"
            case .status(let name): return "the status field of the request '\(name)'"
            }
        }
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
            cases.append(DeclaredName(name: action.name, origin: .action(action.name), location: location))
        }
        for field in feature.fields {
            guard let location = fieldLocations[field.name] else { continue }
            properties.append(DeclaredName(name: field.name, origin: .field(field.name), location: location))
        }
        for request in feature.requests {
            guard let location = requestLocations[request.name] else { continue }
            cases.append(DeclaredName(name: request.name, origin: .request(request.name), location: location))
            cases.append(DeclaredName(name: request.successCaseName, origin: .success(request.name), location: location))
            cases.append(DeclaredName(name: request.failureCaseName, origin: .failure(request.name), location: location))
            properties.append(DeclaredName(name: request.statusFieldName, origin: .status(request.name), location: location))
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
