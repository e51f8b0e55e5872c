// SPDX-License-Identifier: GPL-3.0-or-later
#include "AccuracyReport.h"

#include "EngineText.h"
#include "Prose.h"
#include "Units.h"

#include <algorithm>
#include <cmath>

namespace gpuatlas::text {

using engine::Accuracy;

namespace {

QString fromStd(const std::string& text)
{
    return QString::fromStdString(text);
}

} // namespace

AccuracyReport::AccuracyReport(std::vector<engine::AccuracyCase> cases, const engine::Catalog& catalog,
                               const engine::ModelCatalog& models, const engine::Assumptions& assumptions)
    : m_cases(std::move(cases))
    , m_assumptions(assumptions)
{
    m_rows.reserve(m_cases.size());
    for (const auto& c : m_cases)
        m_rows.push_back({&c, Accuracy::evaluate(c, catalog, models, assumptions)});
}

std::vector<const AccuracyReport::Row*> AccuracyReport::rows(std::optional<Split> split) const
{
    std::vector<const Row*> out;
    for (const auto& row : m_rows) {
        if (!split || row.source->split == *split)
            out.push_back(&row);
    }
    return out;
}

template <class Keep>
engine::AccuracySummary AccuracyReport::summaryOf(std::optional<Split> split, Keep keep) const
{
    std::vector<double> ratios;
    for (const Row* row : rows(split)) {
        if (keep(*row) && row->ratio())
            ratios.push_back(*row->ratio());
    }
    return Accuracy::summarize(ratios);
}

engine::AccuracySummary AccuracyReport::summary(std::optional<Split> split, const std::string& runtime) const
{
    return summaryOf(split, [&](const Row& row) { return runtime.empty() || row.source->runtime == runtime; });
}

engine::AccuracySummary AccuracyReport::familySummary(std::optional<Split> split, const std::string& family) const
{
    return summaryOf(split, [&](const Row& row) { return row.result.family == family; });
}

namespace {

// The distinct values of one field over the rows, in the order they first appear.
template <class Field>
std::vector<std::string> distinct(const std::vector<const AccuracyReport::Row*>& rows, Field field)
{
    std::vector<std::string> out;
    for (const auto* row : rows) {
        const std::string& value = field(*row);
        if (!value.empty() && std::find(out.begin(), out.end(), value) == out.end())
            out.push_back(value);
    }
    return out;
}

} // namespace

std::vector<std::string> AccuracyReport::runtimes(std::optional<Split> split) const
{
    return distinct(rows(split), [](const Row& row) -> const std::string& { return row.source->runtime; });
}

std::vector<std::string> AccuracyReport::families(std::optional<Split> split) const
{
    return distinct(rows(split), [](const Row& row) -> const std::string& { return row.result.family; });
}

int AccuracyReport::unreproduced(std::optional<Split> split) const
{
    const auto all = rows(split);
    return static_cast<int>(std::count_if(all.begin(), all.end(), [](const Row* r) { return !r->ratio(); }));
}

QString AccuracyReport::splitName(Split split)
{
    return split == Split::Calibration ? tr("Calibration") : tr("Validation");
}

QString AccuracyReport::problemText(const Row& row, const QLocale& locale)
{
    if (row.result.predicted)
        return {};
    for (const auto& reason : row.result.estimate.reasons) {
        if (reason.blocking)
            return EngineText::reason(reason, locale);
    }
    return fromStd(row.result.problem);
}

QString AccuracyReport::metricName(const std::string& metric)
{
    if (metric == "tokens_per_s")
        return tr("tokens/s");
    if (metric == "tokens_per_s_per_gpu")
        return tr("tokens/s per GPU");
    if (metric == "samples_per_s")
        return tr("samples/s");
    if (metric == "images_per_s")
        return tr("images/s");
    if (metric == "prompt_tokens_per_s")
        return tr("prompt tokens/s");
    return fromStd(metric);
}

QString AccuracyReport::factor(double ratio, const QLocale& locale)
{
    return tr("%1×").arg(Units::number(ratio, 2, locale));
}

QString AccuracyReport::summaryText(std::optional<Split> split, const QLocale& locale) const
{
    const engine::AccuracySummary s = summary(split);
    QString what;
    if (!split)
        what = tr("All %n cases", nullptr, s.cases);
    else if (*split == Split::Validation)
        what = tr("Validation: %n cases no constant was fitted to", nullptr, s.cases);
    else
        what = tr("Calibration: %n cases the fitted constants were fitted to", nullptr, s.cases);
    QStringList sentences{tr("%1. On average an estimate lies within %2 of its measurement (geometric mean); the "
                             "furthest is %3 of it.")
                              .arg(what, factor(s.geomeanAbsError, locale), factor(s.worstRatio, locale))};
    const double bias = std::exp(s.meanLogBias);
    sentences << (bias >= 1.0 ? tr("Estimates run %1 high on average.").arg(Units::percent(bias - 1.0, locale))
                              : tr("Estimates run %1 low on average.").arg(Units::percent(1.0 - bias, locale)));
    if (const int missing = unreproduced(split))
        sentences << tr("%n case(s) the estimator cannot reproduce (listed without an estimate).", nullptr, missing);
    // Chinese sentences follow each other without a space.
    return Prose::sentences(sentences, locale);
}

QString AccuracyReport::perRuntimeText(std::optional<Split> split, const QLocale& locale) const
{
    QStringList parts;
    for (const auto& runtime : runtimes(split)) {
        const engine::AccuracySummary s = summary(split, runtime);
        if (s.cases > 0)
            parts << tr("%1 %2 (%n cases)", nullptr, s.cases).arg(fromStd(runtime), factor(s.geomeanAbsError, locale));
    }
    return tr("Per runtime: %1.").arg(Prose::list(parts, locale));
}

QString AccuracyReport::familyName(const std::string& family)
{
    if (family == "moe")
        return tr("mixture of experts");
    if (family == "diffusion")
        return tr("image generation");
    if (family == "cnn")
        return tr("convolutional");
    return tr("dense transformers");
}

QString AccuracyReport::perFamilyText(std::optional<Split> split, const QLocale& locale) const
{
    QStringList parts;
    for (const auto& family : families(split)) {
        const engine::AccuracySummary s = familySummary(split, family);
        if (s.cases > 0)
            parts << tr("%1 %2, worst %3 (%n cases)", nullptr, s.cases)
                         .arg(familyName(family), factor(s.geomeanAbsError, locale), factor(s.worstRatio, locale));
    }
    return tr("Per model family: %1.").arg(Prose::list(parts, locale));
}

} // namespace gpuatlas::text
