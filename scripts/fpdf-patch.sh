#!/bin/sh
# fpdf-patch.sh rebuilds internal/third_party/fpdf from github.com/go-pdf/fpdf v0.9.0 in the
# module cache and the patches in internal/third_party/fpdf/patches (see its README.md). With
# --check it changes nothing and fails when the folder differs from what it would write.
set -eu
version=v0.9.0
root=$(cd "$(dirname "$0")/.." && pwd)
dest=$root/internal/third_party/fpdf
src=$(cd "$root" && GOFLAGS=-mod=mod go mod download -json "github.com/go-pdf/fpdf@$version" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
[ -d "$src" ] || { echo "fpdf-patch: cannot download github.com/go-pdf/fpdf@$version" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/fpdf"
for f in "$src"/*.go; do
  case $f in *_test.go) continue ;; esac
  cp "$f" "$work/fpdf/"
done
cp -r "$src/font_embed" "$src/LICENSE" "$work/fpdf/"
chmod -R u+w "$work/fpdf"
printf 'module github.com/go-pdf/fpdf\n\ngo 1.20\n' > "$work/fpdf/go.mod"
cp "$dest/README.md" "$work/fpdf/"
cp -r "$dest/patches" "$work/fpdf/"
for p in "$dest"/patches/*.patch; do
  (cd "$work/fpdf" && patch -s -p1 < "$p")
done
if [ "${1:-}" = --check ]; then
  diff -r "$work/fpdf" "$dest" && echo "internal/third_party/fpdf is v0.9.0 with its patches"
  exit
fi
rm -rf "$dest"
cp -r "$work/fpdf" "$dest"
echo "wrote $dest"
