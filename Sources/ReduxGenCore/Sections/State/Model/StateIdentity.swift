/// The state field that makes a feature's state `Identifiable`: a state with a field `id`
/// conforms, so that a parent can hold it in a collection of children, found by id.
package enum StateIdentity {
    /// `id`.
    package static let field = "id"

    /// Whether `feature`'s state conforms to `Identifiable`.
    static func isIdentifiable(_ feature: Feature) -> Bool {
        !feature.isApp && feature.fields.contains { $0.name == field }
    }
}
