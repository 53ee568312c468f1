#!/usr/bin/env bash
# Generates the files of the app spec, Sources/TeamChatKit/App/TeamChatApp.yaml, into
# Sources/TeamChatKit/App/Generated/ (committed), and its reducer skeleton into
# Sources/TeamChatKit/App/ when it is missing.
#
# WORKAROUND, to be removed: reduxgen's build plugin runs each spec alone, so an app spec
# among a target's sources fails with "the feature 'TeamChat' is not in this run". Until the
# plugin passes the run's features, Package.swift excludes the app spec from the target and
# this script generates its files with the CLI, in one run with the features it composes.
#
# Usage: Scripts/generate-app.sh [--check]   (--check: write nothing, exit 1 when the
#        committed files differ from what reduxgen makes now)
# REDUXGEN=path/to/reduxgen picks the binary; by default the reduxgen package two folders up
# is built.
set -euo pipefail

cd "$(dirname "$0")/.."
check=false
if [ "${1:-}" = "--check" ]; then check=true; fi

if [ -z "${REDUXGEN:-}" ]; then
    swift build --package-path ../.. --product reduxgen >&2
    REDUXGEN="$(swift build --package-path ../.. --show-bin-path)/reduxgen"
fi

app=Sources/TeamChatKit/App
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Relative paths, so that the #sourceLocation lines of the committed files name the spec
# relative to the package.
"$REDUXGEN" generate Sources/TeamChatKit/Chat/TeamChat.yaml Sources/TeamChatKit/Todo/Todo.yaml "$app/TeamChatApp.yaml" \
    --output "$scratch/out" --skeletons "$scratch/skeletons" --quiet
mkdir "$scratch/generated"
for part in State Action Reducer Loader ViewModel; do
    cp "$scratch/out/TeamChatApp$part.swift" "$scratch/generated/"
done

if $check; then
    diff -r "$scratch/generated" "$app/Generated" ||
        { echo "error: $app/Generated is out of date: run Examples/TeamChatApp/Scripts/generate-app.sh" >&2; exit 1; }
    exit 0
fi
mkdir -p "$app/Generated"
rm -f "$app"/Generated/*.swift
cp "$scratch"/generated/*.swift "$app/Generated/"
if [ ! -f "$app/TeamChatAppReducerLogic.swift" ]; then
    cp "$scratch/skeletons/TeamChatAppReducerLogic.swift" "$app/"
fi
