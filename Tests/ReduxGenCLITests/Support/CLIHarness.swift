import Foundation
import XCTest

/// Runs the built `reduxgen` binary in a scratch folder, as a user would.
final class CLIHarness {
    /// What one run printed and returned.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// A fresh scratch folder, removed when the harness goes away.
    let folder: URL

    /// The repository's root folder.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `reduxgen` binary SwiftPM built beside the test bundle.
    static var binary: URL {
        #if os(macOS)
        let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }!.bundleURL.deletingLastPathComponent()
        #else
        let products = Bundle.main.bundleURL
        #endif
        return products.appendingPathComponent("reduxgen")
    }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("reduxgen-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs `reduxgen arguments` in the scratch folder.
    @discardableResult
    func run(_ arguments: [String], binary: URL = CLIHarness.binary) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self))
    }

    /// Writes `text` to `path` inside the scratch folder.
    func write(_ text: String, to path: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The text of `path` inside the scratch folder, or `nil`.
    func read(_ path: String) -> String? {
        (try? Data(contentsOf: folder.appendingPathComponent(path))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The names in the folder `path`, sorted, without reduxgen's fingerprint manifest.
    func list(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(path).path)) ?? [])
            .filter { $0 != ".reduxgen-fingerprints" }
            .sorted()
    }

    /// The modification date of `path`.
    func modificationDate(_ path: String) throws -> Date {
        try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)[.modificationDate] as! Date
    }

    /// Sets the modification date of `path` back, so that a rewrite would show.
    func age(_ path: String) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: folder.appendingPathComponent(path).path)
    }

    /// Copies the repository's example specs into `Specs/`.
    func copyExampleSpecs() throws {
        let source = Self.repositoryRoot.appendingPathComponent("Specs")
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) where name.hasSuffix(".yaml") {
            try write(String(decoding: try Data(contentsOf: source.appendingPathComponent(name)), as: UTF8.self), to: "Specs/\(name)")
        }
    }
}
