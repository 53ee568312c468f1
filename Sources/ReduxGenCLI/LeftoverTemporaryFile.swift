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
    private static let marker = Array(".reduxgen-".utf8)

    /// Whether the file named `name` is the temporary file of a process that is gone.
    static func isLeftover(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let processID = processID(inName: name) else { return false }
        return kill(processID, 0) != 0 && errno == ESRCH
    }

    /// The process id that names the temporary file `name`, or `nil` when `name` is not
    /// named like one.
    static func processID(inName name: UnsafeBufferPointer<UInt8>) -> pid_t? {
        guard name.first == UInt8(ascii: "."), name.count > marker.count + 2 else { return nil }
        // The last `.reduxgen-` that has something before it.
        var start = name.count - marker.count
        while start > 1, !name[start..<start + marker.count].elementsEqual(marker) { start -= 1 }
        guard start > 1 else { return nil }
        var processID: pid_t = 0
        var digits = 0
        for byte in name[(start + marker.count)...] {
            if byte == UInt8(ascii: "-"), digits > 0 { break }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 9 else { return nil }
            processID = processID * 10 + pid_t(byte - UInt8(ascii: "0"))
            digits += 1
        }
        return digits > 0 && processID > 0 ? processID : nil
    }
}
