#!/usr/bin/env bash
# reduxgen's benchmark: reduxgen against the physical floor (floor.c), in one run.
# See Benchmarks/README.md. Needs swift, cc, python3 and libyaml-dev; nothing else.
set -euo pipefail

usage() {
    cat <<'EOF'
usage: Benchmarks/run.sh [--sizes "100 1000"] [--full] [--rounds N] [--work DIR] [--no-build] [--static-stdlib]

  --sizes LIST   corpus sizes to measure (default: "100 1000")
  --full         also measure 10000 specs (the growth and memory targets need it)
  --rounds N     timed runs of each program per figure; medians are reported (default 5)
  --work DIR     where corpora and outputs go (default: ${TMPDIR:-/tmp}/reduxgen-bench)
  --no-build     do not rebuild reduxgen: use the one in .build-bench as it is
  --static-stdlib  measure reduxgen linked with the Swift runtime statically (Linux:
                 swift build --static-swift-stdlib, in .build-bench-static), as a binary
                 installed for CI would be; the build plugin's copy is linked dynamically
EOF
}

sizes="100 1000"
rounds=5
work="${TMPDIR:-/tmp}/reduxgen-bench"
build=1
scratch=".build-bench"
static_flag=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --sizes) sizes="$2"; shift 2 ;;
        --full) full=1; shift ;;
        --rounds) rounds="$2"; shift 2 ;;
        --work) work="$2"; shift 2 ;;
        --no-build) build=0; shift ;;
        --static-stdlib) scratch=".build-bench-static"; static_flag=(--static-swift-stdlib); shift ;;
        -h|--help) usage; exit 0 ;;
        *) echo "run.sh: unknown option '$1'" >&2; usage >&2; exit 64 ;;
    esac
done
if [[ -n "${full:-}" && " $sizes " != *" 10000 "* ]]; then sizes="$sizes 10000"; fi
if ! [[ "$rounds" =~ ^[1-9][0-9]*$ ]]; then echo "run.sh: --rounds needs a positive number" >&2; exit 64; fi
for n in $sizes; do
    [[ "$n" =~ ^[1-9][0-9]*$ ]] || { echo "run.sh: --sizes needs positive numbers, not '$n'" >&2; exit 64; }
done

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
bin="$work/bin"
results="$work/results"
reduxgen="$root/$scratch/release/reduxgen"
mkdir -p "$work" "$bin"
rm -rf "$results"
mkdir -p "$results"

log() { printf '%s\n' "$*" >&2; }

# ---- build --------------------------------------------------------------------------
if [[ $build == 1 ]]; then
    log "building reduxgen (release, $scratch)..."
    (cd "$root" && swift build -c release --product reduxgen --scratch-path "$root/$scratch" ${static_flag[@]+"${static_flag[@]}"} >"$work/build.log" 2>&1) \
        || { cat "$work/build.log" >&2; exit 1; }
fi
log "building the floor, the timer and the minimal Swift executable..."
cc -O2 -Wall "$here/floor.c" -lyaml -lpthread -o "$bin/floor"
cc -O2 -Wall "$here/measure.c" -o "$bin/measure"
swiftc -O "$here/Hello/main.swift" -module-name Hello -o "$bin/hello" >"$work/hello.log" 2>&1 \
    || { cat "$work/hello.log" >&2; exit 1; }
for tool in "$reduxgen" "$bin/floor" "$bin/measure" "$bin/hello"; do
    [[ -x "$tool" ]] || { echo "run.sh: $tool is missing; run without --no-build" >&2; exit 1; }
done
measure="$bin/measure"
floor="$bin/floor"

# ---- corpora ------------------------------------------------------------------------
for n in 1 $sizes; do
    python3 "$here/make-corpus.py" "$n" "$work/specs-$n"
done

# Output folders are never deleted while measuring: ext4 makes every file created within
# a minute of deleting thousands of others slow (its inode allocator skips, one by one,
# the inodes freed in the last 60 seconds), which would measure the file system, not
# reduxgen. Each cold round writes into a fresh folder; all of them go at the very end.
outputs="$work/outputs"
if [[ -e "$outputs" ]]; then
    log "removing the outputs of an earlier run..."
    rm -rf "$outputs"
    date +%s >"$work/removed-at"
