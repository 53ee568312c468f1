import ReduxGenTemplates

/// The files a spec produces, one per part, named `<Feature><Part>.swift`: the one table
/// that the templates, the file names, the output folders, the CLI and the plugins derive
/// them from.
///
/// ```swift
/// FilePart.state.fileName(for: "TeamChat")                 // "TeamChatState.swift"
/// Generator.outputFiles(forSpecAt: "Specs/TeamChat.yaml")   // every file, with its kind
/// ```
///
/// A new part is a case and its row, which names its default template in
/// `Sources/ReduxGenTemplates/DefaultTemplates.swift`; that file (the text of each template
/// of `Templates/`) and the build plugins' list of parts (`Plugins/Shared/GeneratorParts.swift`)
/// are recorded by `REDUXGEN_RECORD=1 swift test --filter FilePartTableTests`, which fails
/// until they are.
package enum FilePart: String, CaseIterable, Hashable, Sendable {
    case state
    case action
    case reducer
    case reducerLogic
    case loader
    case viewModel
    case propsLogic
    case routing
    case predictions
    case serviceMock
    case transitionTests
    case testSamples

    /// Who owns a part's file and where it goes.
    package enum Kind: Sendable, Hashable, CaseIterable {
        /// Regenerated into the output folder on every run.
        case generated
        /// A skeleton of the output folder: written once, then the user's.
        case skeleton
        /// Regenerated into the tests folder (`--tests`).
        case testSupport
        /// Written once into the tests folder (`--tests`), then the user's.
        case testSkeleton
    }

    /// The part's row of the table: the template's name (the part of the file name after
    /// the feature), its kind and its default template.
    private var row: (templateName: String, kind: Kind, defaultTemplate: String) {
        switch self {
        case .state: return ("State", .generated, DefaultTemplates.state)
        case .action: return ("Action", .generated, DefaultTemplates.action)
        case .reducer: return ("Reducer", .generated, DefaultTemplates.reducer)
        case .reducerLogic: return ("ReducerLogic", .skeleton, DefaultTemplates.reducerLogic)
        case .loader: return ("Loader", .generated, DefaultTemplates.loader)
        case .viewModel: return ("ViewModel", .generated, DefaultTemplates.viewModel)
        case .propsLogic: return ("PropsLogic", .skeleton, DefaultTemplates.propsLogic)
        case .routing: return ("Routing", .skeleton, DefaultTemplates.routing)
        case .predictions: return ("Predictions", .skeleton, DefaultTemplates.predictions)
        case .serviceMock: return ("ServiceMock", .testSupport, DefaultTemplates.serviceMock)
        case .transitionTests: return ("TransitionTests", .testSkeleton, DefaultTemplates.transitionTests)
        case .testSamples: return ("TestSamples", .testSkeleton, DefaultTemplates.testSamples)
        }
    }

    /// `State`, …: the part of the file name after the feature, and the template's name.
    package var templateName: String { row.templateName }

    /// Who owns the file and where it goes.
    package var kind: Kind { row.kind }

    /// The text of the part's template built into the binary, `Templates/<templateName>.mustache`.
    package var defaultTemplate: String { row.defaultTemplate }

    /// Whether the file goes to the tests folder (`--tests`).
    package var isTest: Bool { kind == .testSupport || kind == .testSkeleton }

    /// Whether the file is a user-owned skeleton (the reducer's logic, the props' `make`,
    /// the routing, the predictions, the transition tests and their samples): written once,
    /// never overwritten unless asked, and left out of stale-file pruning. A skeleton whose
    /// template renders nothing for a spec (the props skeleton of a spec without props) is
    /// not written.
    package var isSkeleton: Bool { kind == .skeleton || kind == .testSkeleton }

    /// The part's position in `allCases`.
    package var index: Int { Self.allCases.firstIndex(of: self)! }

    /// The parts reduxgen owns and regenerates into the output folder, in order.
    package static let generatedParts = allCases.filter { $0.kind == .generated }

    /// The parts of a run's output folder and skeletons: every part but the tests.
    package static let featureParts = allCases.filter { !$0.isTest }

    /// The test files written with `--tests`: the service mock (regenerated), the
    /// transition tests and their samples (written once).
    package static let testParts = allCases.filter(\.isTest)

    /// The skeletons of the output (or skeleton) folder, in order.
    package static let skeletonParts = allCases.filter { $0.kind == .skeleton }

    /// The part whose template is named `templateName` (`State` …), if any.
    package init?(templateName: String) {
        guard let part = Self.allCases.first(where: { $0.templateName == templateName }) else { return nil }
        self = part
    }

    /// What every generated file's name ends with.
    package static let fileNameSuffix = ".swift"

    /// `TeamChatState.swift`.
    package func fileName(for featureName: String) -> String {
        featureName + templateName + Self.fileNameSuffix
    }

    /// `TeamChatTransitionTests+SendMessage.swift`: the name of a file of the part told from
    /// its usual one by `variant` (the tests of a request added later), or the usual name.
    package func fileName(for featureName: String, variant: String?) -> String {
        guard let variant else { return fileName(for: featureName) }
        return featureName + templateName + String(Self.variantSeparator) + variant + Self.fileNameSuffix
    }

    /// The feature whose file of the part the file named `name` is, by the rule of
    /// `fileName(for:variant:)`; `nil` for a name that rule does not give. A feature's name
    /// has no `+`, so the name before the first one is the feature's and the part's.
    ///
    /// ```swift
    /// FilePart.transitionTests.featureName(ofFileNamed: "TeamChatTransitionTests+SendMessage.swift")  // "TeamChat"
    /// FilePart.transitionTests.featureName(ofFileNamed: "TeamChatSearchTests.swift")                  // nil
    /// ```
    package func featureName(ofFileNamed name: String) -> String? {
        guard name.hasSuffix(Self.fileNameSuffix) else { return nil }
        let stem = name.dropLast(Self.fileNameSuffix.count)
        let base = stem.split(separator: Self.variantSeparator, maxSplits: 1, omittingEmptySubsequences: false)
        guard base.count == 1 || !base[1].isEmpty, base[0].hasSuffix(templateName), base[0].count > templateName.count else { return nil }
        return String(base[0].dropLast(templateName.count))
    }

    /// What stands between the part and the variant in a file's name.
    private static let variantSeparator: Character = "+"

    /// `Generated/TeamChatState.swift`: the file's path in `folder`, or its bare name when
    /// `folder` is `nil`.
    package func path(for featureName: String, in folder: String?) -> String {
        PathComponents.path(in: folder, named: featureName + templateName + Self.fileNameSuffix)
    }
}
