import Foundation
import XCTest

/// What the fault tests need beyond `CLIHarness`: runs that overlap or are killed, specs
/// in two versions, and snapshots of a folder to compare with.
extension CLIHarness {
    /// Starts `reduxgen arguments` in the scratch folder without waiting for it; its output
    /// goes to /dev/null, so that a full pipe can never block it.
    func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs `reduxgen arguments` through `/bin/sh` with its file size limit set to `blocks`
    /// 512-byte blocks and `SIGXFSZ` ignored, so that a write past the limit fails with
    /// `EFBIG` as a write on a full disk fails with `ENOSPC`. Root cannot write past it
    /// either, unlike a read-only folder.
    func runWithFileSizeLimit(blocks: Int, _ arguments: [String]) throws -> Result {
        let quoted = ([Self.binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        return try run(["-c", "ulimit -f \(blocks) && trap '' XFSZ && exec \(quoted)"], binary: URL(fileURLWithPath: "/bin/sh"))
    }

    /// Every regular file under `path` (its hidden files included), by path relative to it,
    /// with its bytes.
    func snapshot(_ path: String) -> [String: Data] {
        let root = folder.appendingPathComponent(path)
        var files: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return files }
        while let name = walker.nextObject() as? String {
            let url = root.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
                let data = try? Data(contentsOf: url)
            {
                files[name] = data
            }
        }
        return files
    }

    /// Writes `count` specs `Feature01.yaml` … into `Specs/`, in version `version`: every
    /// generated file of one version differs from the other's.
    func writeSpecs(count: Int, version: Int) throws {
        for index in 1...count {
            try write(FaultSpecs.spec(version: version), to: "Specs/" + FaultSpecs.name(index))
        }
    }

    /// `path` made a symbolic link to `destination` (relative to the scratch folder).
    func link(_ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent(path).path, withDestinationPath: folder.appendingPathComponent(destination).path)
    }

    /// Removes `path` inside the scratch folder.
    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: folder.appendingPathComponent(path))
    }
}

/// Specs for the fault tests: each version changes every generated file.
enum FaultSpecs {
    /// `Feature07.yaml` for 7.
    static func name(_ index: Int) -> String {
        "Feature" + (index < 10 ? "0" : "") + "\(index).yaml"
    }

    /// A spec of a realistic size whose field, action and request names carry `version`.
    static func spec(version: Int) -> String {
        var text = "state:\n"
        for field in 1...8 { text += "  field\(field)V\(version): \"[String]\"\n" }
        text += "actions:\n"
        for action in 1...6 { text += "  action\(action)V\(version): String\n" }
        text += "requests:\n"
        for request in 1...2 {
            text += "  load\(request)V\(version):\n    params: { page: Int }\n    success: \"[String]\"\n    into: field\(request)V\(version)\n"
        }
        return text
    }
}

