#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Runs every libFuzzer target of tests/fuzz for SECONDS seconds each, JOBS targets at a time.
#
#   tests/fuzz/run-fuzzers.sh [SECONDS] [JOBS] [TARGET...]
#
#   SECONDS  time per target (default 60; 600 for the 10-minute acceptance run)
#   JOBS     targets run at the same time (default 1; CI: 2 on 2 cores)
#   TARGET   only these targets (default: all, as listed in build/fuzz/tests/fuzz/fuzzers.tsv)
#
# Configures (cmake --preset fuzz) when build/fuzz has no build files yet, then builds the fuzz preset
# (incremental, so this works from a clean clone and after any change). Each target runs on a scratch
# copy of its seed corpus (the committed corpus is never grown), with its dictionary, its -max_len,
# -timeout=10 and -rss_limit_mb=2048, under ASan + UBSan (halt on the first error) with leak detection.
# Prints one line per target: status, executions (per second), coverage (cov: edges, ft: features),
# corpus size, crashes; then the folder with the logs and any crash/leak/timeout/oom inputs.
# Exit status: 0 when every target ran clean; 1 when any target crashed, leaked, timed out, ran out of
# memory or did not run; 2 for bad arguments.
#
# Environment: HEADROOM_FUZZ_BUILD_DIR (default <repo>/build/fuzz; .ci/run uses build/asan, which builds
# the same targets), HEADROOM_FUZZ_WORK (scratch folder, default a new folder under ${TMPDIR:-/tmp}; kept
# so the artifacts can be read), HEADROOM_FUZZ_NO_BUILD=1 (neither configure nor build: run what
# fuzzers.tsv names, e.g. copies of the binaries while the build folder is rebuilt).

set -u -o pipefail

seconds=${1:-60}
jobs=${2:-1}
shift $(($# < 2 ? $# : 2))
if ! [[ $seconds =~ ^[1-9][0-9]*$ && $jobs =~ ^[1-9][0-9]*$ ]]; then
    echo "usage: $0 [SECONDS] [JOBS] [TARGET...]" >&2
    exit 2
fi

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=${HEADROOM_FUZZ_BUILD_DIR:-$root/build/fuzz}
work=${HEADROOM_FUZZ_WORK:-$(mktemp -d "${TMPDIR:-/tmp}/headroom-fuzz.XXXXXX")}
mkdir -p "$work"

cd "$root" || exit 1
if [[ -n ${HEADROOM_FUZZ_NO_BUILD:-} ]]; then
    : # run the binaries that fuzzers.tsv names, as they are
elif [[ ! -f $build/build.ninja ]]; then
    cmake --preset fuzz -B "$build" >"$work/configure.log" 2>&1 || {
        echo "configure failed, see $work/configure.log" >&2
        tail -20 "$work/configure.log" >&2
        exit 1
    }
fi
if [[ -z ${HEADROOM_FUZZ_NO_BUILD:-} ]]; then
    cmake --build "$build" --target headroom_fuzzers -j "$jobs" >"$work/build.log" 2>&1 || {
        echo "build failed, see $work/build.log" >&2
        tail -30 "$work/build.log" >&2
        exit 1
    }
fi

manifest=$build/tests/fuzz/fuzzers.tsv
if [[ ! -f $manifest ]]; then
    echo "$manifest is missing: is $build configured with HEADROOM_BUILD_FUZZERS=ON?" >&2
    exit 1
fi

export QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8
export ASAN_OPTIONS=${ASAN_OPTIONS:-halt_on_error=1:abort_on_error=1:detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}

# run_target NAME BINARY DICT MAX_LEN SEEDS_FILE: one libFuzzer run; writes $work/NAME/{log,status}.
run_target() {
    local name=$1 binary=$2 dict=$3 max_len=$4 seeds=$5
    local dir=$work/$name
    mkdir -p "$dir/corpus" "$dir/artifacts"
    local i=0 seed
    while IFS= read -r seed; do
        [[ -n $seed && -f $seed ]] || continue
        cp "$seed" "$dir/corpus/seed-$i-$(basename "$seed")"
        i=$((i + 1))
    done <"$seeds"
    local args=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len="$max_len"
        -print_final_stats=1 -artifact_prefix="$dir/artifacts/")
    [[ $dict != - ]] && args+=(-dict="$dict")
    # The outer limit only catches a fuzzer that stops responding (libFuzzer enforces -timeout itself).
    timeout --kill-after=30 $((seconds * 2 + 120)) "$binary" "${args[@]}" "$dir/corpus" >"$dir/log" 2>&1
    echo $? >"$dir/status"
}

# summary NAME: one line from the run's log and status; returns 1 when the run was not clean.
summary() {
    local name=$1 dir=$work/$1
    local rc artifacts execs rate cov ft corp
    rc=$(cat "$dir/status" 2>/dev/null || echo "?")
    artifacts=$(find "$dir/artifacts" -type f | wc -l)
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$dir/log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$dir/log" | tail -1)
    cov=$(grep -o 'cov: [0-9]*' "$dir/log" | tail -1 | cut -d' ' -f2)
    ft=$(grep -o 'ft: [0-9]*' "$dir/log" | tail -1 | cut -d' ' -f2)
    corp=$(grep -o 'corp: [0-9]*' "$dir/log" | tail -1 | cut -d' ' -f2)
    local status=ok
    if [[ $rc != 0 || $artifacts != 0 ]]; then
        status=FAILED
    fi
    printf '%-20s %-6s execs %9s (%6s/s)  cov: %6s  ft: %7s  corpus %5s  crashes %s  rc %s\n' \
        "$name" "$status" "${execs:-?}" "${rate:-?}" "${cov:-?}" "${ft:-?}" "${corp:-?}" "$artifacts" "$rc"
    [[ $status == ok ]]
}

declare -a names=()
while IFS=$'\t' read -r name binary dict max_len seeds; do
    if (($# > 0)); then
        match=0
        for wanted in "$@"; do [[ $wanted == "$name" ]] && match=1; done
        ((match)) || continue
    fi
    names+=("$name")
    while (($(jobs -rp | wc -l) >= jobs)); do wait -n; done
    run_target "$name" "$binary" "$dict" "$max_len" "$seeds" &
done <"$manifest"
wait

if ((${#names[@]} == 0)); then
    echo "no fuzz target matched: $*" >&2
    exit 2
fi

failed=0
for name in "${names[@]}"; do
    summary "$name" || failed=1
done
echo "logs and artifacts: $work"
if ((failed)); then
    echo "some fuzz targets failed: read $work/<target>/log; reproduce with <binary> <artifact>" >&2
fi
exit $failed
