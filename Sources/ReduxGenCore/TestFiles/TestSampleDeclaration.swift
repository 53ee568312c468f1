/// One conformance of a feature's test samples (`<Feature>TestSamples.swift`): the type, and
/// the value it samples with, or `nil` when the user writes it.
package struct TestSampleDeclaration: Hashable, Sendable {
    package var type: String
    package var value: String?

    package init(type: String, value: String?) {
        self.type = type
        self.value = value
    }
}
