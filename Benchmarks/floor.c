/*
 * The physical floor of a reduxgen run: the least work any generator of the same output
 * must do, written in plain C so that reduxgen's figures can be read as ratios to it.
 *
 *   floor generate SPECS MANIFEST OUT   parse every spec in SPECS with LibYAML's event
 *                                       parser, and write the files listed in MANIFEST
 *                                       (lines "NAME SIZE", from a reference run of
 *                                       reduxgen) into OUT: the same number of files with
 *                                       the same total bytes. (Cold floor.)
 *   floor read SPECS OUT                parse every spec and read every file in OUT in
 *                                       full. (Floor of a no-op run and of --check.)
 *
 * Parsing is yaml_parser_parse until the stream end and nothing else: no tree, no
 * validation, no rendering. With more than one spec the work is shared by two threads
 * (pthreads), as reduxgen shares it between the cores; one spec runs on the main thread.
 *
 * Build: cc -O2 floor.c -lyaml -lpthread -o floor
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <yaml.h>

#define THREADS 2

static void die(const char *what, const char *path) {
    fprintf(stderr, "floor: %s %s: %s\n", what, path, strerror(errno));
    exit(1);
}

/* ---- lists of paths ---------------------------------------------------------------- */

struct list {
    char **items;
    long *sizes;
    size_t count, capacity;
};

static void list_add(struct list *list, const char *item, long size) {
    if (list->count == list->capacity) {
        list->capacity = list->capacity ? list->capacity * 2 : 256;
        list->items = realloc(list->items, list->capacity * sizeof *list->items);
        list->sizes = realloc(list->sizes, list->capacity * sizeof *list->sizes);
        if (!list->items || !list->sizes) die("allocate", "memory");
    }
    list->items[list->count] = strdup(item);
    list->sizes[list->count] = size;
    list->count++;
}

static int has_suffix(const char *name, const char *suffix) {
    size_t n = strlen(name), s = strlen(suffix);
    return n >= s && strcmp(name + n - s, suffix) == 0;
}

/* The files in `folder` (not hidden) whose names end with one of `suffixes` (NULL: all). */
static struct list list_folder(const char *folder, const char *const *suffixes) {
    struct list list = {0};
    DIR *dir = opendir(folder);
    if (!dir) die("list", folder);
    struct dirent *entry;
    char path[4096];
    while ((entry = readdir(dir))) {
        if (entry->d_name[0] == '.') continue;
        int wanted = suffixes == NULL;
        for (const char *const *s = suffixes; s && *s; s++) wanted |= has_suffix(entry->d_name, *s);
        if (!wanted) continue;
        snprintf(path, sizeof path, "%s/%s", folder, entry->d_name);
        list_add(&list, path, 0);
    }
    closedir(dir);
    return list;
}

/* ---- the work ---------------------------------------------------------------------- */

static unsigned char *read_whole(const char *path, size_t *length) {
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) die("open", path);
    struct stat info;
    if (fstat(fd, &info) != 0) die("stat", path);
    size_t capacity = info.st_size > 0 ? (size_t)info.st_size : 4096, used = 0;
    unsigned char *bytes = malloc(capacity + 1);
    for (;;) {
        if (used == capacity) bytes = realloc(bytes, (capacity *= 2) + 1);
        ssize_t n = read(fd, bytes + used, capacity - used);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) die("read", path);
        if (n == 0) break;
        used += (size_t)n;
    }
    close(fd);
    *length = used;
    return bytes;
}

static long parse_spec(const char *path) {
    size_t length;
    unsigned char *bytes = read_whole(path, &length);
    yaml_parser_t parser;
    yaml_event_t event;
    long events = 0;
    if (!yaml_parser_initialize(&parser)) die("start the YAML parser for", path);
    yaml_parser_set_input_string(&parser, bytes, length);
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "floor: %s: invalid YAML: %s\n", path, parser.problem ? parser.problem : "?");
            exit(1);
        }
        int end = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        events++;
        if (end) break;
    }
    yaml_parser_delete(&parser);
    free(bytes);
    return events;
}

