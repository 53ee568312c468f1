#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The signal that asked the process to stop (SIGINT for Ctrl-C, or SIGTERM), or 0. Written
/// only by the signal handler, which may do nothing else safely.
private nonisolated(unsafe) var receivedSignal: sig_atomic_t = 0

/// Ctrl-C (SIGINT) and SIGTERM, turned from "stop now" into "stop when the work at hand is
/// done": `--watch` finishes the round it is in, so that no file is left half written and no
/// temporary file is left behind, and then stops as the signal asked.
enum Interruption {
    /// The signals handled.
    private static let signals = [SIGINT, SIGTERM]

    /// From now on, the signals only set `isRequested`.
    static func install() {
        receivedSignal = 0
        for signal in signals {
            var action = sigaction()
            #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = { receivedSignal = sig_atomic_t($0) }
            #else
            action.__sigaction_handler.sa_handler = { receivedSignal = sig_atomic_t($0) }
            #endif
            sigemptyset(&action.sa_mask)
            // No SA_RESTART: a sleep the signal lands in ends at once.
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
    }

    /// Whether a signal asked the process to stop.
    static var isRequested: Bool { receivedSignal != 0 }

    /// Sleeps `duration`, or less when a signal arrives.
    static func sleep(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var time = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        _ = nanosleep(&time, nil)
    }

    /// Ends the process by the signal that asked it to stop, with the signal's default
    /// action, so that the shell (or a script's `wait`) sees it was interrupted.
    static func endAsRequested() -> Never {
        let signal = receivedSignal == 0 ? SIGINT : Int32(receivedSignal)
        var action = sigaction()
        #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = SIG_DFL
        #else
        action.__sigaction_handler.sa_handler = SIG_DFL
        #endif
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
        raise(signal)
        exit(128 + signal)
    }
}
