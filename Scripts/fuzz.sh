#!/usr/bin/env bash
# A longer fuzzing campaign than CI's: mutates the example specs and makes random YAML
# documents (2 for every 3 mutants), and runs the whole pipeline on each.
# Usage: Scripts/fuzz.sh [CASES] [SEED]
set -euo pipefail
cd "$(dirname "$0")/.."
export REDUXGEN_FUZZ_CASES="${1:-200000}"
export REDUXGEN_FUZZ_SEED="${2:-$(date +%s)}"
echo "fuzz: $REDUXGEN_FUZZ_CASES cases, seed $REDUXGEN_FUZZ_SEED (replay with: $0 $REDUXGEN_FUZZ_CASES $REDUXGEN_FUZZ_SEED)"
swift test -c release --filter FuzzTests
