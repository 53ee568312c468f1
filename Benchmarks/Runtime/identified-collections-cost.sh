#!/usr/bin/env bash
# What depending on pointfreeco/swift-identified-collections would add to a user's clean
# build: a minimal library target built with and without it (both with the package already
# resolved, so that only compiling counts), alternated, in debug and release.
# See Benchmarks/README.md ("Upsert: an index of our own, not swift-identified-collections").
set -euo pipefail

usage() {
    cat <<'USAGE'
usage: Benchmarks/Runtime/identified-collections-cost.sh [--configurations "debug release"] [--rounds N] [--work DIR] [--keep]
USAGE
}

configurations="debug release"
rounds=2
work=""
keep=0
while [[ $# -gt 0 ]]; do
    case "$1" in
        --configurations) configurations="$2"; shift 2 ;;
        --rounds) rounds="$2"; shift 2 ;;
        --work) work="$2"; shift 2 ;;
        --keep) keep=1; shift ;;
        -h|--help) usage; exit 0 ;;
        *) usage >&2; exit 64 ;;
    esac
done
if [[ -z "$work" ]]; then work="$(mktemp -d "${TMPDIR:-/tmp}/identified-cost.XXXXXX")"; fi
mkdir -p "$work"
if [[ $keep -eq 0 ]]; then trap 'rm -rf "$work"' EXIT; fi

# $1: folder; $2: the dependency line (or nothing); $3: the target's dependencies; $4: the source.
write_package() {
    mkdir -p "$1/Sources/App"
    cat >"$1/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "$(basename "$1")",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [$2],
    targets: [.target(name: "App", dependencies: [$3])],
    swiftLanguageModes: [.v6]
)
SWIFT
    printf '%s\n' "$4" >"$1/Sources/App/Messages.swift"
}

model='public struct Message: Identifiable, Equatable, Sendable {
    public var id: Int
    public var text: String
}'
write_package "$work/Plain" "" "" "$model
public func upserted(_ messages: [Message], _ message: Message) -> [Message] {
    var messages = messages
    if let index = messages.firstIndex(where: { \$0.id == message.id }) { messages[index] = message } else { messages.append(message) }
    return messages
}"
write_package "$work/Identified" \
    '.package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1")' \
    '.product(name: "IdentifiedCollections", package: "swift-identified-collections")' \
    "import IdentifiedCollections
$model
public func upserted(_ messages: IdentifiedArrayOf<Message>, _ message: Message) -> IdentifiedArrayOf<Message> {
    var messages = messages
    messages[id: message.id] = message
    return messages
}"
swift package --package-path "$work/Identified" resolve >/dev/null

# Seconds of `swift build -c $2` of $1 after removing everything built (checkouts stay).
build_seconds() {
    swift package --package-path "$1" clean
    local start end
    start=$(date +%s.%N)
    swift build --package-path "$1" -c "$2" >"$1/build-$2.log" 2>&1 || { tail -20 "$1/build-$2.log" >&2; exit 1; }
    end=$(date +%s.%N)
    awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f", e - s }'
}

echo "identified-collections-cost: $work, load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
for configuration in $configurations; do
    for round in $(seq "$rounds"); do
        plain=$(build_seconds "$work/Plain" "$configuration")
        identified=$(build_seconds "$work/Identified" "$configuration")
        difference=$(awk -v a="$identified" -v b="$plain" 'BEGIN { printf "%+.1f", a - b }')
        echo "  $configuration round $round: plain ${plain} s, with IdentifiedCollections ${identified} s: ${difference} s"
    done
done
