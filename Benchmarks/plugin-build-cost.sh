#!/usr/bin/env bash
# What adopting reduxgen's build plugin costs a user's clean build: a small app (two specs)
# built with ReduxGenPlugin against the same app with the generated files checked in
# (depending on ReduxRuntime only), from a clean build folder, in debug and release.
# See Benchmarks/README.md ("The build plugin's cost"). Needs swift and libyaml-dev.
set -euo pipefail

usage() {
    cat <<'USAGE'
usage: Benchmarks/plugin-build-cost.sh [--configurations "debug release"] [--work DIR] [--keep]

  --configurations LIST  build configurations to measure (default: "debug release")
  --work DIR             where the two throwaway packages go (default: a new temporary folder)
  --keep                 keep the packages afterwards (they are removed by default)
USAGE
}

configurations="debug release"
work=""
keep=0
while [[ $# -gt 0 ]]; do
    case "$1" in
        --configurations) configurations="$2"; shift 2 ;;
        --work) work="$2"; shift 2 ;;
        --keep) keep=1; shift ;;
        -h|--help) usage; exit 0 ;;
        *) usage >&2; exit 64 ;;
    esac
done

repository="$(cd "$(dirname "$0")/.." && pwd)"
# A `.package(path:)` dependency's identity is its folder's name, which product and plugin
# references must use as `package:`.
identity="$(basename "$repository")"
if [[ -z "$work" ]]; then
    work="$(mktemp -d "${TMPDIR:-/tmp}/reduxgen-plugin-cost.XXXXXX")"
fi
mkdir -p "$work"
if [[ $keep -eq 0 ]]; then trap 'rm -rf "$work"' EXIT; fi

with_plugin="$work/WithPlugin"
checked_in="$work/CheckedIn"
rm -rf "$with_plugin" "$checked_in"

# The app's sources: two specs, their models, and the reducer logic under names of the
# user's own (not <Feature>ReducerLogic.swift), which the plugin must not warn about.
write_sources() {
    local sources="$1/Sources/App"
    mkdir -p "$sources"
    cat > "$sources/Models.swift" <<'SWIFT'
import Foundation

struct Message: Identifiable, Equatable, Sendable {
    var id: Int
    var text: String
}

enum ChatError: Error, Equatable, Sendable {
    case offline
}
SWIFT
    cat > "$sources/InboxLogic.swift" <<'SWIFT'
import Foundation

extension InboxReducer {
    static func reduceLogic(_ state: inout InboxState, _ action: InboxAction) {
        switch action {
        case .setQuery(let query):
            state.query = query
        case .clearQuery:
            state.query = ""
        case .select(let id):
            state.selectedID = id
        case .loadMessages, .loadMessagesSuccess, .loadMessagesFailure, .send, .sendSuccess, .sendFailure:
            break
        }
    }
}
SWIFT
    cat > "$sources/SettingsLogic.swift" <<'SWIFT'
import Foundation

extension SettingsReducer {
    static func reduceLogic(_ state: inout SettingsState, _ action: SettingsAction) {
        switch action {
        case .toggleNotifications:
            state.notifications.toggle()
        case .setName(let name):
            state.name = name
        case .load, .loadSuccess, .loadFailure, .save, .saveSuccess, .saveFailure:
            break
        }
    }
}
SWIFT
}

write_specs() {
    local sources="$1/Sources/App"
    cat > "$sources/Inbox.yaml" <<'YAML'
imports: [Foundation]
state:
  messages: "[Message]"
  query: { type: String, default: '""' }
  selectedID: Message.ID?
actions:
  setQuery: String
  clearQuery:
  select: Message.ID
requests:
  loadMessages:
    params: { page: Int }
    success: "[Message]"
    failure: ChatError
    into: messages
  send:
    params: { text: String }
    success: Message
    policy: first
YAML
    cat > "$sources/Settings.yaml" <<'YAML'
imports: [Foundation]
state:
  name: { type: String, default: '""' }
  notifications: { type: Bool, default: "true" }
actions:
  toggleNotifications:
  setName: String
requests:
  load:
    success: String
    into: name
  save:
    params: { name: String, notifications: Bool }
    policy: first
YAML
}

