/// A synchronous action.
public struct Action: Hashable, Sendable {
    /// The enum case's name.
    public var name: String
    /// What it carries.
    public var payload: Payload
    /// The spec line of its payload.
    public var line: Int
    /// Where its name is written in the spec (the key's position), for diagnostics about it.
    public var declared = SourcePosition(line: 1, column: 1)

    /// Creates an action.
    public init(name: String, payload: Payload, line: Int = 1) {
        self.name = name
        self.payload = payload
        self.line = line
    }
}
