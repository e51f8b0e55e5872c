// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/calibration/Accuracy.h"
#include "engine/core/Assumptions.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace gpuatlas::text {

// The published measurements (data/accuracy.json) estimated with the catalogue, models and
// assumptions in use, and the sentences Help > Accuracy, the CLI and the README quote. One
// place, so the app and `gpu-atlas-cli accuracy` cannot disagree.
class AccuracyReport
{
    Q_DECLARE_TR_FUNCTIONS(AccuracyReport)

public:
    using Split = engine::AccuracyCase::Split;

    struct Row
    {
        const engine::AccuracyCase* source = nullptr;
        engine::AccuracyResult result;
        std::optional<double> ratio() const { return result.ratio(*source); }
    };

    AccuracyReport(std::vector<engine::AccuracyCase> cases, const engine::Catalog& catalog,
                   const engine::ModelCatalog& models, const engine::Assumptions& assumptions);

    const std::vector<Row>& rows() const { return m_rows; }
    // What the cases were estimated with (the chart reads its uncertainty range there).
    const engine::Assumptions& assumptions() const { return m_assumptions; }
    std::vector<const Row*> rows(std::optional<Split> split) const;
    // Over the cases the estimator reproduces; `runtime` empty: all runtimes.
    engine::AccuracySummary summary(std::optional<Split> split, const std::string& runtime = {}) const;
    // Over the cases of one model family (engine::modelFamilyId: "dense", "moe", ...).
    engine::AccuracySummary familySummary(std::optional<Split> split, const std::string& family) const;
    // The runtimes of a split, in the order they first appear.
    std::vector<std::string> runtimes(std::optional<Split> split) const;
    // The model families of a split, in the order they first appear.
    std::vector<std::string> families(std::optional<Split> split) const;
    int unreproduced(std::optional<Split> split) const;

    // "Validation (22 cases no constant was fitted to): ..."
    QString summaryText(std::optional<Split> split, const QLocale& locale = QLocale()) const;
    // "Per runtime: megatron 1.12x (13 cases), ..."
    QString perRuntimeText(std::optional<Split> split, const QLocale& locale = QLocale()) const;
    // "Per model family: dense 1.14x, worst 1.85x (30 cases), ..."
    QString perFamilyText(std::optional<Split> split, const QLocale& locale = QLocale()) const;
    // A family's name for people ("mixture of experts").
    static QString familyName(const std::string& family);
    // Why a case has no estimate: the estimate's blocking reason ("needs 97 GB of 80 GB...")
    // where it has one; empty for a reproduced case.
    static QString problemText(const Row& row, const QLocale& locale = QLocale());
    static QString splitName(Split split);
    // "tokens/s", "samples/s"...: what a case's `metric` counts.
    static QString metricName(const std::string& metric);
    // "1.16×", the ratio's error shown as a factor.
    static QString factor(double ratio, const QLocale& locale = QLocale());

private:
    template <class Keep>
    engine::AccuracySummary summaryOf(std::optional<Split> split, Keep keep) const;

    std::vector<engine::AccuracyCase> m_cases;
    engine::Assumptions m_assumptions;
    std::vector<Row> m_rows;
};

} // namespace gpuatlas::text
