#!/usr/bin/env bash
# Photo metadata throughput: `solspot lux --json DIR` against two peers on the same bytes in the
# same run: ExifTool (`exiftool -n -json -FNumber -ExposureTime -ISO DIR`, the reference reader)
# and `cat` of every file (the cost of reading the bytes at all). Two sets of files:
#
#   small   2,000 generated photos of 1-8 KB in seven formats (Benchmarks/make-small-photos.py),
#           where the per-file cost decides;
#   corpus  the real camera files of ../shared/exif-corpus, copied in turn up to 2,000 files
#           (raw files of tens of MiB among them), where the file size decides.
#
# Each command runs 5 times; the median wall time is reported, with the peak RSS of solspot.
# Memory flat in the number of files: solspot's peak RSS on a quarter of each set and on all of it.
# Targets (issue 18): >= 60x ExifTool on small files, >= 100x on the corpus, within 5x of `cat`.
#
#   Benchmarks/bench-metadata.sh [CORPUS] [FILES]
#
# Needs exiftool, GNU time, python3 with Pillow and pillow-heif (pip install pillow pillow-heif).
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=${1:-../shared/exif-corpus}
target=${2:-2000}
runs=5
[ -d "$corpus" ] || { echo "bench-metadata: no corpus at $corpus" >&2; exit 1; }
command -v exiftool >/dev/null || { echo "bench-metadata: exiftool is not installed" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "bench-metadata: /usr/bin/time (GNU time) is not installed" >&2; exit 1; }

# The release command as shipped: the Swift runtime and Foundation linked into the binary
# (docs/benchmarks.md, "Photo metadata"), built apart so that other release builds keep theirs.
release=(swift build -c release --static-swift-stdlib --scratch-path .build/static-stdlib)
"${release[@]}" --product solspot >/dev/null 2>&1 || "${release[@]}" --product solspot
bin="$("${release[@]}" --show-bin-path)/solspot"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# MARK: - The two sets

python3 Benchmarks/make-small-photos.py "$work/small" "$target"
mapfile -t files < <(cd "$corpus" && LC_ALL=C find jpeg tiff raw other-raw heif png webp bad -type f | LC_ALL=C sort)
mkdir "$work/corpus"
for ((i = 0; i < target; i++)); do
  file=${files[$((i % ${#files[@]}))]}
  cp "$corpus/$file" "$work/corpus/$(printf '%05d' "$i")-${file//\//-}"
done
for set in small corpus; do
  mkdir "$work/$set-quarter"
  find "$work/$set" -type f | LC_ALL=C sort | sed -n "1,$((target / 4))p" | xargs -I{} cp {} "$work/$set-quarter/"
done

# MARK: - Timing

rss_of() { awk -F': ' '/Maximum resident set size/ { print $2 }' "$1"; }

median_run() { # label command... ; prints "seconds rss_kib"
  local label=$1
  shift
  local times=() rss=0 r
  for ((r = 0; r < runs; r++)); do
    # Wall time from the clock in nanoseconds (GNU time's is in hundredths of a second).
    local start end
    start=$(date +%s%N)
    /usr/bin/time -v "$@" >"$work/$label.out" 2>"$work/$label.time" || true
    end=$(date +%s%N)
    times+=("$(echo "($end - $start) / 1000000000" | bc -l)")
    rss=$(rss_of "$work/$label.time")
  done
  printf '%s %s\n' "$(printf '%s\n' "${times[@]}" | sort -g | sed -n "$((runs / 2 + 1))p")" "$rss"
}

echo "solspot: $bin ($(git rev-parse --short HEAD)); $runs runs each, median wall time; load $(cut -d' ' -f1-3 /proc/loadavg)"
printf '| set | files | MiB | solspot lux --json | exiftool | cat | vs ExifTool | vs cat | solspot peak RSS (1/4 of set; all) |\n'
printf '|---|---|---|---|---|---|---|---|---|\n'
for set in small corpus; do
  dir="$work/$set"
  count=$(find "$dir" -type f | wc -l)
  mib=$(du -sb "$dir" | awk '{ printf "%.1f", $1 / 1048576 }')
  cat "$dir"/* >/dev/null # warm the page cache for every command alike
  read -r solspot rss < <(median_run "solspot-$set" "$bin" lux --json "$dir")
  read -r _ quarter_rss < <(median_run "solspot-$set-quarter" "$bin" lux --json "$work/$set-quarter")
  read -r exiftool _ < <(median_run "exiftool-$set" exiftool -n -json -FNumber -ExposureTime -ISO "$dir")
  read -r catted _ < <(median_run "cat-$set" sh -c 'cat "$1"/* >/dev/null' sh "$dir")
  lines=$(wc -l <"$work/solspot-$set.out")
  [ "$lines" -eq "$count" ] || echo "bench-metadata: solspot wrote $lines lines for $count files" >&2
  printf '| %s | %d | %s | %.3f s | %.3f s | %.3f s | %.1f× | %.1f× slower | %.1f MiB; %.1f MiB |\n' \
    "$set" "$count" "$mib" "$solspot" "$exiftool" "$catted" \
    "$(echo "$exiftool / $solspot" | bc -l)" "$(echo "$solspot / $catted" | bc -l)" \
    "$(echo "$quarter_rss / 1024" | bc -l)" "$(echo "$rss / 1024" | bc -l)"
done
echo "mean JSON line (small set): $(awk '{ n++; b += length($0) + 1 } END { printf "%d", b / n }' "$work/solspot-small.out") bytes"
