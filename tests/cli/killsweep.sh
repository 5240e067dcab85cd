#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# kill -9 sweep of `headroom quote --idempotency-key K --pdf P` (issue 9): RUNS times (default 50) the export
# is started and killed with SIGKILL after 5..60 ms (a different delay each run); after every kill the PDF
# is absent or a complete PDF ending in %%EOF, no temporary file is left in its folder, and the store passes
# PRAGMA integrity_check. A final run with the same key exits 0 with the reference of every earlier run that
# finished, and the PDF is complete. Then RUNS more, each with a fresh key (every kill lands in a first
# export), each retried at once with its key. Prints the figures.
# Usage: killsweep.sh HEADROOM_EXECUTABLE [RUNS]     Needs sqlite3 (exits 77, ctest SKIP, without it).
set -uo pipefail
exe=$1
runs=${2:-50}
command -v sqlite3 >/dev/null || { echo "SKIP: sqlite3 not installed"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_DATA_HOME=$work/data XDG_CONFIG_HOME=$work/config QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8
out=$work/out
mkdir -p "$out"
store=$out/quotes.sqlite
pdf=$out/quote.pdf
key=killsweep-1
args=(quote --gpu h100-80gb --term day --store "$store" --pdf "$pdf" --idempotency-key "$key" --json)
failures=0 absent=0 complete=0 finished=0
reference=
fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}

for ((i = 0; i < runs; i++)); do
    delay_ms=$((5 + (i * 37) % 56)) # 5..60 ms, spread over the runs
    "$exe" "${args[@]}" >"$work/stdout" 2>"$work/stderr" &
    pid=$!
    sleep "$(printf '0.%03d' "$delay_ms")"
    kill -9 "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
    rc=$?
    if ((rc == 0)); then
        finished=$((finished + 1))
        ref=$(sed -n 's/.*"reference": *"\([^"]*\)".*/\1/p' "$work/stdout" | head -1)
        if [[ -n $reference && $ref != "$reference" ]]; then fail "run $i: reference $ref, earlier $reference"; fi
        reference=${reference:-$ref}
    fi
    if [[ -e $pdf ]]; then
        if [[ $(head -c 5 "$pdf") != "%PDF-" ]] || ! tail -c 16 "$pdf" | grep -q '%%EOF'; then
            fail "run $i (killed after $delay_ms ms): partial PDF, $(stat -c %s "$pdf") bytes"
        fi
        complete=$((complete + 1))
    else
        absent=$((absent + 1))
    fi
    # SQLite's own crash-recovery files are not leftovers: a kill during the first transaction of a new store
    # (before it switches to WAL) leaves a hot -journal that the next open rolls back (integrity_check below).
    leftovers=$(find "$out" -mindepth 1 -not -name quotes.sqlite -not -name 'quotes.sqlite-wal' \
        -not -name 'quotes.sqlite-shm' -not -name 'quotes.sqlite-journal' -not -name quote.pdf | head -3)
    [[ -z $leftovers ]] || fail "run $i (killed after $delay_ms ms): left behind: $leftovers"
    if [[ -e $store ]]; then
        check=$(sqlite3 "$store" 'PRAGMA integrity_check' 2>&1)
        [[ $check == ok ]] || fail "run $i (killed after $delay_ms ms): integrity_check: $check"
    fi
done

"$exe" "${args[@]}" >"$work/stdout" 2>"$work/stderr"
rc=$?
final=$(sed -n 's/.*"reference": *"\([^"]*\)".*/\1/p' "$work/stdout" | head -1)
((rc == 0)) || fail "final retry exited $rc: $(cat "$work/stderr")"
[[ -z $reference || $final == "$reference" ]] || fail "final retry reference $final, earlier $reference"
[[ $(head -c 5 "$pdf" 2>/dev/null) == "%PDF-" ]] && tail -c 16 "$pdf" | grep -q '%%EOF' ||
    fail "final retry: no complete PDF at $pdf"
# Phase 2: a fresh key each run, so every kill lands in a first export (same configuration, so the same
# reference), and the retry of that key right after it must finish it.
declare -A after_kill=()
for ((i = 0; i < runs; i++)); do
    delay_ms=$((5 + (i * 37) % 56))
    k=killsweep-fresh-$i
    fresh=("${args[@]}")
    fresh[10]=$k
    "$exe" "${fresh[@]}" >"$work/stdout" 2>"$work/stderr" &
    pid=$!
    sleep "$(printf '0.%03d' "$delay_ms")"
    kill -9 "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
    state=$(sqlite3 "$store" "SELECT state FROM operations WHERE idempotency_key = '$k'" 2>/dev/null)
    state=${state:-none}
    after_kill[$state]=$((${after_kill[$state]:-0} + 1))
    if [[ -e $pdf ]] && { [[ $(head -c 5 "$pdf") != "%PDF-" ]] || ! tail -c 16 "$pdf" | grep -q '%%EOF'; }; then
        fail "fresh run $i (killed after $delay_ms ms): partial PDF"
    fi
    # SQLite's own crash-recovery files are not leftovers: a kill during the first transaction of a new store
    # (before it switches to WAL) leaves a hot -journal that the next open rolls back (integrity_check below).
    leftovers=$(find "$out" -mindepth 1 -not -name quotes.sqlite -not -name 'quotes.sqlite-wal' \
        -not -name 'quotes.sqlite-shm' -not -name 'quotes.sqlite-journal' -not -name quote.pdf | head -3)
    [[ -z $leftovers ]] || fail "fresh run $i (killed after $delay_ms ms): left behind: $leftovers"
    check=$(sqlite3 "$store" 'PRAGMA integrity_check' 2>&1)
    [[ $check == ok ]] || fail "fresh run $i: integrity_check: $check"
    "$exe" "${fresh[@]}" >"$work/stdout" 2>"$work/stderr" || fail "fresh run $i: retry failed: $(cat "$work/stderr")"
    ref=$(sed -n 's/.*"reference": *"\([^"]*\)".*/\1/p' "$work/stdout" | head -1)
    [[ $ref == "$final" ]] || fail "fresh run $i: retry reference $ref, expected $final"
done
echo "kill sweep, fresh keys: $runs runs; state of the key after the kill: $(for s in "${!after_kill[@]}"; do
    printf '%s %s, ' "$s" "${after_kill[$s]}"
done)every retry exit 0 with $final"

states=$(sqlite3 "$store" "SELECT state || ' ' || COUNT(*) FROM operations GROUP BY state" | tr '\n' ',')
echo "kill sweep: $runs runs killed after 5..60 ms; finished before the kill: $finished; PDF absent after" \
    "the kill: $absent, complete: $complete; final retry: exit $rc, reference $final; operations: $states" \
    "failures: $failures"
((failures == 0))
