#!/usr/bin/env bash
# Builds every fenced Swift sample of README.md and docs/*.md, each as the main.swift of its own
# executable in a scratch package that depends on this one, so a sample that stops compiling
# fails CI. A sample that shows only a fragment says so on the line just before its fence:
#
#   <!-- fragment: why it cannot compile on its own -->
#
# and is skipped, by name. Usage: .ci/doc-samples.sh [SCRATCH_DIR]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="${1:-$(mktemp -d)}"
mkdir -p "$work/Sources"
rm -rf "$work/Sources/"*

targets=()
skipped=0
for doc in "$root/README.md" "$root"/docs/*.md; do
    name=$(basename "$doc" .md | tr -c 'A-Za-z0-9\n' '_')
    # Writes each sample to $work/Sources/<doc>_<line>/main.swift; prints "built <dir>" or
    # "skipped <doc>:<line> <reason>" per sample.
    while read -r kind rest; do
        if [ "$kind" = built ]; then targets+=("$rest"); else echo "doc-samples: skipped $rest"; skipped=$((skipped + 1)); fi
    done < <(awk -v out="$work/Sources" -v name="$name" -v doc="${doc#"$root"/}" '
        /^<!-- fragment:/ { fragment = $0; sub(/^<!-- fragment: */, "", fragment); sub(/ *-->$/, "", fragment); next }
        !inside && /^```swift[[:space:]]*$/ {
            inside = 1; start = NR
            if (fragment != "") { skipping = 1; print "skipped " doc ":" NR " (" fragment ")" }
            else { skipping = 0; dir = name "_" NR; system("mkdir -p " out "/" dir); file = out "/" dir "/main.swift"; printf "" > file }
            fragment = ""; next
        }
        inside && /^```[[:space:]]*$/ { inside = 0; if (!skipping) { close(file); print "built " dir }; next }
        inside { if (!skipping) print >> file; next }
        { if ($0 !~ /^[[:space:]]*$/) fragment = "" }
    ' "$doc")
done

{
    echo '// swift-tools-version: 6.3'
    echo 'import PackageDescription'
    echo 'let libraries: [Target.Dependency] = ["Gestures", "GesturesToolkit", "GestureLint", "GestureTesting", "GesturesUIKit", "ConstraintSolver", "GesturesAVFoundation", "GestureApps", "GestureInput", "GesturesUIKitSamples"]'
    echo '    .map { .product(name: $0, package: "swift-gestures") }'
    echo 'let package = Package('
    echo '    name: "DocSamples",'
    echo "    dependencies: [.package(name: \"swift-gestures\", path: \"$root\")],"
    echo '    targets: ['
    for target in "${targets[@]}"; do echo "        .executableTarget(name: \"$target\", dependencies: libraries),"; done
    echo '    ],'
    echo '    swiftLanguageModes: [.v6]'
    echo ')'
} > "$work/Package.swift"

echo "doc-samples: building ${#targets[@]} samples (${skipped} fragments skipped) in $work"
swift build --package-path "$work"
echo "doc-samples: ok"
