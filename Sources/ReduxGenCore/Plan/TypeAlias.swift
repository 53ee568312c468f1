/// An alias that a generated type declares for a type the spec writes: `ShopState.Coupon`
/// for the field `coupon: Coupon?`, `ShopAction.LoadSuccess` for the success of the request
/// `load`.
///
/// Its declaration repeats the spec's text of the type at the spec's line and column, and
/// every other declaration of the generated code names the alias, so that a type missing
/// from the user's code is reported once, where the spec writes it. A type that cannot be
/// missing (`String`, `[Int]`, …) gets no alias.
///
/// ```swift
/// // state:
/// //   coupon: Coupon?
/// alias.name                      // "CouponType" (the spec writes `Coupon`)
/// alias.spelling(in: .state)      // "CouponType"
/// alias.spelling(in: nil)         // "ShopState.CouponType"
/// ```
///
/// A class, immutable: the payload values that carry it are copied often, and a reference
/// copies cheaply where a value of eight properties would not.
package final class TypeAlias: Hashable, Sendable {
    /// A generated type that declares aliases.
    package enum Owner: String, Hashable, Sendable {
        /// `<Feature>State`: the fields' types, the requests' failures.
        case state = "State"
        /// `<Feature>Action`: the payloads of the actions, the requests' params and
        /// successes, the streams' params, elements and failures.
        case action = "Action"
        /// `<Feature>Props`: the props' types.
        case props = "Props"
        /// `<Feature>Route`: the routes' payloads.
        case route = "Route"
        /// `<Feature>Effect`: the effects' payloads.
        case effect = "Effect"
    }

    /// The type that declares it.
    package let owner: Owner
    /// Its name: `Coupon`.
    package let name: String
    /// How code outside its owner names it: `ShopState.Coupon`.
    package let qualifiedName: String
    /// The type it stands for, in canonical spelling: `Coupon?`.
    package let type: String
    /// The spec's text of the type and where it starts, which the declaration repeats; `nil`
    /// when not known.
    package let source: TypeSource?
    /// The spec line its declaration maps to when the type's column is not known.
    package let line: Int
    /// What it is the type of, for its doc comment: "The type of the `coupon` field."
    package let summary: String
    /// The spec declaration that writes the type.
    package let origin: NameOrigin

    /// Creates an alias.
    init(
        owner: Owner, name: String, qualifiedName: String, type: String, source: TypeSource?, line: Int, summary: String,
        origin: NameOrigin
    ) {
        self.owner = owner
        self.name = name
        self.qualifiedName = qualifiedName
        self.type = type
        self.source = source
        self.line = line
        self.summary = summary
        self.origin = origin
    }

    package static func == (lhs: TypeAlias, rhs: TypeAlias) -> Bool {
        lhs.owner == rhs.owner && lhs.name == rhs.name && lhs.qualifiedName == rhs.qualifiedName && lhs.type == rhs.type
            && lhs.source == rhs.source && lhs.line == rhs.line && lhs.summary == rhs.summary && lhs.origin == rhs.origin
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(owner)
        hasher.combine(name)
    }

    /// The alias's name inside `place`, where it is declared; its qualified name elsewhere.
    package func spelling(in place: Owner?) -> String {
        place == owner ? name : qualifiedName
    }
}
