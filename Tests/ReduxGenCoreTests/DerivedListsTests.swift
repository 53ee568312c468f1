import Foundation
import XCTest

@testable import ReduxGenCore

/// The lists that follow from the plan agree with it: the state declares every state
/// property, in order; the action enum declares every action case, in order; the reducer
/// skeleton matches every case once, the generated reducer every case reduxgen reduces, the
/// loader's switch after the reduction every case it acts on (`FeaturePlan.loaderControlCases`),
/// and the cases its middleware is given (`actsOn(_:)`, `FeaturePlan.loaderCases`) every case
/// one of its switches matches;
/// the loader makes the runners it needs (`FeaturePlan.loaderRunners`); and the names
/// reserved before the plan is made are those it makes. `SpecLanguageTests` checks
/// the same for each key's example.
final class DerivedListsTests: XCTestCase {
    func testEveryExampleSpecsCasesAreMatchedWhereThePlanHandlesThem() throws {
        let specsFolder = Golden.repositoryRoot.appendingPathComponent("Specs")
        let specs = try FileManager.default.contentsOfDirectory(at: specsFolder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yaml" }
        var checked = 0
        for spec in specs {
            let output = Generate.output(try String(contentsOf: spec, encoding: .utf8), path: "Specs/" + spec.lastPathComponent)
            guard let feature = output.feature, !feature.isApp else { continue }
            XCTAssertEqual(DerivedLists.problems(FeaturePlan(feature), output), [], spec.lastPathComponent)
            checked += 1
        }
        XCTAssertGreaterThan(checked, 8)
    }

    /// A spec with a case of every kind the plan has: the check sees each of them.
    func testASpecOfEverySectionHasEachKindOfCaseMatched() throws {
        let yaml = """
            state:
              items: "[Int]"
              query: String
            actions:
              reset:
              select: { id: Int }
            bindings: [query]
            requests:
              load: { params: { id: Int }, key: id, success: "[Int]", into: items, cancel: true, dismiss: true, cache: 60, poll: 30 }
            streams:
              updates: { params: { id: Int }, element: Int, stopAll: true }
            routes:
              detail: { id: Int }
            navigation: stack
            persist: [query]

            """
        let output = Generate.output(yaml)
        let feature = try XCTUnwrap(output.feature, "\(output.diagnostics)")
        let plan = FeaturePlan(feature)
        XCTAssertEqual(DerivedLists.problems(plan, output), [])
        XCTAssertEqual(plan.loaderControlCases.map(\.name), [
            "loadSuccess", "cancelLoad", "startPollingLoad", "stopPollingLoad", "startUpdates", "stopUpdates", "stopAllUpdates",
        ])
        XCTAssertEqual(plan.reducerLogicCases.map(\.patterns).prefix(3), [".reset", ".select(let id)", ".setQuery"])
        XCTAssertEqual(plan.loaderRunners, [.requests, .streams, .polls, .cache])
    }
}

/// What is wrong with the lists that follow from a feature's plan.
enum DerivedLists {
    /// A line for each list of `output` (the action enum's cases, the reducer skeleton's, the
    /// generated reducer's and the loader's switches) that does not match the action cases
    /// `plan` declares and says each handles, and for each list of names the plan reserves
    /// that is not the one it makes.
    static func problems(_ plan: FeaturePlan, _ output: SpecOutput) -> [String] {
        func file(_ part: FilePart) -> String { output.files.first { $0.part == part }?.contents ?? "" }
        var problems: [String] = []
        if plan.statePropertyNames != plan.stateProperties.map(\.name) {
            problems.append("the state's names reserved for aliases are \(plan.statePropertyNames), not \(plan.stateProperties.map(\.name))")
        }
        if plan.actionCaseNames != plan.actionCases.map(\.name) {
            problems.append("the action's names reserved for aliases are \(plan.actionCaseNames), not \(plan.actionCases.map(\.name))")
        }
        func compare(_ matched: [String]?, _ expected: [String], _ what: String) {
            let matched = matched ?? []
            if matched.sorted() != expected.sorted() {
                problems.append("\(what) matches \(matched), not \(expected)")
            }
        }
        // An app's state holds its features; a feature's, its plan's properties.
        let stateNames = plan.feature.isApp ? plan.composedFeatures.map(\.composed.property) : plan.stateProperties.map(\.name)
        let declaredState = declaredProperties(in: file(.state), structNamed: plan.feature.name + "State")
        if declaredState != stateNames {
            problems.append("the state declares \(declaredState), not \(stateNames)")
        }
        let runners = plan.loaderRunners.map { "let \($0.variable) = ReduxRuntime.\($0.typeName)(context: context)" }
        let madeRunners = file(.loader).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("let ") && $0.hasSuffix("(context: context)") }
        if !plan.requests.isEmpty || !plan.feature.streams.isEmpty, madeRunners != runners {
            problems.append("the loader makes \(madeRunners), not \(runners)")
        }
        guard !plan.actionCases.isEmpty else { return problems }
        let declared = declaredCases(in: file(.action), enumNamed: plan.feature.name + "Action")
        if declared != plan.actionCases.map(\.name) {
            problems.append("the action enum declares \(declared), not \(plan.actionCases.map(\.name))")
        }
        compare(
            SwitchCases.names(in: file(.reducerLogic), after: "static func reduceLogic("), plan.actionCases.map(\.name),
            "the reducer skeleton")
        let reduced = plan.actionCases.filter(\.isReducedByReduxgen).map(\.name)
        compare(reduced.isEmpty ? [] : SwitchCases.names(in: file(.reducer), after: "static func reduce("), reduced, "the generated reducer")
        let loader = file(.loader)
        let actsOn = "static func actsOn("
        compare(
            SwitchCases.names(
                in: loader, after: "return { action, next in",
                before: loader.contains(actsOn) ? "/// Whether the middleware acts on" : "/// The request that `action` starts"),
            plan.loaderControlCases.map(\.name), "the loader's switch after the reduction")
        // The store gives the loader only the cases `actsOn(_:)` accepts: they must include
        // every case that one of the loader's switches matches.
        if loader.contains(actsOn) {
            let accepted = Set(SwitchCases.names(in: loader, after: actsOn) ?? [])
            let matched = Set(SwitchCases.namesOfEverySwitch(in: loader, excludingFunctions: [actsOn]))
            if !matched.isSubset(of: accepted) {
                problems.append("the loader's actsOn(_:) does not accept \(matched.subtracting(accepted).sorted()), which its switches match")
            }
            compare(Array(accepted), plan.loaderCases.map(\.name), "the loader's actsOn(_:)")
        } else if !loader.isEmpty, plan.loaderCases.count != plan.actionCases.count {
            problems.append("the loader acts on \(plan.loaderCases.map(\.name)) only, yet its middleware is given every action")
        }
        return problems
    }

