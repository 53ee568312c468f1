import ReduxGenCore

/// Decides the test files of a run's features one after the other, so that a type two
/// features need gets its sample once: in the first feature's file.
package struct TestFilesPlanner: Sendable {
    private let folder: TestsFolder
    private let declarations: SwiftDeclarations
    /// The spec of a feature of the run (or a known one of another run), by name: `nil` for
    /// one known by its name alone, or whose spec has errors. A feature's children are read
    /// with it, for their tests.
    private let featureNamed: @Sendable (String) -> Feature?
    /// The types whose samples a file of this run declares.
    private var claimed: Set<String> = []

    /// A planner of the test files for `folder`, with samples built from `declarations`;
    /// `featureNamed` finds the specs of the features' children.
    package init(folder: TestsFolder, declarations: SwiftDeclarations, featureNamed: @escaping @Sendable (String) -> Feature? = { _ in nil }) {
        self.folder = folder
        self.declarations = declarations
        self.featureNamed = featureNamed
    }

    /// The test files of the feature `plan` describes. A feature without transition tests
    /// (an app, or a feature whose state is not `Equatable`) needs no samples.
    package mutating func testFiles(for plan: FeaturePlan) -> TestFiles {
        let feature = plan.feature
        guard !feature.isApp, feature.isEquatable else { return TestFiles() }
        var files = TestFiles()
        let testsFileExists = folder.fileNames.contains(FilePart.transitionTests.fileName(for: feature.name))
        let tests = folder.tests(of: feature.name)
        let added = testsFileExists ? plan.requests.filter { !tests.hasTests(of: $0) } : []
        let addedNames = Set(added.map(\.name))
        let addedKinds = testsFileExists ? tests.untestedNavigationKinds(of: plan) : []
        let addedTriggerParts = testsFileExists ? tests.untestedTriggerParts(of: plan) : []
        var childFeatures: [Feature] = []
        for child in plan.children where !childFeatures.contains(where: { $0.name == child.child.feature }) {
            if let childFeature = featureNamed(child.child.feature) { childFeatures.append(childFeature) }
        }
        files.childFeatures = childFeatures
        let childTests = ChildTestCode(plan: plan, features: childFeatures)
        let addedChildren = testsFileExists ? childTests.tested.map(\.child).filter { !tests.hasTests(ofChild: $0) } : []
        if !plan.children.isEmpty { files.childTestsName = folder.freeAddedTestsName(.children, feature: feature.name) }
        files.samplesFileExists = folder.fileNames.contains(FilePart.testSamples.fileName(for: feature.name))
        if !testsFileExists {
            files.testedElsewhere = Set(plan.requests.filter { tests.hasTests(of: $0) }.map(\.name))
        }
        if !files.samplesFileExists {
            let tested = plan.requests.filter { !addedNames.contains($0.name) && !files.testedElsewhere.contains($0.name) }
            // The types of the navigation's and the triggers' tests that the transition tests
            // file has: those of all, unless every part of them came later.
            let navigationKinds = plan.navigation.map { NavigationTestCode.kinds(of: $0.navigation) } ?? []
            let navigationTypes = addedKinds.count == navigationKinds.count ? [] : NavigationTestCode.sampledTypes(of: plan)
            let triggerParts = TriggerTestCode.parts(of: plan)
            let triggerTypes = addedTriggerParts.count == triggerParts.count ? [] : TriggerTestCode(plan: plan).sampledTypes
            let addedProperties = Set(addedChildren.map(\.child.property))
            let keptChildren = childTests.tested.map(\.child.child.property).filter { !addedProperties.contains($0) }
            let childTypes = ChildTestCode(plan: plan, features: childFeatures, only: Set(keptChildren)).sampledTypes
            // The feature's tests file also restores the persisted fields from samples.
            let persisted = plan.persistence?.fields.map(\.field.type) ?? []
            files.samples = samples(for: TransitionTestCode.sampledTypes(of: plan, requests: tested) + navigationTypes + triggerTypes + childTypes + persisted)
        }
        // A request's file has a name no group's file has (`AddedTestsGroup`), and each
        // group's is one the folder has neither as a file nor as a class: none is the user's.
        for request in added where !folder.fileNames.contains(TestFiles.addedTestsFileName(feature: feature.name, request: request)) {
            files.addedRequests.append(.init(name: request.name, samples: samples(for: TransitionTestCode.sampledTypes(of: plan, requests: [request]))))
        }
        if !addedKinds.isEmpty {
            files.addedNavigation = .init(
                name: folder.freeAddedTestsName(.navigation, feature: feature.name), kinds: Set(addedKinds),
                samples: samples(for: NavigationTestCode.sampledTypes(of: plan)))
        }
        if !addedTriggerParts.isEmpty {
            let untested = Set(addedTriggerParts)
            files.addedTriggers = .init(
                name: folder.freeAddedTestsName(.bindingsAndTriggers, feature: feature.name), untested: untested,
                samples: samples(for: TriggerTestCode(plan: plan, untested: untested).sampledTypes))
        }
        if !addedChildren.isEmpty {
            let properties = addedChildren.map(\.child.property)
            let added = ChildTestCode(plan: plan, features: childFeatures, only: Set(properties))
            files.addedChildren = .init(children: properties, samples: samples(for: added.sampledTypes))
        }
        return files
    }

    private mutating func samples(for types: [String]) -> [TestSampleCode.Declaration] {
        let claimed = claimed, folder = folder
        let declared = TestSampleCode.declarations(for: types, from: declarations) { claimed.contains($0) || folder.typesWithSamples.contains($0) }
        self.claimed.formUnion(declared.map(\.type))
        return declared
    }
}
