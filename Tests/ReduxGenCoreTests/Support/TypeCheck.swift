import Foundation
import XCTest

@testable import ReduxGenCore

/// Generates specs and type-checks their files with `swiftc -typecheck -swift-version 6`
/// against the built `ReduxRuntime` (and `ReduxTesting`) modules, with the models the specs
/// name: what the compiler says of generated code, for any spec a test writes.
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
        /// The errors and warnings.
        var problems: [String] { errors + warnings }
        /// The generated files, by name, for a closer look.
        var files: [String: String]
    }

    /// Generates every spec (`name` → YAML, written as `Specs/<name>.yaml`) with every part,
    /// the `--tests` files included when `tests` is set, and type-checks them with `models`,
    /// warnings as errors unless `warningsAsErrors` is off. Fails the test when a spec has
    /// a diagnostic.
    static func run(
        _ specs: [String: String], models: String, tests: Bool = true, warningsAsErrors: Bool = true,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Result {
        var diagnostics: [Diagnostic] = []
        let parts = tests ? FilePart.allCases : FilePart.featureParts
        let generator = Generator(templates: try XCTUnwrap(TemplateSet.make(parts: parts, diagnostics: &diagnostics)))
        let run = FeaturesInRun(specPaths: specs.keys.map { "Specs/\($0).yaml" }, table: nil)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reduxgen-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        var files: [String: String] = [:]
        for (name, yaml) in specs.sorted(by: { $0.key < $1.key }) {
            let output = generator.generate(specAt: "Specs/\(name).yaml", bytes: Array(yaml.utf8), featuresInRun: run)
            XCTAssertEqual(output.diagnostics.map(\.description), [], name, file: file, line: line)
            for generated in output.files {
                let url = folder.appendingPathComponent(generated.name)
                try Data(generated.bytes).write(to: url)
                paths.append(url.path)
                files[generated.name] = generated.contents
            }
        }
        let modelsURL = folder.appendingPathComponent("Models.swift")
        try Data(models.utf8).write(to: modelsURL)
        paths.append(modelsURL.path)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-continue-building-after-errors", "-swift-version", "6", "-I", try modulesFolder().path]
            + (warningsAsErrors ? ["-warnings-as-errors"] : []) + paths
        process.currentDirectoryURL = folder
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = text.split(separator: "\n").map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
        return Result(
            errors: lines.filter { $0.contains(": error: ") }, warnings: lines.filter { $0.contains(": warning: ") }, files: files)
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
