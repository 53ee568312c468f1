#!/usr/bin/env bash
# The runtime's benchmark: builds Benchmarks/Runtime in release and runs it once, which
# prints every figure beside its hand-written floor and the ratios against the targets.
# See Benchmarks/README.md ("The runtime"). Usage: Benchmarks/Runtime/run.sh [--rounds N]
set -euo pipefail

cd "$(dirname "$0")"
swift build -c release --product RuntimeBenchmark >&2
exec "$(swift build -c release --show-bin-path)/RuntimeBenchmark" "$@"
