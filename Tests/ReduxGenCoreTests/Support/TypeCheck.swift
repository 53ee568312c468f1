import Foundation
import XCTest

@testable import ReduxGenCore
@testable import ReduxGenTestFiles

/// Generates specs and compiles their files with `swiftc -swift-version 6` (up to SIL, so
/// that unreachable code is reported too) against the built `ReduxRuntime` (and
/// `ReduxTesting`) modules, with the models the specs name: what the compiler says of
/// generated code, for any spec a test writes.
///
/// ```swift
/// let result = try TypeCheck.run(["Shop": "state:\n  count: Int\n"], models: "import ReduxRuntime\n")
/// XCTAssertEqual(result.problems, [])
/// ```
enum TypeCheck {
    /// What the compiler reported.
    struct Result {
        /// The error lines (`path:line:column: error: …`).
        var errors: [String]
        /// The warning lines.
        var warnings: [String]
        /// The note lines (`path:line:column: note: …`), each a line of its own in what a user reads.
        var notes: [String]
        /// The errors and warnings.
        var problems: [String] { errors + warnings }
        /// The generated files, by name, for a closer look.
        var files: [String: String]
    }

    /// Generates every spec (`name` → YAML, written as `Specs/<name>.yaml`) with every part,
    /// the `--tests` files included when `tests` is set, and compiles them with `models`,
    /// warnings as errors unless `warningsAsErrors` is off. Fails the test when a spec has
    /// a diagnostic. `skeletons` (file name → text) stand for generated skeletons, as a user
    /// has them.
    static func run(
        _ specs: [String: String], models: String, tests: Bool = true, warningsAsErrors: Bool = true,
        skeletons: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line
    ) throws -> Result {
        let folder = try Folder()
        let files = try folder.generate(specs, models: models, tests: tests, skeletons: skeletons, file: file, line: line)
        // Up to SIL, whose passes report unreachable code, not only type-checking.
        let text = try folder.swiftc(
            ["-emit-sil", "-wmo", "-o", "/dev/null", "-module-name", "Generated"] + (warningsAsErrors ? ["-warnings-as-errors"] : []) + folder.paths)
        let lines = text.split(separator: "\n").map { $0.replacingOccurrences(of: folder.url.path + "/", with: "") }
        return Result(
            errors: lines.filter { $0.contains(": error: ") }, warnings: lines.filter { $0.contains(": warning: ") },
            notes: lines.filter { $0.contains(": note: ") }, files: files)
    }

    /// Generates the specs (without the `--tests` files), builds them with `models` and
    /// `main` (top-level code, the program's entry) against `ReduxRuntime`'s objects, runs
    /// the program and returns what it prints. Fails the test when the build fails.
    /// `skeletons` (file name → text) stand for generated skeletons, as a user fills them.
    static func execute(
        _ specs: [String: String], models: String, skeletons: [String: String] = [:], main: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> String {
        let folder = try Folder()
        _ = try folder.generate(specs, models: models, tests: false, skeletons: skeletons, file: file, line: line)
        let mainURL = folder.url.appendingPathComponent("main.swift")
        try Data(main.utf8).write(to: mainURL)
        // The objects of the runtime's current sources: a build folder keeps the objects of
        // files since deleted, which would define their symbols twice.
        let runtimeSources = Set(
            (FileManager.default.enumerator(atPath: Golden.repositoryRoot.appendingPathComponent("Sources/ReduxRuntime").path)?
                .compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }.map { ($0 as NSString).lastPathComponent })
        let runtimeObjects = try FileManager.default.contentsOfDirectory(at: try modulesFolder().deletingLastPathComponent()
            .appendingPathComponent("ReduxRuntime.build"), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "o" && runtimeSources.contains($0.deletingPathExtension().lastPathComponent) }.map(\.path)
        let program = folder.url.appendingPathComponent("program").path
        let log = try folder.swiftc(folder.paths + [mainURL.path] + runtimeObjects + ["-o", program])
        guard FileManager.default.fileExists(atPath: program) else {
            XCTFail("the program does not build:\n\(log)", file: file, line: line)
            return ""
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text
    }

    /// A temporary folder of generated files, removed when the value goes.
    private final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reduxgen-typecheck-\(UUID().uuidString)")
        /// The Swift files written so far.
        private(set) var paths: [String] = []

        init() throws {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        deinit {
            try? FileManager.default.removeItem(at: url)
        }

        /// Writes the files of `specs` (those named in `skeletons` with the text given there)
        /// and the models; returns the files' texts by name.
        func generate(
            _ specs: [String: String], models: String, tests: Bool, skeletons: [String: String] = [:], file: StaticString, line: UInt
        ) throws -> [String: String] {
            var diagnostics: [Diagnostic] = []
            let parts = tests ? FilePart.allCases : FilePart.featureParts
            let generator = Generator(templates: try XCTUnwrap(TemplateSet.make(parts: parts, diagnostics: &diagnostics)), testFileWriter: TransitionTestFileWriter())
            var run = FeaturesInRun(specPaths: specs.keys.map { "Specs/\($0).yaml" })
            // The features' children, which an app's loaders lift and the transition tests test.
            var features: [Feature] = []
            for (name, yaml) in specs {
                var ignored: [Diagnostic] = []
                if let feature = Generator.feature(specAt: "Specs/\(name).yaml", bytes: Array(yaml.utf8), featuresInRun: run, diagnostics: &ignored) {
                    features.append(feature)
                }
            }
            for feature in features where !feature.children.isEmpty { run.children[feature.name] = feature.children }
            let testFiles = { (plan: FeaturePlan) in
                TestFiles(childFeatures: features.filter { feature in plan.children.contains { $0.child.feature == feature.name } })
            }
            var files: [String: String] = [:]
            for (name, yaml) in specs.sorted(by: { $0.key < $1.key }) {
                let output = generator.generate(
                    specAt: "Specs/\(name).yaml", bytes: Array(yaml.utf8), featuresInRun: run, testFiles: tests ? testFiles : nil)
                XCTAssertEqual(output.diagnostics.map(\.description), [], name, file: file, line: line)
                for generated in output.files {
                    let text = skeletons[generated.name] ?? generated.contents
                    try write(text, named: generated.name)
                    files[generated.name] = text
                }
            }
            try write(models, named: "Models.swift")
            return files
        }

        private func write(_ text: String, named name: String) throws {
            let fileURL = url.appendingPathComponent(name)
            try Data(text.utf8).write(to: fileURL)
            paths.append(fileURL.path)
        }

        /// Runs `swiftc -swift-version 6` with `arguments` and the runtime modules; returns
        /// what it prints to standard error.
        func swiftc(_ arguments: [String]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swiftc", "-continue-building-after-errors", "-swift-version", "6", "-I", try modulesFolder().path] + arguments
            process.currentDirectoryURL = url
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return text
        }
    }

    /// The build folder's `Modules`, where `ReduxRuntime.swiftmodule` is: beside the test bundle.
    static func modulesFolder() throws -> URL {
        var url = Bundle(for: Marker.self).bundleURL
        for _ in 0..<4 {
            let modules = url.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: modules.appendingPathComponent("ReduxRuntime.swiftmodule").path) {
                return modules
            }
            url = url.deletingLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Modules/ReduxRuntime.swiftmodule beside the test bundle"])
    }

    private final class Marker {}
}
