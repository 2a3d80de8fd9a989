#!/usr/bin/env bash
# Instructions per update of each named scenario (default: the ones the speed targets name), counted
# by valgrind's callgrind, which the load of a shared machine cannot move. Each scenario runs alone
# (gestures-bench --only NAME --runs 1) twice, with N and 2N updates; it performs 2.1 × N updates
# more the second time (warm-up, allocation count and one timed run), so the difference divided by
# that is what one update costs, start-up and set-up cancelled out.
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
for scenario in "${scenarios[@]}"; do
    one=$(count "$scenario" "$n")
    two=$(count "$scenario" $((2 * n)))
    echo "$scenario $one $two" | awk -v n="$n" '{ printf "%-32s %.0f\n", $1, ($3 - $2) / (2.1 * n) }'
done
