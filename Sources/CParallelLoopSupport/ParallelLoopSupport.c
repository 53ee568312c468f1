#define _GNU_SOURCE
#include "ParallelLoopSupport.h"

#include <sched.h>
#include <unistd.h>

int reduxgen_thread_start_elsewhere(pthread_t *thread, void *(*start)(void *), void *argument) {
#if defined(__linux__) && defined(__GLIBC__)
    // A new thread is queued on its creator's core; on a busy core it waited up to a
    // scheduler tick (4 ms) before it first ran or was moved to an idle one.
    cpu_set_t others;
    int here = sched_getcpu();
    if (here >= 0 && here < CPU_SETSIZE && sched_getaffinity(0, sizeof others, &others) == 0) {
        CPU_CLR(here, &others);
        pthread_attr_t attributes;
        if (CPU_COUNT(&others) > 0 && pthread_attr_init(&attributes) == 0) {
            int result = pthread_attr_setaffinity_np(&attributes, sizeof others, &others) == 0
                ? pthread_create(thread, &attributes, start, argument)
                : -1;
            pthread_attr_destroy(&attributes);
            if (result != -1) return result;
        }
    }
#endif
    return pthread_create(thread, NULL, start, argument);
}

void reduxgen_thread_allow_every_core(void) {
#if defined(__linux__) && defined(__GLIBC__)
    cpu_set_t every;
    // The main thread's set (its thread id is the process id) is the process's: ParallelLoop
    // never narrows it.
    if (sched_getaffinity(getpid(), sizeof every, &every) == 0) sched_setaffinity(0, sizeof every, &every);
#endif
}
