// SPDX-License-Identifier: GPL-3.0-or-later
#include "DeckMatrix.h"

#include "DeckTables.h"
#include "engine/rank/StandardWorkloads.h"
#include "engine/rank/SuitabilityMatrix.h"
#include "files/DataFiles.h"
#include "state/Workspace.h"
#include "text/MatrixText.h"
#include "ui/document/export/MatrixExport.h"

#include <QLocale>

#include <algorithm>

namespace gpuatlas::ui::exporting::office {

namespace {

// "★ Recommended · 2 GPUs": a cell short enough for a slide's table; the key figure and
// cost are on the page and in the report.
QString matrixCellText(const engine::MatrixCell& cell)
{
    return text::MatrixText::verdictWithSymbol(cell.verdict) + QStringLiteral(" · ") +
           text::MatrixText::gpus(cell.count());
}

// The best GPU of each row and why the others fell short, as the Matrix page's side pane says it.
QStringList rowNotes(const MatrixView& view)
{
    QStringList notes;
    for (std::size_t r = 0; r < view.matrix.rowCount(); ++r) {
        QStringList verdicts;
        for (std::size_t c = 0; c < view.matrix.columnCount(); ++c) {
            const auto& cell = view.matrix.cell(r, c);
            verdicts << DeckMatrix::tr("%1: %2").arg(MatrixExport::gpuName(view, c), text::MatrixText::summary(cell));
        }
        notes << DeckMatrix::tr("%1 — %2").arg(MatrixExport::rowName(view, r), verdicts.join(QStringLiteral("; ")));
    }
    return notes;
}

} // namespace

QList<Slide> DeckMatrix::slides(const ReportInput& input, const std::vector<const engine::Gpu*>& gpus)
{
    if (!input.workspace || gpus.empty())
        return {};
    const Workspace& workspace = *input.workspace;
    const auto all = files::DataFiles::loadStandardWorkloads(workspace.models());
    if (!all)
        return {};
    const auto rows = engine::matrixWorkloads(all.value());
    std::vector<engine::Gpu> columns;
    const std::size_t shown = std::min(gpus.size(), DeckTables::gpusPerSlide);
    for (std::size_t i = 0; i < shown; ++i)
        columns.push_back(*gpus[i]);
    const auto matrix = engine::SuitabilityMatrix::compute(
        {rows, columns, workspace.models(), &workspace.prices(), workspace.assumptions()});
    const MatrixView view{matrix, columns, workspace.assumptions(), QLocale()};

    SlideTable table;
    table.headers << tr("Workload");
    table.numeric << false;
    table.widths << 1.6;
    for (std::size_t c = 0; c < matrix.columnCount(); ++c) {
        table.headers << MatrixExport::gpuName(view, c);
        table.numeric << false;
        table.widths << 1.0;
    }
    for (std::size_t r = 0; r < matrix.rowCount(); ++r) {
        QStringList row{MatrixExport::rowName(view, r)};
        for (std::size_t c = 0; c < matrix.columnCount(); ++c)
            row << matrixCellText(matrix.cell(r, c));
        table.rows << row;
    }
    QStringList notes;
    for (const auto verdict : {engine::Verdict::Recommended, engine::Verdict::Suitable, engine::Verdict::Possible,
                               engine::Verdict::Unsuitable})
        notes << tr("%1: %2").arg(text::MatrixText::verdictWithSymbol(verdict),
                                  text::MatrixText::rule(verdict, workspace.assumptions(), view.locale));
    notes << rowNotes(view);
    const QString caption = tr("Each row ranked over these GPUs by the engine; ★ recommended, ✓ suitable, "
                               "○ possible, ✗ unsuitable. The Matrix page gives every cell's reasons.");
    return DeckTables::paginate(tr("Which GPU suits which work"), table, notes, caption);
}

} // namespace gpuatlas::ui::exporting::office
