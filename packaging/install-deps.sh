#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what Headroom needs to build, run and test on Debian 12 (bookworm), from Debian's packages.
# Idempotent: when every package is already installed it only checks (no apt-get update) and exits.
# Works as root on a fresh machine; as another user it uses sudo.
set -euo pipefail

packages=(
    # toolchain
    g++ cmake ninja-build pkg-config ccache clang-format
    # clang 14 with libFuzzer, ASan/UBSan runtimes and llvm-symbolizer (the asan and fuzz presets)
    clang-14 libclang-rt-14-dev llvm-14
    # Qt 6 (Widgets, Charts, PrintSupport, Sql + SQLite driver, Test, LinguistTools)
    qt6-base-dev qt6-base-dev-tools libqt6opengl6-dev qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools
    qt6-l10n-tools qt6-translations-l10n libqt6sql6-sqlite qt6-qpa-plugins libgl-dev libvulkan-dev
    # ICU for collation, normalization, case folding, transliteration
    libicu-dev
    # Snowball stemmers (Dutch, English, Turkish) for the glossary's word search
    libstemmer-dev
    # fonts with Turkish and Dutch coverage (embedded in quote PDFs)
    fonts-dejavu-core
    # pdftotext / pdffonts / pdftoppm / pdfinfo for the PDF tests; sqlite3 and gzip for the store and
    # reliability tests (killsweep, hostile inputs, compressed reproducers)
    poppler-utils sqlite3 gzip
    # a virtual X server, for running the GUI on a machine without a display
    xvfb xauth
    # the Debian package: man page from --help, and its lint (packaging/check-deb.sh)
    help2man lintian
)

missing=()
for p in "${packages[@]}"; do
    [[ "$p" == \#* ]] && continue
    status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
    [[ "$status" == "install ok installed" ]] || missing+=("$p")
done

if ((${#missing[@]} == 0)); then
    echo "install-deps: all ${#packages[@]} packages present"
    exit 0
fi

if [[ $(id -u) -eq 0 ]]; then
    sudo=()
elif command -v sudo >/dev/null 2>&1; then
    sudo=(sudo)
else
    echo "install-deps: missing packages (${missing[*]}) and not root, and sudo is not available" >&2
    exit 1
fi

echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
