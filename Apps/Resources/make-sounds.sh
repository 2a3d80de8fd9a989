#!/usr/bin/env bash
# Makes the playground's two sound effects, small enough to keep in the repository:
#   chomp.wav  two quick bites of low-passed noise (about 0.2 s)
#   laugh.wav  a high, quick "hee hee hee hee" from espeak-ng (under a second)
# Both are mono, 11 025 Hz, 8-bit: a few KB each. The playground converts them to its audio
# device's format when it loads them. Run it again only to change the sounds; the output is
# checked in.
set -euo pipefail
cd "$(dirname "$0")"

need=()
command -v sox >/dev/null || need+=(sox)
command -v espeak-ng >/dev/null || need+=(espeak-ng)
if ((${#need[@]})); then
    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y "${need[@]}"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
format=(-r 11025 -c 1 -b 8 -e unsigned-integer)

# One bite: brown noise, low-passed to a thud, with a fast attack and a short decay. -R makes the
# noise the same on every run.
sox -R -n -r 22050 -c 1 "$work/bite.wav" synth 0.07 brownnoise lowpass 900 fade q 0.004 0.07 0.05 gain -n -1
sox -n -r 22050 -c 1 "$work/gap.wav" trim 0 0.045
sox "$work/bite.wav" "$work/gap.wav" "$work/bite.wav" "${format[@]}" chomp.wav

espeak-ng -v en+f4 -p 95 -s 230 -w "$work/laugh.wav" "hee hee hee hee"
sox "$work/laugh.wav" "${format[@]}" laugh.wav silence 1 0.01 1% reverse silence 1 0.01 1% reverse gain -n -1

ls -l chomp.wav laugh.wav
