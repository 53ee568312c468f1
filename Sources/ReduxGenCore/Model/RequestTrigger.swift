/// An action after which a request starts by itself (`on:` of a request): the loader
/// dispatches the request action once the trigger has been reduced.
public struct RequestTrigger: Hashable, Sendable {
    /// The triggering action's case name: an action of the spec or a binding's setter.
    public var action: String
    /// Where the name is written in `on:`, for diagnostics about it.
    public var declared: SourcePosition

    /// Creates a trigger on the action `action`, written at `declared`.
    public init(action: String, declared: SourcePosition = SourcePosition(line: 1, column: 1)) {
        self.action = action
        self.declared = declared
    }
}
