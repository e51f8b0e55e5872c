// SPDX-License-Identifier: GPL-3.0-or-later
#include "MatrixExport.h"

#include "ChartExporter.h"
#include "text/LanguageManager.h"
#include "text/MatrixText.h"
#include "text/Units.h"
#include "ui/document/charts/ChartFacade.h"

#include <QDir>
#include <QFileInfo>

namespace gpuatlas::ui::exporting {

using engine::Verdict;
using text::MatrixText;

engine::Language MatrixExport::languageOf(const QLocale& locale)
{
    return text::LanguageManager::engineLanguage(text::LanguageManager::languageFor(locale));
}

int MatrixExport::colorOf(Verdict verdict)
{
    // Okabe-Ito slots (ChartTheme): bluish green, blue, orange, vermillion.
    switch (verdict) {
    case Verdict::Recommended:
        return 2;
    case Verdict::Suitable:
        return 0;
    case Verdict::Possible:
        return 1;
    case Verdict::Unsuitable:
        break;
    }
    return 3;
}

QString MatrixExport::gpuName(const MatrixView& view, std::size_t column)
{
    const std::string& id = view.matrix.gpus().at(column);
    for (const auto& gpu : view.gpus) {
        if (gpu.id == id)
            return QString::fromStdString(gpu.name);
    }
    return QString::fromStdString(id);
}

QString MatrixExport::rowName(const MatrixView& view, std::size_t row)
{
    return QString::fromStdString(view.matrix.rows().at(row).name.in(languageOf(view.locale)));
}

QString MatrixExport::cellText(const engine::MatrixCell& cell, const QLocale& locale,
                               const text::DisplayCurrency& shown)
{
    const QStringList lines{MatrixText::verdictWithSymbol(cell.verdict),
                            MatrixText::gpus(cell.count()) + QStringLiteral(" · ") +
                                MatrixText::metric(cell.headline, locale),
                            MatrixText::cost(cell.headline, locale, shown)};
    return lines.join(QLatin1Char('\n'));
}

charts::GridFigureData MatrixExport::figureData(const MatrixView& view)
{
    const auto& matrix = view.matrix;
    charts::GridFigureData data;
    data.title = tr("Which GPU suits which workload");
    data.subtitle = tr("The engine's verdict for each GPU on each workload, against the best GPU of the row");
    data.footnote = tr("Each row is ranked over these GPUs from the workload's priorities; key figure: GPUs needed, "
                       "speed or time, cost.");
    data.placeholder = tr("Select GPUs to compare.");
    for (std::size_t r = 0; r < matrix.rowCount(); ++r)
        data.rows << rowName(view, r);
    for (std::size_t c = 0; c < matrix.columnCount(); ++c)
        data.columns << gpuName(view, c);
    for (std::size_t r = 0; r < matrix.rowCount(); ++r) {
        for (std::size_t c = 0; c < matrix.columnCount(); ++c) {
            const auto& cell = matrix.cell(r, c);
            data.cells.append({cellText(cell, view.locale, view.shown), colorOf(cell.verdict)});
        }
    }
    for (const Verdict verdict : engine::allVerdicts) {
        data.legend.append({tr("%1: %2").arg(MatrixText::verdictWithSymbol(verdict),
                                             MatrixText::rule(verdict, view.assumptions, view.locale)),
                            colorOf(verdict)});
    }
    return data;
}

std::unique_ptr<charts::ChartFigure> MatrixExport::figure(const MatrixView& view, const QSizeF& size)
{
    return charts::ChartFacade::createGrid(figureData(view), charts::ChartTheme(charts::ChartThemeKind::Light), size);
}

ExportTable MatrixExport::table(const MatrixView& view)
{
    const auto& matrix = view.matrix;
    ExportTable table;
    table.title = tr("Which GPU suits which workload");
    table.headers = QStringList{tr("Workload"), tr("GPU"),        tr("Verdict"), tr("GPUs"),
                                tr("Score"),    tr("Key figure"), tr("Cost"),    tr("Reasons")};
    table.numeric = QList<bool>{false, false, false, true, true, false, false, false};
    for (std::size_t r = 0; r < matrix.rowCount(); ++r) {
        for (std::size_t c = 0; c < matrix.columnCount(); ++c) {
            const auto& cell = matrix.cell(r, c);
            table.rows.append(QStringList{rowName(view, r), gpuName(view, c), MatrixText::verdict(cell.verdict),
                                          QString::number(cell.count()), QString::number(cell.score, 'f', 1),
                                          MatrixText::metric(cell.headline, view.locale),
                                          MatrixText::cost(cell.headline, view.locale, view.shown),
                                          MatrixText::reasons(cell, view.locale, view.shown).join(QLatin1Char(' '))});
        }
    }
    return table;
}

bool MatrixExport::supports(const QString& path)
{
    return ChartExporter::formatFor(path) || TableExporter::formatFor(path);
}

QString MatrixExport::unsupportedMessage(const QString& path)
{
    return tr("--out: unknown file type \"%1\" in %2; use .png, .svg, .pdf, .csv, .md or .html")
        .arg(QFileInfo(path).suffix(), QDir::toNativeSeparators(path));
}

ExportResult MatrixExport::write(const MatrixView& view, const QString& path)
{
    if (const auto format = ChartExporter::formatFor(path)) {
        const auto drawn = figure(view);
        ImageExportOptions options;
        options.size = charts::ChartFacade::defaultSize();
        return ChartExporter::write(*drawn, path, *format, options);
    }
    if (const auto format = TableExporter::formatFor(path))
        return TableExporter::write(table(view), path, *format);
    return ExportResult::failure(unsupportedMessage(path));
}

} // namespace gpuatlas::ui::exporting
