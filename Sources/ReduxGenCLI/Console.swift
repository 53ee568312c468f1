#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to the standard streams without buffering surprises: diagnostics to standard
/// error, reports to standard output.
enum Console {
    /// Writes `text` and a newline to standard error.
    static func error(_ text: String) {
        writeAll(text + "\n", to: STDERR_FILENO)
    }

    /// Writes `text` and `terminator` (a newline unless told otherwise) to standard output.
    static func output(_ text: String, terminator: String = "\n") {
        writeAll(text + terminator, to: STDOUT_FILENO)
    }

    private static func writeAll(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 {
                    if written < 0 && errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
