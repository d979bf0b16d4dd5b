#!/usr/bin/env bash
# `solspot read` throughput and memory on a large generated capture (docs/benchmarks.md).
#
#   Benchmarks/read-throughput.sh [MEGABYTES] [--csv]      default: 1024 MB of JSON Lines
#
# Builds release binaries, writes the file with `solspot-bench capture-file` into a temporary
# folder, replays it with `solspot read`, prints the wall-clock and user CPU seconds, MB/s and
# samples/s on each, and the peak resident memory, and deletes the file. On a busy machine the
# wall clock counts other processes' time too; the user CPU time is the replay's own.
set -euo pipefail
cd "$(dirname "$0")/.."

megabytes="${1:-1024}"
format="${2:-}"
swift build -c release --product solspot >/dev/null
swift build -c release --product solspot-bench >/dev/null

folder="$(mktemp -d)"
trap 'rm -rf "$folder"' EXIT
file="$folder/capture.$([ "$format" = "--csv" ] && echo csv || echo jsonl)"
.build/release/solspot-bench capture-file "$file" "$megabytes" $format

bytes=$(wc -c <"$file")
samples=$(($(wc -l <"$file") - 1))
[ "$format" = "--csv" ] && samples=$((samples - 1))
report="$folder/time.txt"
if [ -x /usr/bin/time ]; then
  /usr/bin/time -f "%e %U %S %M" -o "$report" .build/release/solspot read "$file" >"$folder/out.txt"
  read -r seconds user system kilobytes <"$report"
else
  start=$(date +%s.%N)
  .build/release/solspot read "$file" >"$folder/out.txt"
  seconds=$(echo "$(date +%s.%N) - $start" | bc)
  user="$seconds"
  system="?"
  kilobytes="?"
fi
head -1 "$folder/out.txt"
awk -v b="$bytes" -v n="$samples" -v s="$seconds" -v u="$user" -v y="$system" -v k="$kilobytes" 'BEGIN {
  printf "read: %d bytes, %d samples\n", b, n
  printf "  wall clock %.2f s = %.0f MB/s, %.0f samples/s\n", s, b / s / 1e6, n / s
  printf "  user CPU   %.2f s = %.0f MB/s, %.0f samples/s (system %s s)\n", u, b / u / 1e6, n / u, y
  printf "  peak memory %s KiB\n", k }'
