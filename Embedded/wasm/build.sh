#!/usr/bin/env bash
# Builds the replay module: the engine's sources, the trace reader and replay log of
# GestureTesting, the scene with every recognizer and Embedded/ReplayRunner.swift, in Embedded
# Swift for wasm32, linked with a small C runtime (Embedded/runtime/runtime.c) into
# .build/embedded/wasm32/replay.wasm (run it with node Embedded/wasm/replay.mjs), and the engine
# alone with every recognizer, engine.wasm (measure it with node Embedded/wasm/measure.mjs).
#
#   Embedded/wasm/build.sh [replay|engine]…      (default: both)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out="$root/.build/embedded/wasm32"
toolchain=$(dirname "$(readlink -f "$(command -v swiftc)")")
mkdir -p "$out"

modules=("$@")
((${#modules[@]})) || modules=(replay engine)
mapfile -t sources < <("$root/Embedded/replay-sources.sh")
"$toolchain/clang" --target=wasm32-unknown-unknown -ffreestanding -fno-builtin -nostdlib -O2 \
    -c "$root/Embedded/runtime/runtime.c" -o "$out/runtime.o"

build_replay() {
    # One module (Embedded/replay-sources.sh says why); `@_extern(c, …)` declares the host's functions.
    swiftc -enable-experimental-feature Embedded -target wasm32-unknown-none-wasm -wmo -Osize -parse-as-library \
        -Xfrontend -disable-stack-protector -enable-experimental-feature Extern -suppress-warnings \
        -module-name Gestures -package-name swift_gestures -c "${sources[@]}" -o "$out/Replay.o"
    # The host's functions (the log's lines, strtod) are the module's imports; 1 MB of stack.
    "$toolchain/wasm-ld" --no-entry --export=replay_run --export=replay_allocate --allow-undefined \
        -z stack-size=1048576 --gc-sections "$out/Replay.o" "$out/runtime.o" \
        "$toolchain/../lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a" \
        -o "$out/replay.wasm"
    echo "replay module: $out/replay.wasm ($(stat -c %s "$out/replay.wasm") bytes)"
    # The same module with no room to grow (its memory fixed at 4 pages, 64 KB of stack):
    # compare.sh checks that an allocation it cannot make stops it, reported by the host.
    "$toolchain/wasm-ld" --no-entry --export=replay_run --export=replay_allocate --allow-undefined \
        -z stack-size=65536 --initial-memory=262144 --max-memory=262144 --gc-sections "$out/Replay.o" "$out/runtime.o" \
        "$toolchain/../lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a" \
        -o "$out/replay-no-room.wasm"
}

build_engine() {
    # The engine with every built-in recognizer and EngineModule.swift's entry points, for measure.mjs:
    # its size, and a touch update's cost under node.
    engine=()
    for source in "${sources[@]}"; do
        if [[ $source == */Sources/Gestures/* || $source == */AllRecognizersSurface.swift ]]; then engine+=("$source"); fi
    done
    swiftc -enable-experimental-feature Embedded -target wasm32-unknown-none-wasm -wmo -Osize -parse-as-library \
        -Xfrontend -disable-stack-protector -suppress-warnings -module-name Gestures -package-name swift_gestures \
        -c "${engine[@]}" "$here/EngineModule.swift" -o "$out/Engine.o"
    # Without the function-name section (the size measured is what a page would load).
    "$toolchain/wasm-ld" --no-entry --export=touch --export=pan_updates --allow-undefined -z stack-size=1048576 --strip-all \
        --gc-sections "$out/Engine.o" "$out/runtime.o" \
        "$toolchain/../lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a" -o "$out/engine.wasm"
    echo "engine module: $out/engine.wasm ($(stat -c %s "$out/engine.wasm") bytes)"
    # Binaryen's optimizer, for size, with the features the compiler's output uses (Debian's
    # binaryen; skipped when it is missing). The size docs/benchmarks.md reports.
    if command -v wasm-opt >/dev/null; then
        wasm-opt -Oz --enable-bulk-memory --enable-sign-ext --enable-mutable-globals --enable-nontrapping-float-to-int \
            "$out/engine.wasm" -o "$out/engine-opt.wasm"
        echo "engine module, optimized for size by wasm-opt: $out/engine-opt.wasm ($(stat -c %s "$out/engine-opt.wasm") bytes)"
    fi
}

for module in "${modules[@]}"; do
    case $module in
        replay) build_replay ;;
        engine) build_engine ;;
        *) echo "build.sh: unknown module $module (replay or engine)" >&2; exit 2 ;;
    esac
done
