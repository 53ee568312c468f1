/// One labelled value of a payload.
package struct LabelledValue: Hashable, Sendable {
    /// The label, a Swift identifier.
    package var label: String
    /// The value's Swift type.
    package var type: String
    /// The type's text and where the spec writes it, if known.
    package var typeSource: TypeSource?

    /// Creates a labelled value.
    package init(label: String, type: String, typeSource: TypeSource? = nil) {
        self.label = label
        self.type = type
        self.typeSource = typeSource
    }
}
