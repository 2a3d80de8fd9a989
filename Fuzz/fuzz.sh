#!/usr/bin/env bash
# Builds the gesture engine's libFuzzer target (with AddressSanitizer, whose leak checker runs too)
# and fuzzes it for a given time.
#
#   Fuzz/fuzz.sh [SECONDS] [extra libFuzzer flags…]    fuzz for SECONDS (default 120)
#   Fuzz/fuzz.sh --build                               only build
#   Fuzz/fuzz.sh --replay FILE…                        replay inputs, printing every step
#   Fuzz/fuzz.sh --ci [RUNS]                           a short, repeatable pass (fixed seed, RUNS
#                                                      inputs from an empty corpus, default 200000)
#
# The harness plays bytes through Sources/GestureScenarios (ScenarioMachine), the same machine the
# property tests use, with its surfaces reach (scroll views and controls changed from their own
# callbacks, wheel, trackpad and pen input, on top of the deep reach's swarms of recognizers and
# views that change the tree from their touch methods). Findings land in Fuzz/findings/, the growing
# corpus in Fuzz/corpus/ (both ignored by the build). Environment: JOBS (parallel fuzzing processes, default 1), FUZZ_BUILD
# (build folder, default /tmp/gestures-fuzz).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
build="${FUZZ_BUILD:-/tmp/gestures-fuzz}"
binary="$build/gestures-fuzz"
# Swift's own crash backtracer and AddressSanitizer get in each other's way.
export SWIFT_BACKTRACE=enable=no
mkdir -p "$build" "$here/corpus" "$here/findings"

build_fuzzer() {
    local flags=(-swift-version 6 -O -g -sanitize=fuzzer,address -parse-as-library -package-name swift_gestures)
    # The engine as its own module, instrumented for coverage, so the harness sees its public API only.
    mapfile -t engine_sources < <(find "$root/Sources/Gestures" -name '*.swift' | sort)
    local stamp
    stamp="$(cat "${engine_sources[@]}" | sha1sum | cut -c1-40)"
    if [ "$(cat "$build/engine.stamp" 2>/dev/null)" != "$stamp" ]; then
        # With the engine's own consistency checks (GestureEngine+Invariants.swift) compiled in.
        swiftc "${flags[@]}" -D GESTURES_INTERNAL_CHECKS -module-name Gestures -emit-module -emit-module-path "$build/Gestures.swiftmodule" \
            -emit-library -static -o "$build/libGestures.a" "${engine_sources[@]}"
        echo "$stamp" > "$build/engine.stamp"
    fi
    # The linker's warnings about the sanitizer's local symbols are noise; they go to the log.
    if ! swiftc "${flags[@]}" -module-name GesturesFuzz -I "$build" -L "$build" -lGestures -lm \
        "$here/FuzzEntry.swift" "$root"/Sources/GestureScenarios/*.swift -o "$binary" \
        > "$build/link.log" 2>&1; then
        grep -v 'Cannot export local symbol' "$build/link.log" >&2
        return 1
    fi
}

case "${1:-}" in
    --build)
        build_fuzzer
        echo "built $binary"
        exit 0
        ;;
    --replay)
        shift
        build_fuzzer
        GESTURES_FUZZ_VERBOSE=1 "$binary" "$@"
        exit $?
        ;;
    --ci)
        # The same seed and the same number of inputs from the same empty corpus play the same
        # inputs on every machine: a pass here is a pass in CI.
        runs="${2:-200000}"
        build_fuzzer
        corpus="$(mktemp -d)"
        trap 'rm -rf "$corpus"' EXIT
        mkdir -p "$build/ci-findings"
        "$binary" -seed=1 -runs="$runs" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
            -artifact_prefix="$build/ci-findings/" -print_final_stats=1 "$corpus" 2>&1 \
            | grep -v -e '^#[0-9]' -e '^INFO:' -e 'Cannot export local symbol' -e '^"' -e '^######'
        exit "${PIPESTATUS[0]}"
        ;;
esac

seconds="${1:-120}"
shift || true
build_fuzzer
jobs="${JOBS:-1}"
cd "$here/findings"
args=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096
      -artifact_prefix="$here/findings/" -print_final_stats=1 "$@")
if [ "$jobs" -gt 1 ]; then
    args+=(-fork="$jobs" -ignore_crashes=1)
fi
exec "$binary" "${args[@]}" "$here/corpus"
