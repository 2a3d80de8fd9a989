#!/usr/bin/env bash
# Instructions per update of each named scenario (default: the ones the speed targets name), counted
# by valgrind's callgrind, which the load of a shared machine cannot move. Each scenario runs alone
# (gestures-bench --only NAME --runs 1) twice, with N and 2N updates; it performs 2.1 × N updates
# more the second time (warm-up, allocation count and one timed run), so the difference divided by
# that is what one update costs, start-up and set-up cancelled out. With `pan` among them it prints
# the target counted in instructions, a pan at most 1,000, as PASS or MISS.
#
#   Benchmarks/instructions.sh [SCENARIO…]        (needs valgrind: apt-get install valgrind)
#
# With --split it divides each scenario's update in two, from the same pair of runs: the work of
# the recognizers' touchesMoved(_:with:) overrides and of the actions (the math of a pan, a pinch
# or a rotation, and the app's handlers: every call to them, counted inclusively at the call), and
# the rest (the engine, and the harness feeding it). The speed targets are ratios of whole
# updates; this says how much of each ratio the engine can move.
#
#   Benchmarks/instructions.sh --split [SCENARIO…]   (default: pan monkey-2-fingers)
set -euo pipefail
cd "$(dirname "$0")"
command -v valgrind >/dev/null || { echo "instructions.sh: needs valgrind (apt-get install valgrind)" >&2; exit 1; }
swift build -c release >/dev/null
bench=$(swift build -c release --show-bin-path)/gestures-bench
split=false
if [[ ${1:-} == --split ]]; then split=true; shift; fi
scenarios=("$@")
if $split; then
    ((${#scenarios[@]})) || scenarios=(pan monkey-2-fingers)
    command -v callgrind_annotate >/dev/null || { echo "instructions.sh: needs callgrind_annotate (valgrind)" >&2; exit 1; }
    n=10000
    out=$(mktemp -d)
    trap 'rm -rf "$out"' EXIT
    # callgrind's annotation of every call site, as "inclusive-cost callee": the calls into a
    # recognizer subclass's touchesMoved(_:with:) (not the base class's, which a subclass's
    # `super` call reaches from inside its own) and into an action: a closure (`addAction`) or a
    # method reference (`addTarget(_:action:)`, which `init(target:action:)` goes through).
    calls() { # output file → total of the calls the split counts, and of the whole run
        callgrind_annotate --auto=yes --show-percs=no --threshold=100 --context=0 "$1" 2>/dev/null \
            | sed -n 's/^ *\([0-9,]*\) *=> [^:]*:\([^ ]*\) .*/\1 \2/p' | tr -d , \
            | swift demangle --simplified \
            | awk '$0 ~ /[A-Za-z]GestureRecognizer\.touchesMoved\(_:with:\)/ || $0 ~ /closure #1 in GestureActionSource\.addAction/ \
                   || $0 ~ /closure #1 in GestureRecognizer\.addTarget</ { sum += $1 }
                   END { printf "%d", sum }'
    }
    printf '%-24s %14s %28s %14s\n' scenario "whole update" "recognizers' moves, actions" "the rest"
    for scenario in "${scenarios[@]}"; do
        for m in "$n" $((2 * n)); do
            valgrind --tool=callgrind --callgrind-out-file="$out/$m" "$bench" --only "$scenario" --updates "$m" --runs 1 >/dev/null 2>&1
        done
        total() { sed -n 's/^summary: *\([0-9]*\).*/\1/p' "$1" | head -1; }
        whole=$(echo "$(total "$out/$n") $(total "$out/$((2 * n))")" | awk -v n="$n" '{ printf "%.0f", ($2 - $1) / (2.1 * n) }')
        app=$(echo "$(calls "$out/$n") $(calls "$out/$((2 * n))")" | awk -v n="$n" '{ printf "%.0f", ($2 - $1) / (2.1 * n) }')
        printf '%-24s %14s %28s %14s\n' "$scenario" "$whole" "$app" $((whole - app))
    done
    exit 0
fi
((${#scenarios[@]})) || scenarios=(floor sdl2-touch-path pan scroll-view-pan pan-method-reference monkey-2-fingers \
                                     ten-fingers-fifty-recognizers depth-1 depth-128)
n=10000
count() { # scenario updates → instructions of the whole run
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bench" --only "$1" --updates "$2" --runs 1 2>&1 >/dev/null \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
printf '%-32s %s\n' scenario "instructions/update"
pan=""
for scenario in "${scenarios[@]}"; do
    one=$(count "$scenario" "$n")
    two=$(count "$scenario" $((2 * n)))
    per=$(echo "$one $two" | awk -v n="$n" '{ printf "%.0f", ($2 - $1) / (2.1 * n) }')
    printf '%-32s %s\n' "$scenario" "$per"
    [[ $scenario == pan ]] && pan=$per
done
# The one target counted in instructions (the others are timed, and gestures-bench prints them).
if [[ -n $pan ]]; then
    if ((pan <= 1000)); then verdict=PASS; else verdict=MISS; fi
    echo "$verdict  pan ≤ 1,000 instructions per update ($pan)"
fi
