#!/usr/bin/env bash
# Builds HitchLint's libFuzzer target and runs it.
#
#   bash Fuzz/run-fuzzer.sh [SECONDS] [FUZZER_BINARY] [libFuzzer flags…]
#
# SECONDS defaults to 60, FUZZER_BINARY to /tmp/hitchlint-fuzzer (a second argument starting with `-`
# is a libFuzzer flag, e.g. `-fork=1 -ignore_crashes=1`). Works from any directory.
#
# Why not a SwiftPM target: SwiftPM links its own `main` into executables, so a fuzzer built that way
# links but never runs libFuzzer. Every file of Sources/HitchLintKit is compiled here together with
# Fuzz/FuzzTarget.swift into one module instead, and the target stays out of Package.swift.
#
# Environment: FUZZ_WORK (default /tmp/hitchlint-fuzz) holds corpus/ (grows across runs), seeds/
# (rebuilt each run), artifacts/ (crash-*, timeout-*, oom-* inputs) and the last log;
# HITCHLINT_FUZZ_IGNORE (read by the target: known breaks to step over, see FuzzTarget.swift);
# FUZZ_SANITIZERS (default fuzzer,address); FUZZ_SWIFTC_FLAGS (more swiftc flags, e.g. `-wmo
# -num-threads 2`: ~20% more executions per second, ~20 s longer build); FUZZ_OPT (default -O; -Onone
# builds in ~15 s instead of 45-90 s but runs ~5x fewer inputs); FUZZ_REBUILD=1 forces a build.
#
# Exit status: libFuzzer's (non-zero on a crash, invariant failure or timeout), or 1 when the build
# fails or libFuzzer reports no executions.
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

seconds="${1:-60}"
shift || true
binary=/tmp/hitchlint-fuzzer
if [[ $# -gt 0 && "$1" != -* ]]; then
    binary="$1"
    shift
fi
extra_flags=("$@")
work="${FUZZ_WORK:-/tmp/hitchlint-fuzz}"
sanitizers="${FUZZ_SANITIZERS:-fuzzer,address}"
mkdir -p "$work/corpus" "$work/artifacts" "$(dirname "$binary")"

# The binary is rebuilt only when the sources, the target or the flags changed (a content hash is kept
# beside it): an -O build with ASan takes 45-65 s on two cores, most of the smoke run's budget.
mapfile -t sources < <(find Sources/HitchLintKit -name '*.swift' | LC_ALL=C sort)
flags=(-sanitize="$sanitizers" -parse-as-library "${FUZZ_OPT:--O}" -swift-version 6 -module-name HitchLintKit -j2)
read -r -a more_flags <<< "${FUZZ_SWIFTC_FLAGS:-}"
flags+=("${more_flags[@]}")
stamp=$( { printf '%s\n' "${flags[@]}" "$(swiftc --version 2>&1)"; cat "${sources[@]}" Fuzz/FuzzTarget.swift; } | sha256sum | cut -c1-64)
if [[ "${FUZZ_REBUILD:-auto}" == 1 || ! -x "$binary" || "$(cat "$binary.stamp" 2>/dev/null)" != "$stamp" ]]; then
    echo "== building $binary (swiftc ${flags[*]})"
    start=$(date +%s)
    rm -f "$binary.stamp"
    for attempt in 1 2 3; do
        # ld.gold warns once per ASan helper symbol ("Cannot export local symbol"): noise, filtered out.
        swiftc "${flags[@]}" "${sources[@]}" Fuzz/FuzzTarget.swift -o "$binary" > "$work/build.log" 2>&1
        built=$?
        grep -v "Cannot export local symbol" "$work/build.log"
        # Someone saving a source file mid-build makes swiftc give up: try again.
        [[ $built -ne 0 ]] && grep -q "was modified during the build" "$work/build.log" || break
        echo "== a source changed during the build; retrying"
    done
    if [[ $built -ne 0 || ! -x "$binary" ]]; then
        echo "run-fuzzer: build failed (log: $work/build.log)" >&2
        exit 1
    fi
    echo "$stamp" > "$binary.stamp"
    echo "== built in $(( $(date +%s) - start )) s"
else
    echo "== $binary is up to date"
fi

python3 Fuzz/make-seeds.py "$root" "$work/seeds" || exit 1

log="$work/fuzz.log"
echo "== fuzzing for $seconds s (corpus $work/corpus, log $log)"
# No Swift backtracer: it would symbolicate (slowly, interactively) inside libFuzzer's crash handler.
SWIFT_BACKTRACE=enable=no "$binary" \
    -max_total_time="$seconds" -max_len=65536 -timeout=30 -rss_limit_mb=4096 \
    -print_final_stats=1 -dict=Fuzz/swift.dict -artifact_prefix="$work/artifacts/" \
    "${extra_flags[@]}" "$work/corpus" "$work/seeds" 2>&1 | tee "$log" | grep --line-buffered -v -E '^#[0-9]+\s+(NEW|REDUCE|pulse)'
status=${PIPESTATUS[0]}

executions=$(grep -E '^stat::number_of_executed_units:' "$log" | tail -1 | awk '{print $2}')
if [[ -z "$executions" ]]; then
    # -fork mode prints no final stats: take the last progress line (`#123456: cov: …`).
    executions=$(grep -oE '^#[0-9]+' "$log" | tail -1 | tr -d '#')
fi
rate=$(grep -E '^stat::average_exec_per_sec:' "$log" | tail -1 | awk '{print $2}')
fuzzed=$(grep -oE '^INFO: fuzzed for [0-9]+' "$log" | tail -1 | awk '{print $4}')
if [[ -z "$rate" && -n "$executions" && -n "$fuzzed" && "$fuzzed" -gt 0 ]]; then rate=$(( executions / fuzzed )); fi
corpus_size=$(find "$work/corpus" -type f | wc -l)
echo "== executions: ${executions:-none}, exec/s: ${rate:-?}, corpus: $corpus_size files, libFuzzer exit status: $status"
artifacts=$(find "$work/artifacts" -type f | wc -l)
echo "== artifacts ($artifacts): $work/artifacts"
if [[ $status -ne 0 ]]; then
    echo "run-fuzzer: libFuzzer failed (exit $status); reproduce with: $binary <artifact>" >&2
    exit "$status"
fi
if [[ -z "$executions" || "$executions" -eq 0 ]]; then
    echo "run-fuzzer: libFuzzer executed no inputs" >&2
    exit 1
fi
