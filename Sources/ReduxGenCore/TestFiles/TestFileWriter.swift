/// What only the test files (`--tests`) need: which of them a run writes, and the Swift
/// code their templates read (the transition tests, the samples). The module that writes
/// test files (`ReduxGenTestFiles`, which `reduxgen` links) supplies it to the renderer; the
/// build plugin's tool links none, since the parts it writes (the generated files and the
/// service mock) read none of it.
///
/// ```swift
/// var renderer = Renderer(templates: templates)
/// renderer.testFileWriter = TransitionTestFileWriter()
/// ```
///
/// Without one, the names that read it (`transitionTests`, `sampleState`, …, which only the
/// transition tests' and the samples' templates use) are empty.
package protocol TestFileWriter: Sendable {
    /// `Int.testSample`: the sample of `type` that the tests start from.
    func sample(ofType type: String) -> String
    /// `ShopPersisted(draft: String.testSample)`: the persisted fields made of samples.
    func sample(of persistence: PersistPlan) -> String
    /// The transition tests of `request`, whose feature's reducer is `reducer`; with
    /// `feature`, each test that receives the request's success also receives what the
    /// feature dispatches after it (`then:`).
    func tests(of request: RequestPlan, reducer: String, successFollowUpsIn feature: FeaturePlan?) -> any RequestTestCode
    /// The tests of the navigation's `kinds` (`nil`: every kind), with the feature's `routes`.
    func tests(of navigation: NavigationPlan, routes: [ActionCase], kinds: Set<Navigation.Style>?) -> any MarkedTestCode
    /// The parts of the tests of `plan`'s bindings and the actions its `on:` names.
    func triggerTestParts(of plan: FeaturePlan) -> [TriggerTestPart]
    /// The tests of `plan`'s bindings and triggers: every part, or the `untested` ones.
    func triggerTests(of plan: FeaturePlan, untested: Set<TriggerTestPart>?) -> any MarkedTestCode
    /// The tests of `plan`'s children whose specs are among `features`: every child, or
    /// `only` those (the children added later); `laterFile` is where the ones added later go.
    func childTests(of plan: FeaturePlan, features: [Feature], only: Set<String>?, laterFile: String?) -> any ChildTestsCode
    /// The samples file's conformances of `samples`.
    func code(declaring samples: [TestSampleDeclaration]) -> String
    /// Decides a run's test files from the tests folder's files (each name, and the text of
    /// a Swift file), the model sources' texts and `featureNamed`, which finds the spec of a
    /// child feature.
    func planner(
        folderFiles: [(name: String, text: String?)], modelSources: [String], featureNamed: @escaping @Sendable (String) -> Feature?
    ) -> any TestFilesPlanning
}

/// Decides the test files of a run's features one after the other (`TestFileWriter.planner`).
package protocol TestFilesPlanning: Sendable {
    /// The test files of the feature `plan` describes.
    mutating func testFiles(for plan: FeaturePlan) -> TestFiles
}

/// Tests under a mark that lists what they test: the navigation's, the bindings and triggers'.
package protocol MarkedTestCode: Sendable {
    /// The test methods.
    var methods: String { get }
    /// `// MARK: navigation (stack, sheet)`.
    var markLine: String { get }
}

/// A request's transition tests.
package protocol RequestTestCode: Sendable {
    /// The test methods.
    var methods: String { get }
    /// The helper that tells whether the request's `when:` lets a call through.
    var conditionCheckName: String { get }
    /// The action that starts the request, with samples for its params.
    var requestAction: String { get }
}

/// The tests of a feature's children.
package protocol ChildTestsCode: Sendable {
    /// The test methods, and the note on the children known by name alone.
    var methods: String { get }
    /// The modules the children's tests import besides the feature's.
    var imports: [String] { get }
    /// Whether a child has tests, which start from states of their own.
    var testsAnyChild: Bool { get }
}
