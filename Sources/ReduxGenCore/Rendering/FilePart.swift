/// The files every spec produces, one per part, named `<Feature><Part>.swift`.
public enum FilePart: String, CaseIterable, Hashable, Sendable {
    case state
    case action
    case reducer
    case reducerLogic
    case loader

    /// `State`, …: the part of the file name after the feature, and the template's name.
    public var templateName: String {
        switch self {
        case .state: return "State"
        case .action: return "Action"
        case .reducer: return "Reducer"
        case .reducerLogic: return "ReducerLogic"
        case .loader: return "Loader"
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
        }
    }

    /// The parts reduxgen owns and regenerates: every part but the skeleton, in order.
    public static let generatedParts = allCases.filter { !$0.isSkeleton }

    /// The part whose template is named `templateName` (`State` …), if any.
    public init?(templateName: String) {
        guard let part = Self.allCases.first(where: { $0.templateName == templateName }) else { return nil }
        self = part
    }

    /// Whether the file is the user-owned reducer skeleton: written once, never overwritten
    /// unless asked, and left out of stale-file pruning.
    public var isSkeleton: Bool { self == .reducerLogic }

    /// What every generated file's name ends with.
    public static let fileNameSuffix = ".swift"

    /// `TeamChatState.swift`.
    public func fileName(for featureName: String) -> String {
        path(for: featureName, in: nil)
    }

    /// `Generated/TeamChatState.swift`: the file's path in `folder`, or its bare name when
    /// `folder` is `nil`.
    public func path(for featureName: String, in folder: String?) -> String {
        PathComponents.path(in: folder, named: featureName, templateName, Self.fileNameSuffix)
    }
}
