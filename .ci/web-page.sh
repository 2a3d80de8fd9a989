#!/usr/bin/env bash
# The web page (Embedded/web): its module fed the browser's input at its worst under node, then the
# page driven in headless Chromium with real touches, the mouse and its wheel, and its two pictures
# compared with their references in Tests/Fixtures/visual/page (.ci/compare-picture.sh;
# VISUAL_UPDATE=1 remakes them). Builds the page first unless given --built.
set -euo pipefail
cd "$(dirname "$0")/.."
[[ ${1:-} == --built ]] || Embedded/web/build.sh
missing=()
command -v chromium >/dev/null || missing+=(chromium)
[[ -x /usr/bin/compare ]] || missing+=(imagemagick)
if ((${#missing[@]})); then
    apt-get update -q
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
site=.build/embedded/web/site
node Embedded/web/test-input.mjs "$site"
shots=$(mktemp -d)
node Embedded/web/test-page.mjs "$site" "$shots"
for name in page-monkey page-gallery; do
    .ci/compare-picture.sh "Tests/Fixtures/visual/page/$name.png" "$shots/$name.png"
done
