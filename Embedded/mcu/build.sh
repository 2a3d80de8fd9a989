#!/usr/bin/env bash
# Builds the bare-metal replay for a Cortex-M7 (QEMU's mps2-an500) with a trace linked in: the
# engine's sources, GestureTesting's trace reader and replay log, the scene with every recognizer
# and Embedded/ReplayRunner.swift as one Embedded Swift module, with startup.c, the C runtime
# (Embedded/runtime) and the trace's bytes, linked by ld.lld with link.ld. Prints the program's
# flash and static RAM. The Swift object is kept in .build/embedded/armv7em and rebuilt when a
# source is newer.
#
#   Embedded/mcu/build.sh TRACE [NAME] ELF      (NAME: how the log names the trace; default TRACE)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out="$root/.build/embedded/armv7em"
toolchain=$(dirname "$(readlink -f "$(command -v swiftc)")")
trace=$1 name=${2:-$1} elf=${3:-$out/replay.elf}
mkdir -p "$out"

mapfile -t sources < <("$root/Embedded/replay-sources.sh")
sources+=("$here/ObjectMemory.swift")
# The Cortex-M7's double-precision FPU does the engine's arithmetic (hard floats, its registers in
# calls); one module, for the reason Embedded/replay-sources.sh gives.
cpu=(-mcpu=cortex-m7 -mfpu=fpv5-d16 -mfloat-abi=hard)
if [[ ! -f "$out/Replay.o" ]] || [[ -n $(find "${sources[@]}" -newer "$out/Replay.o" | head -1) ]]; then
    swiftc -enable-experimental-feature Embedded -target armv7em-none-none-eabi -Xcc "${cpu[0]}" -Xcc "${cpu[1]}" -Xcc "${cpu[2]}" \
        -wmo -Osize -parse-as-library -Xfrontend -disable-stack-protector -enable-experimental-feature Extern \
        -suppress-warnings -module-name Gestures -package-name swift_gestures -c "${sources[@]}" -o "$out/Replay.o"
fi
cc=("$toolchain/clang" --target=thumbv7em-none-eabihf "${cpu[@]}" -ffreestanding -fno-builtin -nostdlib -O2)
for part in "$here/startup.c" "$root/Embedded/runtime/runtime.c" "$root/Embedded/runtime/decimal.c"; do
    object="$out/$(basename "$part" .c).o"
    [[ -f "$object" && "$object" -nt "$part" ]] || "${cc[@]}" -c "$part" -o "$object"
done
# The trace and its name, as they are, in flash.
cat > "$out/trace.S" <<ASM
    .section .rodata.trace, "a"
    .global trace_bytes, trace_end, trace_name, trace_name_end
trace_bytes:
    .incbin "$(readlink -f "$trace")"
trace_end:
trace_name:
    .ascii "$name"
trace_name_end:
ASM
"${cc[@]}" -c "$out/trace.S" -o "$out/trace.o"
"$toolchain/ld.lld" -T "$here/link.ld" --gc-sections "$out/startup.o" "$out/Replay.o" "$out/runtime.o" \
    "$out/decimal.o" "$out/trace.o" \
    "$toolchain/../lib/swift/embedded/armv7em-none-none-eabi/libswiftUnicodeDataTables.a" -o "$elf"
# Flash: code, constants and .data's initial values (the trace's bytes included); static RAM:
# .data and .bss, the heap and the stack after them.
symbol() { echo $((16#$("$toolchain/llvm-nm" "$elf" | awk -v name="$1" '$3 == name { print $1 }'))); }
flash=$(( $(symbol __data_load) + $(symbol __data_end) - $(symbol __data_start) ))
ram=$(( $(symbol __bss_end) - $(symbol __data_start) ))
echo "$elf: flash $flash bytes ($(( $(symbol trace_end) - $(symbol trace_bytes) )) of them the trace), static RAM $ram bytes"
