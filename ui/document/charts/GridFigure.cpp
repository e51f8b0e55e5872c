// SPDX-License-Identifier: GPL-3.0-or-later
#include "GridFigure.h"

#include "FigureLegend.h"
#include "FigureText.h"

#include <QFontMetricsF>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QPen>

#include <algorithm>

namespace gpuatlas::ui::charts {

namespace {

// A cell's fill: its palette colour over the background, light enough for body text to
// keep a contrast of at least 4.5:1 on it.
constexpr double tintOpacity = 0.28;
// Fonts shrink to this share of their design size, no further, to fit many rows.
constexpr double minimumFit = 0.55;

} // namespace

ChartData GridFigure::legendData(const GridFigureData& grid)
{
    ChartData data;
    data.title = grid.title;
    data.subtitle = grid.subtitle;
    data.footnote = grid.footnote;
    data.placeholder = grid.rows.isEmpty() || grid.columns.isEmpty() ? grid.placeholder : QString();
    for (const auto& row : grid.rows) {
        ChartCategory category;
        category.label = row;
        data.categories.append(category);
    }
    for (const auto& key : grid.legend) {
        ChartSeriesData series;
        series.name = key.name;
        series.colorIndex = key.color;
        data.series.append(series);
    }
    return data;
}

GridFigure::GridFigure(GridFigureData grid, const ChartTheme& theme)
    : ChartFigure(legendData(grid), theme, LegendSymbol::Box)
    , m_grid(std::move(grid))
{
    const auto addText = [this](const QString& text, QList<FigureText*>& into) {
        auto* item = new FigureText;
        item->setText(text);
        item->setColor(this->theme().text());
        scene().addItem(item);
        into.append(item);
        m_items.append(item);
    };
    for (const auto& row : m_grid.rows)
        addText(row, m_rowLabels);
    for (const auto& column : m_grid.columns)
        addText(column, m_columnLabels);
    const qsizetype expected = m_grid.rows.size() * m_grid.columns.size();
    for (qsizetype i = 0; i < std::min(expected, m_grid.cells.size()); ++i) {
        const auto& cell = m_grid.cells[i];
        auto* box = scene().addRect(QRectF(), QPen(this->theme().grid()), tint(cell.color));
        m_boxes.append(box);
        m_items.append(box);
        addText(cell.text, m_cellTexts);
    }
}

GridFigure::~GridFigure() = default;

QColor GridFigure::tint(int color) const
{
    const QColor base = theme().seriesColor(color);
    const QColor back = theme().background();
    const auto mix = [](double a, double b) { return a * tintOpacity + b * (1.0 - tintOpacity); };
    return QColor::fromRgbF(static_cast<float>(mix(base.redF(), back.redF())),
                            static_cast<float>(mix(base.greenF(), back.greenF())),
                            static_cast<float>(mix(base.blueF(), back.blueF())));
}

void GridFigure::setPlotVisible(bool visible)
{
    for (auto* item : m_items)
        item->setVisible(visible);
}

void GridFigure::layoutPlot(const QRectF& area, double scale)
{
    const int columns = static_cast<int>(m_grid.columns.size());
    if (columns == 0)
        return;
    const auto measure = [&](double fit, qreal& labelWidth, qreal& columnWidth, qreal& headerHeight,
                             QList<qreal>& rowHeights) {
        const QFont header = theme().font(FontRole::AxisLabel, scale * fit);
        const QFont body = theme().font(FontRole::ValueLabel, scale * fit);
        const qreal pad = 6 * scale * fit;
        qreal widest = 0;
        for (const auto* label : m_rowLabels)
            widest = std::max(widest, QFontMetricsF(header).horizontalAdvance(label->text()));
        labelWidth = std::min(area.width() * 0.3, widest + 2 * pad);
        columnWidth = (area.width() - labelWidth) / columns;
        headerHeight = 0;
        for (auto* label : m_columnLabels) {
            label->setFont(header);
            headerHeight = std::max(headerHeight, label->layoutInWidth(columnWidth - 2 * pad) + 2 * pad);
        }
        rowHeights.clear();
        qreal total = headerHeight;
        for (int r = 0; r < m_rowLabels.size(); ++r) {
            m_rowLabels[r]->setFont(header);
            qreal height = m_rowLabels[r]->layoutInWidth(labelWidth - 2 * pad) + 2 * pad;
            for (int c = 0; c < columns && r * columns + c < m_cellTexts.size(); ++c) {
                auto* text = m_cellTexts[r * columns + c];
                text->setFont(body);
                height = std::max(height, text->layoutInWidth(columnWidth - 2 * pad) + 2 * pad);
            }
            rowHeights.append(height);
            total += height;
        }
        return total;
    };
    qreal labelWidth = 0, columnWidth = 0, headerHeight = 0;
    QList<qreal> rowHeights;
    double fit = 1.0;
    const qreal needed = measure(fit, labelWidth, columnWidth, headerHeight, rowHeights);
    if (needed > area.height()) {
        fit = std::max(minimumFit, area.height() / needed);
        measure(fit, labelWidth, columnWidth, headerHeight, rowHeights);
    }
    const qreal pad = 6 * scale * fit;
    for (int c = 0; c < columns; ++c)
        m_columnLabels[c]->setPos(area.left() + labelWidth + c * columnWidth + pad, area.top() + pad);
    qreal top = area.top() + headerHeight;
    for (int r = 0; r < m_rowLabels.size(); ++r) {
        m_rowLabels[r]->setPos(area.left() + pad, top + pad);
        for (int c = 0; c < columns && r * columns + c < m_cellTexts.size(); ++c) {
            const qreal left = area.left() + labelWidth + c * columnWidth;
            m_boxes[r * columns + c]->setRect(QRectF(left, top, columnWidth, rowHeights[r]));
            m_cellTexts[r * columns + c]->setPos(left + pad, top + pad);
        }
        top += rowHeights[r];
    }
}

} // namespace gpuatlas::ui::charts
