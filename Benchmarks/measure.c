/*
 * Runs one command and appends one line about it to a file:
 *
 *   measure RESULT-FILE COMMAND [ARGUMENT...]
 *   -> "WALL_SECONDS USER_SECONDS SYS_SECONDS MAX_RSS_KIB EXIT_STATUS"
 *
 * Wall time from CLOCK_MONOTONIC around fork/exec/wait (microsecond resolution, where
 * /usr/bin/time gives 10 ms); CPU times and the peak resident set size ("Maximum resident
 * set size" of /usr/bin/time -v) from the child's rusage (wait4). The command's own
 * output goes where measure's goes. Exits with the command's status.
 *
 * Build: cc -O2 measure.c -o measure
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: measure RESULT-FILE COMMAND [ARGUMENT...]\n");
        return 2;
    }
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pid_t child = fork();
    if (child < 0) {
        perror("measure: fork");
        return 2;
    }
    if (child == 0) {
        execvp(argv[2], argv + 2);
        perror("measure: exec");
        _exit(127);
    }
    int status;
    struct rusage usage;
    if (wait4(child, &status, 0, &usage) < 0) {
        perror("measure: wait4");
        return 2;
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    double wall = (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) / 1e9;
    FILE *result = fopen(argv[1], "a");
    if (!result) {
        perror("measure: result file");
        return 2;
    }
    fprintf(result, "%.6f %.6f %.6f %ld %d\n", wall,
            (double)usage.ru_utime.tv_sec + (double)usage.ru_utime.tv_usec / 1e6,
            (double)usage.ru_stime.tv_sec + (double)usage.ru_stime.tv_usec / 1e6,
            usage.ru_maxrss, code);
    fclose(result);
    return code;
}
