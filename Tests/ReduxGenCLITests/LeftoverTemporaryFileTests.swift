import Foundation
import XCTest

@testable import ReduxGenCLI

/// The names of the temporary files of atomic writes, which a run removes once their
/// process is gone.
final class LeftoverTemporaryFileTests: XCTestCase {
    private func processID(_ name: String) -> pid_t? {
        LeftoverTemporaryFile.processID(inName: name)
    }

    private func isLeftover(_ name: String) -> Bool {
        LeftoverTemporaryFile.isLeftover(name)
    }

    func testTemporaryFileNamesGiveTheirProcess() {
        XCTAssertEqual(processID(".TodoState.swift.reduxgen-4242"), 4242)
        XCTAssertEqual(processID(".TodoState.swift.reduxgen-4242-3735928559"), 4242)
        XCTAssertEqual(processID("..reduxgen-fingerprints.reduxgen-17"), 17)
    }

    func testOtherNamesAreNotTemporaryFiles() {
        for name in [
            ".reduxgen-fingerprints", "TodoState.swift", "TodoState.swift.reduxgen-42", ".reduxgen-42", ".Todo.reduxgen-",
            ".Todo.reduxgen-42x", ".Todo.reduxgen--42", ".Todo.reduxgen-0", ".Todo.reduxgen-99999999999", ".hidden.swift",
        ] {
            XCTAssertNil(processID(name), name)
        }
    }

    func testOnlyTheFilesOfProcessesThatAreGoneAreLeftovers() throws {
        XCTAssertFalse(isLeftover(".TodoState.swift.reduxgen-\(getpid())"), "this process's own file")
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/sh")
        finished.arguments = ["-c", "exit 0"]
        try finished.run()
        finished.waitUntilExit()
        XCTAssertTrue(isLeftover(".TodoState.swift.reduxgen-\(finished.processIdentifier)"))
    }
}
