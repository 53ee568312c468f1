/// The access level written on every generated declaration.
package enum AccessLevel: String, CaseIterable, Hashable, Sendable {
    case `internal`
    case `public`
    case `package`
}
