// What `ParallelLoop` (ReduxGenCLI) needs from C: a thread started on another core than
// its creator's, and atomic operations on plain integers.
#ifndef REDUXGEN_PARALLEL_LOOP_SUPPORT_H
#define REDUXGEN_PARALLEL_LOOP_SUPPORT_H

#include <pthread.h>

/// Starts `start(argument)` on a new thread, as `pthread_create` does, but queued on a core
/// other than the calling thread's where the process may use one (Linux with glibc);
/// elsewhere, or when that fails, a plain `pthread_create`. The new thread should call
/// `reduxgen_thread_allow_every_core` first. Returns `pthread_create`'s result.
int reduxgen_thread_start_elsewhere(pthread_t *thread, void *(*start)(void *), void *argument);

/// Lets the calling thread run on every core the process may use (the main thread's set).
void reduxgen_thread_allow_every_core(void);

/// Adds `value` to `*counter` atomically; returns the value before.
static inline long reduxgen_atomic_fetch_add(long *counter, long value) {
    return __atomic_fetch_add(counter, value, __ATOMIC_RELAXED);
}

#endif
