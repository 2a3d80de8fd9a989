#!/usr/bin/env bash
# Prints the Swift sources of the embedded replay, one per line: the engine's, GestureTesting's
# trace reader, replay log, recorder and scene with every recognizer, and ReplayRunner.swift.
# Embedded/wasm/build.sh and Embedded/mcu/build.sh compile them as one module: Embedded Swift
# emits a class's metadata and methods into every module that uses the class, and two modules
# linked together would define some of them twice. The other files' `import Gestures` lines then
# draw a warning each, so those compiles print no warnings: the same files build with warnings
# checked in `swift test` and, the engine alone, in Embedded/build.sh.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
testing="$root/Sources/GestureTesting"
find "$root/Sources/Gestures" -name '*.swift' | sort
printf '%s\n' "$testing"/TraceFile/{ByteSource,FlatJSON,LineReader,ReplayLog,TraceHeader,TraceItem,TraceLine,TraceProblem,TraceReader,TraceReplayer}.swift \
    "$testing/TraceRecorder.swift" "$testing/AllRecognizersSurface.swift" "$root/Embedded/ReplayRunner.swift" \
    "$root/Embedded/ContactTable.swift"
