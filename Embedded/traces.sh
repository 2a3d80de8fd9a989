#!/usr/bin/env bash
# Prints the traces the embedded builds are compared on, one per line: every trace in
# Tests/Fixtures, the hostile ones in Embedded/hostile (malformed lines, numbers at and past the
# ends of a double's range, exact ties, a missing or foreign header, an empty file), then every
# device recording in Tests/Fixtures/evemu recorded as a trace into DIR by the ordinary
# `gestures record --device` (GESTURES: that command's path).
#
#   GESTURES=… Embedded/traces.sh DIR
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dir=$1
for trace in "$root"/Tests/Fixtures/*.jsonl "$root"/Embedded/hostile/*.jsonl; do echo "$trace"; done
for recording in "$root"/Tests/Fixtures/evemu/*.events; do
    trace="$dir/$(basename "$recording" .events).jsonl"
    "$GESTURES" record --device "$recording" --out "$trace" 2>/dev/null
    echo "$trace"
done
