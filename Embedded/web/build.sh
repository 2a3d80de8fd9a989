#!/usr/bin/env bash
# Builds the web page: the engine, the scroll views and controls, the monkey-and-banana and photo
# gallery scenes with the SVG drawing, and Embedded/web/PageHost.swift, compiled in Embedded Swift
# for wasm32 as one module (Embedded/replay-sources.sh says why), linked with the small C runtime
# into page.wasm, and put with the page's files and the scenes' sounds in .build/embedded/web/site
# (or the folder given), ready to serve (Embedded/web/serve.sh).
#
#   Embedded/web/build.sh [SITE_FOLDER]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out="$root/.build/embedded/web"
site=${1:-$out/site}
toolchain=$(dirname "$(readlink -f "$(command -v swiftc)")")
mkdir -p "$out/stub" "$site"

apps="$root/Sources/GestureApps"
sources=(
    $(find "$root/Sources/Gestures" "$root/Sources/GesturesToolkit" -name '*.swift' | sort)
    "$apps"/Scenes/{MonkeyScene,TickleGestureRecognizer,GalleryScene}.swift
    "$apps"/Playground/{PlaygroundScene,SoundPlayer,MouseTouchEmulator,NamedViewStates}.swift
    "$apps"/Rendering/*.swift
    "$here/PageHost.swift"
)
swift_flags=(-enable-experimental-feature Embedded -target wasm32-unknown-none-wasm -wmo -parse-as-library
             -Xfrontend -disable-stack-protector)
# The toolkit's files and the scenes `import GesturesToolkit`, which is part of this one module:
# an empty module of that name satisfies the import.
: > "$out/stub/GesturesToolkit.swift"
swiftc "${swift_flags[@]}" -emit-module -module-name GesturesToolkit "$out/stub/GesturesToolkit.swift" \
    -o "$out/stub/GesturesToolkit.swiftmodule"
"$toolchain/clang" --target=wasm32-unknown-unknown -ffreestanding -fno-builtin -nostdlib -O2 \
    -c "$root/Embedded/runtime/runtime.c" -o "$out/runtime.o"
swiftc "${swift_flags[@]}" -Osize -enable-experimental-feature Extern -suppress-warnings -I "$out/stub" \
    -module-name Gestures -package-name swift_gestures -c "${sources[@]}" -o "$out/Page.o"
exports=()
for name in page_open page_height page_pointer page_wheel page_interrupted page_frame page_problem_count; do
    exports+=("--export=$name")
done
"$toolchain/wasm-ld" --no-entry "${exports[@]}" --allow-undefined -z stack-size=1048576 --strip-all \
    --gc-sections "$out/Page.o" "$out/runtime.o" \
    "$toolchain/../lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a" -o "$site/page.wasm"
# The same module with no room to grow (memory fixed at 4 pages, 64 KB of stack), which cannot
# open a scene: Embedded/web/test-input.mjs and the page (page.html?module=page-no-room.wasm) must
# report that it stopped.
"$toolchain/wasm-ld" --no-entry "${exports[@]}" --allow-undefined -z stack-size=65536 --initial-memory=262144 \
    --max-memory=262144 --strip-all --gc-sections "$out/Page.o" "$out/runtime.o" \
    "$toolchain/../lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a" -o "$site/page-no-room.wasm"
# Binaryen's optimizer, for size, when Debian's binaryen is there (as Embedded/wasm/build.sh does).
if command -v wasm-opt >/dev/null; then
    for module in page page-no-room; do
        wasm-opt -Oz --enable-bulk-memory --enable-sign-ext --enable-mutable-globals --enable-nontrapping-float-to-int \
            "$site/$module.wasm" -o "$site/$module.wasm"
    done
fi
cp "$here"/site/* "$root/Embedded/wasm/host.mjs" "$root"/Apps/Resources/*.wav "$site/"
echo "web page: $site (page.wasm $(stat -c %s "$site/page.wasm") bytes)"
