// SPDX-License-Identifier: GPL-3.0-or-later
#include "AccuracyCommands.h"

#include "CliContext.h"
#include "TextTable.h"
#include "engine/core/Assumptions.h"
#include "files/DataFiles.h"
#include "text/AccuracyReport.h"
#include "text/Units.h"
#include "ui/document/charts/AccuracyChart.h"
#include "ui/document/charts/ChartFacade.h"
#include "ui/document/export/ChartExporter.h"

#include <QDir>
#include <QFileInfo>

#include <cmath>

namespace gpuatlas::cli {

using nlohmann::json;
using text::AccuracyReport;

namespace {

double round3(double v)
{
    return std::round(v * 1000.0) / 1000.0;
}

// An estimate to four significant digits: 27,304 tokens/s and 0.4613 images/s alike.
double significant4(double v)
{
    if (v == 0.0 || !std::isfinite(v))
        return v;
    const double scale = std::pow(10.0, 3.0 - std::floor(std::log10(std::abs(v))));
    return std::round(v * scale) / scale;
}

json summaryJson(const engine::AccuracySummary& s)
{
    return json{{"cases", s.cases},
                {"geomean_abs_error", round3(s.geomeanAbsError)},
                {"mean_log_bias", round3(s.meanLogBias)},
                {"worst_ratio", round3(s.worstRatio)}};
}

json reportJson(const AccuracyReport& report, std::optional<AccuracyReport::Split> split)
{
    json cases = json::array();
    for (const auto* row : report.rows(split)) {
        const auto& c = *row->source;
        const auto ratio = row->ratio();
        cases.push_back(json{
            {"id", c.id},
            {"split", engine::Accuracy::splitId(c.split)},
            {"runtime", c.runtime},
            {"gpu", c.gpu},
            {"count", c.count},
            {"metric", c.metric},
            {"measured", c.measured},
            {"estimate", row->result.predicted ? json(significant4(*row->result.predicted)) : json(nullptr)},
            {"ratio", ratio ? json(round3(*ratio)) : json(nullptr)},
            {"problem", row->result.predicted ? json(nullptr) : json(AccuracyReport::problemText(*row).toStdString())},
            {"family", row->result.family.empty() ? json(nullptr) : json(row->result.family)},
            {"source", c.source},
            {"url", c.url}});
    }
    json perRuntime = json::array();
    for (const auto& runtime : report.runtimes(split)) {
        json item = summaryJson(report.summary(split, runtime));
        item["runtime"] = runtime;
        perRuntime.push_back(std::move(item));
    }
    // Contract (additions of 3 December 2026): family, cases, geomean_abs_error, worst.
    json perFamily = json::array();
    for (const auto& family : report.families(split)) {
        const auto s = report.familySummary(split, family);
        json item = summaryJson(s);
        item["family"] = family;
        item["worst"] = round3(s.worstRatio);
        perFamily.push_back(std::move(item));
    }
    json summary = summaryJson(report.summary(split));
    summary["unreproduced"] = report.unreproduced(split);
    return json{{"split", split ? json(engine::Accuracy::splitId(*split)) : json("all")},
                {"summary", std::move(summary)},
                {"per_runtime", std::move(perRuntime)},
                {"per_family", std::move(perFamily)},
                {"cases", std::move(cases)}};
}

} // namespace

int AccuracyCommands::accuracy(CliContext& context)
{
    if (!context.arguments().isEmpty())
        return context.badInput(tr("accuracy: unexpected argument \"%1\"").arg(context.arguments().first()));
    std::optional<AccuracyReport::Split> split = AccuracyReport::Split::Validation;
    if (context.isSet(QStringLiteral("split"))) {
        const QString value = context.option(QStringLiteral("split"));
        if (value == QLatin1String("calibration"))
            split = AccuracyReport::Split::Calibration;
        else if (value == QLatin1String("all"))
            split.reset();
        else if (value != QLatin1String("validation"))
            return context.badInput(tr("--split: unknown split \"%1\"; use validation, calibration or all").arg(value));
    }
    const engine::Catalog* catalog = context.catalog();
    const engine::ModelCatalog* models = context.models();
    if (!catalog || !models)
        return BadInput;
    auto cases = files::DataFiles::loadAccuracy();
    if (!cases)
        return context.badInput(cases.errors());
    const AccuracyReport report(std::move(cases).value(), *catalog, *models, engine::Assumptions());

    if (context.isSet(QStringLiteral("out"))) {
        using ui::exporting::ChartExporter;
        const QString out = context.option(QStringLiteral("out"));
        const auto format = ChartExporter::formatFor(out);
        if (!format)
            return context.badInput(tr("--out: unknown file type \"%1\" in %2; use .png, .svg or .pdf")
                                        .arg(QFileInfo(out).suffix(), QDir::toNativeSeparators(out)));
        using namespace ui::charts;
        const ChartData data = AccuracyChart::build(report, split);
        const auto figure = ChartFacade::create(ChartKind::GroupedRows, data, ChartTheme(ChartThemeKind::Light));
        ui::exporting::ImageExportOptions options;
        // One row per case: the figure grows with them so the labels stay readable.
        options.size = QSizeF(ChartFacade::defaultSize().width(),
                              std::max(ChartFacade::defaultSize().height(), 180.0 + 26.0 * data.categories.size()));
        const auto result = ChartExporter::write(*figure, out, *format, options);
        if (!result)
            return context.failure(result.error);
        return Success;
    }
    if (context.json())
        return context.printJson(reportJson(report, split)) ? Success : Failure;

    using Align = TextTable::Align;
    TextTable table;
    table.setHeader({tr("Case"), tr("Runtime"), tr("GPUs"), tr("Metric"), tr("Measured"), tr("Estimate"), tr("Ratio")},
                    {Align::Left, Align::Left, Align::Right, Align::Left, Align::Right, Align::Right, Align::Right});
    for (const auto* row : report.rows(split)) {
        const auto& c = *row->source;
        const auto ratio = row->ratio();
        table.addRow({QString::fromStdString(c.id), QString::fromStdString(c.runtime), QString::number(c.count),
                      AccuracyReport::metricName(c.metric), text::Units::number(c.measured, 0),
                      row->result.predicted ? text::Units::number(*row->result.predicted, 0) : tr("not reproduced"),
                      ratio ? AccuracyReport::factor(*ratio) : QString()});
    }
    context.print(table.render());
    for (const auto* row : report.rows(split)) {
        if (!row->ratio())
            context.print(tr("%1, not reproduced: %2\n")
                              .arg(QString::fromStdString(row->source->id), AccuracyReport::problemText(*row)));
    }
    context.print(report.summaryText(split) + QLatin1Char('\n'));
    context.print(report.perRuntimeText(split) + QLatin1Char('\n'));
    context.print(report.perFamilyText(split) + QLatin1Char('\n'));
    return context.finishOutput() ? Success : Failure;
}

} // namespace gpuatlas::cli
