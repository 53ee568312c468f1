#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ReduxGenCore

/// Finds the spec files named on the command line: files as given, folders searched
/// recursively for `*.yaml` and `*.yml` (hidden files and folders skipped), each folder's
/// entries in the order of their names' bytes.
///
/// A spec reached twice (named twice, through a folder and by name, or through a link) is
/// one spec, and a folder reached again (through a link, or a link loop) is not searched
/// again. An entry named like a spec that cannot be read as one (a broken link, a pipe) is an
/// error rather than skipped: its generated files would be pruned as those of a spec that is
/// gone.
struct SpecDiscovery {
    /// The specs found, in order.
    private var specs: [String] = []
    private var diagnostics: [Diagnostic] = []
    /// The specs found so far: their files, and the names they were found under (a link of
    /// another name to a spec is a spec of another feature).
    private var seenSpecs: Set<SeenSpec> = []
    /// The folders searched so far, and whether each has specs (in it or below it).
    private var seenFolders: [FileSystem.Identity: Bool] = [:]

    private struct SeenSpec: Hashable {
        var file: FileSystem.Identity
        var name: String
    }

    /// The specs under `paths`, with an error for each path that names nothing usable, and
    /// one when there are no specs at all: a run without specs would remove every generated
    /// file of the output folder.
    static func specs(in paths: [String], diagnostics: inout [Diagnostic]) -> [String] {
        var discovery = SpecDiscovery()
        var emptyFolders: [String] = []
        for path in paths where discovery.add(path) == false {
            emptyFolders.append(path)
        }
        if discovery.specs.isEmpty && !discovery.diagnostics.containsErrors {
            let folders = emptyFolders.map { "'\($0)'" }.joined(separator: ", ")
            discovery.diagnostics.append(.error(
                "no .yaml or .yml specs in \(emptyFolders.count == 1 ? "the folder" : "the folders") \(folders); "
                    + "nothing was generated or removed", at: nil))
        } else {
            for folder in emptyFolders {
                discovery.diagnostics.append(.warning("no .yaml or .yml specs in the folder '\(folder)'", at: nil))
            }
        }
        diagnostics += discovery.diagnostics
        return discovery.specs
    }

    /// Adds the spec at `path`, or the specs of the folder at `path`; for a folder, returns
    /// whether it has specs.
    private mutating func add(_ path: String) -> Bool? {
        guard let status = status(of: path, namedLikeASpec: true) else { return nil }
        switch status.kind {
        case .file:
            if SpecValidator.isSpecFileName(FileSystem.baseName(of: path)) {
                addSpec(path, file: status.identity)
            } else {
                diagnostics.append(.error("'\(path)' is not a spec: spec files end with .yaml or .yml", at: nil))
            }
            return nil
        case .directory:
            return search(path, status.identity)
        case .other:
            diagnostics.append(.error("'\(path)' is neither a file nor a folder", at: nil))
            return nil
        }
    }

    /// Adds the specs in `folder` and its subfolders, unless it was searched before; returns
    /// whether it has specs (a folder being searched, which a link loop reaches again, counts
    /// as having none: its own entries tell).
    private mutating func search(_ folder: String, _ identity: FileSystem.Identity) -> Bool {
        if let hasSpecs = seenFolders[identity] { return hasSpecs }
        seenFolders[identity] = false
        let entries: [FileSystem.Entry]
        do {
            entries = try FileSystem.entries(ofDirectory: folder)
        } catch {
            diagnostics.append(.error(error.description, at: nil))
            return false
        }
        var hasSpecs = false
        for entry in entries where !entry.name.hasPrefix(".") {
            let path = FileSystem.join(folder, entry.name)
            let isSpecName = SpecValidator.isSpecFileName(entry.name)
            guard let status = status(entry.status, of: path, namedLikeASpec: isSpecName) else { continue }
            switch status.kind {
            case .directory:
                if search(path, status.identity) { hasSpecs = true }
            case .file:
                if isSpecName {
                    addSpec(path, file: status.identity)
                    hasSpecs = true
                }
            case .other:
                if isSpecName {
                    diagnostics.append(.error(
                        "'\(path)' is named like a spec but is not a file (a pipe, a socket or a device); rename or remove it",
                        at: nil))
                }
            }
        }
        seenFolders[identity] = hasSpecs
        return hasSpecs
    }

    private mutating func addSpec(_ path: String, file: FileSystem.Identity) {
        if seenSpecs.insert(SeenSpec(file: file, name: FileSystem.baseName(of: path))).inserted { specs.append(path) }
    }

    /// What is at `path`, links followed; `nil`, with a diagnostic, when nothing usable is:
    /// an error for a path named on the command line or like a spec, a warning for a broken
    /// link of another name (which may have led to a folder of specs).
    private mutating func status(of path: String, namedLikeASpec: Bool) -> FileSystem.Status? {
        status(Result { () throws(FileSystemError) in try FileSystem.status(of: path) }, of: path, namedLikeASpec: namedLikeASpec)
    }

    /// `found`, what was read at `path`; `nil`, with the diagnostic `status(of:namedLikeASpec:)`
    /// gives, when it could not be read.
    private mutating func status(_ found: Result<FileSystem.Status, FileSystemError>, of path: String, namedLikeASpec: Bool) -> FileSystem.Status? {
        let status: FileSystem.Status
        do {
            status = try found.get()
        } catch {
            if let target = FileSystem.linkTarget(of: path) {
                let problem = "'\(path)' is a symbolic link to '\(target)', which does not exist"
                if namedLikeASpec {
                    diagnostics.append(.error(problem + "; fix the link or remove it", at: nil))
                } else {
                    diagnostics.append(.warning(problem + "; it is skipped", at: nil))
                }
            } else if namedLikeASpec {
                diagnostics.append(.error(error.code == ENOENT ? "no such file or folder: '\(path)'" : error.description, at: nil))
            }
            return nil
        }
        return status
    }
}
