/// One part of the tests of the bindings and triggers, as their mark lists it: what the
/// tests folder has tests of, and what a file of those tests added later tests.
package enum TriggerTestPart: Hashable, Sendable {
    /// A binding, by its field's name: `query`.
    case binding(String)
    /// An action and a request its `on:` starts: `setQuery → search`.
    case trigger(action: String, request: String)

    /// `query`, `setQuery → search`: the part in a mark's list.
    package var listed: String {
        switch self {
        case .binding(let field): return field
        case .trigger(let action, let request): return action + Self.arrow + request
        }
    }

    /// Whether `listed` is a part as a mark's list writes it: a name, or two names
    /// either side of the arrow.
    package static func isListed(_ listed: Substring) -> Bool {
        let names = listed.split(separator: arrow, omittingEmptySubsequences: false)
        return names.count <= 2 && names.allSatisfy { name in
            !name.isEmpty && name.unicodeScalars.allSatisfy { !$0.isASCII || $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        }
    }

    private static let arrow = " → "
}
