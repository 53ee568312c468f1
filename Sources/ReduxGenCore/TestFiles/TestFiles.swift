/// What a run with `--tests` writes for one feature besides its service mock, decided from
/// what the tests folder already has (`TestFilesPlanner`): the samples file, and a test file
/// of its own for each request, and for the other transitions, added since the transition
/// tests were written.
package struct TestFiles: Hashable, Sendable {
    /// The conformances of the samples file, `<Feature>TestSamples.swift`, written when it
    /// does not exist.
    package var samples: [TestSampleDeclaration] = []
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
        package var samples: [TestSampleDeclaration]

        package init(name: String, samples: [TestSampleDeclaration]) {
            self.name = name
            self.samples = samples
        }
    }

    /// Kinds of navigation added after the transition tests were written.
    package struct AddedNavigation: Hashable, Sendable {
        /// `Navigation`, or `Navigation2`, … once the tests folder has that one: what names
        /// the file and the class of these tests.
        package var name: String
        /// The kinds tested.
        var kinds: Set<Navigation.Style>
        package var samples: [TestSampleDeclaration]

        package init(name: String, kinds: Set<Navigation.Style>, samples: [TestSampleDeclaration]) {
            self.name = name
            self.kinds = kinds
            self.samples = samples
        }
    }

    /// Bindings, and actions with requests that `on:` starts, added after the transition
    /// tests were written.
    package struct AddedTriggers: Hashable, Sendable {
        /// `BindingsAndTriggers`, or `BindingsAndTriggers2`, … once the tests folder has that
        /// one: what names the file and the class of these tests.
        package var name: String
        /// The parts the file tests: each test that tests one of them is in the file.
        var untested: Set<TriggerTestPart>
        package var samples: [TestSampleDeclaration]

        package init(name: String, untested: Set<TriggerTestPart>, samples: [TestSampleDeclaration]) {
            self.name = name
            self.untested = untested
            self.samples = samples
        }
    }

    /// Children added after the transition tests file was written (or whose specs the run
    /// that wrote it did not know).
    package struct AddedChildren: Hashable, Sendable {
        /// The children's properties, `rows`.
        package var children: [String]
        package var samples: [TestSampleDeclaration]

        package init(children: [String], samples: [TestSampleDeclaration]) {
            self.children = children
            self.samples = samples
        }
    }

    /// One file of tests added after the transition tests were written: a request's, the
    /// navigation's, the bindings and triggers', or the children's.
    package enum AddedTests: Hashable, Sendable {
        case request(AddedRequest)
        case navigation(AddedNavigation)
        case triggers(AddedTriggers)
        case children(AddedChildren)

        /// The samples the file declares.
        var samples: [TestSampleDeclaration] {
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
        samples: [TestSampleDeclaration] = [], addedRequests: [AddedRequest] = [], addedNavigation: AddedNavigation? = nil,
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
    package static func addedTestsClass(feature: String, variant: String) -> String {
        feature + FilePart.transitionTests.templateName + "Of" + variant
    }
}
