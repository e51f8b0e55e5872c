#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package from a build folder and checks it the way a user gets it:
# the control fields (dependencies found by dpkg-shlibdeps, section, recommends), the
# file list, then the package extracted into a fresh root with `dpkg -x`, where
# check-install.sh runs the installed programs (CLI, GUI screenshot offscreen), checks
# they use the installed data, and validates the desktop entry, metainfo and man pages.
# A file missing from the package fails here.
#
# Usage: packaging/linux/check-deb.sh BUILD_DIR   (configured and built: cmake --build BUILD_DIR)
# Needs: cpack, dpkg-deb, dpkg-shlibdeps (dpkg-dev), and what check-install.sh needs.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
script=check-deb
# shellcheck source=common.sh
source "$here/common.sh"
[[ $# -eq 1 && -f $1/CPackConfig.cmake ]] || {
    echo "usage: $0 BUILD_DIR (a configured and built CMake build folder)" >&2
    exit 2
}
build_dir=$(cd "$1" && pwd)
require_tools cpack dpkg-deb dpkg-shlibdeps appstreamcli lintian

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# --- Build the package -------------------------------------------------------------------
if ! cpack --config "$build_dir/CPackConfig.cmake" -G DEB -B "$work/out" >"$work/cpack.log" 2>&1; then
    cat "$work/cpack.log" >&2
    echo "check-deb: FAIL: cpack -G DEB failed (log above)" >&2
    exit 1
fi
debs=("$work"/out/*.deb)
[[ ${#debs[@]} -eq 1 && -f ${debs[0]} ]] || { echo "check-deb: FAIL: cpack made no single .deb" >&2; exit 1; }
deb=${debs[0]}
pass "built $(basename "$deb") ($(du -h "$deb" | cut -f1))"

# --- Control fields ----------------------------------------------------------------------
dpkg-deb --info "$deb"
field() { dpkg-deb --field "$deb" "$1"; }
failures_before=$failures
[[ $(field Package) == gpu-atlas ]] || fail "Package is '$(field Package)', expected gpu-atlas"
[[ $(field Version) == "$version-1" ]] || fail "Version is '$(field Version)', expected $version-1"
[[ $(field Section) == science ]] || fail "Section is '$(field Section)', expected science"
[[ -n $(field Maintainer) && -n $(field Homepage) ]] || fail "Maintainer or Homepage is empty"
# dpkg-shlibdeps must have found the Qt libraries the programs link.
depends=$(field Depends)
depends_names=$(sed -e 's/ *([^)]*)//g' -e 's/, */\n/g' <<<"$depends")
for package in libc6 'libstdc\+\+6' libqt6core6 libqt6gui6 libqt6widgets6 'libqt6svg6|qt6-svg-plugins' \
    'libquazip1-qt6-[0-9]+'; do
    grep -Eqx "$package" <<<"$depends_names" || fail "Depends lacks $package: $depends"
done
recommends=$(field Recommends)
for package in fonts-noto-cjk qt6-translations-l10n; do
    grep -q "$package" <<<"$recommends" || fail "Recommends lacks $package: $recommends"
done
[[ $(field Description | wc -l) -ge 3 ]] || fail "the Description has no extended text"
[[ $failures -gt $failures_before ]] || pass "control fields (Depends: $depends)"

# --- File list ---------------------------------------------------------------------------
dpkg-deb --contents "$deb" | awk '{print $6}' >"$work/contents"
failures_before=$failures
outside=$(grep -v -e '^\./$' -e '^\./usr/$' -e '^\./usr/' "$work/contents" || true)
[[ -z $outside ]] || fail "files outside /usr:"$'\n'"$outside"
for pattern in '^\./usr/bin/gpu-atlas$' '^\./usr/bin/gpu-atlas-cli$' \
               '^\./usr/share/applications/.*\.desktop$' '^\./usr/share/metainfo/.*\.metainfo\.xml$' \
               '^\./usr/share/icons/hicolor/48x48/apps/.*\.png$' '^\./usr/share/icons/hicolor/scalable/apps/.*\.svg$' \
               '^\./usr/share/man/man1/gpu-atlas-cli\.1\.gz$' '^\./usr/share/man/man1/gpu-atlas\.1\.gz$' \
               '^\./usr/share/gpu-atlas/data/gpus\.json$' '^\./usr/share/gpu-atlas/translations/gpuatlas_zh_CN\.qm$' \
               '^\./usr/share/doc/gpu-atlas/copyright$' '^\./usr/share/doc/gpu-atlas/changelog\.Debian\.gz$'; do
    grep -Eq "$pattern" "$work/contents" || fail "the package has no file matching $pattern"
done
[[ $failures -gt $failures_before ]] || pass "$(grep -vc '/$' "$work/contents") files, all under /usr"

# --- Debian's own checker: an error fails; warnings and remarks are printed --------------
# --allow-root: CI runs as root; lintian only reads the package.
if out=$(lintian --allow-root --fail-on error --display-info "$deb" 2>&1); then
    [[ -z $out ]] || echo "$out"
    pass "lintian: no errors"
else
    fail "lintian:"$'\n'"$out"
fi

# --- Extract into a fresh root and run what it installed ---------------------------------
root=$work/root
dpkg -x "$deb" "$root"
if out=$(appstreamcli validate-tree --no-net "$root" 2>&1); then
    pass "appstreamcli validate-tree (metainfo, desktop entry and icon together)"
else
    fail "appstreamcli validate-tree:"$'\n'"$out"
fi
"$here/check-install.sh" "$root/usr" || failures=$((failures + 1))

finish "$(basename "$deb") is complete and works when installed"
