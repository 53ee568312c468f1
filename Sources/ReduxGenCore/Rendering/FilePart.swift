/// The files every spec produces, one per part, named `<Feature><Part>.swift`.
public enum FilePart: String, CaseIterable, Hashable, Sendable {
    case state
    case action
    case reducer
    case reducerLogic
    case loader
    case viewModel
    case propsLogic
    case routing
    case serviceMock
    case transitionTests

    /// `State`, …: the part of the file name after the feature, and the template's name.
    public var templateName: String {
        switch self {
        case .state: return "State"
        case .action: return "Action"
        case .reducer: return "Reducer"
        case .reducerLogic: return "ReducerLogic"
        case .loader: return "Loader"
        case .viewModel: return "ViewModel"
        case .propsLogic: return "PropsLogic"
        case .routing: return "Routing"
        case .serviceMock: return "ServiceMock"
        case .transitionTests: return "TransitionTests"
        }
    }

    /// The part's position in `allCases`.
    public var index: Int {
        switch self {
        case .state: return 0
        case .action: return 1
        case .reducer: return 2
        case .reducerLogic: return 3
        case .loader: return 4
        case .viewModel: return 5
        case .propsLogic: return 6
        case .routing: return 7
        case .serviceMock: return 8
        case .transitionTests: return 9
        }
    }

    /// The parts reduxgen owns and regenerates into the output folder: every part but the
    /// skeletons and the tests, in order.
    public static let generatedParts = allCases.filter { !$0.isSkeleton && !$0.isTest }

    /// The parts of a run's output folder and skeletons: every part but the tests.
    public static let featureParts = allCases.filter { !$0.isTest }

    /// The test files written with `--tests`: the service mock (regenerated) and the
    /// transition tests (written once).
    public static let testParts = allCases.filter(\.isTest)

    /// Whether the file goes to the tests folder (`--tests`).
    public var isTest: Bool { self == .serviceMock || self == .transitionTests }

    /// The skeletons of the output (or skeleton) folder, in order.
    public static let skeletonParts = allCases.filter { $0.isSkeleton && !$0.isTest }

    /// The part whose template is named `templateName` (`State` …), if any.
    public init?(templateName: String) {
        guard let part = Self.allCases.first(where: { $0.templateName == templateName }) else { return nil }
        self = part
    }

    /// Whether the file is a user-owned skeleton (the reducer's logic, the props' `make`,
    /// the routing): written once, never overwritten unless asked, and left out of
    /// stale-file pruning. A skeleton whose template renders nothing for a spec (the props
    /// skeleton of a spec without props) is not written.
    public var isSkeleton: Bool { self == .reducerLogic || self == .propsLogic || self == .routing || self == .transitionTests }

    /// What every generated file's name ends with.
    public static let fileNameSuffix = ".swift"

    /// `TeamChatState.swift`.
    public func fileName(for featureName: String) -> String {
        path(for: featureName, in: nil)
    }

    /// `Generated/TeamChatState.swift`: the file's path in `folder`, or its bare name when
    /// `folder` is `nil`.
    public func path(for featureName: String, in folder: String?) -> String {
        PathComponents.path(in: folder, named: featureName + templateName + Self.fileNameSuffix)
    }
}
