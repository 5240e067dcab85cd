#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Disk-full, end to end, on a real file system: a small tmpfs is filled until only a few KiB are free and
# every writer of Headroom (quote PDF, quote store, glossary export, imported termbase copy) must then fail
# with exit 1 and one line on stderr, leave its target as it was (or absent), leave no temporary file, and
# succeed after space is freed (the PDF under the same reference). Reliability finding 2.
# Usage: diskfull-tmpfs.sh HEADROOM_EXECUTABLE TEST_DATA_DIR
# Exits 77 (ctest SKIP_RETURN_CODE) where a tmpfs cannot be mounted (not root, or no CAP_SYS_ADMIN).
set -uo pipefail
exe=$1
data=$2
work=$(mktemp -d)
mnt=$work/mnt
mkdir -p "$mnt"
if ! mount -t tmpfs -o size=1m tmpfs "$mnt" 2>/dev/null; then
    rmdir "$mnt"
    rm -rf "$work"
    echo "SKIP: cannot mount a tmpfs here"
    exit 77
fi
trap 'umount "$mnt"; rm -rf "$work"' EXIT
export XDG_DATA_HOME=$work/data XDG_CONFIG_HOME=$work/config QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8
failures=0

fail() {
    echo "FAIL: $*"
    failures=$((failures + 1))
}

# Leaves about $1 KiB free on the tmpfs (page granularity).
leave_free() {
    rm -f "$mnt/filler"
    sync
    local avail
    avail=$(df --output=avail -k "$mnt" | tail -1 | tr -d ' ')
    if ((avail > $1)); then
        dd if=/dev/zero of="$mnt/filler" bs=1k count=$((avail - $1)) status=none 2>/dev/null
    fi
}

# run NAME EXPECTED_RC CMD...: runs, checks exit code and that stderr is exactly one line on failure.
run() {
    local name=$1 expected=$2
    shift 2
    "$@" >"$work/out" 2>"$work/err"
    local rc=$?
    if ((rc != expected)); then
        fail "$name: exit $rc, expected $expected; stderr: $(head -c 400 "$work/err")"
    elif ((expected != 0)) && [[ $(wc -l <"$work/err") -ne 1 ]]; then
        fail "$name: expected one line on stderr, got: $(cat "$work/err")"
    fi
    echo "$name: exit $rc $(head -c 300 "$work/err")"
}

no_temp_files() {
    local extra
    extra=$(find "$mnt" -type f ! -name filler ! -name 'keep-*' ! -name 'ok-*')
    [[ -z "$extra" ]] || fail "$1: files left on the full disk: $extra"
}

quote=(quote --gpu h100-80gb --term day --store "$work/quotes.sqlite")

# 1. quote --pdf with 24 KiB free: fails, nothing published, history not done; retry after freeing: same reference.
leave_free 24
run "quote-pdf-full" 1 "$exe" "${quote[@]}" --idempotency-key disk-1 --pdf "$mnt/q.pdf" --json
[[ -e "$mnt/q.pdf" ]] && fail "quote-pdf-full: a PDF was published on a full disk"
no_temp_files "quote-pdf-full"
rm -f "$mnt/filler"
run "quote-pdf-retry" 0 "$exe" "${quote[@]}" --idempotency-key disk-1 --pdf "$mnt/ok-q.pdf" --json
cp "$work/out" "$work/retry.json"
if command -v pdfinfo >/dev/null && ! pdfinfo "$mnt/ok-q.pdf" >/dev/null 2>&1; then
    fail "quote-pdf-retry: pdfinfo rejects the retried PDF"
fi
"$exe" quote history --store "$work/quotes.sqlite" --json >"$work/history.json" 2>/dev/null
refs=$(grep -o '"HR-[0-9]*-[0-9]*"' "$work/history.json" | sort -u | wc -l)
((refs == 1)) || fail "quote-pdf-retry: history holds $refs references, expected 1"

# 2. An existing PDF keeps its content when a new export onto it fails.
run "quote-pdf-keep-setup" 0 "$exe" "${quote[@]}" --idempotency-key disk-2 --pdf "$mnt/keep-old.pdf"
before=$(sha256sum "$mnt/keep-old.pdf" | cut -d' ' -f1)
leave_free 16
run "quote-pdf-overwrite-full" 1 "$exe" "${quote[@]}" --term week --idempotency-key disk-3 --pdf "$mnt/keep-old.pdf"
after=$(sha256sum "$mnt/keep-old.pdf" | cut -d' ' -f1)
[[ "$before" == "$after" ]] || fail "quote-pdf-overwrite-full: the existing PDF changed"
no_temp_files "quote-pdf-overwrite-full"

# 3. glossary export with 4 KiB free (the built-in glossary is far larger).
leave_free 4
run "glossary-export-full" 1 "$exe" glossary export "$mnt/g.tbx"
[[ -e "$mnt/g.tbx" ]] && fail "glossary-export-full: a partial export was published"
no_temp_files "glossary-export-full"
rm -f "$mnt/filler"
run "glossary-export-retry" 0 "$exe" glossary export "$mnt/ok-g.tbx"

# 4. glossary import: the stored copy goes to the data folder on the full disk.
rm -f "$mnt"/ok-* "$mnt"/keep-*
mkdir -p "$mnt/data"
leave_free 0
XDG_DATA_HOME=$mnt/data run "glossary-import-full" 1 "$exe" glossary import "$data/glossary-fuzzy.tbx"
stored=$(find "$mnt/data" -type f | wc -l)
((stored == 0)) || fail "glossary-import-full: a stored copy was left: $(find "$mnt/data" -type f)"
rm -f "$mnt/filler"
XDG_DATA_HOME=$mnt/data run "glossary-import-retry" 0 "$exe" glossary import "$data/glossary-fuzzy.tbx"

# 5. A new quote store on a full disk: a true message, exit 1.
rm -rf "$mnt/data"
leave_free 0
run "store-full" 1 "$exe" quote --gpu h100-80gb --term day --store "$mnt/s.sqlite" --pdf "$work/s.pdf"
grep -qi "not a Headroom quote history" "$work/err" && fail "store-full: says 'not a Headroom quote history'"
grep -q "cannot create the quote history .*full" "$work/err" || fail "store-full: does not say it cannot create it (full)"
grep -qi "upgrade\|Unable to fetch row" "$work/err" && fail "store-full: migration wording or SQLite tail"
left=$(find "$mnt" -maxdepth 1 -name 's.sqlite*')
[[ -z "$left" ]] || fail "store-full: the failed first use left store files: $left"
rm -f "$mnt/filler"
run "store-retry" 0 "$exe" quote --gpu h100-80gb --term day --store "$mnt/s.sqlite" --pdf "$work/s.pdf"

if ((failures > 0)); then
    echo "$failures disk-full check(s) failed"
    exit 1
fi
echo "all disk-full checks passed"
