import XCTest

@testable import ReduxGenCore

/// The interaction table is complete: every pair of keys that can meet
/// (`SpecLanguage.meetingPlaces`) has exactly one row, no row names keys that cannot meet,
/// and every key of the spec language is placed. What each row says is checked against the
/// validator by `KeyInteractionTruthTests`.
final class KeyInteractionTableTests: XCTestCase {
    /// The keys `SpecKeyID` names are the described keys of their mappings, in order.
    func testTheKeyNamesAreTheDescribedKeys() {
        XCTAssertEqual(SpecKeyID.Feature.allCases.map(\.rawValue), SpecMapping.featureSpec.keys.map(\.name))
        XCTAssertEqual(SpecKeyID.Request.allCases.map(\.rawValue), SpecMapping.request.keys.map(\.name))
        XCTAssertEqual(SpecKeyID.Stream.allCases.map(\.rawValue), SpecMapping.stream.keys.map(\.name))
        XCTAssertEqual(SpecKeyID.App.allCases.map(\.rawValue), SpecMapping.appSpec.keys.map(\.name))
    }

    /// Every key meets another in a place, or is listed as meeting none: never both.
    func testEveryKeyIsPlaced() {
        let placed = Set(SpecLanguage.meetingPlaces.flatMap { $0.pairs.flatMap { [$0.0, $0.1] } })
        let alone = Set(SpecLanguage.keysMeetingNoOther)
        let keys = SpecKeyID.Feature.allCases.map(SpecKeyID.feature) + SpecKeyID.Request.allCases.map(SpecKeyID.request)
            + SpecKeyID.Stream.allCases.map(SpecKeyID.stream) + SpecKeyID.App.allCases.map(SpecKeyID.app)
        for key in keys {
            XCTAssertTrue(placed.contains(key) != alone.contains(key), "\(key) must meet another key in SpecLanguage.meetingPlaces, or be in keysMeetingNoOther")
        }
        XCTAssertEqual(SpecLanguage.keysMeetingNoOther.count, alone.count, "a key listed twice")
    }

    /// Each pair of keys that can meet has one row, in the scope of a place where they meet;
    /// a row of keys that share no place, or a pair with two rows, fails.
    func testEveryPairThatCanMeetHasExactlyOneRow() {
        var rowsByPair: [Pair: [KeyInteraction]] = [:]
        for row in SpecLanguage.interactions {
            rowsByPair[Pair(row.first, row.second), default: []].append(row)
        }
        var scopesByPair: [Pair: Set<KeyInteraction.Scope>] = [:]
        for place in SpecLanguage.meetingPlaces {
            for (first, second) in place.pairs {
                scopesByPair[Pair(first, second), default: []].insert(place.scope)
            }
        }
        for (pair, scopes) in scopesByPair.sorted(by: { $0.key.description < $1.key.description }) {
            let rows = rowsByPair[pair] ?? []
            XCTAssertEqual(rows.count, 1, "\(pair) can meet (\(scopes.map(\.rawValue).sorted())) and has \(rows.count) rows")
            if let row = rows.first { XCTAssertTrue(scopes.contains(row.scope), "\(pair) is a row of \(row.scope), but meets in \(scopes)") }
        }
        for pair in rowsByPair.keys where scopesByPair[pair] == nil {
            XCTFail("\(pair) has a row, but the keys meet in no place of SpecLanguage.meetingPlaces")
        }
    }

    /// A row says how its keys combine in one outcome, or in one per condition; messages and
    /// sentences are written as the rest of reduxgen's.
    func testEachRowIsWrittenAsTheTableShowsIt() {
        for row in SpecLanguage.interactions {
            let label = "\(row.first) and \(row.second)"
            XCTAssertNotEqual(row.first, row.second, label)
            XCTAssertFalse(row.outcomes.isEmpty, label)
            if row.outcomes.count > 1 {
                XCTAssertTrue(row.outcomes.allSatisfy { $0.condition != nil }, "\(label): several outcomes, each needs a condition")
            }
            for outcome in row.outcomes {
                switch outcome.verdict {
                case .refused(let key, let reason, let fix):
                    // A message is one sentence without a period: the fix follows the reason.
                    XCTAssertFalse(reason.hasSuffix(".") || fix.hasSuffix("."), "\(label): \(reason); \(fix)")
                    XCTAssertFalse(reason.isEmpty || fix.isEmpty, label)
                    XCTAssertTrue(
                        row.involves(key) || row.scope == .parentAndChild && [.feature(.children), .app(.features)].contains(key),
                        "\(label): refused at \(key), which is not one of its keys")
                case .defined(let sentence):
                    XCTAssertTrue(sentence.hasSuffix("."), "\(label): \(sentence)")
                }
                // A defined outcome's example writes both keys; a refusal may be one of a key
                // without the other ("optimistic without into"), and writes the key it is at.
                let written: [SpecKeyID]
                switch outcome.verdict {
                case .refused(let key, _, _): written = [key]
                case .defined: written = [row.first, row.second]
                }
                for key in written {
                    XCTAssertTrue(Self.writes(outcome.example, key), "\(label): the example does not write \(key):\n\(outcome.example)")
                }
            }
        }
    }

    func testARowIsFoundFromEitherKey() throws {
        let row = try XCTUnwrap(SpecLanguage.interaction(of: .request(.policy), .request(.cache)))
        XCTAssertEqual(row.first, .request(.policy))
        XCTAssertEqual(row.outcomes.first?.verdict.message?.hasSuffix("; use policy latest or first, or leave out 'cache'"), true)
        XCTAssertNil(SpecLanguage.interaction(of: .feature(.imports), .request(.cache)))
    }

    /// Whether `example` writes `key` at its place: a parent-and-child example writes the
    /// parent's keys before its `---`, the child's after it.
    static func writes(_ example: String, _ key: SpecKeyID) -> Bool {
        let parts = example.components(separatedBy: "\n---\n")
        let text: String
        text = key.isHeldSpecsKey ? (parts.count == 2 ? parts[1] : "") : parts[0]
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        switch key {
        case .feature, .childFeature, .app, .appFeature:
            return lines.contains { $0.hasPrefix(key.name + ":") }
        case .request, .stream:
            return lines.contains { line in
                String(line).trimmingSpaces().hasPrefix(key.name + ":") || line.contains("{ \(key.name):") || line.contains(", \(key.name):")
            }
        }
    }
}

/// Two keys, in either order.
private struct Pair: Hashable, CustomStringConvertible {
    let keys: Set<SpecKeyID>
    let description: String

    init(_ first: SpecKeyID, _ second: SpecKeyID) {
        keys = [first, second]
        description = [first.debugName, second.debugName].sorted().joined(separator: " and ")
    }
}

extension SpecKeyID {
    /// `request.cache`, for test messages.
    fileprivate var debugName: String {
        switch self {
        case .feature: return "feature." + name
        case .request: return "request." + name
        case .stream: return "stream." + name
        case .childFeature: return "child." + name
        case .app: return "app." + name
        case .appFeature: return "listed." + name
        }
    }
}
