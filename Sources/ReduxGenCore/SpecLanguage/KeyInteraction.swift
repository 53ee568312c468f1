/// How two keys of the spec language combine where they meet: one row of the interaction
/// table. Every pair of keys that can meet (`SpecLanguage.meetingPlaces`) has exactly one
/// row, in `SpecLanguage.interactions`: **refused**, a located error with its fix, or
/// **defined**, one sentence of behaviour a user can rely on; a pair whose keys combine in
/// more than one way has one outcome per condition.
///
/// The spec-language article prints the rows (`SpecMarkdown.interactionTables`), and
/// `KeyInteractionTruthTests` writes each outcome's example in a spec: a refused one must get
/// exactly its error, at its key's line, and a defined one none.
///
/// ```swift
/// let row = SpecLanguage.interaction(of: .request(.cache), .request(.policy))
/// row?.outcomes.first?.verdict  // .refused(at: .request(.cache), reason: "…", fix: "…")
/// ```
package struct KeyInteraction: Sendable {
    /// Where the two keys meet, which says how the row's examples are written.
    package let scope: Scope
    /// The two keys, in the order the table shows them.
    package let first: SpecKeyID
    /// The other key.
    package let second: SpecKeyID
    /// How they combine: one outcome, or one for each condition.
    package let outcomes: [Outcome]

    /// Where two keys meet: the groups of the table.
    package enum Scope: String, CaseIterable, Sendable {
        /// Two keys of one request.
        case request
        /// Two keys of one stream.
        case stream
        /// A request's key and a key of the feature (or of another request) that change the
        /// same state field or name the same action.
        case fieldOrAction
        /// Two keys of the feature.
        case feature
        /// A key of a parent feature and a key of its child's spec, or a key of an app and a
        /// key of a feature it lists.
        case parentAndChild

        /// The group's heading in the article.
        package var title: String {
            switch self {
            case .request: return "Two keys of one request"
            case .stream: return "Two keys of one stream"
            case .fieldOrAction: return "A request and the field or action it names"
            case .feature: return "Two keys of the feature"
            case .parentAndChild: return "A parent and its child, an app and its features"
            }
        }
    }

    /// One way the two keys combine.
    package struct Outcome: Sendable {
        /// When it applies, in words: `with policy queue or concurrent`; `nil` when it is the
        /// only outcome of its row.
        package let condition: String?
        /// Refused or defined.
        package let verdict: Verdict
        /// YAML that writes both keys this way, in the place its scope says
        /// (`SpecLanguage.InteractionExample`).
        package let example: String
    }

    /// Whether a combination is refused or defined.
    package enum Verdict: Sendable {
        /// A located error at `key`, whose message is `reason; fix`.
        case refused(at: SpecKeyID, reason: String, fix: String)
        /// What the two keys do together, in one sentence.
        case defined(String)

        /// The error's message, for a refusal.
        package var message: String? {
            guard case .refused(_, let reason, let fix) = self else { return nil }
            return reason + "; " + fix
        }
    }

    /// Whether the row is about `key`.
    package func involves(_ key: SpecKeyID) -> Bool {
        first == key || second == key
    }
}

/// A key the rows of one scope name: a request's key (`.cache`) among the rows of one
/// request, any key (`.request(.into)`, `.feature(.persist)`) where keys of several mappings
/// meet.
protocol InteractingKey {
    /// The key.
    var id: SpecKeyID { get }
}

extension SpecKeyID: InteractingKey {
    var id: SpecKeyID { self }
}

extension SpecKeyID.Request: InteractingKey {
    var id: SpecKeyID { .request(self) }
}

extension SpecKeyID.Stream: InteractingKey {
    var id: SpecKeyID { .stream(self) }
}

/// One outcome as a row's source writes it: `Key` is the type of the keys its row names, so
/// that a refusal's key is written `.cache` among the rows of one request.
struct OutcomeDraft<Key: InteractingKey> {
    let outcome: KeyInteraction.Outcome
}

/// The words the rows are written with: `request(.cache, .policy, refused(…), defined(…))`.
extension SpecLanguage {
    /// A refusal: the error at `key` reads `reason; fix`, for the spec `example`.
    static func refused<Key: InteractingKey>(
        _ condition: String? = nil, at key: Key, _ reason: String, fix: String, in example: String
    ) -> OutcomeDraft<Key> {
        OutcomeDraft(outcome: .init(condition: condition, verdict: .refused(at: key.id, reason: reason, fix: fix), example: example))
    }

    /// A defined combination: `sentence` says what it does, for the spec `example`.
    static func defined<Key: InteractingKey>(_ sentence: String, in example: String) -> OutcomeDraft<Key> {
        OutcomeDraft(outcome: .init(condition: nil, verdict: .defined(sentence), example: example))
    }

    /// A defined combination when `condition` holds.
    static func defined<Key: InteractingKey>(_ condition: String, _ sentence: String, in example: String) -> OutcomeDraft<Key> {
        OutcomeDraft(outcome: .init(condition: condition, verdict: .defined(sentence), example: example))
    }

    /// A row of two keys of one request.
    static func request(
        _ first: SpecKeyID.Request, _ second: SpecKeyID.Request, _ outcomes: OutcomeDraft<SpecKeyID.Request>...
    ) -> KeyInteraction {
        KeyInteraction(scope: .request, first: first.id, second: second.id, outcomes: outcomes.map(\.outcome))
    }

    /// A row of two keys of one stream.
    static func stream(
        _ first: SpecKeyID.Stream, _ second: SpecKeyID.Stream, _ outcomes: OutcomeDraft<SpecKeyID.Stream>...
    ) -> KeyInteraction {
        KeyInteraction(scope: .stream, first: first.id, second: second.id, outcomes: outcomes.map(\.outcome))
    }

    /// A row of two keys of another scope.
    static func row(
        _ scope: KeyInteraction.Scope, _ first: SpecKeyID, _ second: SpecKeyID, _ outcomes: OutcomeDraft<SpecKeyID>...
    ) -> KeyInteraction {
        KeyInteraction(scope: scope, first: first, second: second, outcomes: outcomes.map(\.outcome))
    }

    /// Every row of the interaction table, scope by scope.
    package static let interactions: [KeyInteraction] =
        requestInteractions + streamInteractions + fieldAndActionInteractions + featureInteractions + bindingInteractions + parentAndChildInteractions

    /// The row of `first` and `second` (in either order), if they can meet.
    package static func interaction(of first: SpecKeyID, _ second: SpecKeyID) -> KeyInteraction? {
        interactions.first { ($0.first == first && $0.second == second) || ($0.first == second && $0.second == first) }
    }
}
