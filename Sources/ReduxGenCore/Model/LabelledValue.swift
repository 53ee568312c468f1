/// One labelled value of a payload.
public struct LabelledValue: Hashable, Sendable {
    /// The label, a Swift identifier.
    public var label: String
    /// The value's Swift type.
    public var type: String
    /// The type's text and where the spec writes it, if known.
    public var typeSource: TypeSource?

    /// Creates a labelled value.
    public init(label: String, type: String, typeSource: TypeSource? = nil) {
        self.label = label
        self.type = type
        self.typeSource = typeSource
    }
}