static const char *filler; /* bytes to write: as many as the largest file */

static void write_file(const char *path, long size) {
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) die("create", path);
    long offset = 0;
    while (offset < size) {
        ssize_t n = write(fd, filler + offset, (size_t)(size - offset));
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) die("write", path);
        offset += n;
    }
    if (close(fd) != 0) die("close", path);
}

struct job {
    struct list specs;
    struct list files; /* generate: names and sizes to write; read: paths to read */
    const char *out;
    int generate;
    atomic_size_t next;
    atomic_long events, bytes;
};

/* Item i parses spec i and handles its share of the files, files [i*F/N, (i+1)*F/N), so
 * that parsing and file I/O interleave as they do in reduxgen. */
static void *worker(void *argument) {
    struct job *job = argument;
    char path[4096];
    size_t n = job->specs.count, f = job->files.count;
    long events = 0, bytes = 0;
    for (;;) {
        size_t i = atomic_fetch_add(&job->next, 1);
        if (i >= n) break;
        events += parse_spec(job->specs.items[i]);
        for (size_t j = i * f / n; j < (i + 1) * f / n; j++) {
            if (job->generate) {
                snprintf(path, sizeof path, "%s/%s", job->out, job->files.items[j]);
                write_file(path, job->files.sizes[j]);
                bytes += job->files.sizes[j];
            } else {
                size_t length;
                free(read_whole(job->files.items[j], &length));
                bytes += (long)length;
            }
        }
    }
    atomic_fetch_add(&job->events, events);
    atomic_fetch_add(&job->bytes, bytes);
    return NULL;
}

static struct list read_manifest(const char *path) {
    struct list list = {0};
    FILE *file = fopen(path, "r");
    if (!file) die("open", path);
    char name[4096];
    long size;
    while (fscanf(file, "%4095s %ld", name, &size) == 2) list_add(&list, name, size);
    fclose(file);
    return list;
}

int main(int argc, char **argv) {
    static const char *const spec_suffixes[] = {".yaml", ".yml", NULL};
    struct job job = {0};
    if (argc == 5 && strcmp(argv[1], "generate") == 0) {
        job.generate = 1;
        job.specs = list_folder(argv[2], spec_suffixes);
        job.files = read_manifest(argv[3]);
        job.out = argv[4];
        if (mkdir(job.out, 0755) != 0 && errno != EEXIST) die("create", job.out);
        long largest = 0;
        for (size_t i = 0; i < job.files.count; i++)
            if (job.files.sizes[i] > largest) largest = job.files.sizes[i];
        char *buffer = malloc((size_t)largest + 1);
        for (long i = 0; i < largest; i++) buffer[i] = (i % 64 == 63) ? '\n' : 'x';
        filler = buffer;
    } else if (argc == 4 && strcmp(argv[1], "read") == 0) {
        job.specs = list_folder(argv[2], spec_suffixes);
        job.files = list_folder(argv[3], NULL);
        job.out = argv[3];
    } else {
        fprintf(stderr, "usage: floor generate SPECS MANIFEST OUT | floor read SPECS OUT\n");
        return 2;
    }
    if (job.specs.count == 0) {
        fprintf(stderr, "floor: no specs in %s\n", argv[2]);
        return 1;
    }
    if (job.specs.count > 1) {
        pthread_t threads[THREADS];
        for (int t = 0; t < THREADS; t++) pthread_create(&threads[t], NULL, worker, &job);
        for (int t = 0; t < THREADS; t++) pthread_join(threads[t], NULL);
    } else {
        worker(&job);
    }
    if (getenv("FLOOR_VERBOSE"))
        fprintf(stderr, "floor: %zu specs (%ld events), %zu files, %ld bytes\n", job.specs.count,
                (long)job.events, job.files.count, (long)job.bytes);
    return 0;
}
