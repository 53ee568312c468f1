import XCTest

@testable import ReduxGenCore

/// Names follow Swift's identifier rules, read on Unicode scalars as the compiler reads them,
/// wherever a spec names something: a name Swift rejects is an error at its spot, with a
/// suggestion where one is obvious, and nothing is written.
final class SwiftNameRulesTests: XCTestCase {
    /// Every place a spec names something, with `NAME` where the name goes, and where the
    /// name then is.
    private let places: [(place: String, yaml: String, line: Int, column: Int)] = [
        ("field", "state:\n  NAME: Int\n", 2, 3),
        ("action", "state: {}\nactions:\n  NAME:\n", 3, 3),
        ("label", "state: {}\nactions:\n  go: { NAME: Int }\n", 3, 9),
        ("request", "state: {}\nrequests:\n  NAME:\n", 3, 3),
        ("param", "state: {}\nrequests:\n  load: { params: { NAME: Int } }\n", 3, 21),
        ("stream", "state: {}\nstreams:\n  NAME: { element: Int }\n", 3, 3),
        ("prop", "state: {}\nprops:\n  NAME: Bool\n", 3, 3),
        ("route", "state: {}\nroutes:\n  NAME:\n", 3, 3),
        ("route label", "state: {}\nroutes:\n  show: { NAME: Int }\n", 3, 11),
        ("app property", "app: Feature\nfeatures:\n  NAME: Cart\n", 3, 3),
    ]

    /// Names Swift rejects (or accepts only invisibly), and the message each gets.
    private let names: [(name: String, message: String)] = [
        ("a\u{2E2F}", "'a\u{2E2F}' is not a Swift identifier: '\u{2E2F}' (U+2E2F) cannot appear in a name; did you mean 'a'?"),
        ("load\u{2010}more", "'load\u{2010}more' is not a Swift identifier: '\u{2010}' (U+2010) cannot appear in a name; did you mean 'loadMore'?"),
        ("\u{301}a", "'\u{301}a' is not a Swift identifier: '\u{301}' (U+0301) cannot start a name; did you mean 'a'?"),
        ("a\u{200B}b", "'a\u{200B}b' holds the invisible character U+200B, which reduxgen does not accept in a name; did you mean 'aB'?"),
        ("snow\u{2603}", "'snow\u{2603}' is not a Swift identifier: '\u{2603}' (U+2603) cannot appear in a name; did you mean 'snow'?"),
    ]

    func testANameSwiftRejectsIsAnErrorWhereverItIsWritten() {
        for place in places {
            for bad in names {
                let output = Generate.output(place.yaml.replacingOccurrences(of: "NAME", with: bad.name))
                XCTAssertEqual(
                    output.diagnostics.map(\.description), ["Feature.yaml:\(place.line):\(place.column): error: \(bad.message)"],
                    "\(place.place): \(bad.name.unicodeScalars.map { SwiftNames.codePoint($0) })")
                XCTAssertEqual(output.files, [], place.place)
            }
        }
    }

    /// Letters of every script that Swift accepts are accepted, and generate (the compiler
    /// accepts them in `CompilerDiagnosticTests`).
    func testIdentifiersOfOtherScriptsAreAccepted() {
        for name in ["caf\u{E9}", "cafe\u{301}", "\u{6570}\u{91CF}", "\u{3B1}\u{3B2}", "_private", "\u{661}x", "\u{1D49C}"] {
            let output = Generate.output("state:\n  \(name): Int\nactions:\n  \(name)Changed: { \(name): Int }\n")
            XCTAssertEqual(output.diagnostics.map(\.description), [], name)
            XCTAssertFalse(output.files.isEmpty, name)
        }
    }

    func testATypeNameSwiftRejectsIsAnErrorAtItsCharacter() {
        XCTAssertEqual(Generate.diagnostics("state:\n  a: Message\u{2E2F}\n  b: \"[\u{301}A]\"\n  c: \"X.\u{200B}Y\"\n"), [
            "Feature.yaml:2:13: error: the type of 'a' is not a Swift type: unexpected '\u{2E2F}' (U+2E2F) after the type 'Message'",
            "Feature.yaml:3:8: error: the type of 'b' is not a Swift type: '\u{301}A' is not a Swift identifier: '\u{301}' (U+0301) cannot start a name; did you mean 'A'?",
            "Feature.yaml:4:9: error: the type of 'c' is not a Swift type: '\u{200B}Y' holds the invisible character U+200B, which reduxgen does not accept in a name; did you mean 'Y'?",
        ])
    }

    func testAKeywordOrANonIdentifierIsNoModuleToImport() {
        XCTAssertEqual(Generate.diagnostics("imports: [struct, Foundation.class, Core\u{2E2F}, Foundation]\nstate: {}\n"), [
            "Feature.yaml:1:11: error: 'struct' is not a module name: 'struct' is a Swift keyword",
            "Feature.yaml:1:19: error: 'Foundation.class' is not a module name: 'class' is a Swift keyword",
            "Feature.yaml:1:37: error: 'Core\u{2E2F}' is not a module name: 'Core\u{2E2F}' is not a Swift identifier: '\u{2E2F}' (U+2E2F) cannot appear in a name; did you mean 'Core'?",
        ])
        XCTAssertEqual(Generate.diagnostics("imports: Any\nstate: {}\n"), [
            "Feature.yaml:1:10: error: 'Any' is not a module name: 'Any' is a Swift keyword",
        ])
    }

    func testAnAppsFeatureMustBeAName() {
        XCTAssertEqual(Generate.diagnostics("app: Feature\nfeatures:\n  cart: Cart\u{2E2F}\n"), [
            "Feature.yaml:3:9: error: 'Cart\u{2E2F}' is not a feature name: 'Cart\u{2E2F}' is not a Swift identifier: '\u{2E2F}' (U+2E2F) cannot appear in a name; did you mean 'Cart'?",
        ])
    }

    /// YAML escapes can write any character into a name; a control character is an error,
    /// printed as an escape so that it cannot act on the terminal.
    func testControlCharactersInNamesAndTypesAreErrorsPrintedAsEscapes() {
        XCTAssertEqual(Generate.diagnostics("state:\n  \"a\\e[31m\": Int\n  b: \"Int\\0\"\nactions:\n  \"go\\x01\":\n"), [
            "Feature.yaml:2:3: error: 'a\\u{1B}[31m' is not a Swift identifier: U+001B cannot appear in a name; did you mean 'a31m'?",
            "Feature.yaml:3:6: error: the type of 'b' is not a Swift type: unexpected U+0000 after the type 'Int'",
            "Feature.yaml:5:3: error: 'go\\u{1}' is not a Swift identifier: U+0001 cannot appear in a name; did you mean 'go'?",
        ])
    }
}
