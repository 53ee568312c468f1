/// A Swift type as reduxgen needs it: its canonical spelling, its default value, whether
/// it is a named type (a failure type must be), and where the spec writes it.
///
/// `SwiftTypeParser` builds it; the structure of the type (dotted components, generic
/// arguments, array and dictionary sugar, optionals) is checked while parsing and not kept.
struct SwiftType: Hashable, Sendable {
    /// The type written in canonical form: `[ Message ]` becomes `[Message]`, `[A:B]`
    /// becomes `[A: B]`, `Set< Int >` becomes `Set<Int>`.
    var spelling: String
    /// Whether the type is a named type (`Message.ID`, `Set<Int>`), not an array,
    /// dictionary or optional.
    var isNominal: Bool
    /// The default an omitted `default:` gets: `nil` for optionals, `[]` for arrays and
    /// sets, `[:]` for dictionaries, none for anything else.
    var implicitDefault: String?
    /// The spec's text of the type and where it starts, when it is written as it reads.
    var source: TypeSource?
}
