import Foundation
import XCTest

/// A `reduxgen` process that keeps running (`--watch`), whose output a test reads as it
/// comes.
final class RunningCLI: @unchecked Sendable {
    let process = Process()
    private let lock = NSLock()
    private var stdoutText = ""
    private var stderrText = ""

    /// Starts `reduxgen arguments` in `folder`.
    init(_ arguments: [String], in folder: URL) throws {
        process.executableURL = CLIHarness.binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        stdout.fileHandleForReading.readabilityHandler = { [unowned self] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            lock.withLock { stdoutText += text }
        }
        stderr.fileHandleForReading.readabilityHandler = { [unowned self] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            lock.withLock { stderrText += text }
        }
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// What the process printed so far.
    var stdout: String { lock.withLock { stdoutText } }
    var stderr: String { lock.withLock { stderrText } }

    /// The lines of standard output that start with `prefix`.
    func lines(startingWith prefix: String) -> [String] {
        stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix(prefix) }
    }

    /// Waits until `condition` holds, failing the test if it does not within `limit` (a
    /// guard against a hang, far beyond what the wait takes).
    func wait(until condition: () -> Bool, limit: Duration = .seconds(60), _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = ContinuousClock.now + limit
        while !condition() {
            guard ContinuousClock.now < deadline, process.isRunning else {
                XCTFail("\(what) did not happen; the process printed:\n\(stdout)\n\(stderr)", file: file, line: line)
                return
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Sends `signal` and waits for the process to end.
    func stop(with signal: Int32) {
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
    }
}
