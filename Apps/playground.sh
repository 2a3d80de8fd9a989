#!/usr/bin/env bash
# Builds and runs the playground window.
#
#   Apps/playground.sh [--release] [--dry-run] [gestures-playground options…]   (in any order)
#   Apps/playground.sh --scene drag-box --overlay
#   xvfb-run -a Apps/playground.sh --self-test      # or with no display at all: --self-test alone
#
# Installs the Debian packages it needs first (as root), then builds the Apps package (debug unless
# --release) and runs gestures-playground with the remaining arguments.
set -euo pipefail
apps=$(cd "$(dirname "$0")" && pwd)

# The script's own flags may come anywhere; everything else goes to the program.
configuration=debug
dry_run=false
help=false
args=()
for argument in "$@"; do
    case $argument in
        --release) configuration=release ;;
        --dry-run) dry_run=true ;;
        --help | -h) help=true ;;
        *) args+=("$argument") ;;
    esac
done

if $help; then
    cat <<'USAGE'
playground.sh: builds and runs gestures-playground, the swift-gestures scenes in a real window.

Usage: Apps/playground.sh [--release] [--dry-run] [gestures-playground options…]

  --release     build and run the release configuration (the default is debug)
  --dry-run     print the commands that would build and run it, and stop
  --help        this text, then the program's own (without building anything)

Before building it installs libsdl2-dev, libcairo2-dev, librsvg2-dev and fonts-dejavu-core when
they are missing (as root; otherwise it prints the apt-get command and stops).

USAGE
    # The program's own options, keys and scenes: a copy of its --help, which the smoke test
    # compares with the built program's.
    cat "$apps/playground-help.txt"
    exit 0
fi

if $dry_run; then
    echo "swift build -c $configuration --package-path $apps"
    echo "$apps/.build/$configuration/gestures-playground${args[*]:+ ${args[*]}}"
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

# The build's own chatter (and SwiftPM's notes on the system libraries' flags) stays in a log,
# shown only when the build fails.
log=$(mktemp)
trap 'rm -f "$log"' EXIT
echo "playground.sh: building gestures-playground ($configuration)" >&2
if ! swift build -c "$configuration" --package-path "$apps" >"$log" 2>&1; then
    grep -E "error" "$log" | head -n 20 >&2 || tail -n 20 "$log" >&2
    echo "playground.sh: the build failed (the whole log: swift build --package-path $apps)" >&2
    exit 1
fi
bin=$(swift build -c "$configuration" --package-path "$apps" --show-bin-path 2>/dev/null)
rm -f "$log"
trap - EXIT
exec "$bin/gestures-playground" ${args[@]+"${args[@]}"}
