/// The middlewares of a parent's children, by key, with the work each started.
@MainActor
final class ChildMiddlewares<Children: ChildStates, Action> {
    /// One child's middleware handler and its work.
    struct Handler {
        let handle: @MainActor (Action, _ next: (Action) -> Void) -> Void
        let work: ChildWork
    }

    private var handlers: [Children.Key: Handler] = [:]
    /// The keys of the children when every child with a handler was last found among them
    /// (`nil` before the first check): while the children's keys include these, no child
    /// with a handler has left.
    private var checkedKeys: Children.Keys?
    /// The ``ChildStates/keysIdentity`` of ``checkedKeys``.
    private var checkedKeysIdentity: AnyObject?
    /// How many handlers there are, read at every action: an integer, which the generic
    /// code reads without looking up the dictionary's type.
    private var handlerCount = 0

    /// The handler of the child `key`, which is among `children`, made with `make` if it has
    /// none yet.
    func handler(
        for key: Children.Key, among children: Children, make: () -> Handler
    ) -> @MainActor (Action, _ next: (Action) -> Void) -> Void {
        if let handler = handlers[key] { return handler.handle }
        // The checked keys become the children's, which hold the new child. They are the
        // children after the last action here, unless an action that did not pass here (a
        // middleware lifted onto an app store sees its feature's actions only) changed them.
        endEach(goneFrom: children)
        let handler = make()
        handlers[key] = handler
        handlerCount = handlers.count
        return handler.handle
    }

    /// Whether no child has a middleware.
    var isEmpty: Bool { handlerCount == 0 }

    /// Ends the middleware of the child `key`: its work is cancelled.
    func end(_ key: Children.Key) {
        handlers.removeValue(forKey: key)?.work.end()
        handlerCount = handlers.count
    }

    /// Ends the middleware of each child that is not among `children`. When their keys
    /// include the ones last checked, no child has left, and this costs constant time; when
    /// they tell which keys may have left (a few rows removed), it looks up those only.
    func endEach(goneFrom children: Children) {
        // Most actions keep a collection's ids, which the identity of their version tells:
        // nothing to look up, nothing to keep anew. (An optional child's one key is compared
        // by `removedKeys`.)
        if let identity = children.keysIdentity, identity === checkedKeysIdentity { return }
        let keys = children.keys
        if let checkedKeys, let removed = keys.removedKeys(since: checkedKeys) {
            for key in removed where !children.contains(key) { end(key) }
        } else {
            for key in handlers.keys where !children.contains(key) { end(key) }
        }
        checkedKeys = keys
        checkedKeysIdentity = children.keysIdentity
    }
}
