/// A group of transition tests that a run with `--tests` writes to a file of its own when
/// it came to the spec after the transition tests were written: the navigation's, the
/// bindings' and triggers', the children's. Each such file is the user's once written, so
/// what comes after it goes to the next: `+Navigation`, then `+Navigation2`, `+Navigation3`, ….
///
/// ```swift
/// FilePart.transitionTests.fileName(for: "Tasks", variant: AddedTestsGroup.navigation.rawValue)
/// // TasksTransitionTests+Navigation.swift
/// AddedTestsGroup.names("Navigation2")   // true: a request of that name gets another file
/// ```
package enum AddedTestsGroup: String, CaseIterable, Sendable {
    /// The tests of the kinds of navigation, `+Navigation`.
    case navigation = "Navigation"
    /// The tests of the bindings and of the requests that actions start (`on:`),
    /// `+BindingsAndTriggers`.
    case bindingsAndTriggers = "BindingsAndTriggers"
    /// The tests of the children, `+Children`.
    case children = "Children"

    /// Whether `variant` names a file of one of the groups: the group's name, alone or with
    /// a number after it (`Children`, `Children2`, …).
    static func names(_ variant: String) -> Bool {
        allCases.contains { group in
            guard variant.hasPrefix(group.rawValue) else { return false }
            return variant.dropFirst(group.rawValue.count).allSatisfy { $0.isASCII && $0.isNumber }
        }
    }
}
