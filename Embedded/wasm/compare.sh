#!/usr/bin/env bash
# The engine compiled to WebAssembly against the ordinary build: every trace in Tests/Fixtures and
# every device recording in Tests/Fixtures/evemu (recorded as a trace first, by the ordinary
# `gestures record --device`) is replayed by `gestures replay` and by the wasm module under node
# (Embedded/wasm/replay.mjs); their logs (standard output) and exit statuses must be the same,
# byte for byte. Standard error is not compared: the command also warns there when a trace was
# recorded on a screen of another size than the scene.
#
#   Embedded/wasm/compare.sh            (builds what it needs; needs node)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cd "$root"
"$here/build.sh" replay >/dev/null
swift build --product gestures >/dev/null
gestures="$(swift build --show-bin-path)/gestures"
module="$root/.build/embedded/wasm32/replay.wasm"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mapfile -t traces < <(GESTURES="$gestures" "$root/Embedded/traces.sh" "$work")

compared=0
for trace in "${traces[@]}"; do
    native_status=0 wasm_status=0
    "$gestures" replay "$trace" > "$work/native.log" 2>/dev/null || native_status=$?
    node "$here/replay.mjs" "$module" "$trace" > "$work/wasm.log" 2>"$work/wasm.err" || wasm_status=$?
    if ! cmp -s "$work/native.log" "$work/wasm.log" || (( native_status != wasm_status )); then
        echo "compare.sh: $trace: the wasm replay differs (exit $native_status natively, $wasm_status in wasm):" >&2
        diff "$work/native.log" "$work/wasm.log" | head -20 >&2 || true
        head -5 "$work/wasm.err" >&2
        exit 1
    fi
    compared=$((compared + 1))
done
echo "compare.sh: $compared traces replayed natively and in wasm under node: identical logs"

# A module whose memory cannot grow: the allocation it cannot make stops it, and the host says so.
status=0
node "$here/replay.mjs" "$root/.build/embedded/wasm32/replay-no-room.wasm" Tests/Fixtures/pinch.jsonl \
    > "$work/no-room.log" 2> "$work/no-room.err" || status=$?
if (( status != 3 )) || ! grep -q "the module stopped" "$work/no-room.err"; then
    echo "compare.sh: a module out of memory did not stop as it should (exit $status):" >&2
    cat "$work/no-room.err" >&2
    exit 1
fi
echo "compare.sh: a module out of memory stops, reported: $(tail -1 "$work/no-room.err")"
