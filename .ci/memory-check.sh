#!/usr/bin/env bash
# A large recording and a large trace, generated here, recorded and replayed by the debug build of
# `gestures` (built by swift test) in bounded memory: the peak resident set GNU time measures must
# stay under LIMIT_MB, whatever the file's size (before the commands read as they played, a 100 MB
# recording peaked at 515 MB). The sizes keep the step under a minute in a debug build.
set -euo pipefail
cd "$(dirname "$0")/.."

RECORDING_MB=${RECORDING_MB:-32}
TRACE_MB=${TRACE_MB:-10}
LIMIT_MB=${LIMIT_MB:-100}
gestures=.build/debug/gestures
if [[ ! -x /usr/bin/time ]]; then
    apt-get update -q
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends time
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One-finger drags on the Wacom touch screen of the fixtures (its .desc beside the recording).
cp Tests/Fixtures/evemu/Wacom_ISDv4_E6_Finger.desc "$work/"
awk -v limit=$((RECORDING_MB << 20)) 'function e(type, code, value) {
        line = sprintf("E: %.6f %s %s %d\n", t, type, code, value); printf "%s", line; size += length(line) }
    BEGIN { t = 1000; while (size < limit) {
        x = 1000; e("0003", "0039", n % 60000); e("0003", "0035", x); e("0003", "0036", 700); e("0001", "014a", 1)
        e("0003", "0000", x); e("0003", "0001", 700); e("0000", "0000", 0)
        for (i = 0; i < 60; i++) { t += 0.008; x += 7; e("0003", "0035", x); e("0003", "0000", x); e("0000", "0000", 0) }
        t += 0.008; e("0003", "0039", -1); e("0001", "014a", 0); e("0000", "0000", 0); t += 0.5; n++ } }' \
    > "$work/Wacom_ISDv4_E6_Finger.large.events"
# Touchpad pinches, each a began, 100 changes and an ended, into the scene with every recognizer.
awk -v limit=$((TRACE_MB << 20)) 'BEGIN {
    print "{\"format\":\"swift-gestures-trace\",\"version\":\"1.2\",\"width\":375.0,\"height\":667.0,\"device\":\"ci\"}"
    while (size < limit) { for (step = 0; step < 102; step++) {
        phase = step == 0 ? "began" : step == 101 ? "ended" : "changed"
        line = sprintf("{\"e\":%d,\"t\":%.2f,\"transform\":\"%s\",\"x\":187.0,\"y\":333.0,\"scale\":1.001,\"rotation\":0.001}", e++, n * 2 + step / 100, phase)
        print line; size += length(line) + 1 }; n++ } }' > "$work/pinches.jsonl"

check() {
    local what=$1 peak
    peak=$(tail -1 "$work/peak")
    echo "$what: peak resident memory $((peak / 1024)) MB (limit $LIMIT_MB MB)"
    if (( peak > LIMIT_MB * 1024 )); then
        echo "ci: $what took more than $LIMIT_MB MB" >&2
        exit 1
    fi
}
/usr/bin/time -f %M -o "$work/peak" "$gestures" record --device "$work/Wacom_ISDv4_E6_Finger.large.events" --out "$work/large.jsonl"
check "record --device of a $RECORDING_MB MB recording"
/usr/bin/time -f %M -o "$work/peak" "$gestures" replay "$work/pinches.jsonl" --quiet | tail -1
check "replay of a $TRACE_MB MB trace"
