/// What a run with `--tests` writes for one feature besides its service mock, decided from
/// what the tests folder already has (`TestFilesPlanner`): the samples file, and a test file
/// of its own for each request, and for the other transitions, added since the transition
/// tests were written.
package struct TestFiles: Hashable, Sendable {
    /// The conformances of the samples file, `<Feature>TestSamples.swift`, written when it
    /// does not exist.
    package var samples: [TestSampleCode.Declaration] = []
    /// Whether the tests folder has the samples file already (from an earlier run).
    package var samplesFileExists = false
    /// The requests whose tests another file of the folder holds (a request's own
    /// `+StarRepo.swift`, a file of the user's) when the transition tests file is written
    /// again: it leaves them out.
    package var testedElsewhere: Set<String> = []
    /// The requests whose tests go to a file of their own, `<Feature>TransitionTests+<Request>.swift`,
    /// each with the conformances its file adds.
    package var addedRequests: [AddedRequest] = []
    /// The tests of the kinds of navigation (`stack`, `sheet`) added after the transition
    /// tests were written: they go to `<Feature>TransitionTests+Navigation.swift` (or
    /// `+Navigation2.swift`, …), with the conformances that file adds.
    package var addedNavigation: AddedNavigation?
    /// The tests of the bindings, and of the actions with the requests their `on:` starts,
    /// added after the transition tests were written: they go to
    /// `<Feature>TransitionTests+BindingsAndTriggers.swift` (or `+BindingsAndTriggers2.swift`,
    /// …), with the conformances that file adds.
    package var addedTriggers: AddedTriggers?
    /// The specs of the feature's children that the run knows, whose tests the transition
    /// tests hold (a child known by its name alone has none).
    package var childFeatures: [Feature] = []
    /// The tests of the children whose specs the run knows, when they came after the
    /// transition tests were written: they go to the file `childTestsName` names, with the
    /// conformances that file adds.
    package var addedChildren: AddedChildren?
    /// `Children`, or `Children2`, `Children3`, … once the tests folder has that one: what
    /// names the file (`<Feature>TransitionTests+Children.swift`) and the class of the
    /// children's tests added later. Each such file is the user's once written, so the
    /// children added (or whose specs are first read) after it go to the next one.
    package var childTestsName = AddedTestsGroup.children.rawValue

    /// A request added after the transition tests file was written.
    package struct AddedRequest: Hashable, Sendable {
        package var name: String
        package var samples: [TestSampleCode.Declaration]
    }

    /// Kinds of navigation added after the transition tests were written.
    package struct AddedNavigation: Hashable, Sendable {
        /// `Navigation`, or `Navigation2`, … once the tests folder has that one: what names
        /// the file and the class of these tests.
        package var name = AddedTestsGroup.navigation.rawValue
        /// The kinds tested.
        var kinds: Set<Navigation.Style>
        package var samples: [TestSampleCode.Declaration]
    }

    /// Bindings, and actions with requests that `on:` starts, added after the transition
    /// tests were written.
    package struct AddedTriggers: Hashable, Sendable {
        /// `BindingsAndTriggers`, or `BindingsAndTriggers2`, … once the tests folder has that
        /// one: what names the file and the class of these tests.
        package var name = AddedTestsGroup.bindingsAndTriggers.rawValue
        /// The parts the file tests: each test that tests one of them is in the file.
        var untested: Set<TriggerTestCode.Part>
        package var samples: [TestSampleCode.Declaration]
    }

    /// Children added after the transition tests file was written (or whose specs the run
    /// that wrote it did not know).
    package struct AddedChildren: Hashable, Sendable {
        /// The children's properties, `rows`.
        package var children: [String]
        package var samples: [TestSampleCode.Declaration]
    }

    /// One file of tests added after the transition tests were written: a request's, the
    /// navigation's, the bindings and triggers', or the children's.
    package enum AddedTests: Hashable, Sendable {
        case request(AddedRequest)
        case navigation(AddedNavigation)
        case triggers(AddedTriggers)
        case children(AddedChildren)

        /// The samples the file declares.
        var samples: [TestSampleCode.Declaration] {
            switch self {
            case .request(let request): request.samples
            case .navigation(let navigation): navigation.samples
            case .triggers(let triggers): triggers.samples
            case .children(let children): children.samples
            }
        }

        /// The group of files of tests added later it is one of (`+Navigation`,
        /// `+Navigation2`, …); `nil` for a request's, whose file is named by the request.
        var group: AddedTestsGroup? {
            switch self {
            case .request: nil
            case .navigation: .navigation
            case .triggers: .bindingsAndTriggers
            case .children: .children
            }
        }
    }

    /// Every file of tests added later: each request's, then the navigation's, the bindings
    /// and triggers', the children's.
    var addedTests: [AddedTests] {
        addedRequests.map(AddedTests.request) + [addedNavigation.map(AddedTests.navigation), addedTriggers.map(AddedTests.triggers),
            addedChildren.map(AddedTests.children)].compactMap { $0 }
    }

    package init(
        samples: [TestSampleCode.Declaration] = [], addedRequests: [AddedRequest] = [], addedNavigation: AddedNavigation? = nil,
        addedTriggers: AddedTriggers? = nil, childFeatures: [Feature] = [], addedChildren: AddedChildren? = nil
    ) {
        self.samples = samples
        self.addedRequests = addedRequests
        self.addedNavigation = addedNavigation
        self.addedTriggers = addedTriggers
        self.childFeatures = childFeatures
        self.addedChildren = addedChildren
    }

    /// `TeamChatTransitionTests+SendMessage.swift`: the file of the tests of `request`, added
    /// later (`+NavigationRequest.swift` for a request named like a group of tests).
    package static func addedTestsFileName(feature: String, request: RequestPlan) -> String {
        FilePart.transitionTests.fileName(for: feature, variant: request.addedTestsName)
    }

    /// `ChecklistTransitionTests+Children.swift` (or `+Children2.swift`, …: see
    /// `childTestsName`): the file of the children's tests, added later.
    package func addedChildTestsFileName(feature: String) -> String {
        FilePart.transitionTests.fileName(for: feature, variant: childTestsName)
    }

    /// `TeamChatTransitionTestsOfSendMessage`: the class of the tests in the file of tests
    /// added later that `variant` names (`SendMessage`, `Navigation`, `Children2`, …).
    static func addedTestsClass(feature: String, variant: String) -> String {
        feature + FilePart.transitionTests.templateName + "Of" + variant
    }
}

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
