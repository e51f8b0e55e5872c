// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ChartData.h"
#include "ChartTheme.h"

#include <QRectF>
#include <QSizeF>

#include <memory>

class QGraphicsRectItem;
class QGraphicsScene;
class QPainter;

namespace gpuatlas::ui::charts {

class FigureLegend;
class FigureText;
enum class LegendSymbol;

// A finished chart: title, subtitle (the normalisation), legend, plot and footnote,
// laid out for a logical size. What the screen and every export draw; the renderer
// behind the plot (Qt Charts today) is private to the subclasses made by ChartFacade.
class ChartFigure
{
public:
    virtual ~ChartFigure();
    ChartFigure(const ChartFigure&) = delete;
    ChartFigure& operator=(const ChartFigure&) = delete;

    const ChartData& data() const { return m_data; }
    const ChartTheme& theme() const { return m_theme; }

    // Lays the figure out for `size` in logical pixels; fonts follow the size
    // (ChartTheme::scaleFor), so a figure reads the same small or large.
    void resize(const QSizeF& size);
    QSizeF size() const { return m_size; }

    // Without a background, exports are transparent around the drawing.
    void setBackgroundVisible(bool visible);
    bool isBackgroundVisible() const;

    // Draws the whole figure into `target` of `painter` (any device: image, SVG, PDF).
    void render(QPainter& painter, const QRectF& target);

    // The scene a view shows; owned by the figure.
    QGraphicsScene& scene() { return *m_scene; }

protected:
    ChartFigure(ChartData data, const ChartTheme& theme, LegendSymbol symbol);

    // Whether there is anything to plot (else the placeholder text is shown).
    bool hasPlot() const;
    // The pen of a reference mark, the same in the plot and the legend.
    static Qt::PenStyle penStyle(MarkStyle style);
    // Puts a value label (font already set) just after the end of its bar at `end`
    // (scene coordinates, vertical centre of the bar), or inside the bar's end when it
    // would pass `right`; `color` is the bar's palette slot, `hasBar` false for "n/a".
    void placeBarLabel(FigureText& label, const QPointF& end, qreal right, bool hasBar, int color, double scale) const;
    // Places the plot into `area` (figure coordinates) at font scale `scale`.
    virtual void layoutPlot(const QRectF& area, double scale) = 0;
    // Hides or shows the plot's items (hidden while the placeholder shows).
    virtual void setPlotVisible(bool visible) = 0;
    // Whether the legend stands to the right of the plot in `area` (a round radar in
    // a wide figure), rather than in rows above it.
    virtual bool legendBeside(const QRectF& area) const;
    // The widest the plot is worth making in `area` (a radar is round: more width
    // only pushes the legend away from it).
    virtual qreal preferredPlotWidth(const QRectF& area) const;

private:
    void layout();

    ChartData m_data;
    ChartTheme m_theme;
    QSizeF m_size;
    std::unique_ptr<QGraphicsScene> m_scene;
    QGraphicsRectItem* m_background = nullptr;
    FigureText* m_title = nullptr;
    FigureText* m_subtitle = nullptr;
    FigureText* m_footnote = nullptr;
    FigureText* m_placeholder = nullptr;
    FigureLegend* m_legend = nullptr;
};

} // namespace gpuatlas::ui::charts
