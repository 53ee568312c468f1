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
    var index: Int {
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

    /// `Generated/TeamChatState.swift`: the file's path in `folder` (its bare name when
    /// `folder` is `nil`), made at its final size from the pieces' bytes: `+` would grow the
    /// string through the general append path at each piece, which costs several times more.
    public func path(for featureName: String, in folder: String?) -> String {
        let folder = folder?.utf8, feature = featureName.utf8, part = templateName.utf8, suffix = Self.fileNameSuffix.utf8
        // A slash after the folder unless it ends with one, as `folder/name` is joined.
        let slash = folder.map { $0.last == UInt8(ascii: "/") ? 0 : 1 } ?? 0
        let length = (folder?.count ?? 0) + slash + feature.count + part.count + suffix.count
        return String(unsafeUninitializedCapacity: length) { buffer in
            var end = folder.map { buffer.initialize(fromContentsOf: $0) } ?? 0
            if slash == 1 {
                buffer[end] = UInt8(ascii: "/")
                end += 1
            }
            end = buffer[end...].initialize(fromContentsOf: feature)
            end = buffer[end...].initialize(fromContentsOf: part)
            return buffer[end...].initialize(fromContentsOf: suffix)
        }
    }
}
