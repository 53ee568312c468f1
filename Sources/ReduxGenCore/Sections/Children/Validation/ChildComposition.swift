/// What a feature's children (`children:`) need of the other specs of its run, checked once
/// the run has read them all: a child is a feature spec, not an app; a collection's child
/// has an `id` field, which finds each element; no feature holds itself through its
/// children (A → B → A), whose states would nest without end; a child has an action (the
/// parent's case carries one); and the parent shows nothing of a child that the child does
/// not have: no more access, no `Equatable` of a child that is not.
///
/// ```swift
/// let errors = ChildComposition.errors(of: todoList) { name in specs[name] }
/// ```
package enum ChildComposition {
    /// What the check needs of one spec of the run.
    package struct Spec: Sendable {
        /// The feature's (or app's) name.
        package var name: String
        /// Whether it is an app spec.
        package var isApp: Bool
        /// Whether its state has a field `id` (which makes the state `Identifiable`).
        package var hasIDField: Bool
        /// Whether its action has a case (an action, a request, a stream, a binding, …).
        package var hasActions: Bool
        /// Its access level.
        package var access: AccessLevel
        /// Whether its state and action are `Equatable`.
        package var isEquatable: Bool
        /// The children it holds.
        package var children: [ChildFeature]
        /// Its spec file's name, for messages.
        package var specFileName: String

        /// What the check needs of `feature`.
        package init(_ feature: Feature) {
            self.init(FeaturePlan(feature))
        }

        /// What the check needs of the feature that `plan` generates.
        package init(_ plan: FeaturePlan) {
            let feature = plan.feature
            name = feature.name
            isApp = feature.isApp
            hasIDField = StateIdentity.isIdentifiable(feature)
            hasActions = !plan.actionCases.isEmpty
            access = feature.access
            isEquatable = feature.isEquatable
            children = feature.children
            specFileName = feature.specFileName
        }
    }

    /// An error for each child of `feature` that its spec, found by `spec` (`nil`: a feature
    /// known by its name alone, which is not checked), does not fit.
    package static func errors(of feature: Feature, spec: (String) -> Spec?) -> [Diagnostic] {
        feature.children.compactMap { child in
            let location = SourceLocation(path: feature.specPath, child.featureDeclared)
            guard let childSpec = spec(child.feature) else { return nil }
            if childSpec.isApp {
                return .error(
                    "the child '\(child.property)' is the app spec '\(child.feature)', and a child is a feature spec; hold the app's features as children instead",
                    at: location)
            }
            if child.kind == .collection, !childSpec.hasIDField {
                return .error(
                    "the child '\(child.property)' is a collection of '\(child.feature)', whose state has no '\(StateIdentity.field)' field; "
                        + "a collection finds each child by its id: add a field like '\(StateIdentity.field): UUID' to the state in \(childSpec.specFileName)",
                    at: location)
            }
            if let cycle = path(from: child.feature, to: feature.name, spec: spec) {
                let chain = ([feature.name] + cycle).map { "'\($0)'" }.joined(separator: " → ")
                return .error(
                    "the child '\(child.property)' holds '\(feature.name)' again through its children (\(chain)), so the states would nest without end; remove one of these children",
                    at: location)
            }
            return mismatch(of: child, in: feature, spec: childSpec).map { .error($0, at: location) }
        }
    }

    /// Why the parent `feature` cannot hold `child`, whose spec is `spec`, or `nil`: what the
    /// compiler would otherwise report in the parent's generated files.
    private static func mismatch(of child: ChildFeature, in feature: Feature, spec: Spec) -> String? {
        let childState = "\(child.feature)State"
        switch Unfit(spec, heldBy: feature) {
        case .noActionCase:
            let field = child.kind == .collection ? "'\(child.property): \"[\(childState)]\"'" : "'\(child.property): \(childState)?'"
            return "the child '\(child.property)' is the feature '\(child.feature)', whose action has no case (no actions, requests or streams in \(spec.specFileName)), "
                + "so no action could reach it; give \(spec.specFileName) an action, or hold its state as a state field like \(field)"
        case .lessVisible:
            return "the child '\(child.property)' is the feature '\(child.feature)', which is \(spec.access.rawValue), and this feature is \(feature.access.rawValue): "
                + "its state and action would show \(child.feature)'s types; add 'access: \(feature.access.rawValue)' to \(spec.specFileName), "
                + "or give this feature the access of its child"
        case .notEquatable:
            return "the child '\(child.property)' is the feature '\(child.feature)', whose state is not Equatable ('equatable: false' in \(spec.specFileName)), "
                + "and this feature's Equatable state compares its children; add 'equatable: false' to this spec, or make \(child.feature) Equatable"
        case nil:
            return nil
        }
    }

    /// Why a feature (a parent, an app) cannot hold a feature spec in its state and action:
    /// what the compiler would otherwise report in its generated files.
    enum Unfit {
        /// The held feature's action has no case, so the holder's case for it could carry none.
        case noActionCase
        /// The held feature is seen less far than the holder, whose declarations show its types.
        case lessVisible
        /// The held feature is not `Equatable`, and the holder's `Equatable` state compares it.
        case notEquatable

        /// What keeps `holder` from holding the feature `spec`, if anything.
        init?(_ spec: Spec, heldBy holder: Feature) {
            if !spec.hasActions {
                self = .noActionCase
            } else if rank(of: spec.access) < rank(of: holder.access) {
                self = .lessVisible
            } else if holder.isEquatable, !spec.isEquatable {
                self = .notEquatable
            } else {
                return nil
            }
        }
    }

    /// How far a type of this access level is seen: internal, then package, then public.
    private static func rank(of access: AccessLevel) -> Int {
        switch access {
        case .internal: 0
        case .package: 1
        case .public: 2
        }
    }

    /// The features from `start` to `target` through children, both included, or `nil`
    /// when `target` is not among `start`'s children, theirs, and so on.
    private static func path(from start: String, to target: String, spec: (String) -> Spec?) -> [String]? {
        var visited: Set<String> = []
        func walk(_ name: String) -> [String]? {
            if name == target { return [name] }
            guard visited.insert(name).inserted, let found = spec(name) else { return nil }
            for child in found.children {
                if let rest = walk(child.feature) { return [name] + rest }
            }
            return nil
        }
        return walk(start)
    }
}