fi
fstype="$(stat -f -c %T "$work")"
if [[ -f "$work/removed-at" && $fstype != tmpfs ]]; then
    wait_for=$(($(cat "$work/removed-at") + 65 - $(date +%s)))
    if ((wait_for > 0)); then
        log "waiting ${wait_for} s for ext4 to forget the files an earlier run removed..."
        sleep "$wait_for"
    fi
fi
mkdir -p "$outputs"
cleanup() { log "removing the outputs..."; rm -rf "$outputs"; date +%s >"$work/removed-at"; }
trap cleanup EXIT

# A reference run gives the manifest the floor writes (same file names, same sizes), and
# the up-to-date tree of the no-op and --check runs.
for n in 1 $sizes; do
    "$reduxgen" "$work/specs-$n" --output "$outputs/ref-$n" --quiet
    (cd "$outputs/ref-$n" && find . -type f -printf '%f %s\n' | LC_ALL=C sort) >"$work/manifest-$n"
    files=$(wc -l <"$work/manifest-$n")
    # Six Swift files per spec (five generated and the reducer skeleton; the corpus has no
    # props or routes), and the output folder's fingerprint manifest (which the floor writes
    # too: same number of files, same bytes).
    [[ $files == $((6 * n + 1)) ]] || { echo "run.sh: expected $((6 * n + 1)) files for $n specs, got $files" >&2; exit 1; }
done

# ---- measurements -------------------------------------------------------------------
# Every figure alternates: one reduxgen run, then one floor run, `rounds` times, so that
# the noise of a busy machine falls on both alike.
loadavg() { cut -d' ' -f1-3 /proc/loadavg; }
load_start="$(loadavg)"

for n in $sizes; do
    specs="$work/specs-$n"
    ref="$outputs/ref-$n"
    log "measuring $n specs ($rounds rounds)..."
    for ((r = 1; r <= rounds; r++)); do
        sync
        "$measure" "$results/cold-reduxgen-$n" "$reduxgen" "$specs" --output "$outputs/cold-$n-$r" --quiet
        sync
        "$measure" "$results/cold-floor-$n" "$floor" generate "$specs" "$work/manifest-$n" "$outputs/floor-$n-$r"
    done
    cmp -s <(cd "$outputs/cold-$n-1" && find . -type f -printf '%f %s\n' | LC_ALL=C sort) "$work/manifest-$n" \
        || { echo "run.sh: the cold run's output differs from the reference run's" >&2; exit 1; }
    for ((r = 1; r <= rounds; r++)); do
        "$measure" "$results/noop-reduxgen-$n" "$reduxgen" "$specs" --output "$ref" --quiet
        "$measure" "$results/noop-floor-$n" "$floor" read "$specs" "$ref"
    done
    # The no-op runs must have rewritten nothing.
    written=$("$reduxgen" "$specs" --output "$ref" | sed -n 's/.*: \([0-9]*\) files\{0,1\} written.*/\1/p')
    [[ $written == 0 ]] || { echo "run.sh: a no-op run wrote $written files" >&2; exit 1; }
    for ((r = 1; r <= rounds; r++)); do
        "$measure" "$results/check-reduxgen-$n" "$reduxgen" "$specs" --output "$ref" --check --quiet
        "$measure" "$results/check-floor-$n" "$floor" read "$specs" "$ref"
    done
done

log "measuring one spec against a minimal Swift executable ($((rounds * 2)) rounds)..."
for ((r = 1; r <= rounds * 2; r++)); do
    # The build plugin's command line, as it runs once per spec on a build.
    "$measure" "$results/single-reduxgen-1" "$reduxgen" generate "$work/specs-1/Feature00001.yaml" \
        --output "$outputs/single-$r" --no-skeletons --quiet
    "$measure" "$results/single-floor-1" "$bin/hello" >/dev/null
done
load_end="$(loadavg)"

