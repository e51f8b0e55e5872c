#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds a GPU Atlas AppImage with linuxdeploy and its Qt plugin: one file that runs on
# Linux distributions without Qt. Not run in CI (it needs the two tools, downloaded).
#
# Usage: packaging/linux/appimage.sh BUILD_DIR [OUT_DIR]
#   BUILD_DIR  a Release build: cmake -S . -B build -DCMAKE_BUILD_TYPE=Release && cmake --build build
#   OUT_DIR    where the AppImage goes (default: BUILD_DIR)
#
# Setup, once (x86_64; use the aarch64 files on ARM):
#   mkdir -p ~/.local/bin && cd ~/.local/bin
#   curl -LO https://github.com/linuxdeploy/linuxdeploy/releases/download/continuous/linuxdeploy-x86_64.AppImage
#   curl -LO https://github.com/linuxdeploy/linuxdeploy-plugin-qt/releases/download/continuous/linuxdeploy-plugin-qt-x86_64.AppImage
#   chmod +x linuxdeploy-*.AppImage
# and put ~/.local/bin on PATH (or set LINUXDEPLOY_DIR to the folder that holds them).
# Where FUSE is missing (containers), export APPIMAGE_EXTRACT_AND_RUN=1.
#
# Build on the oldest distribution to support: an AppImage runs where glibc is at least
# the build machine's (Debian 12: glibc 2.36). The result runs the GUI; started through a
# link named gpu-atlas-cli (ln -s GPU_Atlas-*.AppImage gpu-atlas-cli) it runs the CLI.
set -euo pipefail

[[ $# -ge 1 && -f $1/CMakeCache.txt ]] || { echo "usage: $0 BUILD_DIR [OUT_DIR]" >&2; exit 2; }
build_dir=$(cd "$1" && pwd)
out_dir=$(mkdir -p "${2:-$build_dir}" && cd "${2:-$build_dir}" && pwd)
script=appimage
# shellcheck source=common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
arch=$(uname -m)

tools_dir=${LINUXDEPLOY_DIR:-}
find_tool() {
    local name=$1-$arch.AppImage
    if [[ -n $tools_dir && -x $tools_dir/$name ]]; then echo "$tools_dir/$name"; return; fi
    command -v "$name" || { echo "$script: $name not found; see the setup notes at the top of $0" >&2; exit 1; }
}
linuxdeploy=$(find_tool linuxdeploy)
qt_plugin=$(find_tool linuxdeploy-plugin-qt)
# linuxdeploy finds its plugins on PATH, by name.
PATH="$(dirname "$qt_plugin"):$PATH"
export PATH

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
appdir=$work/AppDir

# The normal install, into the AppDir's /usr: data, translations, desktop entry,
# metainfo and icons land where the programs and linuxdeploy look for them.
DESTDIR=$appdir cmake --install "$build_dir" --prefix /usr --strip

# The Qt plugin deploys Qt's libraries, plugins and translations and writes qt.conf.
# The SVG modules are named because the window icon is an SVG that Qt draws through a
# plugin: nothing in the link map asks for it.
# The build's Qt: <prefix>/lib/cmake/Qt6 -> <prefix>/bin/qmake for Qt's own packages,
# qmake6 on PATH for the distribution's.
qt6_dir=$(sed -n 's/^Qt6_DIR:[A-Z]*=//p' "$build_dir/CMakeCache.txt")
qmake=$qt6_dir/../../../bin/qmake
[[ -x $qmake ]] || qmake=$(command -v qmake6 || command -v qmake) \
    || { echo "$script: no qmake for the build's Qt" >&2; exit 1; }
export QMAKE=$qmake
export EXTRA_QT_MODULES="svg" EXTRA_QT_PLUGINS="svg"
# Wayland, where the build's Qt has it (qt6-wayland); X11 (xcb) is always deployed.
if [[ -e $("$qmake" -query QT_INSTALL_PLUGINS)/platforms/libqwayland-generic.so ]]; then
    export EXTRA_PLATFORM_PLUGINS="libqwayland-generic.so"
fi

# One AppImage, two programs: AppRun picks the CLI when started through a link of that name.
cat >"$work/AppRun" <<'EOF'
#!/bin/sh
here=$(dirname "$(readlink -f "$0")")
for hook in "$here"/apprun-hooks/*.sh; do
    [ -e "$hook" ] && . "$hook"
done
case "${ARGV0##*/}" in
    gpu-atlas-cli*) exec "$here/usr/bin/gpu-atlas-cli" "$@" ;;
esac
exec "$here/usr/bin/gpu-atlas" "$@"
EOF
chmod +x "$work/AppRun"

cd "$out_dir"
LINUXDEPLOY_OUTPUT_VERSION=$version "$linuxdeploy" \
    --appdir "$appdir" \
    --executable "$appdir/usr/bin/gpu-atlas" \
    --executable "$appdir/usr/bin/gpu-atlas-cli" \
    --desktop-file "$appdir/usr/share/applications/$app_id.desktop" \
    --icon-file "$appdir/usr/share/icons/hicolor/256x256/apps/$app_id.png" \
    --custom-apprun "$work/AppRun" \
    --plugin qt \
    --output appimage
ls -l "$out_dir"/GPU_Atlas-*.AppImage
