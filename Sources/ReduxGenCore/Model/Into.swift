/// Where a request's success payload goes.
public struct Into: Hashable, Sendable {
    /// The state field.
    public var field: String
    /// How the payload is stored.
    public var mode: IntoMode
    /// Whether the payload is one element of the field's collection rather than a collection.
    public var isElement: Bool

    /// Creates a target.
    public init(field: String, mode: IntoMode = .assign, isElement: Bool = false) {
        self.field = field
        self.mode = mode
        self.isElement = isElement
    }
}
