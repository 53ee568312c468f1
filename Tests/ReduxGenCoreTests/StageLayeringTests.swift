import Foundation
import XCTest

/// The folders of `Sources/ReduxGenCore` are the generator's stages, and each builds only on
/// the stages before it: a file names the declarations of its own folder and of earlier ones,
/// never of a later one, so that no cycle runs across folders. A spec section's folder
/// (`Sections/Requests/`) holds a folder per stage it takes part in (`Sections/Requests/Plan/`),
/// whose files are of that stage.
///
/// It reads the sources as text: a declaration is a type or function declared at the start
/// of a line, or a member of an extension whose name nothing else in the module declares;
/// a file names it when the name appears in its code (comments and string literals left out).
final class StageLayeringTests: XCTestCase {
    /// The stages, each after every stage it builds on.
    static let stages = [
        "Diagnostics", "Support", "OutputFiles", "Loading", "SwiftLanguage", "Model", "SpecLanguage", "Plan", "Validation",
        "SwiftCode", "TestFiles", "Contexts", "TemplateEngine", "Pipeline", "Diagram",
    ]

    func testEveryFolderIsAStage() throws {
        let folders = Set(try ModuleSources.read().map(\.folder))
        XCTAssertEqual(
            folders.subtracting(Self.stages), [],
            "a folder of ReduxGenCore (or of a section's) that is no stage: add it to `stages`, after the stages it builds on; a section's file goes in a stage's folder")
        XCTAssertEqual(Set(Self.stages).subtracting(folders), [], "a stage without a folder")
    }

    func testNoStageNamesALaterOne() throws {
        let sources = try ModuleSources.read()
        let declarations = ModuleSources.declarations(in: sources)
        var problems: [String] = []
        for source in sources {
            guard let rank = Self.stages.firstIndex(of: source.folder) else { continue }
            for (name, declaring) in source.namedDeclarations(declarations).sorted(by: { $0.key < $1.key }) {
                guard let declaringRank = Self.stages.firstIndex(of: declaring.folder), declaringRank > rank else { continue }
                problems.append("\(source.path) names \(name), of \(declaring.path): \(source.folder) comes before \(declaring.folder)")
            }
        }
        XCTAssertEqual(problems, [], "a stage builds on earlier stages only:\n" + problems.joined(separator: "\n"))
    }

    /// The scan finds what a file names, or the test above could pass for want of looking.
    func testTheScanFindsTypesAndExtensionMembersOfOtherFolders() throws {
        let sources = try ModuleSources.read()
        let declarations = ModuleSources.declarations(in: sources)
        let generator = try XCTUnwrap(sources.first { $0.path == "Pipeline/Generator.swift" })
        let named = generator.namedDeclarations(declarations)
        XCTAssertEqual(named["FeaturePlan"]?.folder, "Plan")
        XCTAssertEqual(named["YAMLLoader"]?.folder, "Loading")
        // `plan.collisions(inSpecAt:)`, declared in an extension of FeaturePlan.
        XCTAssertEqual(named[".collisions"]?.folder, "Plan")
        XCTAssertNil(named["Generator"], "a file's own declarations are not counted")
        // A section's plan is of the plan stage.
        let requestNames = try XCTUnwrap(sources.first { $0.path == "Sections/Requests/Contexts/FeatureContext+Requests.swift" })
        XCTAssertEqual(requestNames.folder, "Contexts")
        let requestPlan = requestNames.namedDeclarations(declarations)["RequestPlan"]
        XCTAssertEqual(requestPlan?.path, "Sections/Requests/Plan/RequestPlan.swift")
        XCTAssertEqual(requestPlan?.folder, "Plan")
    }
}

/// The Swift files of ReduxGenCore, read as text.
struct ModuleSources {
    /// `Plan/FeaturePlan.swift`: the file's path below `Sources/ReduxGenCore`.
    let path: String
    /// The file's code without its comments and string literals.
    let code: String
    /// The file's lines as written.
    let lines: [Substring]

    /// `Plan`: the file's stage, its folder, or for a section's file the folder inside the
    /// section's (`Sections/Requests/Plan/RequestPlan.swift`); `Sections` for a section's file
    /// in no stage's folder.
    var folder: String {
        let components = path.split(separator: "/")
        if path.hasPrefix(Self.sectionsFolder + "/") { return components.count > 3 ? String(components[2]) : Self.sectionsFolder }
        return String(components[0])
    }

    /// The folder of the spec sections' folders.
    static let sectionsFolder = "Sections"

