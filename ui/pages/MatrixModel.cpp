// SPDX-License-Identifier: GPL-3.0-or-later
#include "MatrixModel.h"

#include "text/MatrixText.h"
#include "ui/document/charts/ChartTheme.h"
#include "ui/document/export/MatrixExport.h"

#include <QColor>
#include <QLocale>
#include <QTextDocument>

namespace gpuatlas::ui {

using exporting::MatrixExport;
using exporting::MatrixView;
using text::MatrixText;

namespace {

// A light tint of the verdict's palette colour, readable under body text.
QColor tintOf(engine::Verdict verdict)
{
    const charts::ChartTheme theme;
    QColor color = theme.seriesColor(MatrixExport::colorOf(verdict));
    color.setAlphaF(0.28f);
    return color;
}

} // namespace

MatrixModel::MatrixModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void MatrixModel::setMatrix(std::optional<engine::SuitabilityMatrix> matrix, std::vector<engine::Gpu> gpus,
                            const engine::Assumptions& assumptions, const text::DisplayCurrency& shown)
{
    beginResetModel();
    m_shown = shown;
    m_matrix = std::move(matrix);
    m_gpus = std::move(gpus);
    m_assumptions = assumptions;
    endResetModel();
}

const engine::MatrixCell* MatrixModel::cellAt(const QModelIndex& index) const
{
    if (!m_matrix || !index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return nullptr;
    return &m_matrix->cell(static_cast<std::size_t>(index.row()), static_cast<std::size_t>(index.column()));
}

int MatrixModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_matrix ? 0 : static_cast<int>(m_matrix->rowCount());
}

int MatrixModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_matrix ? 0 : static_cast<int>(m_matrix->columnCount());
}

QVariant MatrixModel::data(const QModelIndex& index, int role) const
{
    const engine::MatrixCell* cell = cellAt(index);
    if (!cell)
        return {};
    const QLocale locale;
    switch (role) {
    case Qt::DisplayRole:
        return MatrixExport::cellText(*cell, locale, m_shown);
    case Qt::BackgroundRole:
        return tintOf(cell->verdict);
    case Qt::ToolTipRole: {
        QStringList lines{MatrixText::summary(*cell, locale)};
        lines << MatrixText::reasons(*cell, locale, m_shown);
        // Tool tips are rich text when they look like it: names from a file stay text.
        return Qt::convertFromPlainText(lines.join(QLatin1Char('\n')), Qt::WhiteSpaceNormal);
    }
    case Qt::AccessibleTextRole: {
        const MatrixView view{*m_matrix, m_gpus, m_assumptions, locale, m_shown};
        return tr("%1 on %2: %3, %4")
            .arg(MatrixExport::rowName(view, static_cast<std::size_t>(index.row())),
                 MatrixExport::gpuName(view, static_cast<std::size_t>(index.column())),
                 MatrixText::summary(*cell, locale), MatrixText::headline(*cell, locale, m_shown));
    }
    default:
        return {};
    }
}

QVariant MatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (!m_matrix || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    const MatrixView view{*m_matrix, m_gpus, m_assumptions, QLocale()};
    if (orientation == Qt::Horizontal && section < columnCount()) {
        const QString name = MatrixExport::gpuName(view, static_cast<std::size_t>(section));
        return role == Qt::ToolTipRole ? Qt::convertFromPlainText(name, Qt::WhiteSpaceNormal) : name;
    }
    if (orientation == Qt::Vertical && section < rowCount()) {
        const auto row = static_cast<std::size_t>(section);
        if (role == Qt::ToolTipRole) {
            const auto language = MatrixExport::languageOf(QLocale());
            return Qt::convertFromPlainText(QString::fromStdString(m_matrix->rows()[row].description.in(language)),
                                            Qt::WhiteSpaceNormal);
        }
        return MatrixExport::rowName(view, row);
    }
    return {};
}

void MatrixModel::retranslate()
{
    if (rowCount() > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    emit headerDataChanged(Qt::Horizontal, 0, std::max(0, columnCount() - 1));
    emit headerDataChanged(Qt::Vertical, 0, std::max(0, rowCount() - 1));
}

} // namespace gpuatlas::ui
