#!/usr/bin/env bash
# reduxgen-build-phase.sh: runs reduxgen as an Xcode Run Script phase or a Make step.
#
#   Scripts/reduxgen-build-phase.sh SPEC_DIR OUTPUT_DIR [REDUXGEN]
#
# Generates the files of every spec (*.yaml, *.yml) under SPEC_DIR into OUTPUT_DIR, but only
# when a spec, the set of specs or the tool changed since the last successful run (recorded in
# OUTPUT_DIR/.reduxgen-build-phase.stamp); otherwise it does nothing. The tool names the files
# it generates (`reduxgen outputs`), so this script has no list of its own to keep up to date. The tool's diagnostics (path:line:column: error: ...) go to standard error,
# which Xcode shows as issues at the spec's line, and the script then exits non-zero.
#
# It also keeps two Xcode file lists up to date (rewritten only when they change):
#   reduxgen-inputs.xcfilelist   every spec
#   reduxgen-outputs.xcfilelist  every generated file, and the stamp
# Paths under $SRCROOT and $DERIVED_FILE_DIR are written as $(SRCROOT)/... and
# $(DERIVED_FILE_DIR)/..., so the lists can be committed and shared.
#
# REDUXGEN is the reduxgen executable. Default: `reduxgen` on PATH, else the reduxgen package
# that contains this script, built with `swift build` (slow the first time; not under Xcode's
# script sandbox: pass a binary there).
#
# Environment (all optional):
#   REDUXGEN_FILELISTS_DIR  where the .xcfilelist files go (default: SPEC_DIR; empty: none)
#   REDUXGEN_SKELETONS_DIR  write missing reducer skeletons (<Feature>ReducerLogic.swift) here;
#                           never overwrites one. Default: write none (create them once with
#                           `reduxgen generate SPEC --output /tmp/x --skeletons DIR`)
#   REDUXGEN_TEMPLATES_DIR  a folder of templates overriding the defaults (--templates)
#
# Exit status: 0 up to date or generated; 1 the tool reported errors or a setup problem;
# 64 wrong usage.

set -euo pipefail

readonly stamp_name=".reduxgen-build-phase.stamp"

# Prints an error in the form Xcode and most IDEs show as an issue, and exits.
fail() {
    echo "error: reduxgen-build-phase: $*" >&2
    exit 1
}

usage() {
    echo "usage: $(basename "$0") SPEC_DIR OUTPUT_DIR [REDUXGEN]" >&2
    exit 64
}

# The physical absolute path of an existing folder.
absolute_dir() {
    (cd "$1" && pwd -P)
}

# Prints the reduxgen executable to use: the argument, `reduxgen` on PATH, or this
# repository's own, built with swift build.
resolve_tool() {
    local given=$1 package_dir bin_dir
    if [ -n "$given" ]; then
        if [ ! -f "$given" ] || [ ! -x "$given" ]; then
            fail "reduxgen is not an executable file: $given"
        fi
        echo "$(absolute_dir "$(dirname "$given")")/$(basename "$given")"
    elif command -v reduxgen >/dev/null 2>&1; then
        command -v reduxgen
    else
        package_dir=$(absolute_dir "$(dirname "$0")/..")
        [ -f "$package_dir/Package.swift" ] || fail "reduxgen is not on PATH; pass its path as the third argument"
        echo "note: reduxgen is not on PATH; building it in $package_dir" >&2
        swift build --package-path "$package_dir" --product reduxgen >&2 || fail "swift build of reduxgen failed"
        bin_dir=$(swift build --package-path "$package_dir" --show-bin-path)
        echo "$bin_dir/reduxgen"
    fi
}

