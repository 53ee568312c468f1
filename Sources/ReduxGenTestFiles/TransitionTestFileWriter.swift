import ReduxGenCore

/// The test files' planning and Swift code (`--tests`): the transition tests of requests,
/// navigation, bindings and triggers and children, and their samples.
///
/// ```swift
/// var renderer = Renderer(templates: templates)
/// renderer.testFileWriter = TransitionTestFileWriter()
/// ```
package struct TransitionTestFileWriter: TestFileWriter {
    package init() {}

    package func sample(ofType type: String) -> String {
        TransitionTestCode.sample(type)
    }

    package func sample(of persistence: PersistPlan) -> String {
        TransitionTestCode.sample(of: persistence)
    }

    package func tests(of request: RequestPlan, reducer: String, successFollowUpsIn feature: FeaturePlan?) -> any RequestTestCode {
        TransitionTestCode(
            plan: request, reducer: reducer,
            successFollowUps: feature.map { FollowUpTestSteps(after: request.successName, of: $0, reducer: reducer) })
    }

    package func tests(of navigation: NavigationPlan, routes: [ActionCase], kinds: Set<Navigation.Style>?) -> any MarkedTestCode {
        NavigationTestCode(plan: navigation, routes: routes, kinds: kinds)
    }

    package func triggerTestParts(of plan: FeaturePlan) -> [TriggerTestPart] {
        TriggerTestCode.parts(of: plan)
    }

    package func triggerTests(of plan: FeaturePlan, untested: Set<TriggerTestPart>?) -> any MarkedTestCode {
        TriggerTestCode(plan: plan, untested: untested)
    }

    package func childTests(of plan: FeaturePlan, features: [Feature], only: Set<String>?, laterFile: String?) -> any ChildTestsCode {
        ChildTestCode(plan: plan, features: features, only: only, laterFile: laterFile)
    }

    package func code(declaring samples: [TestSampleDeclaration]) -> String {
        TestSampleCode.code(samples)
    }

    package func planner(
        folderFiles: [(name: String, text: String?)], modelSources: [String], featureNamed: @escaping @Sendable (String) -> Feature?
    ) -> any TestFilesPlanning {
        TestFilesPlanner(folder: TestsFolder(files: folderFiles), declarations: SwiftDeclarations(sources: modelSources), featureNamed: featureNamed)
    }
}

extension TransitionTestCode: RequestTestCode {}
extension NavigationTestCode: MarkedTestCode {}
extension TriggerTestCode: MarkedTestCode {}
extension TestFilesPlanner: TestFilesPlanning {}

extension ChildTestCode: ChildTestsCode {
    var testsAnyChild: Bool { !tested.isEmpty }
}
