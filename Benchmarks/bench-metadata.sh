#!/usr/bin/env bash
# Throughput and peak memory of `solspot lux --json DIR` against
# `exiftool -n -json -FNumber -ExposureTime -ISO DIR` on the same files, in the same run
# (docs/benchmarks.md, "Photo metadata").
#
#   Benchmarks/bench-metadata.sh [CORPUS] [FILES]
#
# CORPUS defaults to ../shared/exif-corpus (relative to the package root); FILES (default 5000)
# is roughly how many files the corpus is copied up to, in one flat temporary folder.
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${1:-../shared/exif-corpus}
target=${2:-5000}
[ -d "$corpus" ] || { echo "bench-metadata: no corpus at $corpus" >&2; exit 1; }
command -v exiftool >/dev/null || { echo "bench-metadata: exiftool is not installed" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "bench-metadata: /usr/bin/time (GNU time) is not installed" >&2; exit 1; }

swift build -c release --product solspot >/dev/null
bin="$(swift build -c release --show-bin-path)/solspot"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mapfile -t files < <(cd "$corpus" && LC_ALL=C find jpeg tiff raw other-raw heif png webp bad -type f | LC_ALL=C sort)
copies=$(( (target + ${#files[@]} - 1) / ${#files[@]} ))
mkdir "$work/photos"
for ((copy = 1; copy <= copies; copy++)); do
  for file in "${files[@]}"; do
    cp "$corpus/$file" "$work/photos/$(printf '%03d' "$copy")-${file//\//-}"
  done
done
count=$(find "$work/photos" -type f | wc -l)
bytes=$(du -sb "$work/photos" | cut -f1)
echo "files: $count ($((bytes / 1024 / 1024)) MiB, ${#files[@]} corpus files x $copies)"
cat "$work/photos/"* >/dev/null  # warm the page cache for both tools alike

measure() { # name command...
  local name=$1
  shift
  /usr/bin/time -v "$@" >"$work/$name.out" 2>"$work/$name.time" || true
  local seconds rss
  seconds=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s }' "$work/$name.time")
  rss=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$work/$name.time")
  printf '%-9s %8.2f s %10.0f files/s %8.1f MiB peak RSS\n' "$name" "$seconds" \
    "$(echo "$count / $seconds" | bc -l)" "$(echo "$rss / 1024" | bc -l)"
  echo "$seconds" >"$work/$name.seconds"
}

echo "command: $bin lux --json $work/photos"
measure solspot "$bin" lux --json "$work/photos"
echo "command: exiftool -n -json -FNumber -ExposureTime -ISO $work/photos"
measure exiftool exiftool -n -json -FNumber -ExposureTime -ISO "$work/photos"
echo "solspot lines: $(wc -l <"$work/solspot.out"), estimates: $(grep -c '"status":"ok"' "$work/solspot.out")"
printf 'ratio: %.1fx ExifTool throughput\n' "$(echo "$(cat "$work/exiftool.seconds") / $(cat "$work/solspot.seconds")" | bc -l)"
