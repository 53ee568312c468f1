import Dispatch
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
                for name in try FileSystem.contents(ofDirectory: folder).sorted() where name.hasSuffix(suffix) {
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

/// A template set being made: on one of Dispatch's worker threads while the job lists its
/// specs, or at once.
///
/// In the background for a run that may have several specs: making the set then costs the
/// run nothing (it took 0.25 ms before the listing, with one core idle), and the worker is
/// started ahead of the run's parallel loop, which otherwise waits about a millisecond for
/// its first worker thread, one core idle again (1.5% of a cold run of 1,000 specs).
final class PendingTemplateSet: @unchecked Sendable {
    // Written by the work item only, before it leaves `made`; read after `made` is waited
    // for: the group orders the two.
    private var templateSet: TemplateSet?
    private var diagnostics: [Diagnostic] = []
    private let made = DispatchGroup()

    /// Starts making the defaults with `folder`'s templates, for `parts` (see
    /// `TemplateLoading.templateSet(folder:parts:diagnostics:)`).
    init(folder: String?, parts: [FilePart], inBackground: Bool) {
        guard inBackground else {
            templateSet = TemplateLoading.templateSet(folder: folder, parts: parts, diagnostics: &diagnostics)
            return
        }
        made.enter()
        DispatchQueue.global().async { [self] in
            templateSet = TemplateLoading.templateSet(folder: folder, parts: parts, diagnostics: &diagnostics)
            made.leave()
        }
    }

    /// The set (`nil` when a template has an error) and what making it reported, once it
    /// is made.
    func wait() -> (TemplateSet?, [Diagnostic]) {
        made.wait()
        return (templateSet, diagnostics)
    }
}
