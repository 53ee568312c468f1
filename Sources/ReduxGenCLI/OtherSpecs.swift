import Dispatch
import ReduxGenCore

/// The specs of a run (and the known ones of other runs) as the children check reads them
/// (`ChildComposition`): those the run generated, and the others, such as a spec the run
/// found up to date, read from their files when asked for. Shared by the threads that finish
/// a run's apps and parents, under a lock.
final class OtherSpecs: @unchecked Sendable {
    private let lock = DispatchQueue(label: "reduxgen.OtherSpecs")
    /// The paths of the specs that may be read, looked up by feature name on the first miss.
    private let specPaths: [String]
    private var paths: [String: String]?
    /// The specs read so far by feature name; `nil` for one that cannot be read or has
    /// errors (its own run reports them).
    private var specs: [String: ChildComposition.Spec?]

    /// The specs at `paths`, of which `read` are already read.
    init(paths: [String], read: [ChildComposition.Spec]) {
        specPaths = paths
        specs = Dictionary(read.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The spec of the feature `name`, or `nil` when the run knows it by name alone, cannot
    /// read it, or it has errors.
    func spec(named name: String) -> ChildComposition.Spec? {
        let lookup: (known: ChildComposition.Spec??, path: String?) = lock.sync {
            if let known = specs[name] { return (known, nil) }
            if paths == nil { paths = Self.byName(specPaths) }
            return (nil, paths?[name])
        }
        if let known = lookup.known { return known }
        // Read and checked outside the lock, so that threads do not wait for each other's
        // specs; two threads that ask for one spec at once both read it, and the first kept
        // is the one both return.
        let spec = lookup.path.flatMap(Self.feature(at:)).map(ChildComposition.Spec.init)
        return lock.sync {
            if let known = specs[name] { return known }
            specs[name] = .some(spec)
            return spec
        }
    }

    /// The feature of the spec at `path`, or `nil` when it cannot be read or has errors (its
    /// own run reports them).
    static func feature(at path: String) -> Feature? {
        guard let bytes = try? FileSystem.readFile(path) else { return nil }
        var diagnostics: [Diagnostic] = []
        return Generator.feature(specAt: path, bytes: bytes, diagnostics: &diagnostics)
    }

    /// Finds the feature of a spec among `paths` by its name, reading the spec each time it is
    /// asked for: what a run with `--tests` reads of a feature's children, for their tests.
    static func features(at paths: [String]) -> @Sendable (String) -> Feature? {
        let byName = byName(paths)
        return { name in byName[name].flatMap(feature(at:)) }
    }

    /// `paths` by the feature name of their specs; the first of two specs of one feature.
    private static func byName(_ paths: [String]) -> [String: String] {
        Dictionary(paths.map { (SpecValidator.featureName(forSpecAt: $0), $0) }, uniquingKeysWith: { first, _ in first })
    }
}
