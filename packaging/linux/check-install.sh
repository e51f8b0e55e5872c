#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks an installed GPU Atlas: a package extracted with `dpkg -x ROOT` (PREFIX=ROOT/usr)
# or a tree made with `cmake --install BUILD --prefix PREFIX`. Every file the package must
# hold is there; the installed programs run from that prefix, whatever the current folder;
# they read the installed data rather than the copies compiled in; the GUI renders a
# screenshot offscreen in English and Chinese; the desktop entry, metainfo and man pages
# validate. Exits non-zero, naming each problem, if anything is wrong.
#
# Usage: packaging/linux/check-install.sh PREFIX
# Needs: python3, desktop-file-validate (desktop-file-utils), appstreamcli (appstream), gzip;
# groff (groff-base) for the full man page check.
set -euo pipefail

script=check-install
# shellcheck source=common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
[[ $# -eq 1 && -d $1 ]] || { echo "usage: $0 PREFIX (an installed tree)" >&2; exit 2; }
prefix=$(cd "$1" && pwd)
require_tools python3 desktop-file-validate appstreamcli gzip timeout

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# A neutral environment: no data override, no settings or caches of the user, English,
# and a working folder far from the source tree, so nothing is found by accident.
export LC_ALL=C.UTF-8 LANG=C.UTF-8 HOME="$scratch/home" XDG_CONFIG_HOME="$scratch/config" \
       XDG_CACHE_HOME="$scratch/cache" XDG_RUNTIME_DIR="$scratch/runtime" QT_QPA_PLATFORM=offscreen
unset GPUATLAS_DATA_DIR
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
cd "$scratch"

# --- Files -------------------------------------------------------------------------
required=(
    bin/gpu-atlas bin/gpu-atlas-cli
    "share/applications/$app_id.desktop" "share/metainfo/$app_id.metainfo.xml"
    "share/icons/hicolor/scalable/apps/$app_id.svg"
    share/man/man1/gpu-atlas.1.gz share/man/man1/gpu-atlas-cli.1.gz
    share/doc/gpu-atlas/copyright
)
for size in 16 22 24 32 48 64 128 256 512; do
    required+=("share/icons/hicolor/${size}x${size}/apps/$app_id.png")
done
for file in "$source_dir"/data/*.json; do
    required+=("share/gpu-atlas/data/$(basename "$file")")
done
for lang in zh_CN zh_TW; do
    required+=("share/gpu-atlas/translations/gpuatlas_$lang.qm" "share/gpu-atlas/translations/qtbase_$lang.qm")
done
missing=0
for file in "${required[@]}"; do
    [[ -s $prefix/$file ]] || { fail "missing or empty: $prefix/$file"; missing=1; }
done
[[ $missing -eq 1 ]] || pass "all ${#required[@]} files installed"
for program in gpu-atlas gpu-atlas-cli; do
    [[ -x $prefix/bin/$program ]] || { fail "$prefix/bin/$program is not executable"; exit 1; }
done
cli=$prefix/bin/gpu-atlas-cli
gui=$prefix/bin/gpu-atlas

# --- The CLI from the prefix ----------------------------------------------------------
if out=$("$cli" --version 2>&1) && [[ $out == "gpu-atlas-cli $version" ]]; then
    pass "gpu-atlas-cli --version: $out"
else
    fail "gpu-atlas-cli --version printed '$out', expected 'gpu-atlas-cli $version'"
fi

if out=$("$cli" gpus 2>&1) && grep -q '^h100-sxm ' <<<"$out"; then
    pass "gpu-atlas-cli gpus: $(($(wc -l <<<"$out") - 2)) rows"
else
    fail "gpu-atlas-cli gpus failed or lists no h100-sxm:"$'\n'"$out"
fi

# Every id the CLI contract promises (docs/cli.md), with the fields scripts rely on.
if "$cli" gpus --json >"$scratch/gpus.json" 2>"$scratch/gpus.err" \
   && count=$(python3 - "$scratch/gpus.json" 2>"$scratch/gpus.err" <<'EOF'
import json, sys
gpus = json.load(open(sys.argv[1]))
ids = {gpu["id"] for gpu in gpus}
promised = set("""h100-sxm h100-pcie h100-nvl h200-sxm b200 a100-sxm-80gb a100-pcie-40gb a100-pcie-80gb
                  rtx-a6000 l40s l40 l4 a10 a40 rtx-6000-ada rtx-4090 mi300x""".split())
missing = promised - ids
incomplete = [gpu["id"] for gpu in gpus
              if not all(key in gpu for key in ("memory_gb", "memory_bandwidth_gbs", "tensor_tflops", "sources"))]
if missing or incomplete:
    sys.exit(f"ids missing: {sorted(missing)}; GPUs without the contract fields: {incomplete}")
print(len(gpus))
EOF
); then
    pass "gpu-atlas-cli gpus --json: $count GPUs, every promised id"
else
    fail "gpu-atlas-cli gpus --json: $(cat "$scratch/gpus.err")"
fi

# The installed data is what the programs use: in a private copy of the installed tree
# (the programs look relative to their own path, so a copy behaves as the original),
# rename one GPU and the CLI must show the new name; take the data folder away and
# it must fall back to the compiled-in catalogue.
copy=$scratch/copy
mkdir -p "$copy/bin" "$copy/share"
cp "$cli" "$copy/bin/"
cp -R "$prefix/share/gpu-atlas" "$copy/share/"
python3 - "$copy/share/gpu-atlas/data/gpus.json" <<'EOF'
import json, sys
path = sys.argv[1]
catalog = json.load(open(path, encoding="utf-8"))
next(gpu for gpu in catalog["gpus"] if gpu["id"] == "h100-sxm")["name"] = "Installed Data Probe"
json.dump(catalog, open(path, "w", encoding="utf-8"), ensure_ascii=False, indent=2)
EOF
gpu_name() { "$1" gpu h100-sxm --json | python3 -c 'import json, sys; print(json.load(sys.stdin)["name"])'; }
if name=$(gpu_name "$copy/bin/gpu-atlas-cli" 2>&1) && [[ $name == "Installed Data Probe" ]]; then
    pass "the CLI reads <prefix>/share/gpu-atlas/data"
else
    fail "the CLI ignored the installed gpus.json (h100-sxm is named '$name'): it does not find <bin>/../share/gpu-atlas/data"
fi
rm -rf "$copy/share/gpu-atlas/data"
if name=$(gpu_name "$copy/bin/gpu-atlas-cli" 2>&1) && [[ $name == "NVIDIA H100 SXM" ]]; then
    pass "without installed data the CLI falls back to its compiled-in catalogue"
else
    fail "without installed data the CLI gave '$name' instead of the compiled-in 'NVIDIA H100 SXM'"
fi

# --- The GUI, offscreen -----------------------------------------------------------------
# A screenshot is non-trivial when the window has content: a real size, many colours,
# and no single colour covering nearly everything (a blank or error window).
png_check() {
    python3 - "$1" <<'EOF'
import struct, sys, zlib
data = open(sys.argv[1], "rb").read()
if data[:8] != b"\x89PNG\r\n\x1a\n":
    sys.exit("not a PNG file")
pos, chunks = 8, {}
while pos < len(data):
    length, kind = struct.unpack(">I4s", data[pos:pos + 8])
    chunks.setdefault(kind, []).append(data[pos + 8:pos + 8 + length])
    pos += 12 + length
width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunks[b"IHDR"][0])
if depth != 8 or colour not in (2, 6) or interlace:
    sys.exit(f"unexpected PNG format (depth {depth}, colour type {colour}, interlace {interlace})")
channels = 3 if colour == 2 else 4
raw = zlib.decompress(b"".join(chunks[b"IDAT"]))
stride = width * channels
previous, counts = bytearray(stride), {}
for row in range(height):
    kind = raw[row * (stride + 1)]
    line = bytearray(raw[row * (stride + 1) + 1:(row + 1) * (stride + 1)])
    for i in range(stride):
        left = line[i - channels] if i >= channels else 0
        up, upleft = previous[i], (previous[i - channels] if i >= channels else 0)
        if kind == 1: line[i] = (line[i] + left) & 255
        elif kind == 2: line[i] = (line[i] + up) & 255
        elif kind == 3: line[i] = (line[i] + (left + up) // 2) & 255
        elif kind == 4:
            p = left + up - upleft
            pa, pb, pc = abs(p - left), abs(p - up), abs(p - upleft)
            line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else upleft)) & 255
    previous = line
    for x in range(0, stride, channels):
        pixel = bytes(line[x:x + 3])
        counts[pixel] = counts.get(pixel, 0) + 1
dominant = max(counts.values()) / (width * height)
if width < 400 or height < 300 or len(counts) < 32 or dominant > 0.97:
    sys.exit(f"{width}x{height}, {len(counts)} colours, {dominant:.0%} one colour: looks blank")
print(f"{width}x{height}, {len(counts)} colours")
EOF
}
if ! "$gui" --help 2>/dev/null | grep -q -- '--screenshot'; then
    fail "gpu-atlas has no --screenshot option (issue 2 adds it), so the GUI cannot be checked"
else
    for lang in en zh_CN; do
        shot=$scratch/screenshot-$lang.png
        if timeout 120 "$gui" --screenshot "$shot" --lang "$lang" >"$scratch/gui.log" 2>&1 \
           && [[ -s $shot ]] && stats=$(png_check "$shot" 2>&1); then
            pass "gpu-atlas --screenshot --lang $lang: $stats"
        else
            fail "gpu-atlas --screenshot --lang $lang: ${stats:-no picture}"$'\n'"$(cat "$scratch/gui.log")"
        fi
        stats=""
    done
fi

# --- Desktop integration ----------------------------------------------------------------
desktop=$prefix/share/applications/$app_id.desktop
if out=$(desktop-file-validate "$desktop" 2>&1) && [[ -z $out ]]; then
    pass "desktop-file-validate"
else
    fail "desktop-file-validate $desktop:"$'\n'"$out"
fi
exec_name=$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$desktop")
icon_name=$(sed -n 's/^Icon=//p' "$desktop")
[[ -x $prefix/bin/$exec_name ]] || fail "the desktop entry runs '$exec_name', which is not in $prefix/bin"
[[ $icon_name == "$app_id" && -f $prefix/share/icons/hicolor/scalable/apps/$icon_name.svg ]] \
    || fail "the desktop entry's icon '$icon_name' is not installed under the app id"
if out=$(appstreamcli validate --no-net "$prefix/share/metainfo/$app_id.metainfo.xml" 2>&1); then
    pass "appstreamcli validate --no-net"
else
    fail "appstreamcli validate:"$'\n'"$out"
fi
# groff (groff-base) renders the page with every warning on; without it, at least the
# file must decompress and be a man page.
for page in gpu-atlas gpu-atlas-cli; do
    file=$prefix/share/man/man1/$page.1.gz
    if ! command -v groff >/dev/null; then
        if gzip -dc "$file" | grep -q '^\.TH '; then
            pass "man page $page(1) (groff not installed: checked its .TH header only)"
        else
            fail "man page $page(1) does not decompress to a man page"
        fi
    elif out=$(gzip -dc "$file" | groff -man -Tutf8 -ww -z 2>&1) && [[ -z $out ]]; then
        pass "man page $page(1)"
    else
        fail "man page $page(1):"$'\n'"$out"
    fi
done

finish "all checks passed for $prefix"
