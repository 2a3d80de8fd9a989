#!/usr/bin/env bash
# Compares a picture with its reference, within a tolerance, so a picture that breaks is seen.
#
#   .ci/compare-picture.sh REFERENCE.png NEW.png
#
# Two pixels differ when their colours are more than 10 % apart (ImageMagick's -fuzz, which absorbs
# anti-aliasing and font hinting); the pictures match when at most 0.5 % of the pixels differ and
# their sizes are equal. On a mismatch it prints how many pixels differ and writes the difference
# picture beside NEW (NEW.diff.png). With VISUAL_UPDATE=1 it copies NEW over REFERENCE instead:
# that is how the references are made, on a machine of the kind CI runs on (the same Debian fonts,
# cairo and librsvg), after looking at each new picture.
set -euo pipefail
reference=$1
new=$2
name=$(basename "$reference")
if [[ ${VISUAL_UPDATE:-} == 1 ]]; then
    # A reference whose pixels are the same stays as it is (a PNG written again differs in its
    # time stamps alone); a new one is written without them.
    if [[ -f $reference ]] && [[ $(/usr/bin/identify -format '%wx%h' "$reference") == $(/usr/bin/identify -format '%wx%h' "$new") ]] \
        && [[ $(/usr/bin/compare -metric AE "$reference" "$new" null: 2>&1 || true) == 0 ]]; then
        echo "visual: $name unchanged"
        exit 0
    fi
    mkdir -p "$(dirname "$reference")"
    /usr/bin/convert "$new" -strip "$reference"
    echo "visual: $name updated"
    exit 0
fi
[[ -f $reference ]] || { echo "visual: FAIL: no reference $reference (make it with VISUAL_UPDATE=1)" >&2; exit 1; }
ref_size=$(/usr/bin/identify -format '%wx%h' "$reference")
new_size=$(/usr/bin/identify -format '%wx%h' "$new")
if [[ $ref_size != "$new_size" ]]; then
    echo "visual: FAIL: $name is $new_size, its reference $ref_size" >&2
    exit 1
fi
# compare prints the count of differing pixels on standard error and exits 1 when any differ.
differing=$(/usr/bin/compare -metric AE -fuzz 10% "$reference" "$new" "$new.diff.png" 2>&1 >/dev/null || true)
differing=${differing%% *}
total=$(( ${new_size%x*} * ${new_size#*x} ))
allowed=$(( total / 200 ))
if ! [[ $differing =~ ^[0-9]+$ ]] || (( differing > allowed )); then
    echo "visual: FAIL: $name: $differing of $total pixels differ (at most $allowed may); see $new.diff.png" >&2
    exit 1
fi
rm -f "$new.diff.png"
echo "visual: $name matches ($differing of $total pixels differ)"
