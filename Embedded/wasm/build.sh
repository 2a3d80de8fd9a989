#!/usr/bin/env bash
# Builds the replay module: the engine's sources, the trace reader and replay log of
# GestureTesting, the scene with every recognizer and Embedded/ReplayRunner.swift, in Embedded
# Swift for wasm32, linked with a small C runtime (Embedded/runtime/runtime.c) into
# .build/embedded/wasm32/replay.wasm. Run it with node Embedded/wasm/replay.mjs.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out="$root/.build/embedded/wasm32"
toolchain=$(dirname "$(readlink -f "$(command -v swiftc)")")
mkdir -p "$out"

# One module (Embedded/replay-sources.sh says why); `@_extern(c, …)` declares the host's functions.
mapfile -t sources < <("$root/Embedded/replay-sources.sh")
swiftc -enable-experimental-feature Embedded -target wasm32-unknown-none-wasm -wmo -Osize -parse-as-library \
    -Xfrontend -disable-stack-protector -enable-experimental-feature Extern -suppress-warnings \
    -module-name Gestures -package-name swift_gestures -c "${sources[@]}" -o "$out/Replay.o"
"$toolchain/clang" --target=wasm32-unknown-unknown -ffreestanding -fno-builtin -nostdlib -O2 \
    -c "$root/Embedded/runtime/runtime.c" -o "$out/runtime.o"
# The host's functions (the log's lines, strtod) are the module's imports; 1 MB of stack.
"$toolchain/wasm-ld" --no-entry --export=replay_run --export=replay_allocate --allow-undefined \
    -z stack-size=1048576 --gc-sections "$out/Replay.o" "$out/runtime.o" \
    "$toolchain/../lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a" \
    -o "$out/replay.wasm"
echo "replay module: $out/replay.wasm ($(stat -c %s "$out/replay.wasm") bytes)"
