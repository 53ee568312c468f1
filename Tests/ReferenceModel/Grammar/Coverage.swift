/// The pairs of atoms the corpus's requests have made so far, and those that cannot meet
/// (no request the spec language accepts makes both).
struct Coverage {
    private(set) var uncovered: Set<AtomPair>
    private(set) var impossible: Set<AtomPair> = []

    /// Every pair, a request belonging to one child at most.
    init() {
        uncovered = AtomPair.pairs(of: Set(RequestAtom.allCases)).subtracting([AtomPair(.inRow, .inPane)])
    }

    /// Whether a pair with `atom` is still to be made.
    func wants(_ atom: RequestAtom) -> Bool {
        uncovered.contains { $0.first == atom || $0.second == atom }
    }

    /// A pair still to be made that a request of a feature with `role` makes: a child's
    /// requests aim at their role's pairs only, so that a pair a child cannot make is not
    /// taken for one no request can.
    func target(for role: DrawnFeature.Role, using draw: inout RequestDraw) -> AtomPair? {
        let childAtoms: Set<RequestAtom> = [.inRow, .inPane]
        let pool = uncovered.sorted().filter { pair in
            let atoms: Set<RequestAtom> = [pair.first, pair.second]
            switch role {
            case .top: return atoms.isDisjoint(with: childAtoms)
            case .row: return atoms.contains(.inRow)
            case .pane: return atoms.contains(.inPane)
            }
        }
        return pool.isEmpty ? nil : draw.pick(pool)
    }

    mutating func markImpossible(_ pair: AtomPair) {
        uncovered.remove(pair)
        impossible.insert(pair)
    }

    mutating func cover(_ request: DrawnRequest, role: DrawnFeature.Role) {
        uncovered.subtract(AtomPair.pairs(of: RequestAtom.atoms(of: request, role: role)))
    }
}

/// The corpus of drawn features that the model test drives: drawn from ``seed`` until every
/// pair of request atoms that can meet has met on a request, within ``maximumFeatures``.
public enum CorpusDraw {
    /// The seed of the committed corpus. Changing it (or the grammar) changes the corpus:
    /// re-record it (CONTRIBUTING.md, "The model test").
    public static let seed: UInt64 = 0x0DE1_2026

    /// The most features the corpus holds.
    public static let maximumFeatures = 18

    /// The corpus: its features (each with its children), the pairs of atoms they leave
    /// unmade, and those that cannot meet.
    public static func draw(seed: UInt64 = seed) -> (features: [DrawnFeature], uncovered: [AtomPair], impossible: [AtomPair]) {
        var draw = FeatureDraw(seed: seed)
        var coverage = Coverage()
        var features: [DrawnFeature] = []
        while features.count < maximumFeatures, !coverage.uncovered.isEmpty {
            features.append(draw.feature(number: features.count + 1, coverage: &coverage))
        }
        return (features, coverage.uncovered.sorted(), coverage.impossible.sorted())
    }

    /// The corpus's features.
    public static var features: [DrawnFeature] { draw().features }
}
