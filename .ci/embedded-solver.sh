#!/usr/bin/env bash
# Compiles the ConstraintSolver module in Embedded Swift mode, so that it keeps to what Embedded
# Swift allows (no Foundation, no existentials of non-class protocols, no reflection, typed
# throws). Usage: .ci/embedded-solver.sh [SCRATCH_DIR]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="${1:-$(mktemp -d)}"
mkdir -p "$work"
swiftc -target "$(uname -m)-unknown-linux-gnu" -enable-experimental-feature Embedded -wmo -parse-as-library \
    -module-name ConstraintSolver -emit-module -emit-module-path "$work/ConstraintSolver.swiftmodule" \
    -c "$root"/Sources/ConstraintSolver/*.swift -o "$work/ConstraintSolver.o"
echo "embedded-solver: ok"
