#!/usr/bin/env bash
# Builds the gesture engine's libFuzzer target (with AddressSanitizer, whose leak checker runs too)
# and fuzzes it for a given time.
#
#   Fuzz/fuzz.sh [SECONDS] [extra libFuzzer flags…]    fuzz for SECONDS (default 120)
#   Fuzz/fuzz.sh --build                               only build
#   Fuzz/fuzz.sh --replay FILE…                        replay inputs, printing every step
#   Fuzz/fuzz.sh --ci [RUNS]                           a short, repeatable pass (fixed seed, RUNS
#                                                      inputs from an empty corpus, default 200000)
#   Fuzz/fuzz.sh --readers [SECONDS]                   fuzz the file readers (evemu recordings,
#                                                      traces, timelines) instead; --readers --ci
#                                                      [RUNS] for their repeatable pass;
#                                                      --readers --build builds both fuzzers
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
    local flags=(-swift-version 6 -O -g -sanitize=fuzzer,address -parse-as-library -package-name swift_gestures
                 -I "$root/Sources/CGesturesRuntime/include")
    # The engine as its own module, instrumented for coverage, so the harness sees its public API only.
    mapfile -t engine_sources < <(find "$root/Sources/Gestures" -name '*.swift' | sort)
    local stamp
    stamp="$(cat "${engine_sources[@]}" "$root"/Sources/CGesturesRuntime/include/* | sha1sum | cut -c1-40)"
    if [ "$(cat "$build/engine.stamp" 2>/dev/null)" != "$stamp" ]; then
        # With the engine's own consistency checks (GestureEngine+Invariants.swift) compiled in.
        # Main-actor default isolation, as Package.swift builds it.
        swiftc "${flags[@]}" -default-isolation MainActor -D GESTURES_INTERNAL_CHECKS -module-name Gestures -emit-module -emit-module-path "$build/Gestures.swiftmodule" \
            -emit-library -static -o "$build/libGestures.a" "${engine_sources[@]}"
        echo "$stamp" > "$build/engine.stamp"
    fi
    # Scroll views and controls, the module above the engine that the machine's surfaces reach
    # plays with, instrumented too.
    mapfile -t toolkit_sources < <(find "$root/Sources/GesturesToolkit" -name '*.swift' | sort)
    stamp="$( (cat "$build/engine.stamp"; cat "${toolkit_sources[@]}") | sha1sum | cut -c1-40)"
    if [ "$(cat "$build/toolkit.stamp" 2>/dev/null)" != "$stamp" ]; then
        swiftc "${flags[@]}" -module-name GesturesToolkit -I "$build" -emit-module -emit-module-path "$build/GesturesToolkit.swiftmodule" \
            -emit-library -static -o "$build/libGesturesToolkit.a" "${toolkit_sources[@]}"
        echo "$stamp" > "$build/toolkit.stamp"
    fi
    # Linked only when something it is made of changed, and put in place by a rename: CI's two
    # passes call this at the same time, and a binary rewritten while the other pass starts it
    # fails to start ("Text file busy").
    stamp="$( (cat "$build/engine.stamp" "$build/toolkit.stamp" "$here/FuzzEntry.swift" "$root"/Sources/GestureScenarios/*.swift) \
        | sha1sum | cut -c1-40)"
    if [ -x "$binary" ] && [ "$(cat "$build/link.stamp" 2>/dev/null)" = "$stamp" ]; then
        return 0
    fi
    # The linker's warnings about the sanitizer's local symbols are noise; they go to the log.
    if ! swiftc "${flags[@]}" -module-name GesturesFuzz -I "$build" -L "$build" -lGesturesToolkit -lGestures -lm \
        "$here/FuzzEntry.swift" "$root"/Sources/GestureScenarios/*.swift -o "$binary.$$" \
        > "$build/link.log" 2>&1; then
        grep -v 'Cannot export local symbol' "$build/link.log" >&2
        return 1
    fi
    mv -f "$binary.$$" "$binary"
    echo "$stamp" > "$build/link.stamp"
}

# The file readers' target (Fuzz/Readers): evemu recordings and trace files read, played into
# windows and drawn as timelines. GestureInput and GestureTesting are built as modules of their own
# over the engine's, instrumented too.
readers_binary="$build/gestures-fuzz-readers"
build_readers_fuzzer() {
    build_fuzzer
    local flags=(-swift-version 6 -O -g -sanitize=fuzzer,address -parse-as-library -package-name swift_gestures
                 -I "$root/Sources/CGesturesRuntime/include")
    local module sources stamp
    for module in GestureInput GestureTesting; do
        mapfile -t sources < <(find "$root/Sources/$module" -name '*.swift' | sort)
        stamp="$( (cat "$build/engine.stamp"; cat "${sources[@]}") | sha1sum | cut -c1-40)"
        if [ "$(cat "$build/$module.stamp" 2>/dev/null)" != "$stamp" ]; then
            swiftc "${flags[@]}" -module-name "$module" -I "$build" -emit-module -emit-module-path "$build/$module.swiftmodule" \
                -emit-library -static -o "$build/lib$module.a" "${sources[@]}"
            echo "$stamp" > "$build/$module.stamp"
        fi
    done
    if ! swiftc "${flags[@]}" -module-name GesturesReadersFuzz -I "$build" -L "$build" \
        -lGestureInput -lGestureTesting -lGestures -lm "$here/Readers/ReadersFuzzEntry.swift" -o "$readers_binary" \
        > "$build/readers-link.log" 2>&1; then
        grep -v 'Cannot export local symbol' "$build/readers-link.log" >&2
        return 1
    fi
}

case "${1:-}" in
    --readers)
        # Fuzz/fuzz.sh --readers [SECONDS] [extra libFuzzer flags…]: fuzz the file readers; with
        # --ci as SECONDS, a short repeatable pass (seed 1, 100,000 inputs from the seed corpus).
        shift
        build_readers_fuzzer
        if [ "${1:-}" = "--build" ]; then
            echo "built $binary and $readers_binary"
            exit 0
        fi
        mkdir -p "$here/readers-corpus"
        seeds="$(mktemp -d)"
        trap 'rm -rf "$seeds"' EXIT
        # Seeds: real recordings with their descriptions, and real traces.
        i=0
        for events in "$root"/Tests/Fixtures/evemu/*.events; do
            i=$((i + 1))
            desc="${events%.*.events}.desc"
            { head -c 20000 "$events"; printf '\n#desc\n'; [ -f "$desc" ] && cat "$desc"; } > "$seeds/recording-$i"
        done
        for trace in "$root"/Tests/Fixtures/*.jsonl; do
            [ -f "$trace" ] || continue
            i=$((i + 1))
            { printf '\n#trace\n'; head -c 20000 "$trace"; } > "$seeds/trace-$i"
        done
        # A description whose key bitmask line runs past 8,192 bytes, and a trace whose times are
        # 1e17 s and ±1.7e308 s: inputs that once crashed the reader and hung the timeline.
        atmel="$root/Tests/Fixtures/evemu/Atmel_maXTouch_Touchscreen"
        { head -c 4000 "$atmel.1-finger-fast-taps.events"; printf '\n#desc\n'; sed '/^B: 01/q' "$atmel.desc";
          printf 'B: 01'; for _ in $(seq 3000); do printf ' ff'; done; printf '\n'; } > "$seeds/long-mask"
        { printf '\n#trace\n'; head -n 1 "$root/Tests/Fixtures/drag.jsonl"
          printf '{"e":0,"t":1e17,"id":1,"phase":"began","x":100,"y":100}\n'
          printf '{"e":1,"t":-1.7e308,"id":1,"phase":"moved","x":101,"y":100}\n'
          printf '{"e":2,"t":1.7e308,"id":1,"phase":"ended","x":102,"y":100}\n'; } > "$seeds/extreme-times"
        if [ "${1:-}" = "--ci" ]; then
            mkdir -p "$build/readers-ci-findings"
            "$readers_binary" -seed=1 -runs="${2:-100000}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
                -artifact_prefix="$build/readers-ci-findings/" -print_final_stats=1 "$(mktemp -d)" "$seeds" 2>&1 \
                | grep -v -e '^#[0-9]' -e '^INFO:' -e 'Cannot export local symbol' -e '^"' -e '^######'
            exit "${PIPESTATUS[0]}"
        fi
        seconds="${1:-120}"
        shift || true
        "$readers_binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
            -artifact_prefix="$here/findings/readers-" -print_final_stats=1 "$@" "$here/readers-corpus" "$seeds"
        exit $?
        ;;
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
