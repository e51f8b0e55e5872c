// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartSummary.h"

#include "Prose.h"

#include <algorithm>

namespace gpuatlas::text {

namespace {

using Series = ChartSummaryData::Series;

// One value of one series at one category, with the text the chart draws for it.
struct Entry
{
    QString name;
    double value = 0;
    QString label;
};

QString valueText(const Series& series, qsizetype index, double value, const QLocale& locale)
{
    const QString label = series.labels.value(index);
    return label.isEmpty() ? locale.toString(value, 'g', 4) : label;
}

QList<Entry> entriesAt(const ChartSummaryData& data, qsizetype category, const QLocale& locale)
{
    QList<Entry> entries;
    for (const Series& series : data.series) {
        const std::optional<double> value = series.values.value(category);
        if (value)
            entries.append({series.name, *value, valueText(series, category, *value, locale)});
    }
    return entries;
}

QList<Entry> entriesOf(const Series& series, const ChartSummaryData& data, const QLocale& locale)
{
    QList<Entry> entries;
    for (qsizetype i = 0; i < series.values.size() && i < data.categories.size(); ++i) {
        if (series.values[i])
            entries.append(
                {data.categories[i].label, *series.values[i], valueText(series, i, *series.values[i], locale)});
    }
    return entries;
}

// The names holding `value`, ties together ("A, B").
QString namesAt(const QList<Entry>& entries, double value, const QLocale& locale)
{
    QStringList names;
    for (const Entry& entry : entries) {
        if (entry.value == value)
            names << entry.name;
    }
    return Prose::list(names, locale);
}

QString labelAt(const QList<Entry>& entries, double value)
{
    for (const Entry& entry : entries) {
        if (entry.value == value)
            return entry.label;
    }
    return {};
}

// "highest A (3), lowest B (1)", or the one value, or that all are equal.
QString extremes(const QList<Entry>& entries, bool scores, const QLocale& locale)
{
    if (entries.isEmpty())
        return ChartSummary::tr("no values");
    if (entries.size() == 1)
        return ChartSummary::tr("%1 (%2)").arg(entries[0].name, entries[0].label);
    const auto [low, high] = std::minmax_element(entries.begin(), entries.end(),
                                                 [](const Entry& a, const Entry& b) { return a.value < b.value; });
    if (low->value == high->value)
        return ChartSummary::tr("all equal (%1)").arg(labelAt(entries, high->value));
    const QString text =
        scores ? ChartSummary::tr("best %1 (%2), worst %3 (%4)") : ChartSummary::tr("highest %1 (%2), lowest %3 (%4)");
    return text.arg(namesAt(entries, high->value, locale), labelAt(entries, high->value),
                    namesAt(entries, low->value, locale), labelAt(entries, low->value));
}

} // namespace

QString ChartSummary::describe(const ChartSummaryData& data, const QLocale& locale)
{
    if (!data.placeholder.isEmpty())
        return data.placeholder;
    if (data.series.isEmpty() || data.categories.isEmpty())
        return tr("The chart has no data.");
    switch (data.shape) {
    case ChartSummaryData::Shape::Categories:
        return Prose::sentences(categories(data, locale), locale);
    case ChartSummaryData::Shape::Rows:
        return Prose::sentences(rows(data, locale), locale);
    case ChartSummaryData::Shape::Lines:
        return Prose::sentences(lines(data, locale), locale);
    }
    return {};
}

QStringList ChartSummary::categories(const ChartSummaryData& data, const QLocale& locale)
{
    QStringList names;
    QStringList axes;
    for (const Series& series : data.series)
        names << series.name;
    for (const auto& category : data.categories)
        axes << category.label;
    QStringList out{tr("Compares %1 on %n measure(s): %2.", nullptr, int(axes.size()))
                        .arg(Prose::list(names, locale), Prose::list(axes, locale))};
    for (qsizetype i = 0; i < data.categories.size(); ++i)
        out << tr("%1: %2.").arg(data.categories[i].label, extremes(entriesAt(data, i, locale), data.scores, locale));
    return out;
}

QStringList ChartSummary::rows(const ChartSummaryData& data, const QLocale& locale)
{
    QStringList rowNames;
    for (const auto& category : data.categories)
        rowNames << category.label;
    QStringList out{tr("Shows %1 for %n row(s): %2.", nullptr, int(rowNames.size()))
                        .arg(data.valueTitle, Prose::list(rowNames, locale))};
    for (const Series& series : data.series) {
        const QString phrase = extremes(entriesOf(series, data, locale), data.scores, locale);
        out << (data.series.size() == 1 ? tr("Across the rows: %1.").arg(phrase)
                                        : tr("%1: %2.").arg(series.name, phrase));
    }
    for (const auto& category : data.categories) {
        if (!category.note.isEmpty())
            out << tr("%1: %2.").arg(category.label, category.note);
    }
    return out;
}

QStringList ChartSummary::lines(const ChartSummaryData& data, const QLocale& locale)
{
    QStringList names;
    for (const Series& series : data.series)
        names << series.name;
    const qsizetype last = data.categories.size() - 1;
    QStringList out{tr("Shows %1 against %2 for %3, from %4 to %5.")
                        .arg(data.valueTitle, data.xTitle, Prose::list(names, locale), data.categories.first().label,
                             data.categories.last().label)};
    out << tr("At %1: %2.")
               .arg(data.categories.first().label, extremes(entriesAt(data, 0, locale), data.scores, locale));
    if (last > 0)
        out << tr("At %1: %2.")
                   .arg(data.categories[last].label, extremes(entriesAt(data, last, locale), data.scores, locale));
    if (!data.callouts.isEmpty())
        return out + data.callouts;
    const QStringList crossed = crossings(data);
    if (crossed.isEmpty() && data.series.size() > 1)
        out << tr("The lines do not cross between %1 and %2.")
                   .arg(data.categories.first().label, data.categories.last().label);
    for (qsizetype i = 0; i < crossed.size() && i < maxCrossingsNamed; ++i)
        out << crossed[i];
    if (crossed.size() > maxCrossingsNamed)
        out << tr("The lines cross %n more time(s).", nullptr, int(crossed.size() - maxCrossingsNamed));
    return out;
}

// Where two lines change order: the difference changes sign between two x positions
// (positions without a value on either line are stepped over; touching is not crossing).
QStringList ChartSummary::crossings(const ChartSummaryData& data)
{
    QStringList out;
    for (qsizetype a = 0; a < data.series.size(); ++a) {
        for (qsizetype b = a + 1; b < data.series.size(); ++b) {
            int lastSign = 0;
            qsizetype lastIndex = -1;
            for (qsizetype i = 0; i < data.categories.size(); ++i) {
                const auto x = data.series[a].values.value(i);
                const auto y = data.series[b].values.value(i);
                if (!x || !y || *x == *y)
                    continue;
                const int sign = *x > *y ? 1 : -1;
                if (lastSign != 0 && sign != lastSign) {
                    out << tr("%1 and %2 cross between %3 and %4.")
                               .arg(data.series[a].name, data.series[b].name, data.categories[lastIndex].label,
                                    data.categories[i].label);
                }
                lastSign = sign;
                lastIndex = i;
            }
        }
    }
    return out;
}

} // namespace gpuatlas::text
