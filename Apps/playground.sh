#!/usr/bin/env bash
# Builds and runs the playground window.
#
#   Apps/playground.sh [--release] [gestures-playground options…]
#   Apps/playground.sh --scene drag-box --overlay
#   xvfb-run -a Apps/playground.sh --self-test      # or with no display at all: --self-test alone
#
# Installs the Debian packages it needs first (as root), then builds the Apps package (debug unless
# --release) and runs gestures-playground with the remaining arguments.
set -euo pipefail
apps=$(cd "$(dirname "$0")" && pwd)

if [[ " $* " == *" --help "* || " $* " == *" -h "* ]]; then
    cat <<'USAGE'
playground.sh: builds and runs gestures-playground, the swift-gestures scenes in a real window.

Usage: Apps/playground.sh [--release] [gestures-playground options…]

  --release     build and run the release configuration (the default is debug)

Before building it installs libsdl2-dev, libcairo2-dev, librsvg2-dev and fonts-dejavu-core when
they are missing (as root; otherwise it prints the apt-get command and stops).

USAGE
    # The program's own options, scenes and keys, when it is already built.
    bin="$apps/.build/debug/gestures-playground"
    if [[ -x $bin ]]; then
        "$bin" --help
    else
        echo "The program's options, keys and scenes: run Apps/playground.sh once, then --help again."
    fi
    exit 0
fi

packages=(libsdl2-dev libcairo2-dev librsvg2-dev fonts-dejavu-core)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
    if [[ $(id -u) -ne 0 ]]; then
        echo "playground.sh: missing Debian packages: ${missing[*]}; install them as root:" >&2
        echo "  apt-get update && apt-get install -y ${missing[*]}" >&2
        exit 2
    fi
    echo "playground.sh: installing ${missing[*]}" >&2
    apt-get update -q >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" >&2
fi

configuration=debug
if [[ ${1:-} == --release ]]; then
    configuration=release
    shift
fi
swift build -c "$configuration" --package-path "$apps" >&2
bin=$(swift build -c "$configuration" --package-path "$apps" --show-bin-path)
exec "$bin/gestures-playground" "$@"
