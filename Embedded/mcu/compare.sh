#!/usr/bin/env bash
# The engine on a Cortex-M7 under QEMU against the ordinary build: every trace in Tests/Fixtures
# and every device recording in Tests/Fixtures/evemu (recorded as a trace first, by the ordinary
# `gestures record --device`), or the traces named, each linked into the bare-metal replay
# (build.sh) and run on QEMU's mps2-an500 board; its log — what it prints over semihosting, less
# the problem lines ("! ") and the memory report ("mcu: ") — must be the same as
# `gestures replay`'s, byte for byte, with the same exit status. Prints each program's flash and
# RAM, and the heap's peak.
#
#   Embedded/mcu/compare.sh [TRACE…]        (needs qemu-system-arm: apt-get install qemu-system-arm)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
cd "$root"
command -v qemu-system-arm >/dev/null || { echo "compare.sh: needs qemu-system-arm" >&2; exit 1; }
swift build --product gestures >/dev/null
gestures="$(swift build --show-bin-path)/gestures"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
traces=("$@")
((${#traces[@]})) || mapfile -t traces < <(GESTURES="$gestures" "$root/Embedded/traces.sh" "$work")

for trace in "${traces[@]}"; do
    "$here/build.sh" "$trace" "$trace" "$work/replay.elf" | sed "s|^$work/replay.elf|$(basename "$trace")|"
    native_status=0 mcu_status=0
    "$gestures" replay "$trace" > "$work/native.log" 2>/dev/null || native_status=$?
    timeout 120 qemu-system-arm -M mps2-an500 -nographic -semihosting -kernel "$work/replay.elf" \
        > "$work/console" 2>&1 || mcu_status=$?
    grep -v '^! \|^mcu: ' "$work/console" > "$work/mcu.log" || true
    grep '^mcu: ' "$work/console" || true
    if ! cmp -s "$work/native.log" "$work/mcu.log" || (( native_status != mcu_status )); then
        echo "compare.sh: $trace: the Cortex-M7 replay differs (exit $native_status natively, $mcu_status under QEMU):" >&2
        diff "$work/native.log" "$work/mcu.log" | head -20 >&2 || true
        grep '^! ' "$work/console" | head -5 >&2 || true
        exit 1
    fi
done
echo "compare.sh: ${#traces[@]} traces replayed natively and on a Cortex-M7 under QEMU: identical logs"

# A touch controller with room for ten contacts, and twelve fingers landing together: the board
# refuses the eleventh and twelfth, counted, and plays the rest as the ordinary build plays the
# trace without those two fingers.
if (($# == 0)); then
    crowd="$here/too-many-contacts.jsonl"
    grep -v '"id":1[12],' "$crowd" > "$work/within-room.jsonl"
    "$here/build.sh" "$crowd" "$crowd" "$work/replay.elf" > /dev/null
    "$gestures" replay "$work/within-room.jsonl" | sed "s|$work/within-room.jsonl|$crowd|" > "$work/native.log"
    timeout 120 qemu-system-arm -M mps2-an500 -nographic -semihosting -kernel "$work/replay.elf" > "$work/console" 2>&1
    grep -v '^! \|^mcu: ' "$work/console" > "$work/mcu.log" || true
    grep '^! ' "$work/console" > "$work/refusals" || true
    expected="! touch controller: contact 11 refused: room for 10 (1 refused so far)
! touch controller: contact 12 refused: room for 10 (2 refused so far)
! touch controller: 2 contacts refused in all (room for 10)"
    if ! cmp -s "$work/native.log" "$work/mcu.log" || [[ $(cat "$work/refusals") != "$expected" ]]; then
        echo "compare.sh: the board with room for ten contacts did not refuse the extra two as it should:" >&2
        diff "$work/native.log" "$work/mcu.log" | head -20 >&2 || true
        cat "$work/refusals" >&2
        exit 1
    fi
    echo "compare.sh: twelve fingers on a controller with room for ten: two refused, counted; the ten played as natively"
fi
