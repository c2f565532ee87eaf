#!/usr/bin/env bash
# Shared by scripts/run and scripts/test: install what is missing (Debian 12, apt), then
# configure and build Qiju (Release unless QIJU_CMAKE_ARGS says otherwise). Sourced, not run;
# honours QIJU_BUILD_DIR.
set -euo pipefail

QIJU_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
QIJU_BUILD_DIR=${QIJU_BUILD_DIR:-"$QIJU_ROOT/build"}
# The configure arguments of a fresh build folder (scripts/test --sanitize sets its own).
QIJU_CMAKE_ARGS=(-DCMAKE_BUILD_TYPE=Release)

# Everything the build, the tests and the app need. Kept in one place; README quotes it.
QIJU_PACKAGES=(
    cmake ninja-build g++ ccache nlohmann-json3-dev
    qt6-base-dev qt6-multimedia-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools qt6-qpa-plugins qt6-translations-l10n
    gstreamer1.0-plugins-base gstreamer1.0-plugins-good
    xvfb xauth fonts-noto-cjk dpkg-dev file desktop-file-utils appstream
    gnugo # the sparring partner of the GNU Go engine tests
)

qiju_install_packages() {
    local missing=()
    local pkg
    for pkg in "${QIJU_PACKAGES[@]}"; do
        if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
            missing+=("$pkg")
        fi
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "qiju: installing ${missing[*]}" >&2
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || { echo "qiju: need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
        sudo=(sudo)
    fi
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
}

qiju_build() {
    if [ ! -f "$QIJU_BUILD_DIR/build.ninja" ]; then
        cmake -S "$QIJU_ROOT" -B "$QIJU_BUILD_DIR" -G Ninja "${QIJU_CMAKE_ARGS[@]}"
    fi
    cmake --build "$QIJU_BUILD_DIR" --parallel "$(nproc)"
}