    /// The module's folder in the repository.
    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/ReduxGenCore").standardized
    }

    /// Every Swift file of the module.
    static func read() throws -> [ModuleSources] {
        let root = root
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path))
        var sources: [ModuleSources] = []
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            sources.append(ModuleSources(path: path, code: withoutCommentsAndStrings(text), lines: text.split(separator: "\n", omittingEmptySubsequences: false)))
        }
        return sources.sorted { $0.path < $1.path }
    }

    /// Where each name is declared: types and functions declared at the start of a line,
    /// and, as `.name`, the members of extensions whose name is declared nowhere else.
    static func declarations(in sources: [ModuleSources]) -> [String: ModuleSources] {
        var declarations: [String: ModuleSources] = [:]
        var extensionMembers: [String: ModuleSources] = [:]
        var memberCounts: [String: Int] = [:]
        for source in sources {
            var inExtension = false
            for line in source.lines {
                if let name = declaredName(in: line, after: topLevelKeywords, indentation: 0) {
                    if declarations[name] == nil { declarations[name] = source }
                }
                if line.first.map({ !$0.isWhitespace }) ?? false, line != "}" {
                    inExtension = line.split(separator: " ").drop { modifiers.contains($0) }.first == "extension"
                }
                if let name = declaredName(in: line, after: memberKeywords, indentation: nil) {
                    memberCounts[name, default: 0] += 1
                    if inExtension, line.hasPrefix("    "), !line.hasPrefix("     ") { extensionMembers[name] = source }
                }
            }
        }
        for (name, source) in extensionMembers where memberCounts[name] == 1 && declarations[name] == nil {
            declarations["." + name] = source
        }
        return declarations
    }

    /// The declarations of other files that this file names, by name.
    func namedDeclarations(_ declarations: [String: ModuleSources]) -> [String: ModuleSources] {
        var named: [String: ModuleSources] = [:]
        var word = ""
        var afterDot = false
        func end() {
            defer { word = "" }
            guard !word.isEmpty else { return }
            let key = afterDot && declarations["." + word] != nil ? "." + word : word
            guard let declaring = declarations[key], declaring.path != path else { return }
            named[key] = declaring
        }
        var previous: Character = " "
        for character in code {
            if character.isLetter || character.isNumber || character == "_" {
                if word.isEmpty { afterDot = previous == "." }
                word.append(character)
            } else {
                end()
            }
            previous = character
        }
        end()
        return named
    }

    private static let modifiers: Set<Substring> = [
        "public", "package", "internal", "private", "fileprivate", "final", "indirect", "static", "mutating", "nonisolated",
        "override", "lazy",
    ]
    private static let topLevelKeywords: Set<Substring> = ["struct", "enum", "class", "protocol", "actor", "typealias", "func"]
    private static let memberKeywords: Set<Substring> = ["func", "var", "let", "case"]

    /// The name `line` declares after one of `keywords` and its modifiers and attributes,
    /// when it is indented by `indentation` spaces (any, when `nil`).
    private static func declaredName(in line: Substring, after keywords: Set<Substring>, indentation: Int?) -> String? {
        let indent = line.prefix { $0 == " " }.count
        if let indentation, indent != indentation { return nil }
        var words = line.dropFirst(indent).split(separator: " ")[...]
        while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) { words = words.dropFirst() }
        guard let keyword = words.first, keywords.contains(keyword), words.count > 1 else { return nil }
        let name = words[words.startIndex + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    /// `text` with its comments and the contents of its string literals left out.
    static func withoutCommentsAndStrings(_ text: String) -> String {
        var code = ""
        var index = text.startIndex
        func rest(startsWith prefix: String) -> Bool { text[index...].hasPrefix(prefix) }
        while index < text.endIndex {
            if rest(startsWith: "//") {
                index = text[index...].firstIndex(of: "\n") ?? text.endIndex
            } else if rest(startsWith: "/*") {
                index = text[index...].range(of: "*/")?.upperBound ?? text.endIndex
            } else if rest(startsWith: "\"\"\"") {
                let contents = text.index(index, offsetBy: 3)
                index = text[contents...].range(of: "\"\"\"")?.upperBound ?? text.endIndex
                code += "\"\""
            } else if text[index] == "\"" {
                var end = text.index(after: index)
                while end < text.endIndex, text[end] != "\"", text[end] != "\n" {
                    end = text.index(end, offsetBy: text[end] == "\\" && text.index(after: end) < text.endIndex ? 2 : 1)
                }
                index = end < text.endIndex ? text.index(after: end) : end
                code += "\"\""
            } else {
                code.append(text[index])
                index = text.index(after: index)
            }
        }
        return code
    }
}
