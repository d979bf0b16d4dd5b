#!/usr/bin/env bash
# Fuzzes the metadata reader with libFuzzer and AddressSanitizer (not part of `swift test`).
#
#   Benchmarks/fuzz-metadata.sh [SECONDS] [extra libFuzzer flags...]
#
# Builds Sources/SolspotKit/Metadata/*.swift (without the estimate glue) and the few support
# files it needs into one module with Benchmarks/fuzz/FuzzMetadata.swift, as REFERENCE.md
# "Toolchain notes" describes: `swift build -Xswiftc -sanitize=fuzzer` does not give a working
# fuzzer for an executable target. Seeds: the test fixtures and committed crashers; new inputs
# go to Benchmarks/work/fuzz-corpus, findings to Benchmarks/work/fuzz-findings/. Copy a finding
# to Tests/SolspotKitTests/Metadata/Fixtures/crashers/ once fixed: the test suite replays it.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
work=Benchmarks/work
mkdir -p "$work/fuzz-corpus" "$work/fuzz-findings"
fixtures=Tests/SolspotKitTests/Metadata/Fixtures

sources=()
for file in Sources/SolspotKit/Metadata/*.swift; do
  [[ "$file" == *"+Exposure.swift" ]] || sources+=("$file")
done
sources+=(
  Sources/SolspotKit/Photometry/ExposureError.swift
  Sources/SolspotKit/Support/NumberText.swift
  Sources/SolspotKit/Support/Math.swift
  Sources/SolspotKit/Support/CalendarDay.swift
)

swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name SolspotFuzz \
  "${sources[@]}" Benchmarks/fuzz/FuzzMetadata.swift -o "$work/fuzz-metadata"

seeds=("$fixtures")
[ -d "$fixtures/crashers" ] && seeds+=("$fixtures/crashers")
"$work/fuzz-metadata" "$work/fuzz-corpus" "${seeds[@]}" \
  -max_total_time="$seconds" -timeout=5 -rss_limit_mb=1024 -malloc_limit_mb=64 \
  -max_len=65536 -artifact_prefix="$work/fuzz-findings/" -print_final_stats=1 "$@"
