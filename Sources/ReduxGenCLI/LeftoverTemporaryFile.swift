#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary file of an atomic write (`FileSystem.writeAtomically`) that a run killed
/// before its rename left behind: `.<name>.reduxgen-<pid>`, or `.<name>.reduxgen-<pid>-<n>`.
/// A run removes those of processes that no longer exist; a running process's are its own.
enum LeftoverTemporaryFile {
    private static let marker = ".reduxgen-"

    /// Whether the file named `name` is the temporary file of a process that is gone.
    static func isLeftover(_ name: String) -> Bool {
        guard let processID = processID(inName: name) else { return false }
        return kill(processID, 0) != 0 && errno == ESRCH
    }

    /// The process id that names the temporary file `name`, or `nil` when `name` is not
    /// named like one.
    static func processID(inName name: String) -> pid_t? {
        // A dot, the file's name, then the last marker and the process id.
        guard name.hasPrefix("."), let marker = name.dropFirst(2).ranges(of: marker).last else { return nil }
        let number = name[marker.upperBound...].split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)[0]
        guard (1...9).contains(number.count), number.allSatisfy({ ("0"..."9").contains($0) }),
            let processID = pid_t(number), processID > 0
        else { return nil }
        return processID
    }
}
