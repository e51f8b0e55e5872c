// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Money.h"
#include "engine/core/Assumptions.h"
#include "engine/rank/SuitabilityMatrix.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace gpuatlas::text {

// The suitability matrix in words: verdicts (with a symbol each, so that no reader needs
// the colours), the rule behind them, and a cell's key figure. Shared by the page, its
// exports and gpu-atlas-cli matrix, so all three read the same.
class MatrixText
{
    Q_DECLARE_TR_FUNCTIONS(MatrixText)

public:
    static QString verdict(engine::Verdict verdict);
    // One character per verdict, distinct in shape: ★ recommended, ✓ suitable, ○ possible, ✗ unsuitable.
    static QString symbol(engine::Verdict verdict);
    // "★ Recommended".
    static QString verdictWithSymbol(engine::Verdict verdict);
    // The rule, with the thresholds in force: "at least 85% of the best score".
    static QString rule(engine::Verdict verdict, const engine::Assumptions& assumptions,
                        const QLocale& locale = QLocale());
    // "16 GPUs · 23 days · $30,066": the GPUs needed, the figure that matters for the kind
    // of workload (MatrixHeadline) and its cost.
    static QString headline(const engine::MatrixCell& cell, const QLocale& locale = QLocale(),
                            const DisplayCurrency& shown = {});
    // "16 GPUs".
    static QString gpus(int count);
    static QString metric(const engine::MatrixHeadline& headline, const QLocale& locale = QLocale());
    // The cell's cost (in dollars, as the engine computes it) in `shown`'s currency.
    static QString cost(const engine::MatrixHeadline& headline, const QLocale& locale = QLocale(),
                        const DisplayCurrency& shown = {});
    // The cell's reasons as sentences, one per line.
    // Budgets in `shown`, the currency the matrix's costs are in.
    static QStringList reasons(const engine::MatrixCell& cell, const QLocale& locale = QLocale(),
                               const DisplayCurrency& shown = {});
    // "Verdict: ★ Recommended (94% of the best score)".
    static QString summary(const engine::MatrixCell& cell, const QLocale& locale = QLocale());
};

} // namespace gpuatlas::text
