/// Where a request's success payload goes.
package struct Into: Hashable, Sendable {
    /// The state field.
    package var field: String
    /// How the payload is stored.
    package var mode: IntoMode
    /// Whether the payload is one element of the field's collection rather than a collection.
    package var isElement: Bool

    /// Creates a target.
    package init(field: String, mode: IntoMode = .assign, isElement: Bool = false) {
        self.field = field
        self.mode = mode
        self.isElement = isElement
    }
}
