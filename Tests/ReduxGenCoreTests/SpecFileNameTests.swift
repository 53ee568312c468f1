import ReduxGenCore
import XCTest

/// Which file names are specs.
final class SpecFileNameTests: XCTestCase {
    func testSpecFileNamesEndInYamlOrYmlAndAreNotHidden() {
        for name in ["TeamChat.yaml", "Profile.yml", "a.b.yaml", "Ünïcödé.yml", "x.yaml"] {
            XCTAssertTrue(SpecValidator.isSpecFileName(name), name)
        }
        for name in [".yaml", ".hidden.yaml", "TeamChat.YAML", "TeamChat.yaml.bak", "yaml", "TeamChat", "a.ya\u{301}ml", "a.yaml\u{301}", ""] {
            XCTAssertFalse(SpecValidator.isSpecFileName(name), name)
        }
    }
}
