import Foundation
import XCTest

@testable import ReduxGenCore

/// The generated files keep a `#sourceLocation` statement only where it changes the line the
/// compiler reports an error at.
final class SourceLocationLinesTests: XCTestCase {
    private func tidy(_ text: String) -> String {
        var bytes = Array(text.utf8)
        SourceLocationLines.tidy(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func at(_ line: Int) -> String { "#sourceLocation(file: \"Specs/A.yaml\", line: \(line))" }

    func testALocationTheCompilerCountsToAnywayGoes() {
        XCTAssertEqual(tidy("\(at(3))\n    case a(A)\n    /// B.\n\(at(5))\n    case b(B)\n#sourceLocation()\n}\n"),
                       "\(at(3))\n    case a(A)\n    /// B.\n    case b(B)\n#sourceLocation()\n}\n")
        // Another line, or another file, stays.
        let other = "\(at(3))\n    case a(A)\n\(at(7))\n    case b(B)\n#sourceLocation(file: \"Specs/B.yaml\", line: 8)\n    case c(C)\n#sourceLocation()\n"
        XCTAssertEqual(tidy(other), other)
    }

    func testALocationOverNothingButBlankLinesGoes() {
        XCTAssertEqual(tidy("\(at(3))\n\(at(9))\n    case a(A)\n#sourceLocation()\n"), "\(at(9))\n    case a(A)\n#sourceLocation()\n")
        XCTAssertEqual(tidy("x\n\(at(3))\n\n#sourceLocation()\ny\n"), "x\n\ny\n")
    }

    func testAResetGoesWhereNoLocationIsInForceOrTheNextLocationReplacesIt() {
        XCTAssertEqual(tidy("#sourceLocation()\nstruct S: Sendable {\n\(at(2))\n    var a: A\n#sourceLocation()\n    case b\n#sourceLocation()\n}\n"),
                       "struct S: Sendable {\n\(at(2))\n    var a: A\n#sourceLocation()\n    case b\n}\n")
        XCTAssertEqual(tidy("\(at(2))\n    var a: A\n#sourceLocation()\n\n\(at(9))\n    var b: B\n#sourceLocation()\n"),
                       "\(at(2))\n    var a: A\n\n\(at(9))\n    var b: B\n#sourceLocation()\n")
        // A reset before code stays: the code keeps its own lines.
        let kept = "\(at(2))\n    var a: A\n#sourceLocation()\n}\n"
        XCTAssertEqual(tidy(kept), kept)
    }

    func testATextWithoutStatementsIsUnchanged() {
        XCTAssertEqual(tidy("struct S {}\n\nlet x = 1"), "struct S {}\n\nlet x = 1")
    }

    /// Every golden is as tidy as the rule makes it: the templates' statements pass through it.
    func testTheGoldensKeepOnlyStatementsThatChangeAReportedLine() throws {
        let goldens = Golden.repositoryRoot.appendingPathComponent("Tests/Goldens")
        let files = try FileManager.default.subpathsOfDirectory(atPath: goldens.path).filter { $0.hasSuffix(".swift") && !$0.hasPrefix("Models/") }
        XCTAssertFalse(files.isEmpty)
        for file in files.sorted() {
            let text = try String(contentsOf: goldens.appendingPathComponent(file), encoding: .utf8)
            XCTAssertEqual(tidy(text), text, file)
        }
    }
}
