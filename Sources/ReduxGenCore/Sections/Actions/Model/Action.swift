/// A synchronous action.
package struct Action: Hashable, Sendable {
    /// The enum case's name.
    package var name: String
    /// What it carries.
    package var payload: Payload
    /// The spec line of its payload.
    package var line: Int
    /// Where its name is written in the spec (the key's position), for diagnostics about it.
    package var declared = SourcePosition(line: 1, column: 1)

    /// Creates an action.
    package init(name: String, payload: Payload, line: Int = 1) {
        self.name = name
        self.payload = payload
        self.line = line
    }
}
