#if canImport(os)
import os
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#elseif canImport(Foundation)
import Foundation
#endif
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// How much a message of the runtime matters, from the least: the levels of `os.Logger`.
public enum StoreLogLevel: Int, Comparable, Sendable, CaseIterable, CustomStringConvertible {
    /// What only someone debugging the runtime wants: a cache hit, a call `when:` skipped.
    case debug
    /// What the runtime did that the app may want to know: a call a `first` policy dropped.
    case info
    /// Something worth a look that is not wrong in itself.
    case notice
    /// Something probably wrong that the runtime went past: an effect no middleware
    /// performs, a middleware installed twice.
    case warning
    /// Something that failed, which the app survives: a record that cannot be read or saved.
    case error
    /// A bug in the program: a test's `settle()` that gave up with work still running.
    case fault

    /// Whether `lhs` matters less than `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `warning`, as the log writes it.
    public var description: String {
        switch self {
        case .debug: "debug"
        case .info: "info"
        case .notice: "notice"
        case .warning: "warning"
        case .error: "error"
        case .fault: "fault"
        }
    }
}

/// Receives what a store's runtime has to say: ``StoreEnvironment/logger``.
///
/// ```swift
/// struct Recorder: StoreLogger {
///     func log(_ level: StoreLogLevel, _ message: String) {
///         if level >= .warning { Analytics.record(message) }
///     }
/// }
/// let environment = StoreEnvironment(logger: Recorder())
/// ```
///
/// Called from any task, hence `Sendable`. ``SystemLogger`` is the default of an app;
/// ReduxTesting's `TestLog` keeps the messages of a test.
public protocol StoreLogger: Sendable {
    /// Receives one message, a line, at its level.
    func log(_ level: StoreLogLevel, _ message: String)
}

/// The logger of an app's stores: `os.Logger` where it exists (Apple platforms), with the
/// subsystem of the app's bundle identifier and the category `ReduxRuntime`, so that Console
/// and `log stream` filter it by level; elsewhere, a line on standard error,
/// `[warning] …`, for every level but `debug`.
///
/// ```swift
/// let environment = StoreEnvironment(logger: SystemLogger(category: "Checkout"))
/// ```
public struct SystemLogger: StoreLogger {
    /// The logger of ``StoreEnvironment``'s default.
    public static let standard = SystemLogger()

    #if canImport(os)
    private let logger: Logger
    #endif

    /// Creates a logger of the app's subsystem in `category`.
    /// - Parameter category: The category its messages are filed under.
    public init(category: String = "ReduxRuntime") {
        #if canImport(os)
        logger = Logger(subsystem: Bundle.main.bundleIdentifier ?? "ReduxRuntime", category: category)
        #endif
    }

    /// Writes `message` at `level`.
    public func log(_ level: StoreLogLevel, _ message: String) {
        #if canImport(os)
        switch level {
        case .debug: logger.debug("\(message, privacy: .public)")
        case .info: logger.info("\(message, privacy: .public)")
        case .notice: logger.notice("\(message, privacy: .public)")
        case .warning: logger.warning("\(message, privacy: .public)")
        case .error: logger.error("\(message, privacy: .public)")
        case .fault: logger.fault("\(message, privacy: .public)")
        }
        #else
        guard level > .debug else { return }
        let line = "[\(level)] \(message)\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
        #endif
    }
}

/// A logger that passes every message to a closure, whatever its level: what
/// ``StoreEnvironment/log`` makes of a closure.
struct ClosureLogger: StoreLogger {
    let write: @Sendable (String) -> Void

    func log(_ level: StoreLogLevel, _ message: String) {
        write(message)
    }
}
