import XCTest

@testable import ReduxGenCore
@testable import ReduxGenTestFiles

/// reduxgen's Mustache renderer: the subset the checker admits, with the standalone-line rule.
final class TemplateRenderTests: XCTestCase {
    private func render(_ text: String, _ yaml: String = "state: {}\nactions:\n  a:\n  b: Int\n") -> String {
        let feature = Generate.output(yaml).feature!
        var diagnostics: [Diagnostic] = []
        let template = Template(text, path: "T", root: FeatureContext.schema, diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.map(\.description), [])
        return String(decoding: template?.render(FeatureContext(FeaturePlan(feature), testFileWriter: TransitionTestFileWriter())) ?? [], as: UTF8.self)
    }

    func testLinesHoldingOnlySectionTagsDisappear() {
        XCTAssertEqual(render("{{% CONTENT_TYPE: TEXT }}\n{{% REDUXGEN_TEMPLATE_NAMES: 1 }}\n{{! a comment }}\nstart\n  {{#actions}}  \ncase {{name}}\n  {{/actions}}\nend\n"),
                       "start\ncase a\ncase b\nend\n")
    }

    func testInlineTagsKeepTheirLine() {
        XCTAssertEqual(render("{{% CONTENT_TYPE: TEXT }}\n{{% REDUXGEN_TEMPLATE_NAMES: 1 }}\n({{#actions}}{{name}}{{^isLast}}, {{/isLast}}{{/actions}})\n"), "(a, b)\n")
    }

    func testEnclosingNamesAndInvertedSections() {
        XCTAssertEqual(render("{{% CONTENT_TYPE: TEXT }}\n{{% REDUXGEN_TEMPLATE_NAMES: 1 }}\n{{#actions}}{{featureName}}.{{name}}{{payloadDeclaration}} {{/actions}}{{^requests}}none{{/requests}}\n"),
                       "Feature.a Feature.b(Int) none\n")
    }

    func testNestedListSectionsReadTheirOwnElements() {
        XCTAssertEqual(render("{{% CONTENT_TYPE: TEXT }}\n{{% REDUXGEN_TEMPLATE_NAMES: 1 }}\n{{#fields}}{{#actions}}{{type}}.{{name}}{{^isLast}},{{/isLast}}{{/actions}};{{/fields}}\n",
                              "state: { x: Int, y: String }\nactions:\n  a:\n  b: Int\n"),
                       "Int.a,Int.b;String.a,String.b;\n")
    }

    func testTextIsWrittenAsIsWithoutHTMLEscaping() {
        XCTAssertEqual(render("{{% CONTENT_TYPE: TEXT }}\n{{% REDUXGEN_TEMPLATE_NAMES: 1 }}\n{{#fields}}{{type}} {{{type}}} {{&type}}{{/fields}}\n", "state: { a: \"[String: Set<Int>]\" }\n"),
                       "[String: Set<Int>] [String: Set<Int>] [String: Set<Int>]\n")
    }

    func testTextAfterASkippedSectionIsStillWritten() {
        XCTAssertEqual(render("{{% CONTENT_TYPE: TEXT }}\n{{% REDUXGEN_TEMPLATE_NAMES: 1 }}\n<{{#hasRequests}}x{{/hasRequests}}y{{! c }}z{{#hasActions}}a{{/hasActions}}b{{^hasActions}}n{{/hasActions}}>\n"),
                       "<yzab>\n")
    }
}
