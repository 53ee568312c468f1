#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#endif

/// Records which fields of a tracked state a derivation reads (a view model's `make(from:)`,
/// a key path): the copy of the state given to the derivation holds it, and the state's
/// accessors report each field they read to it.
///
/// Only the thread that records takes note, so that a copy of the state that the derivation
/// hands to another thread reports nothing there; a state without a record of reads (every
/// other copy, a state nested in it) reports nothing at all.
@usableFromInline
final class FieldReads: @unchecked Sendable {
    /// The fields read so far.
    private(set) var fields = StateFields.none
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
    private var thread = pthread_self()
    #endif
    /// Told each field read on the recording thread, as it is read: how ``ObservableStore``
    /// registers a view's reads with Observation.
    var onRead: ((Int) -> Void)?

    /// Notes that the field at `field` is read, on the recording thread.
    @usableFromInline
    func record(_ field: Int) {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
        #if canImport(Glibc)
        // glibc's `pthread_t` is the thread's number, which `pthread_equal` compares with `==`.
        guard thread == pthread_self() else { return }
        #else
        guard pthread_equal(thread, pthread_self()) != 0 else { return }
        #endif
        fields.bits |= StateFields.bit(field)
        if let onRead { onRead(field) }
        #endif
    }

    /// Forgets the fields read before, and records on this thread from now on.
    func restart() {
        fields = .none
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl) || canImport(Android)
        thread = pthread_self()
        #else
        // Without threads to tell apart, every field counts as read.
        fields = .all
        #endif
    }
}
