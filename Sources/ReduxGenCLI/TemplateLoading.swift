import ReduxGenCore

/// Reads a user's template folder and combines it with the default templates.
enum TemplateLoading {
    /// The defaults, with every `*.mustache` in `folder` replacing its namesake, compiled
    /// for `parts`.
    static func templateSet(folder: String?, parts: [FilePart], diagnostics: inout [Diagnostic]) -> TemplateSet? {
        var overrides: [TemplateSet.Source] = []
        if let folder {
            let suffix = "." + TemplateSet.fileExtension
            do {
                guard FileSystem.kind(of: folder) == .directory else {
                    diagnostics.append(.error("the templates folder '\(folder)' does not exist or is not a folder", at: nil))
                    return nil
                }
                for name in try FileSystem.contents(ofDirectory: folder) where name.hasSuffix(suffix) {
                    let path = FileSystem.join(folder, name)
                    let bytes = try FileSystem.readFile(path)
                    guard let text = String(validating: bytes, as: UTF8.self) else {
                        diagnostics.append(.error("the template is not valid UTF-8", at: SourceLocation(path: path, line: 1, column: 1)))
                        continue
                    }
                    overrides.append(TemplateSet.Source(name: String(name.dropLast(suffix.count)), text: text, path: path))
                }
            } catch {
                diagnostics.append(.error(error.description, at: nil))
                return nil
            }
            if overrides.isEmpty {
                diagnostics.append(.warning("the templates folder '\(folder)' has no .mustache files; the defaults are used", at: nil))
            }
        }
        return TemplateSet.make(overriding: overrides, parts: parts, diagnostics: &diagnostics)
    }
}
