#!/bin/sh
# Makes app/fonts/inter-latin-400-700.woff2 from @fontsource-variable/inter's Latin file: the weights
# the site uses (400 to 700 of the variable font's 100 to 900) and the OpenType features it uses
# (kerning, contextual forms, marks, tabular figures), every character of the Latin part kept.
# 48 KB becomes 32 KB: the font every page asks for with its first screen (docs/performance.md).
# Run it again when @fontsource-variable/inter is updated. Needs Debian's `fonttools`
# (apt-get install fonttools python3-brotli). Inter has no Reserved Font Name, so the subset keeps
# its name (SIL Open Font License 1.1: app/fonts/Inter-LICENSE.txt; the font's own name table,
# copyright and license included, is kept whole).
set -eu
cd "$(dirname "$0")/.."
source=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
out=app/fonts/inter-latin-400-700.woff2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fonttools varLib.instancer "$source" wght=400:700 --output "$work/instance.woff2"
pyftsubset "$work/instance.woff2" --unicodes='*' --layout-features='kern,calt,ccmp,locl,mark,mkmk,tnum' --name-IDs='*' --name-languages='*' --flavor=woff2 --output-file="$out"
cp node_modules/@fontsource-variable/inter/LICENSE app/fonts/Inter-LICENSE.txt
ls -l "$source" "$out"
