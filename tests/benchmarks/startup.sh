#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Cold start of the GUI to the first painted window, and its peak memory
# (docs/performance.md). Each run is a new process (the disk cache is warm: dropping it
# needs root and disturbs the machine). Offscreen, then under Xvfb when xvfb-run exists.
#   tests/benchmarks/startup.sh [BUILD_DIR] [RUNS]     (default: build-rel, 5)
set -eu
cd "$(dirname "$0")/../.."
build=${1:-build-rel}
runs=${2:-5}
probe=$build/tests/benchmarks/startup_probe
[ -x "$probe" ] || { echo "build $probe first: ninja -C $build startup_probe" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "needs GNU time (/usr/bin/time, Debian package time)" >&2; exit 1; }

platforms=offscreen
command -v xvfb-run >/dev/null 2>&1 && platforms="offscreen xcb"

for platform in $platforms; do
    for gpus in 0 10000; do
        out=$(mktemp)
        i=0
        while [ "$i" -lt "$runs" ]; do
            i=$((i + 1))
            if [ "$platform" = xcb ]; then
                xvfb-run -a -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb \
                    /usr/bin/time -f "peak_rss_kb %M" "$probe" --synthetic "$gpus" >>"$out" 2>&1
            else
                QT_QPA_PLATFORM=offscreen /usr/bin/time -f "peak_rss_kb %M" "$probe" --synthetic "$gpus" >>"$out" 2>&1
            fi
        done
        # Median of each figure over the runs.
        awk -v platform="$platform" -v gpus="$gpus" -v runs="$runs" '
            function median(name,   n, i, j, t, v) {
                n = split(values[name], v, " ")
                for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (v[j] + 0 < v[i] + 0) { t = v[i]; v[i] = v[j]; v[j] = t }
                return v[int((n + 1) / 2)]
            }
            /^peak_rss_kb/ { values["peak_rss_kb"] = values["peak_rss_kb"] " " $2 }
            /^\{/ {
                gsub(/[{}",]/, "")
                for (i = 1; i < NF; i += 2) { key = $i; sub(/:$/, "", key); values[key] = values[key] " " $(i + 1) }
            }
            END {
                printf "%-9s gpus=%-6s runs=%s  exec_to_main %s ms, data %s ms, window %s ms, first paint %s ms, main to paint %s ms, peak RSS %.0f MB\n",
                    platform, (gpus == 0 ? "23" : gpus), runs, median("exec_to_main_ms"), median("data_ms"),
                    median("window_ms"), median("first_paint_ms"), median("main_to_paint_ms"), median("peak_rss_kb") / 1024
            }' "$out"
        rm -f "$out"
    done
done
