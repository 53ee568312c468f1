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
public struct TypeAlias: Hashable, Sendable {
    /// A generated type that declares aliases.
    public enum Owner: String, Hashable, Sendable {
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
    public var owner: Owner
    /// Its name: `Coupon`.
    public var name: String
    /// How code outside its owner names it: `ShopState.Coupon`.
    public var qualifiedName: String
    /// The type it stands for, in canonical spelling: `Coupon?`.
    public var type: String
    /// The spec's text of the type and where it starts, which the declaration repeats; `nil`
    /// when not known.
    public var source: TypeSource?
    /// The spec line its declaration maps to when the type's column is not known.
    public var line: Int
    /// What it is the type of, for its doc comment: "The type of the field `coupon`."
    public var summary: String
    /// The spec declaration that writes the type.
    public var origin: NameOrigin

    /// The alias's name inside `place`, where it is declared; its qualified name elsewhere.
    public func spelling(in place: Owner?) -> String {
        place == owner ? name : qualifiedName
    }
}