# Prints a path as Xcode should read it from a file list: relative to $(DERIVED_FILE_DIR) or
# $(SRCROOT) when it is under one of them, else as it is.
xcode_path() {
    local path=$1 entry variable root
    for entry in ${xcode_roots[@]+"${xcode_roots[@]}"}; do
        variable=${entry%%=*}
        root=${entry#*=}
        if [ "${path#"$root"/}" != "$path" ]; then
            # shellcheck disable=SC2016 # a literal $(VARIABLE), for Xcode to expand
            printf '$(%s)/%s\n' "$variable" "${path#"$root"/}"
            return
        fi
    done
    printf '%s\n' "$path"
}

# Sets xcode_roots to VARIABLE=absolute-path for $(DERIVED_FILE_DIR) and $(SRCROOT), those
# that are set and exist, once: xcode_path runs for every spec and output, and resolving a
# folder forks a subshell.
resolve_xcode_roots() {
    local variable root
    xcode_roots=()
    for variable in DERIVED_FILE_DIR SRCROOT; do
        root=${!variable:-}
        if [ -n "$root" ] && [ -d "$root" ]; then
            xcode_roots+=("$variable=$(absolute_dir "$root")")
        fi
    done
}

# Writes $2 (plus a final newline) to the file $1 unless it already has that content;
# returns 0 when the file was (re)written, 1 when it was already up to date.
write_if_changed() {
    local file=$1 content=$2 new
    if [ -f "$file" ] && [ "$(cat "$file")" = "$content" ]; then
        return 1
    fi
    new="$file.new.$$"
    if ! printf '%s\n' "$content" >"$new" || ! mv -f "$new" "$file"; then
        rm -f "$new"
        fail "cannot update $file, which must list the specs as they are now (a spec was added or removed?); under Xcode's script sandbox, run this script once in Terminal to update it (see \"An Xcode Run Script phase\" in the documentation)"
    fi
}

# Whether the last successful run (the stamp) is newer than every input and had the same
# signature, and every output exists.
is_up_to_date() {
    local output
    [ -f "$stamp" ] || return 1
    [ "$(cat "$stamp")" = "$signature" ] || return 1
    [ -z "$(find -L "$tool" -prune -newer "$stamp")" ] || return 1
    [ -z "$(find "${specs[@]}" -prune -newer "$stamp" | head -n 1)" ] || return 1
    if [ -n "$templates_dir" ]; then
        [ -z "$(find "$templates_dir" -newer "$stamp" | head -n 1)" ] || return 1
    fi
    for output in "${outputs[@]}"; do
        [ -f "$output" ] || return 1
    done
}

# MARK: - Arguments

if [ $# -lt 2 ] || [ $# -gt 3 ]; then
    usage
fi
[ -d "$1" ] || fail "no such spec folder: $1"
spec_dir=$(absolute_dir "$1")
mkdir -p "$2" || fail "cannot create the output folder $2"
output_dir=$(absolute_dir "$2")
stamp="$output_dir/$stamp_name"
tool=$(resolve_tool "${3:-}")
templates_dir=""
if [ -n "${REDUXGEN_TEMPLATES_DIR:-}" ]; then
    [ -d "$REDUXGEN_TEMPLATES_DIR" ] || fail "no such templates folder: $REDUXGEN_TEMPLATES_DIR"
    templates_dir=$(absolute_dir "$REDUXGEN_TEMPLATES_DIR")
fi

# MARK: - Specs and outputs

# The specs, found as the tool finds them: hidden files and folders skipped, links followed.
specs=()
while IFS= read -r spec; do
    specs+=("$spec")
done < <(find -L "$spec_dir" -mindepth 1 -name '.*' -prune -o -type f \( -name '*.yaml' -o -name '*.yml' \) -print 2>/dev/null | LC_ALL=C sort)
[ ${#specs[@]} -gt 0 ] || fail "no .yaml or .yml specs under $spec_dir"

# The files the tool writes at every run, as it names them.
outputs_text=$("$tool" outputs "$spec_dir" --output "$output_dir") || fail "reduxgen could not list the files it generates (see above)"
outputs=()
while IFS= read -r output; do
    outputs+=("$output")
done <<<"$outputs_text"

# Everything besides file contents that decides what a run writes: a change re-runs the tool.
signature=$(
    echo "reduxgen-build-phase 1"
    echo "tool: $tool"
    echo "skeletons: ${REDUXGEN_SKELETONS_DIR:-none}"
    echo "templates: ${templates_dir:-default}"
    printf 'spec: %s\n' "${specs[@]}"
)

# MARK: - File lists

filelists_dir=${REDUXGEN_FILELISTS_DIR-$spec_dir}
if [ -n "$filelists_dir" ]; then
    mkdir -p "$filelists_dir" || fail "cannot create the file lists folder $filelists_dir"
    lists_changed=false
    resolve_xcode_roots
    inputs_list=$(for spec in "${specs[@]}"; do xcode_path "$spec"; done)
    outputs_list=$(for output in "${outputs[@]}" "$stamp"; do xcode_path "$output"; done)
    if write_if_changed "$filelists_dir/reduxgen-inputs.xcfilelist" "$inputs_list"; then lists_changed=true; fi
    if write_if_changed "$filelists_dir/reduxgen-outputs.xcfilelist" "$outputs_list"; then lists_changed=true; fi
    if $lists_changed && [ -n "${SRCROOT:-}" ]; then
        echo "warning: reduxgen-build-phase: the specs changed, so the .xcfilelist files in $filelists_dir were updated; Xcode uses them from the next build on" >&2
    fi
fi

# MARK: - Generation

if is_up_to_date; then
    exit 0
fi

arguments=(generate "$spec_dir" --output "$output_dir" --quiet)
if [ -n "${REDUXGEN_SKELETONS_DIR:-}" ]; then
    arguments+=(--skeletons "$REDUXGEN_SKELETONS_DIR")
else
    arguments+=(--no-skeletons)
fi
if [ -n "$templates_dir" ]; then
    arguments+=(--templates "$templates_dir")
fi

# The new stamp is written before the run, so that a spec edited while the tool runs is
# newer than it and triggers the next run. It waits in TMPDIR: the script writes nothing
# into the output folder but the stamp itself.
next_stamp=$(mktemp "${TMPDIR:-/tmp}/reduxgen-stamp.XXXXXX") || fail "cannot create a temporary file"
printf '%s\n' "$signature" >"$next_stamp"
status=0
"$tool" "${arguments[@]}" || status=$?
if [ "$status" -ne 0 ]; then
    rm -f "$next_stamp" "$stamp"
    fail "reduxgen exited with status $status; its diagnostics are above"
fi
mv -f "$next_stamp" "$stamp"
