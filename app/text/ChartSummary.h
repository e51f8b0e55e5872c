// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <optional>

namespace gpuatlas::text {

// What a chart shows, as the numbers it plots and the labels drawn beside them: what a
// summary needs to say in words what a sighted reader takes from the picture. Filled
// from a chart's data by the UI (charts::ChartAccessibility); Qt Core only, so exporters
// and the CLI can say the same.
struct ChartSummaryData
{
    enum class Shape
    {
        Categories, // radar spokes or bar panels: series (GPUs) compared on each category (metric)
        Rows,       // one row per category (a candidate), a bar per series (a part, current/pinned)
        Lines,      // series (lines) over the categories as x positions, in order
    };
    struct Category
    {
        QString label;
        QString note; // rows: what the row's end says ("does not fit"); said as it is
    };
    struct Series
    {
        QString name;
        QList<std::optional<double>> values; // one per category; nullopt: no value
        QStringList labels;                  // the value as drawn ("989.4 TFLOPS"); may be shorter
    };

    Shape shape = Shape::Categories;
    // The values are scores, more is better on every axis (a lower price scores higher):
    // said as "best" and "worst" rather than "highest" and "lowest".
    bool scores = false;
    QString valueTitle; // rows and lines: what the values measure, with the unit
    QString xTitle;     // lines: the x axis
    QList<Category> categories;
    QList<Series> series;
    // Sentences the chart itself writes about points (break-even, crossovers). When there
    // are any, a line chart says them instead of the crossings found in the values.
    QStringList callouts;
    // Shown instead of a plot ("Select GPUs..."): then the summary is this.
    QString placeholder;
};

// The summary of a chart in sentences, computed from its values: what is compared, the
// highest and lowest on each axis, where lines cross. A chart's accessible description
// and the <desc> of its SVG and the description of its PDF.
class ChartSummary
{
    Q_DECLARE_TR_FUNCTIONS(ChartSummary)

public:
    static QString describe(const ChartSummaryData& data, const QLocale& locale = {});

    // The most crossings a summary names one by one; the rest are counted.
    static constexpr int maxCrossingsNamed = 6;

private:
    static QStringList categories(const ChartSummaryData& data, const QLocale& locale);
    static QStringList rows(const ChartSummaryData& data, const QLocale& locale);
    static QStringList lines(const ChartSummaryData& data, const QLocale& locale);
    static QStringList crossings(const ChartSummaryData& data);
};

} // namespace gpuatlas::text
