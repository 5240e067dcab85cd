#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package from an existing, built build directory, lints it, installs it, runs the
# installed copy (version, a CLI estimate, a quote into the default store, a window screenshot) and removes
# it again. Fails on any lintian E:/W: line not overridden in packaging/lintian-overrides.
# Usage: packaging/check-deb.sh BUILD_DIR     (e.g. build/pkg; root or sudo needed to install)
set -euo pipefail
export LC_ALL=C.UTF-8

build=${1:?usage: packaging/check-deb.sh BUILD_DIR}
build=$(cd "$build" && pwd)
[[ -f $build/CPackConfig.cmake ]] || { echo "check-deb: no CPackConfig.cmake in $build" >&2; exit 2; }
if [[ $(id -u) -eq 0 ]]; then sudo=(); else sudo=(sudo); fi

work=$(mktemp -d)
installed=0
cleanup() {
    if ((installed)); then "${sudo[@]}" apt-get remove -y -qq headroom >/dev/null 2>&1 || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

step_start=0
since() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }'; }
step() { step_start=$EPOCHREALTIME; echo "check-deb: $*"; }
done_step() { echo "check-deb:   $(since "$step_start") s"; }
total_start=$EPOCHREALTIME

step "cpack (DEB)"
(cd "$work" && cpack --config "$build/CPackConfig.cmake" -G DEB >cpack.log 2>&1) || { cat "$work/cpack.log"; exit 1; }
deb=$(ls "$work"/headroom_*.deb)
done_step
dpkg-deb --info "$deb" | sed -n '/Package:/,$p'

step "lintian $(basename "$deb")"
lintian --display-info "$deb" >"$work/lintian.log" 2>&1 || true
cat "$work/lintian.log"
if grep -E '^[EW]: ' "$work/lintian.log" >/dev/null; then
    echo "check-deb: lintian reported errors or warnings (override them in packaging/lintian-overrides with a reason, or fix them)" >&2
    exit 1
fi
done_step

step "apt-get install $(basename "$deb")"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get install -y -qq "$deb" >"$work/apt.log" 2>&1 || { cat "$work/apt.log"; exit 1; }
installed=1
done_step

bin=/usr/bin/headroom
[[ -x $bin ]] || { echo "check-deb: $bin is not installed" >&2; exit 1; }
export HOME=$work/home XDG_DATA_HOME=$work/home/.local/share XDG_CONFIG_HOME=$work/home/.config
mkdir -p "$HOME"

step "headroom --version"
"$bin" --version
done_step

step "headroom estimate --model llama-3.1-8b --gpu h100-80gb"
"$bin" estimate --model llama-3.1-8b --gpu h100-80gb
done_step

step "headroom quote (default store), then quote history"
"$bin" quote --gpu h100-80gb --gpus 2 --term week --terms 2 --pdf "$work/quote.pdf"
[[ -s $work/quote.pdf ]] || { echo "check-deb: the quote PDF was not written" >&2; exit 1; }
"$bin" quote history | tee "$work/history.txt"
[[ -s $work/history.txt ]] || { echo "check-deb: the quote history is empty" >&2; exit 1; }
done_step

step "QT_QPA_PLATFORM=offscreen headroom --screenshot"
rm -f /tmp/x.png
QT_QPA_PLATFORM=offscreen "$bin" --screenshot /tmp/x.png
[[ -s /tmp/x.png ]] || { echo "check-deb: no screenshot written" >&2; exit 1; }
done_step

step "apt-get remove headroom"
"${sudo[@]}" apt-get remove -y -qq headroom >/dev/null
installed=0
[[ ! -e $bin ]] || { echo "check-deb: $bin is still there after removal" >&2; exit 1; }
done_step

echo "check-deb: all passed in $(since "$total_start") s"
