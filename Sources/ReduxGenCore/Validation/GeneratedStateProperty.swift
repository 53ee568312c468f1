/// A property of the state that the generated code declares and keeps: a request's status,
/// count or predictions, a stream's running subscriptions, the navigation's path or
/// presented route, a child. `into` cannot fill one, and `persist` cannot save one.
///
/// ```swift
/// GeneratedStateProperty(named: "path", in: feature)?.description  // "the navigation's path"
/// ```
struct GeneratedStateProperty {
    /// What keeps the property.
    enum Owner {
        /// A request or a stream: calls and subscriptions.
        case work
        /// The navigation.
        case navigation
        /// The child feature of this name.
        case child(feature: String)
    }

    /// What the property is: `the status of the request 'load'`.
    let description: String
    /// What keeps it.
    let owner: Owner

    /// The generated property `name` of `feature`, as far as `feature` has been read.
    init?(named name: String, in feature: Feature) {
        for request in feature.requests {
            if name == request.statusFieldName { self.init("the status of the request '\(request.name)'", .work); return }
            if request.countsCalls, name == request.inFlightFieldName {
                self.init("the count of calls in flight of the request '\(request.name)'", .work)
                return
            }
            if request.optimistic, name == request.predictionsFieldName { self.init("the predictions of the request '\(request.name)'", .work); return }
        }
        if let stream = feature.streams.first(where: { $0.activeFieldName == name }) {
            self.init("the field that says which '\(stream.name)' streams run", .work)
            return
        }
        if let navigation = feature.navigation,
            NavigationPlan(navigation, feature: feature.name).stateProperties.contains(where: { $0.name == name })
        {
            self.init(name == NavigationPlan.name(of: .path) ? "the navigation's path" : "the presented route", .navigation)
            return
        }
        if let child = feature.children.first(where: { $0.property == name }) {
            self.init("the child '\(child.property)'", .child(feature: child.feature))
            return
        }
        return nil
    }

    private init(_ description: String, _ owner: Owner) {
        self.description = description
        self.owner = owner
    }

    /// Why `persist` does not save the property, and what to persist instead: the two halves
    /// of its error, for the property `name`.
    func persistRefusal(of name: String) -> (reason: String, fix: String) {
        switch owner {
        case .work:
            return ("a call or a subscription does not survive a restart", "persist the state fields it fills")
        case .navigation:
            return ("the screens shown are made again at each launch", "persist the state fields they show, and set '\(name)' from them in your reducer logic")
        case .child(let feature):
            return ("a child saves its own fields", "add 'persist:' to \(feature).yaml, which keeps them per child")
        }
    }
}
