#if canImport(FoundationEssentials)
import FoundationEssentials
#elseif canImport(Foundation)
import Foundation
#endif

/// A ``PersistentStorage`` that keeps its records in memory: for tests, which can read and
/// plant records, and for SwiftUI previews, which should not write files.
///
/// ```swift
/// let storage = InMemoryStorage()
/// let first = Store(..., environment: StoreEnvironment(storage: storage))
/// first.dispatch(.updateDraft("Hello"))
/// await first.settle()                   // the save is done
/// let second = Store(..., environment: StoreEnvironment(storage: storage))
/// // second.state.draft == "Hello"
/// ```
///
/// It is a class: copies of the environment share its records. Safe to use from any thread.
public final class InMemoryStorage: PersistentStorage {
    private let records: Locked<[String: Data]>

    /// Creates a storage holding `records`, by key.
    public init(_ records: [String: Data] = [:]) {
        self.records = Locked(records)
    }

    /// The record of `key`, or `nil`; setting it plants a record (a corrupt one, say).
    public subscript(key: String) -> Data? {
        get { records.withLock { $0[key] } }
        set { records.withLock { $0[key] = newValue } }
    }

    /// The keys that have a record, sorted.
    public var keys: [String] {
        records.withLock { $0.keys.sorted() }
    }

    /// The record of `key`, or `nil`.
    public func load(_ key: String) -> Data? {
        self[key]
    }

    /// Replaces the record of `key`.
    public func save(_ data: Data, for key: String) {
        self[key] = data
    }

    /// Removes the record of `key`, if any.
    public func remove(_ key: String) {
        self[key] = nil
    }
}
