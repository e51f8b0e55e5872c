# SPDX-License-Identifier: GPL-3.0-or-later
# shellcheck shell=bash disable=SC2154  # `script` comes from the script that sources this
# Sourced by the scripts in this folder, after they set `script` to their name.
# Gives the project's app id and version, read from the top-level CMakeLists.txt (their
# one home), and the reporting the checks share: fail() counts and goes on, so that one
# run names every problem; finish() exits non-zero if anything failed.

source_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
app_id=$(sed -n 's/^set(GPUATLAS_APP_ID "\(.*\)")$/\1/p' "$source_dir/CMakeLists.txt")
version=$(sed -n 's/^ *VERSION \([0-9][0-9.]*\)$/\1/p' "$source_dir/CMakeLists.txt" | head -n 1)
if [[ -z $app_id || -z $version ]]; then
    echo "$script: cannot read GPUATLAS_APP_ID and VERSION from $source_dir/CMakeLists.txt" >&2
    exit 2
fi

failures=0
fail() { echo "$script: FAIL: $*" >&2; failures=$((failures + 1)); }
pass() { echo "$script: ok: $*"; }

require_tools() {
    local tool
    for tool in "$@"; do
        command -v "$tool" >/dev/null || { echo "$script: FAIL: $tool is not installed" >&2; exit 1; }
    done
}

# finish SUCCESS_MESSAGE
finish() {
    if [[ $failures -gt 0 ]]; then
        echo "$script: $failures check(s) failed" >&2
        exit 1
    fi
    echo "$script: $1"
}
