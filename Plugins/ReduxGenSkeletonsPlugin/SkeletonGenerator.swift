import Foundation
import PackagePlugin

/// Runs reduxgen so that it writes only the files a user owns, those written once: the
/// missing skeletons into the specs' folders and, with a tests folder, the missing
/// transition tests and samples (the tool's `--only-skeletons`). The generated files are
/// the build plugin's: the feature's in the feature target, the service mocks in the test
/// target.
struct SkeletonGenerator {
    /// The `reduxgen` executable.
    let tool: PluginContext.Tool
    /// The package's folder, which the messages give paths relative to.
    let packageDirectory: URL

    /// Writes the skeleton of each spec in `specs` that has none next to it, and says which
    /// it wrote and which it kept.
    ///
    /// With `tests`, each feature's transition tests and the samples they need go there too,
    /// importing the target with `@testable`; a request added since gets a tests file of its
    /// own. The samples are built from the Swift files of `sources`, the target's folder.
    func writeMissingSkeletons(of specs: [SpecFile], targetName: String, sources: URL, tests: TestsFolder? = nil) throws {
        // Every run knows the target's features, which its app specs may list.
        var arguments = ["--known-features", specs.map(\.knownFeatureArgument).joined(separator: ",")]
        if let tests {
            arguments += [
                "--tests", tests.url.path(percentEncoded: false), "--tests-module", targetName,
                "--model-sources", sources.path(percentEncoded: false),
            ]
        }
        let byFolder = Dictionary(grouping: specs, by: \.folder)
        for folder in byFolder.keys.sorted(by: { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }) {
            let result = try run(byFolder[folder]!, folder: folder, arguments: arguments)
            for line in result.files {
                print("\(targetName): \(line)")
            }
            guard result.succeeded else {
                throw PluginFailure("reduxgen found errors in the specs of target '\(targetName)'; no file was written for a spec with errors")
            }
        }
        if let tests, !tests.targetAppliesBuildPlugin {
            print("\(targetName): the service mocks are generated at every build of the test target, with the build plugin applied to \(tests.targetName):")
            print("  plugins: [.plugin(name: \"ReduxGenPlugin\", package: \"reduxgen\")]")
        }
    }

    /// Runs the tool on `specs`, the skeletons going to their `folder`. Its diagnostics are
    /// reported as the plugin's, so that they come before the plugin's own error; the files
    /// it wrote and kept are returned as lines to print.
    private func run(_ specs: [SpecFile], folder: URL, arguments: [String]) throws -> (succeeded: Bool, files: [String]) {
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["generate"] + specs.map(\.path) + [
            "--output", folder.path(percentEncoded: false),
            "--only-skeletons", "--verbose",
        ] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both to their end before waiting, so that neither pipe fills up.
        let errorText = ReadToEnd(errors.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        ToolDiagnostics.report(String(decoding: errorText.wait(), as: UTF8.self), relativePath: relativePath)
        var files: [String] = []
        for line in String(decoding: outputData, as: UTF8.self).split(separator: "\n") {
            if line.hasPrefix("written: ") {
                files.append("wrote \(relativePath(String(line.dropFirst("written: ".count))))")
            } else if line.hasPrefix("kept (yours): ") {
                files.append("kept \(relativePath(String(line.dropFirst("kept (yours): ".count)))) (it exists and is yours)")
            }
        }
        return (process.terminationReason == .exit && process.terminationStatus == 0, files)
    }

    /// `path` relative to the package's folder when it is inside it.
    private func relativePath(_ path: String) -> String {
        var base = packageDirectory.path(percentEncoded: false)
        if !base.hasSuffix("/") { base += "/" }
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}

/// Reads a file handle to its end on a thread of its own.
private final class ReadToEnd: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}

/// The tool's diagnostics (`path:line:column: error: message`), reported through the plugin
/// API, which SwiftPM shows in order, before the plugin's own error (what the plugin prints
/// comes after it), and Xcode at the spec's line. SwiftPM leaves a diagnostic's location out,
/// so the message starts with it, as the compiler's do.
enum ToolDiagnostics {
    static func report(_ text: String, relativePath: (String) -> String) {
        for line in text.split(separator: "\n").map(String.init) {
            for (severity, marker) in [(Diagnostics.Severity.error, ": error: "), (.warning, ": warning: "), (.remark, ": note: ")] {
                guard let range = line.range(of: marker) else { continue }
                let location = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
                let message = String(line[range.upperBound...])
                if location.count >= 3, let lineNumber = Int(location[location.count - 2]) {
                    let file = location.dropLast(2).joined(separator: ":")
                    let place = "\(relativePath(file)):\(lineNumber):\(location[location.count - 1])"
                    Diagnostics.emit(severity, "\(place): \(message)", file: file, line: lineNumber)
                } else {
                    Diagnostics.emit(severity, message)
                }
                break
            }
        }
    }
}
