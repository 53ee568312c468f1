import ReduxGenCore

/// Finds the spec files named on the command line: files as given, folders searched
/// recursively for `*.yaml` and `*.yml` (hidden folders skipped), in a stable order.
enum SpecDiscovery {
    /// The specs under `paths`, each once, with an error for each path that names nothing
    /// usable.
    static func specs(in paths: [String], diagnostics: inout [Diagnostic]) -> [String] {
        var found: [String] = []
        var seen: Set<String> = []
        for path in paths {
            switch FileSystem.kind(of: path) {
            case .file?:
                if SpecValidator.isSpecFileName(FileSystem.baseName(of: path)) {
                    if seen.insert(path).inserted { found.append(path) }
                } else {
                    diagnostics.append(.error("'\(path)' is not a spec: spec files end with .yaml or .yml", at: nil))
                }
            case .directory?:
                var inFolder: [String] = []
                collect(in: path, into: &inFolder, diagnostics: &diagnostics)
                if inFolder.isEmpty {
                    diagnostics.append(.warning("no .yaml or .yml specs in the folder '\(path)'", at: nil))
                }
                for spec in inFolder where seen.insert(spec).inserted { found.append(spec) }
            case .other?:
                diagnostics.append(.error("'\(path)' is neither a file nor a folder", at: nil))
            case nil:
                diagnostics.append(.error("no such file or folder: '\(path)'", at: nil))
            }
        }
        return found
    }

    /// Adds the specs in `folder` and its subfolders to `found`, each folder's entries in
    /// the order of their names' bytes.
    private static func collect(in folder: String, into found: inout [String], diagnostics: inout [Diagnostic]) {
        let names: [String]
        do {
            names = try FileSystem.contents(ofDirectory: folder)
        } catch {
            diagnostics.append(.error(error.description, at: nil))
            return
        }
        for name in names where !name.hasPrefix(".") {
            let path = FileSystem.join(folder, name)
            switch FileSystem.kind(of: path) {
            case .directory?: collect(in: path, into: &found, diagnostics: &diagnostics)
            case .file? where SpecValidator.isSpecFileName(name): found.append(path)
            default: break
            }
        }
    }
}
