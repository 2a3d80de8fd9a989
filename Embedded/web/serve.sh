#!/usr/bin/env bash
# Builds the web page (Embedded/web/build.sh) and serves it on http://127.0.0.1:8080/ (PORT to
# change it): the monkey and the banana, and the photo gallery (#gallery), in WebAssembly.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
"$here/build.sh"
exec node "$here/serve.mjs" "$here/../../.build/embedded/web/site" "${PORT:-8080}"
