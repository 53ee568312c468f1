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

    /// The names of the files of `parts` (of `GeneratorParts`), e.g. `TeamChatState.swift`.
    func fileNames(of parts: [String]) -> [String] { parts.map { feature + $0 + GeneratorParts.fileNameSuffix } }

    /// How `--known-features` names the spec: by its path, which the tool reads for whether
    /// the spec is an app (an app lists feature specs only), or by its feature's name when
    /// the path has a comma, the option's separator.
    var knownFeatureArgument: String { path.contains(",") ? feature : path }

    /// The reducer skeleton's file name, `TeamChatReducerLogic.swift`: written once by the
    /// command plugin, and called by the generated reducer.
    var reducerSkeletonFileName: String { fileNames(of: [GeneratorParts.reducerSkeleton])[0] }

    /// Whether `files` hold the spec's reducer logic: its skeleton, or (when the user renamed
    /// it or merged it into another file) a Swift file that names the reducer and
    /// `reduceLogic`, read only then.
    func hasReducerLogic(among files: [URL]) -> Bool {
        if files.contains(where: { $0.lastPathComponent == reducerSkeletonFileName }) { return true }
        let reducer = "\(feature)Reducer"
        return files.contains { file in
            guard file.pathExtension == "swift", let data = FileManager.default.contents(atPath: file.path(percentEncoded: false)) else { return false }
            let text = String(decoding: data, as: UTF8.self)
            return text.contains(reducer) && text.contains("reduceLogic")
        }
    }

    /// The names of the files generated at every build, e.g. `TeamChatState.swift`.
    var generatedFileNames: [String] { fileNames(of: GeneratorParts.generated) }

    /// Whether the spec is an app spec (a line `app: …` at its top level), which lists other
    /// features of the target: its command is given their names and re-runs when they change.
    /// A spec that cannot be read counts as a feature spec; the tool reports the problem.
    var isApp: Bool { hasTopLevelKey("app") }

    /// Whether the spec holds child features (a line `children:` at its top level), which
    /// are other features of the target: its command is given their paths and re-runs when
    /// they change.
    var hasChildren: Bool { hasTopLevelKey("children") }

    /// Whether a line of the spec starts with `key:`; `false` when it cannot be read.
    private func hasTopLevelKey(_ key: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").contains { $0.hasPrefix(key + ":") }
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

    /// Throws when two specs of one target have the same feature name, or names that differ
    /// only in case: their generated files would have the same names (on a case-insensitive
    /// file system, macOS's default, in the second case).
    static func checkUniqueFeatures(_ specs: [SpecFile], targetName: String) throws {
        var seen: [String: SpecFile] = [:]
        for spec in specs {
            guard let other = seen.updateValue(spec, forKey: spec.feature.lowercased()) else { continue }
            if other.feature == spec.feature {
                throw PluginFailure(
                    "target '\(targetName)' has two specs of the feature '\(spec.feature)': "
                        + "\(other.path) and \(spec.path); a feature's spec file name must be unique in its target")
            }
            throw PluginFailure(
                "target '\(targetName)' has specs of the features '\(other.feature)' and '\(spec.feature)', whose files are one "
                    + "file on a case-insensitive file system: \(other.path) and \(spec.path); rename one of the specs")
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