# $1: folder, $2: the target's extra settings (the plugin, or nothing).
write_manifest() {
    cat > "$1/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "$(basename "$1")",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // The identity of a .package(path:) dependency is its folder's name: "$identity".
        .package(path: "$repository"),
    ],
    targets: [
        .target(
            name: "App",
            dependencies: [.product(name: "ReduxRuntime", package: "$identity")]$2
        ),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT
}

write_sources "$with_plugin"
write_specs "$with_plugin"
write_manifest "$with_plugin" ",
            plugins: [.plugin(name: \"ReduxGenPlugin\", package: \"$identity\")]"
write_sources "$checked_in"
write_manifest "$checked_in" ""

# "<wall> <cpu>": the seconds of a clean `swift build -c $2` of the package in $1, elapsed
# and of CPU (user and system, every process of the build); its output goes to
# $1/build-$2.log. The CPU seconds move less than the elapsed ones on a busy machine.
clean_build() {
    local folder="$1" configuration="$2"
    rm -rf "$folder/.build"
    if ! /usr/bin/time -f "%e %U %S" -o "$folder/time-$configuration.txt" \
        swift build --package-path "$folder" -c "$configuration" >"$folder/build-$configuration.log" 2>&1; then
        echo "plugin-build-cost: the build of $folder ($configuration) failed:" >&2
        tail -30 "$folder/build-$configuration.log" >&2
        exit 1
    fi
    awk '{ printf "%.1f %.1f", $1, $2 + $3 }' "$folder/time-$configuration.txt"
}

# The generated files the plugin wrote, checked into the other app (as a user who runs the
# CLI and commits its output would have them). Needs one build of the plugin app.
check_in_generated_files() {
    local generated
    generated=$(find "$with_plugin/.build" -type d -name GeneratedSources -path '*ReduxGenPlugin*' | head -1)
    if [[ -z "$generated" ]]; then
        echo "plugin-build-cost: no GeneratedSources folder in $with_plugin/.build" >&2
        exit 1
    fi
    mkdir -p "$checked_in/Sources/App/Generated"
    cp "$generated"/*.swift "$checked_in/Sources/App/Generated/"
}

echo "plugin-build-cost: $work (reduxgen at $repository, package identity \"$identity\")"
results=()
for configuration in $configurations; do
    read -r plugin_seconds plugin_cpu <<<"$(clean_build "$with_plugin" "$configuration")"
    if [[ ! -d "$checked_in/Sources/App/Generated" ]]; then check_in_generated_files; fi
    warnings=$(grep -c 'warning:' "$with_plugin/build-$configuration.log" || true)
    read -r checked_seconds checked_cpu <<<"$(clean_build "$checked_in" "$configuration")"
    difference=$(awk -v a="$plugin_seconds" -v b="$checked_seconds" 'BEGIN { printf "%+.1f", a - b }')
    cpu_difference=$(awk -v a="$plugin_cpu" -v b="$checked_cpu" 'BEGIN { printf "%+.1f", a - b }')
    echo "  $configuration: with the plugin ${plugin_seconds} s ($warnings warnings), checked in ${checked_seconds} s: ${difference} s (CPU ${cpu_difference} s)"
    results+=("$configuration $plugin_seconds $checked_seconds $difference $plugin_cpu $checked_cpu $cpu_difference")
done

echo
echo "Clean builds of a two-spec app (seconds; load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown))"
printf '%-10s %12s %12s %12s %10s %10s %10s %10s\n' configuration "with plugin" "checked in" difference target "CPU with" "CPU in" "CPU diff"
for line in "${results[@]}"; do
    read -r configuration plugin_seconds checked_seconds difference plugin_cpu checked_cpu cpu_difference <<<"$line"
    case "$configuration" in
        debug) target="+10" ;;
        release) target="+60" ;;
        *) target="-" ;;
    esac
    printf '%-10s %12s %12s %12s %10s %10s %10s %10s\n' "$configuration" "$plugin_seconds" "$checked_seconds" "$difference" "$target" \
        "$plugin_cpu" "$checked_cpu" "$cpu_difference"
done
