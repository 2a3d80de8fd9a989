#!/usr/bin/env bash
# Builds the engine (Sources/Gestures) in Embedded Swift for WebAssembly (wasm32-unknown-none-wasm)
# and for a Cortex-M7 (armv7em-none-none-eabi), from the same sources as the ordinary build,
# with the toolchain alone. Objects and module files go to .build/embedded/TARGET/. See
# docs/embedding.md.
#
#   Embedded/build.sh [wasm32|armv7em]…      (default: both)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/.build/embedded"
targets=("$@")
((${#targets[@]})) || targets=(wasm32 armv7em)

# One Embedded Swift module: whole-module, optimised for size.
#   embedded_module TARGET NAME OUTDIR SOURCES…
embedded_module() {
    local target=$1 name=$2 dir=$3; shift 3
    local triple flags=()
    # No stack protector: neither target has a C library with `__stack_chk_guard`.
    case $target in
        wasm32) triple=wasm32-unknown-none-wasm
                flags=(-Xfrontend -disable-stack-protector) ;;
        # A Cortex-M7 with its double-precision FPU (QEMU's mps2-an500; Embedded/mcu).
        armv7em) triple=armv7em-none-none-eabi
                 flags=(-Xcc -mcpu=cortex-m7 -Xcc -mfpu=fpv5-d16 -Xcc -mfloat-abi=hard
                        -Xfrontend -disable-stack-protector) ;;
        *) echo "Embedded/build.sh: unknown target $target (wasm32 or armv7em)" >&2; exit 2 ;;
    esac
    mkdir -p "$dir"
    swiftc -enable-experimental-feature Embedded -target "$triple" "${flags[@]}" -wmo -Osize -parse-as-library \
        -module-name "$name" -package-name swift_gestures -I "$dir" \
        -emit-module -emit-module-path "$dir/$name.swiftmodule" -c "$@" -o "$dir/$name.o"
}

# Each compile is one thread: the targets build side by side.
mapfile -t engine < <(find "$root/Sources/Gestures" -name '*.swift' | sort)
pids=()
for target in "${targets[@]}"; do
    embedded_module "$target" Gestures "$out/$target" "${engine[@]}" &
    pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid"; done
for target in "${targets[@]}"; do echo "engine for $target: $out/$target/Gestures.o"; done
