#!/usr/bin/env bash
# Fuzzes the metadata reader with libFuzzer and AddressSanitizer (not part of `swift test`).
#
#   Benchmarks/fuzz-metadata.sh [SECONDS] [extra libFuzzer flags...]
#   Benchmarks/fuzz-metadata.sh --typecheck      # only check that the harness compiles (.ci/run)
#
# `swift build -Xswiftc -sanitize=fuzzer` does not give a working fuzzer for an executable
# target, so the harness is compiled with swiftc into one module together with the library's
# sources. The file list is not kept by hand (a hand-kept list rotted once, when the reader
# started to use Support/Timestamp.swift): it is every Swift file of Sources/SolspotData and
# Sources/SolspotKit (but SolspotKit's re-export of SolspotData, which is one module here), plus
# Benchmarks/fuzz/EmbeddedResources.swift, an empty stand-in for the data the EmbedData plugin
# generates at build time, and Sources/CSQLite's module map for Store/. .ci/run typechecks this
# list, so a change that breaks the harness fails CI.
#
# At the end it prints a summary of the run from libFuzzer's own log (kept in
# Benchmarks/work/fuzz-metadata.log): executions, the seconds the run took (and those asked),
# crashes, timeouts, out-of-memory findings and leaks of this run (the files it added to the
# findings folder), and coverage (libFuzzer's `cov`, edges of the code reached, and `ft`,
# features). The status is libFuzzer's: 0 when nothing was found.
#
# Seeds: the test fixtures and committed crashers; new inputs go to Benchmarks/work/fuzz-corpus,
# findings to Benchmarks/work/fuzz-findings/. Copy a finding to
# Tests/SolspotKitTests/Metadata/Fixtures/crashers/ once fixed: the test suite replays it.
set -euo pipefail
cd "$(dirname "$0")/.."

mapfile -t sources < <(LC_ALL=C find Sources/SolspotData Sources/SolspotKit -name '*.swift' \
  ! -path Sources/SolspotKit/Resources/Exports.swift | LC_ALL=C sort)
sources+=(Benchmarks/fuzz/EmbeddedResources.swift Benchmarks/fuzz/FuzzMetadata.swift)
# The package name lets the `package` declarations (the gated features' raw entry points) compile.
flags=(-parse-as-library -module-name SolspotFuzz -package-name Solspot -I Sources/CSQLite)

if [ "${1:-}" = "--typecheck" ]; then
  swiftc -typecheck "${flags[@]}" "${sources[@]}"
  echo "fuzz-metadata: the harness typechecks (${#sources[@]} files)"
  exit 0
fi

seconds=${1:-60}
shift || true
work=Benchmarks/work
mkdir -p "$work/fuzz-corpus" "$work/fuzz-findings"
fixtures=Tests/SolspotKitTests/Metadata/Fixtures

swiftc -sanitize=fuzzer,address -O "${flags[@]}" "${sources[@]}" -o "$work/fuzz-metadata"

seeds=("$fixtures")
[ -d "$fixtures/crashers" ] && seeds+=("$fixtures/crashers")
log="$work/fuzz-metadata.log"
marker="$work/fuzz-findings/.run-start"
touch "$marker"
status=0
started=$SECONDS
"$work/fuzz-metadata" "$work/fuzz-corpus" "${seeds[@]}" \
  -max_total_time="$seconds" -timeout=5 -rss_limit_mb=1024 -malloc_limit_mb=64 \
  -max_len=65536 -artifact_prefix="$work/fuzz-findings/" -print_final_stats=1 "$@" \
  2>&1 | tee "$log" || status=${PIPESTATUS[0]}

# The summary: libFuzzer's final stats and last status line, this run's findings, and the time
# the run took (which a finding cuts short, and which exceeds SECONDS by libFuzzer's start-up).
elapsed=$((SECONDS - started))
count_new() { find "$work/fuzz-findings" -name "$1-*" -newer "$marker" | wc -l | tr -d " "; }
# "1 crash", "2 crashes": COUNT SINGULAR PLURAL.
plural() { if [ "$1" -eq 1 ]; then echo "$1 $2"; else echo "$1 $3"; fi; }
executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
last=$(grep -E '^#[0-9]+' "$log" | tail -n 1 || true)
coverage=$(sed -n 's/.* cov: \([0-9]*\) ft: \([0-9]*\).*/\1 edges, \2 features/p' <<<"$last")
echo "fuzz-metadata: ${executions:-unknown} executions in ${elapsed} s (${seconds} s asked);" \
  "$(plural "$(count_new crash)" crash crashes)," \
  "$(plural "$(count_new timeout)" timeout timeouts)," \
  "$(count_new oom) out-of-memory, $(plural "$(count_new leak)" leak leaks);" \
  "coverage ${coverage:-unknown}; log $log"
exit "$status"
