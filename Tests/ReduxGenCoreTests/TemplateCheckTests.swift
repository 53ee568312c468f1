import XCTest

@testable import ReduxGenCore
@testable import ReduxGenTestFiles

/// Templates are checked against their contexts when loaded: a misuse is an error at its
/// line and column, not an empty string at render time.
final class TemplateCheckTests: XCTestCase {
    private func problems(_ text: String) -> [String] {
        var diagnostics: [Diagnostic] = []
        let set = TemplateSet.make(overriding: [.init(name: "Action", text: "{{% CONTENT_TYPE: TEXT }}\n{{% REDUXGEN_TEMPLATE_NAMES: 1 }}\n" + text, path: "T/Action.mustache")], diagnostics: &diagnostics)
        if diagnostics.isEmpty { XCTAssertNotNil(set) } else { XCTAssertNil(set) }
        return diagnostics.map(\.description)
    }

    func testTheDefaultTemplatesPassTheCheck() {
        for source in TemplateSet.defaultSources {
            var diagnostics: [Diagnostic] = []
            XCTAssertNotNil(Template(source.text, path: source.path, root: FeatureContext.schema, diagnostics: &diagnostics), source.name)
            XCTAssertEqual(diagnostics, [], source.name)
        }
    }

    func testTheDefaultTemplatesLeaveTheHeaderToTheRenderer() throws {
        for part in FilePart.allCases {
            var diagnostics: [Diagnostic] = []
            XCTAssertTrue(TemplateSet.writesNoHeader(TemplateSet.defaultSource(of: part), of: part, diagnostics: &diagnostics), part.templateName)
            XCTAssertEqual(diagnostics, [], part.templateName)
        }
        // The check itself: a template that writes the generated file's header is refused.
        let header = FileHeader.generated.text(fileName: "FeatureState.swift", specFileName: "Feature.yaml")
        let copied = TemplateSet.Source(name: "State", text: "{{% CONTENT_TYPE: TEXT }}\n" + header, path: "T/State.mustache")
        var diagnostics: [Diagnostic] = []
        XCTAssertFalse(TemplateSet.writesNoHeader(copied, of: .state, diagnostics: &diagnostics))
        XCTAssertEqual(diagnostics.first?.description.hasPrefix("T/State.mustache:3:1: error: reduxgen writes the file's header"), true)
    }

    func testASetMadeForSomePartsRendersOnlyThoseAndStillChecksEveryOverride() throws {
        var diagnostics: [Diagnostic] = []
        let generated = try XCTUnwrap(TemplateSet.make(parts: FilePart.generatedParts, diagnostics: &diagnostics))
        XCTAssertEqual(generated.parts, [.state, .action, .reducer, .loader, .viewModel])
        let feature = try XCTUnwrap(Generate.output("state:\n  count: Int\nactions:\n  reset:\n").feature)
        let files = Renderer(templates: generated, testFileWriter: TransitionTestFileWriter()).render(feature)
        XCTAssertEqual(files.map(\.name), ["FeatureState.swift", "FeatureAction.swift", "FeatureReducer.swift", "FeatureLoader.swift", "FeatureViewModel.swift"])
        XCTAssertEqual(files, Generate.generator.renderer.render(feature).filter { !$0.part.isSkeleton })

        let broken = TemplateSet.Source(name: "ReducerLogic", text: "{{% CONTENT_TYPE: TEXT }}\n{{% REDUXGEN_TEMPLATE_NAMES: 1 }}\n{{nope}}\n", path: "T/ReducerLogic.mustache")
        XCTAssertNil(TemplateSet.make(overriding: [broken], parts: FilePart.generatedParts, diagnostics: &diagnostics))
        XCTAssertEqual(diagnostics.map(\.description).first?.hasPrefix("T/ReducerLogic.mustache:3:1: error: unknown name 'nope'"), true)
    }

    func testNamesOfEnclosingContextsAreInScope() {
        XCTAssertEqual(problems("{{#requests}}{{featureName}}.{{name}}{{#hasInto}}{{into}}{{/hasInto}}{{/requests}}\n"), [])
    }

    func testKindsMustBeUsedAsWhatTheyAre() {
        XCTAssertEqual(problems("{{requests}}\n{{#featureName}}x{{/featureName}}\n{{{hasActions}}}\n"), [
            "T/Action.mustache:3:1: error: 'requests' is a list: use it as a section, {{#requests}}…{{/requests}}",
            "T/Action.mustache:4:1: error: 'featureName' is text: write it as {{featureName}}, not as a section",
            "T/Action.mustache:5:1: error: 'hasActions' is a flag: use it as a section, {{#hasActions}}…{{/hasActions}}",
        ])
    }

    func testSectionsMustNestAndClose() {
        XCTAssertEqual(problems("{{#requests}}\n{{#hasInto}}\n{{/requests}}\n"), [
            "T/Action.mustache:5:1: error: {{/requests}} does not close the open section 'hasInto'\nT/Action.mustache:4:1: note: 'hasInto' is opened here",
            "T/Action.mustache:3:1: error: the section 'requests' is never closed with {{/requests}}",
        ])
        XCTAssertEqual(problems("{{/actions}}\n"), [
            "T/Action.mustache:3:1: error: {{/actions}} closes no open section",
        ])
        XCTAssertEqual(problems("{{#actions}}\n{{name\n"), [
            "T/Action.mustache:4:1: error: this tag is never closed with '}}'",
        ])
    }

    func testUnsupportedMustacheFeatures() {
        XCTAssertEqual(problems("{{> header}}\n{{=<% %>=}}\n{{a.b}}\n"), [
            "T/Action.mustache:3:1: error: '{{>' is not supported in reduxgen templates; the contexts give every value a template needs",
            "T/Action.mustache:4:1: error: '{{=' is not supported in reduxgen templates; the contexts give every value a template needs",
            "T/Action.mustache:5:1: error: 'a.b': dotted names, '.' and transforms are not supported; use a name of the context",
        ])
    }
}
