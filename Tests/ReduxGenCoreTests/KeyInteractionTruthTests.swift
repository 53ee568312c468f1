import XCTest

@testable import ReduxGenCore

/// The interaction table is true: each outcome's example, written in a spec, gets exactly the
/// row's error at the line of the row's key when refused, and no diagnostic when defined. So
/// a refusal's message is the one users see, and a defined combination validates.
final class KeyInteractionTruthTests: XCTestCase {
    func testEveryRowIsWhatTheValidatorDoes() {
        for row in SpecLanguage.interactions {
            for outcome in row.outcomes {
                let label = "\(row.first) and \(row.second)" + (outcome.condition.map { " (\($0))" } ?? "")
                let run = Self.run(outcome.example, scope: row.scope)
                let errors = run.diagnostics.filter { $0.severity == .error }
                switch outcome.verdict {
                case .defined:
                    XCTAssertEqual(run.diagnostics.map(\.description), [], "\(label) is defined, so it validates:\n\(run.specs)")
                case .refused(let key, _, _):
                    let expected = "\(run.location(of: key)): error: \(outcome.verdict.message ?? "")"
                    XCTAssertEqual(errors.map { Self.withoutColumn($0) }, [expected], "\(label) is refused:\n\(run.specs)")
                }
            }
        }
    }

    /// The specs an example stands in, and what generating them reports.
    private struct Run {
        /// Each spec's path and text, in the order generated.
        var files: [(path: String, yaml: String)]
        var diagnostics: [Diagnostic]

        var specs: String {
            files.map { "--- \($0.path)\n\($0.yaml)" }.joined(separator: "\n")
        }

        /// `path:line` of the first line that writes `key`: a feature's or an app's key at the
        /// start of a line of the first spec (of the held one for a child's or a listed
        /// feature's key), a request's or a stream's key indented, or in a flow mapping. The
        /// errors about a child or a listed feature stand at its entry, the line after
        /// `children:` or `features:`.
        func location(of key: SpecKeyID) -> String {
            let file = key.isHeldSpecsKey ? files[files.count - 1] : files[0]
            let lines = file.yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let entry = [.feature(.children), .app(.features)].contains(key) ? 1 : 0
            let index = lines.firstIndex { line in
                switch key {
                case .feature, .childFeature, .app, .appFeature: return line.hasPrefix(key.name + ":")
                case .request, .stream:
                    return line.hasPrefix(" ") && line.trimmingSpaces().hasPrefix(key.name + ":") || line.contains("{ \(key.name):")
                        || line.contains(", \(key.name):")
                }
            }
            return "\(file.path):\(index.map { $0 + 1 + entry } ?? 0)"
        }
    }

    /// Generates `example` in the spec its scope says.
    private static func run(_ example: String, scope: KeyInteraction.Scope) -> Run {
        switch scope {
        case .request: return run([("Feature.yaml", SpecLanguage.requestExampleSpec + "\n" + indented(example, by: 4))])
        case .stream: return run([("Feature.yaml", SpecLanguage.streamExampleSpec + "\n" + indented(example, by: 4))])
        case .fieldOrAction, .feature: return run([("Feature.yaml", example + "\n")], others: ["Row"])
        case .parentAndChild:
            let parts = example.components(separatedBy: "\n---\n")
            return run([("List.yaml", parts[0] + "\n"), ("Row.yaml", (parts.count > 1 ? parts[1] : "") + "\n")])
        }
    }

    /// Generates `files` as one run, with the checks a run makes of a parent against its
    /// children and of an app against its features.
    private static func run(_ files: [(path: String, yaml: String)], others: [String] = []) -> Run {
        let featuresInRun = FeaturesInRun(specPaths: files.map(\.path), others: others)
        let outputs = files.map { Generate.generator.generate(specAt: $0.path, bytes: Array($0.yaml.utf8), featuresInRun: featuresInRun) }
        var diagnostics = outputs.flatMap(\.diagnostics)
        let features = outputs.compactMap(\.feature)
        let specs = Dictionary(uniqueKeysWithValues: features.map { ($0.name, ChildComposition.Spec($0)) })
        let apps = Set(features.filter(\.isApp).map(\.name))
        for feature in features {
            diagnostics += feature.isApp ? AppComposition.errors(of: feature, apps: apps) { specs[$0] } : ChildComposition.errors(of: feature) { specs[$0] }
        }
        return Run(files: files, diagnostics: diagnostics)
    }

    private static func indented(_ text: String, by count: Int) -> String {
        let indent = String(repeating: " ", count: count)
        return text.split(separator: "\n").map { indent + $0 }.joined(separator: "\n") + "\n"
    }

    /// `path:line: error: message`: the column depends on how a key's value is written.
    private static func withoutColumn(_ diagnostic: Diagnostic) -> String {
        guard let location = diagnostic.location else { return diagnostic.description }
        return "\(location.path):\(location.line): error: \(diagnostic.message)"
    }
}
