#!/usr/bin/env bash
# Renders every picture the demo writes (each scene before and after, each timeline) with librsvg,
# the renderer the window uses, and compares each with its reference in Tests/Fixtures/visual/demo
# (.ci/compare-picture.sh: within a tolerance); then a screenshot of the gallery's interactive
# timeline in headless Chromium, the same way. The scenes in the window are compared the same way
# by Apps/smoke-test.sh. VISUAL_UPDATE=1 remakes the references.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v rsvg-convert >/dev/null; then
    apt-get update -q
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends librsvg2-bin fonts-dejavu-core imagemagick
fi
out=$(mktemp -d)
swift run gestures demo --out "$out" >/dev/null
count=0
for svg in "$out"/*.svg; do
    name=$(basename "$svg" .svg)
    rsvg-convert --background-color=white "$svg" -o "$out/$name.png"
    .ci/compare-picture.sh "Tests/Fixtures/visual/demo/$name.png" "$out/$name.png"
    count=$((count + 1))
done
(( count == 21 )) || { echo "visual: FAIL: the demo wrote $count pictures, expected 21" >&2; exit 1; }
echo "visual: the demo's $count pictures match their references"

# The gallery's interactive timeline in headless Chromium, opened on the stretch where the
# controls' single tap waited for the double tap, filtered to it: a screenshot against its reference.
if ! command -v chromium >/dev/null; then
    apt-get update -q
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends chromium
fi
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1000,700 \
    --screenshot="$out/gallery-timeline-page.png" "file://$out/gallery-timeline.html#from=0.5&to=1.2&filter=toggleTap" \
    >/dev/null 2>&1
.ci/compare-picture.sh Tests/Fixtures/visual/demo/gallery-timeline-page.png "$out/gallery-timeline-page.png"
