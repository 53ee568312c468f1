// The app's own types that Specs/Catalog.yaml names; public, as Catalog is generated with
// `access: public`.

/// A product of the catalogue.
public struct Product: Identifiable, Equatable, Sendable {
    public var id: Int
    public var name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

/// Why a catalogue request failed.
public enum CatalogError: Error, Equatable, Sendable {
    case unavailable
}
