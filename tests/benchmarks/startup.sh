#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Cold start of the GUI to the first painted window, and its peak memory
# (docs/performance.md). Each run is a new process (the disk cache is warm: dropping it
# needs root and disturbs the machine). Offscreen, then under Xvfb when xvfb-run exists.
# Then the two ratios the start-up is judged by, each measured here in the same run:
#   - the app's first paint over a bare Qt window's (startup_bare), CPU time of the
#     process up to the paint (exact on a busy machine) and wall time from the launch;
#   - `gpu-atlas-cli recommend` over its own --version, CPU time (perf stat task-clock,
#     when perf works) and wall time.
# The two programs of each pair run alternately, so a change in machine load hits both.
#   tests/benchmarks/startup.sh [BUILD_DIR] [RUNS] [ratios]   (default: build-rel, 5;
#   "ratios" skips the table of phases and the 10,000-GPU start)
set -eu
cd "$(dirname "$0")/../.."
build=${1:-build-rel}
runs=${2:-5}
only=${3:-}
probe=$build/tests/benchmarks/startup_probe
bare=$build/tests/benchmarks/startup_bare
cli=$build/app/cli/gpu-atlas-cli
for program in "$probe" "$bare" "$cli"; do
    [ -x "$program" ] || { echo "build $program first: ninja -C $build startup_probe startup_bare gpu-atlas-cli" >&2; exit 1; }
done
[ -x /usr/bin/time ] || { echo "needs GNU time (/usr/bin/time, Debian package time)" >&2; exit 1; }

platforms=offscreen
command -v xvfb-run >/dev/null 2>&1 && platforms="offscreen xcb"

# Runs a GUI program once on $1 (offscreen or xcb); its JSON line goes to stdout.
gui() {
    platform=$1
    shift
    if [ "$platform" = xcb ]; then
        xvfb-run -a -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb STARTUP_LAUNCH_NS="$(date +%s%N)" "$@"
    else
        QT_QPA_PLATFORM=offscreen STARTUP_LAUNCH_NS="$(date +%s%N)" "$@"
    fi
}

# The median of the numbers on stdin, one a line.
median() {
    sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) print "nan"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# The value of "key" in JSON lines on stdin.
field() {
    sed -n "s/.*\"$1\": \([0-9.-]*\).*/\1/p"
}

ratio() {
    awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else printf "n/a" }'
}

perf_works=no
if command -v perf >/dev/null 2>&1 && perf stat -x, -e task-clock -o /dev/null true >/dev/null 2>&1; then
    perf_works=yes
fi

# One CLI run: "<task-clock ms or nan> <wall ms>".
cli_run() {
    stats=$(mktemp)
    start=$(date +%s%N)
    if [ "$perf_works" = yes ]; then
        perf stat -x, -e task-clock -o "$stats" "$cli" "$@" >/dev/null
    else
        "$cli" "$@" >/dev/null
    fi
    end=$(date +%s%N)
    cpu=$(awk -F, '/task-clock/ { print $1 }' "$stats")
    rm -f "$stats"
    echo "${cpu:-nan} $(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.2f", (e - s) / 1e6 }')"
}

ratios() {
    echo "ratios (median of $runs runs each, load average $(cut -d' ' -f1 /proc/loadavg)):"
    for platform in $platforms; do
        app_out=$(mktemp)
        bare_out=$(mktemp)
        text_out=$(mktemp)
        i=0
        while [ "$i" -lt "$runs" ]; do
            i=$((i + 1))
            gui "$platform" "$bare" >>"$bare_out" 2>/dev/null
            gui "$platform" "$probe" >>"$app_out" 2>/dev/null
            gui "$platform" "$bare" --text >>"$text_out" 2>/dev/null
        done
        app_cpu=$(field cpu_to_paint_ms <"$app_out" | median)
        bare_cpu=$(field cpu_to_paint_ms <"$bare_out" | median)
        text_cpu=$(field cpu_to_paint_ms <"$text_out" | median)
        app_wall=$(field launch_to_paint_ms <"$app_out" | median)
        bare_wall=$(field launch_to_paint_ms <"$bare_out" | median)
        printf "  GUI first paint (%s): app %s ms CPU, %s ms wall; bare window %s ms CPU, %s ms wall: %sx CPU, %sx wall\n" \
            "$platform" "$app_cpu" "$app_wall" "$bare_cpu" "$bare_wall" "$(ratio "$app_cpu" "$bare_cpu")" \
            "$(ratio "$app_wall" "$bare_wall")"
        # The bare window with one line of text (startup_bare --text): what painting any
        # word costs over the bare window, a floor no deferral of the app's work goes under.
        printf "    bare window with one line of text: %s ms CPU, %sx the bare window; the app is %sx it\n" \
            "$text_cpu" "$(ratio "$text_cpu" "$bare_cpu")" "$(ratio "$app_cpu" "$text_cpu")"
        rm -f "$app_out" "$bare_out" "$text_out"
    done
    version_out=$(mktemp)
    recommend_out=$(mktemp)
    i=0
    while [ "$i" -lt "$runs" ]; do
        i=$((i + 1))
        cli_run --version >>"$version_out"
        cli_run recommend --workload tests/fixtures/workloads/chat-llama3-8b.json >>"$recommend_out"
    done
    version_cpu=$(cut -d' ' -f1 "$version_out" | median)
    recommend_cpu=$(cut -d' ' -f1 "$recommend_out" | median)
    version_wall=$(cut -d' ' -f2 "$version_out" | median)
    recommend_wall=$(cut -d' ' -f2 "$recommend_out" | median)
    printf "  CLI recommend: %s ms CPU, %s ms wall; --version %s ms CPU, %s ms wall: %sx CPU, %sx wall\n" \
        "$recommend_cpu" "$recommend_wall" "$version_cpu" "$version_wall" "$(ratio "$recommend_cpu" "$version_cpu")" \
        "$(ratio "$recommend_wall" "$version_wall")"
    rm -f "$version_out" "$recommend_out"
}

if [ "$only" = ratios ]; then
    ratios
    exit 0
fi

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

ratios
