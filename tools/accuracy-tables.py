#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Print the accuracy tables of docs/engine.md ("Accuracy") from the engine itself.

Usage: tools/accuracy-tables.py BUILD/app/cli/gpu-atlas-cli > /tmp/tables.md

The tables are pasted into docs/engine.md by hand after a change to the engine or to
data/accuracy.json, so the figures the docs quote are the ones `gpu-atlas-cli accuracy`
prints; tst_AccuracyCommands checks that the docs quote today's validation error.
"""
import json
import subprocess
import sys

FAMILIES = {"dense": "dense transformers", "moe": "mixture of experts", "cnn": "convolutional",
            "diffusion": "diffusion"}


def load(cli, split):
    out = subprocess.run([cli, "accuracy", "--json", "--split", split], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out)


def summary_rows(report):
    s = report["summary"]
    yield f"| all | {s['cases']} | {s['geomean_abs_error']:.2f}x | {s['worst_ratio']:.2f}x | {s['mean_log_bias']:+.2f} |"
    for f in report["per_family"]:
        yield (f"| {FAMILIES.get(f['family'], f['family'])} | {f['cases']} | {f['geomean_abs_error']:.2f}x | "
               f"{f['worst']:.2f}x | {f['mean_log_bias']:+.2f} |")
    for r in report["per_runtime"]:
        yield (f"| {r['runtime']} | {r['cases']} | {r['geomean_abs_error']:.2f}x | {r['worst_ratio']:.2f}x | "
               f"{r['mean_log_bias']:+.2f} |")


def figure(value):
    """Three significant figures below 100 (0.462 images/s), whole numbers above (27,304)."""
    return f"{value:,.0f}" if abs(value) >= 100 else f"{value:.3g}"


def case_rows(report):
    for c in report["cases"]:
        estimate = "(not reproduced)" if c["estimate"] is None else figure(c["estimate"])
        ratio = "" if c["ratio"] is None else f"{c['ratio']:.2f}"
        yield (f"| {c['id']} | {c['family'] or ''} | {c['runtime']} | {figure(c['measured'])} | {estimate} | "
               f"{ratio} |")


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    for split in ("validation", "calibration"):
        report = load(sys.argv[1], split)
        print(f"{split.capitalize()} split, summary (geometric-mean error, worst ratio, mean log bias):\n")
        print("| Group | Cases | Error | Worst | Bias |\n|---|---|---|---|---|")
        print("\n".join(summary_rows(report)))
        print(f"\n{split.capitalize()} cases (estimate / measured):\n")
        print("| Case | Family | Runtime | Measured | Estimate | Ratio |\n|---|---|---|---|---|---|")
        print("\n".join(case_rows(report)))
        print()


if __name__ == "__main__":
    main()