    /// The names of the properties that the struct `name` of `text` declares, in order, but
    /// those of its storage (`_$…`).
    private static func declaredProperties(in text: String, structNamed name: String) -> [String] {
        declaredMembers(in: text, of: "struct \(name):", introducedBy: ["var", "let"]).filter { !$0.hasPrefix("_") }
    }

    /// The names of the cases that the enum `name` of `text` declares, in order.
    private static func declaredCases(in text: String, enumNamed name: String) -> [String] {
        declaredMembers(in: text, of: "enum \(name):", introducedBy: ["case"])
    }

    /// The names of the members of the type whose declaration line contains `declaration`,
    /// at the type's first level of indentation, introduced by one of `keywords` after
    /// nothing but access and `indirect`, in order.
    private static func declaredMembers(in text: String, of declaration: String, introducedBy keywords: Set<String>) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.contains(declaration) }) else { return [] }
        var names: [String] = []
        for line in lines[(start + 1)...] {
            if line == "}" { break }
            let words = line.split(separator: " ")
            guard line.hasPrefix("    "), !line.hasPrefix("     "), let index = words.firstIndex(where: { keywords.contains(String($0)) }),
                index + 1 < words.count, words[..<index].allSatisfy({ ["public", "package", "indirect"].contains($0) })
            else { continue }
            names.append(String(words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }))
        }
        return names
    }
}