# ---- the table ----------------------------------------------------------------------
linking="Swift runtime linked dynamically"
[[ ${#static_flag[@]} -gt 0 ]] && linking="Swift runtime linked statically (--static-swift-stdlib)"
python3 - "$results" "$sizes" "$rounds" "$load_start" "$load_end" "$(nproc)" "$work ($fstype)" "$linking" <<'PY'
import os, statistics, sys

results, sizes, rounds, load_start, load_end, cores, folder, linking = sys.argv[1:9]
sizes = [int(s) for s in sizes.split()]

def runs(kind, who, n):
    with open(os.path.join(results, f"{kind}-{who}-{n}")) as f:
        rows = [line.split() for line in f if line.strip()]
    return [dict(wall=float(r[0]), cpu=float(r[1]) + float(r[2]), rss=int(r[3]) / 1024) for r in rows]

def median(values):
    return statistics.median(values)

def figure(kind, n):
    mine, floor = runs(kind, "reduxgen", n), runs(kind, "floor", n)
    # The ratio is the median of the ratios of adjacent runs: drift in the machine's load
    # between rounds cancels out.
    ratio = median([a["wall"] / b["wall"] for a, b in zip(mine, floor)])
    return dict(
        wall=median([r["wall"] for r in mine]),
        floor=median([r["wall"] for r in floor]),
        ratio=ratio,
        cores=median([r["cpu"] / r["wall"] for r in mine]),
        rss=max(r["rss"] for r in mine),
        floor_rss=max(r["rss"] for r in floor),
    )

def seconds(s):
    return f"{s * 1000:8.1f} ms" if s < 10 else f"{s:8.2f} s "

def verdict(ok):
    return "met" if ok else "MISSED"

print()
print(f"reduxgen benchmark: {rounds} rounds per figure, medians; reduxgen and floor runs alternate")
print(f"machine: {cores} cores; load average {load_start} at the start, {load_end} at the end")
print(f"files written in {folder}")
print(f"reduxgen: release build, {linking}")
print()
header = f"{'figure':<26}{'specs':>6}  {'reduxgen':>11}  {'floor':>11}  {'ratio':>7}  {'target':>8}  {'CPU/wall':>8}  {'peak RSS':>9}  {'floor RSS':>9}  verdict"
print(header)
print("-" * len(header))
targets = {"cold": 4, "noop": 3, "check": 3}
names = {"cold": "cold generation", "noop": "no-op regeneration", "check": "--check, up to date"}
table = {}
for n in sizes:
    for kind in ("cold", "noop", "check"):
        f = figure(kind, n)
        table[(kind, n)] = f
        target = targets[kind]
        # The targets are set at 1,000 specs; other sizes are shown for information.
        judged = verdict(f["ratio"] <= target) if n == 1000 else ""
        print(f"{names[kind]:<26}{n:>6}  {seconds(f['wall'])}  {seconds(f['floor'])}  {f['ratio']:6.2f}x  {'<= ' + str(target) + 'x':>8}  "
              f"{f['cores']:8.2f}  {f['rss']:6.1f} MB  {f['floor_rss']:6.1f} MB  {judged}")
f = figure("single", 1)
print(f"{'one spec vs Swift hello':<26}{1:>6}  {seconds(f['wall'])}  {seconds(f['floor'])}  {f['ratio']:6.2f}x  {'<= 2.5x':>8}  "
      f"{f['cores']:8.2f}  {f['rss']:6.1f} MB  {f['floor_rss']:6.1f} MB  {verdict(f['ratio'] <= 2.5)}")
print()
print("floor: cold = floor.c parses the specs with LibYAML's event parser and writes the same files and bytes;")
print("       no-op and --check = floor.c parses the specs and reads every output file; one spec = a minimal")
print("       Swift executable printing one line. CPU/wall = (user + sys) / wall of reduxgen: > 1.2 uses both cores.")
print()

summary = []
for a, b in zip(sizes, sizes[1:]):
    for kind in ("cold", "noop"):
        growth = table[(kind, b)]["wall"] / table[(kind, a)]["wall"]
        floor_growth = table[(kind, b)]["floor"] / table[(kind, a)]["floor"]
        line = f"growth {names[kind]} {b}/{a} specs: {growth:.2f}x (floor {floor_growth:.2f}x)"
        if (a, b) == (1000, 10000):
            line += f"; target <= 11x: {verdict(growth <= 11)}"
        summary.append(line)
if 10000 in sizes:
    peak = max(table[(k, 10000)]["rss"] for k in ("cold", "noop", "check"))
    summary.append(f"peak memory at 10000 specs: {peak:.1f} MB; target < 64 MB: {verdict(peak < 64)}")
else:
    summary.append("peak memory and growth at 10000 specs: not measured (run with --full)")
for n in sizes:
    c = table[("cold", n)]["cores"]
    if n >= 100:
        summary.append(f"both cores used, cold {n} specs: CPU/wall {c:.2f}; target > 1.2: {verdict(c > 1.2)}")
print("\n".join(summary))
PY
