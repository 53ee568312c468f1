#if canImport(FoundationEssentials)
import FoundationEssentials
#elseif canImport(Foundation)
import Foundation
#endif

/// Where a store keeps the fields that a feature persists (`persist:` in its spec) between
/// launches: one record of bytes per key, usually the feature's name.
///
/// ```swift
/// let environment = StoreEnvironment(storage: FileStorage(folder: documents))
/// let preview = StoreEnvironment(storage: InMemoryStorage())
/// ```
///
/// The runtime reads a record once, when a store is created (on the main actor) or when the
/// child feature that persists it enters its parent's state, and saves it from a background
/// task after the fields change, one save at a time per store; it removes the record of a
/// child that leaves its parent's state. A storage that throws makes the runtime log the error
/// and go on: a record that cannot be read leaves the fields at their defaults, a save or a
/// removal that fails is retried a few times and keeps the app running.
///
/// ``FileStorage`` is the default; ``InMemoryStorage`` is for tests and previews.
public protocol PersistentStorage: Sendable {
    /// The bytes last saved for `key`, or `nil` when none were.
    /// - Throws: When the record exists but cannot be read.
    func load(_ key: String) throws -> Data?

    /// Replaces the record of `key` with `data`, whole: a later ``load(_:)`` (in this launch or
    /// the next, after a crash in the middle of the save too) returns the old bytes or the new
    /// ones, never a mix.
    /// - Throws: When the record cannot be written; the old one is then still there.
    func save(_ data: Data, for key: String) throws

    /// Removes the record of `key`, if there is one: a later ``load(_:)`` returns `nil`.
    /// - Throws: When the record exists and cannot be removed; it is then still there.
    func remove(_ key: String) throws
}
