#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif os(Windows)
import WinSDK
#endif

/// A pointer that each thread holds its own of: what an ``EffectOutbox`` uses to know the
/// collection in progress on its thread, without allocating anything to set it (as a
/// task-local value does).
struct ThreadSlot: Sendable {
    #if os(Windows)
    private let key: DWORD = TlsAlloc()

    /// This thread's pointer.
    var value: UnsafeMutableRawPointer? {
        get { TlsGetValue(key) }
        nonmutating set { TlsSetValue(key, newValue) }
    }
    #else
    private let key: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "ThreadSlot: no thread-specific key is left")
        return key
    }()

    /// This thread's pointer.
    var value: UnsafeMutableRawPointer? {
        get { pthread_getspecific(key) }
        nonmutating set { pthread_setspecific(key, newValue) }
    }
    #endif
}
