#!/usr/bin/env bash
# Instructions per update of each named scenario (default: the ones the speed targets name), counted
# by valgrind's callgrind, which the load of a shared machine cannot move. Each scenario runs alone
# (gestures-bench --only NAME --runs 1) twice, with N and 2N updates; it performs 2.1 × N updates
# more the second time (warm-up, allocation count and one timed run), so the difference divided by
# that is what one update costs, start-up and set-up cancelled out. With `pan` among them it prints
# the target counted in instructions, a pan at most 1,000, as PASS or MISS.
#
#   Benchmarks/instructions.sh [SCENARIO…]        (needs valgrind: apt-get install valgrind)
set -euo pipefail
cd "$(dirname "$0")"
command -v valgrind >/dev/null || { echo "instructions.sh: needs valgrind (apt-get install valgrind)" >&2; exit 1; }
swift build -c release >/dev/null
bench=$(swift build -c release --show-bin-path)/gestures-bench
scenarios=("$@")
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
