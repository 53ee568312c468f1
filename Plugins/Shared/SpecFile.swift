// Shared by both plugins through the `Shared` symlink in each plugin's folder (SwiftPM
// plugins cannot depend on a library target).

import PackagePlugin

import Foundation

/// A feature spec among a target's files, and the names of the files reduxgen makes from it.
///
/// reduxgen names every file after the spec's file name alone (`TeamChat.yaml` →
/// `TeamChatState.swift`, …), which is what lets a build plugin declare its outputs before
/// the tool runs.
struct SpecFile: Equatable {
    /// The file extensions of specs, as the CLI finds them in folders.
    static let extensions: Set<String> = ["yaml", "yml"]

    /// The parts that the build plugin generates, in the CLI's order.
    static let generatedParts = ["State", "Action", "Reducer", "Loader", "ViewModel"]

    /// The skeletons a spec may have, the user's files: the reducer's always, the props'
    /// and the routing's when the spec has `props:` and `routes:`.
    static let skeletonParts = ["ReducerLogic", "PropsLogic", "Routing"]

    /// Where the spec is.
    let url: URL

    /// The feature's name: the spec's file name without its extension.
    var feature: String { url.deletingPathExtension().lastPathComponent }

    /// The spec's file name, e.g. `TeamChat.yaml`.
    var fileName: String { url.lastPathComponent }

    /// The spec's path, for the tool's arguments and for messages.
    var path: String { url.path(percentEncoded: false) }

    /// The folder the spec is in.
    var folder: URL { url.deletingLastPathComponent() }

    /// The names of the files generated at every build, e.g. `TeamChatState.swift`.
    var generatedFileNames: [String] { Self.generatedParts.map { "\(feature)\($0).swift" } }

    /// The name of the user-owned reducer skeleton, e.g. `TeamChatReducerLogic.swift`.
    var skeletonFileName: String { "\(feature)ReducerLogic.swift" }

    /// The names of every skeleton the spec may have, e.g. `TeamChatPropsLogic.swift`.
    var skeletonFileNames: [String] { Self.skeletonParts.map { "\(feature)\($0).swift" } }

    /// Whether the spec is an app spec (a line `app: …` at its top level), which lists other
    /// features of the target: its command is given their names and re-runs when they change.
    /// A spec that cannot be read counts as a feature spec; the tool reports the problem.
    var isApp: Bool {
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").contains { $0.hasPrefix("app:") }
    }

    /// Whether `url` names a spec: a `*.yaml` or `*.yml` file whose name does not start with
    /// a dot (the CLI skips hidden files too).
    static func isSpec(_ url: URL) -> Bool {
        extensions.contains(url.pathExtension) && !url.lastPathComponent.hasPrefix(".")
    }

    /// The specs among `files`, sorted by path so that commands come in a stable order.
    static func specs(in files: FileList) -> [SpecFile] {
        files.map(\.url).filter(isSpec).map(SpecFile.init).sorted { $0.path < $1.path }
    }

    /// Throws when two specs of one target have the same feature name: their generated files
    /// would have the same names.
    static func checkUniqueFeatures(_ specs: [SpecFile], targetName: String) throws {
        var seen: [String: SpecFile] = [:]
        for spec in specs {
            if let other = seen.updateValue(spec, forKey: spec.feature) {
                throw PluginFailure(
                    "target '\(targetName)' has two specs of the feature '\(spec.feature)': "
                        + "\(other.path) and \(spec.path); a feature's spec file name must be unique in its target"
                )
            }
        }
    }
}

/// A plugin error with a message for the user.
struct PluginFailure: Error, CustomStringConvertible {
    /// What went wrong and, where there is one, what to do.
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
