/// Which of two types spelled alike is the misspelt one: the type of the field that `into:`
/// names, or the success type it assigns there, when the spec says.
///
/// ```swift
/// MisspeltIntoType.judge(field: "[Mesage]", success: "[Message]", spelledElsewhere: [], names: ["messages", "load"])
/// // .field: `messages` names a `Message`, nothing names a `Mesage`
/// ```
///
/// The two differ by a typo when each name of one that is not the other's (the types have
/// the same shape, so their names pair up) is a likely typo of its pair (`Suggestions`). The
/// misspelt side is then the one whose names the rest of the spec never spells, when the
/// other side's names are spelled there: as the names of other types (other fields', the
/// actions', the request's params and failure), or within a name the spec gives (`messages`
/// and `loadMessages` spell `Message`). Types that differ by more than a typo (`[Repo]` and
/// `[Item]`) are another type rather than a misspelling, and have no misspelt side.
enum MisspeltIntoType: Equatable {
    /// The field's type is misspelt: it is corrected at the field.
    case field
    /// The success type is misspelt: it is corrected at `success:`.
    case success

    /// The misspelt side of `field` and `success`, two spellings with the same shape, or nil
    /// when they are no typo of each other or the spec does not tell which is misspelt.
    /// `spelledElsewhere` are the other type spellings of the spec, `names` the names it
    /// gives (the field's, the request's).
    static func judge(field: String, success: String, spelledElsewhere: [String], names: [String]) -> MisspeltIntoType? {
        let pairs = zip(typeNames(in: field), typeNames(in: success)).filter { $0 != $1 }
        guard !pairs.isEmpty, pairs.allSatisfy({ Suggestions.closest(to: $0, among: [$1]) != nil }) else { return nil }
        let elsewhere = Set(spelledElsewhere.flatMap(typeNames(in:)))
        let loweredNames = names.map { $0.lowercased() }
        func isSpelled(_ name: String) -> Bool {
            elsewhere.contains(name) || loweredNames.contains { $0.contains(name.lowercased()) }
        }
        let fieldIsSpelled = pairs.allSatisfy { isSpelled($0.0) }
        let successIsSpelled = pairs.allSatisfy { isSpelled($0.1) }
        switch (fieldIsSpelled, successIsSpelled) {
        case (false, true): return .field
        case (true, false): return .success
        default: return nil
        }
    }

    /// The names of a type spelling, in order: `[String: Repo]` → `String`, `Repo`.
    static func typeNames(in spelling: String) -> [String] {
        spelling.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }
}
