// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>
#include <QStringList>

namespace gpuatlas::ui::charts {

enum class ChartThemeKind
{
    Light,
    Dark,
};

enum class FontRole
{
    Title,
    Subtitle,
    Legend,
    AxisLabel,  // radar spokes, bar panel titles
    TickLabel,  // numbers on value axes
    ValueLabel, // values written next to bars
    Footnote,
};

// The presentation look of a figure, on screen and in every export: colours that
// survive a projector, a colour-blind-safe series palette and pixel-sized fonts.
class ChartTheme
{
public:
    explicit ChartTheme(ChartThemeKind kind = ChartThemeKind::Light);

    ChartThemeKind kind() const { return m_kind; }
    QColor background() const;
    QColor text() const;
    QColor secondaryText() const;
    QColor grid() const;
    QColor axisLine() const;
    // The baseline's 100 % ring, reference marks, called-out points.
    QColor emphasis() const;
    // Something is wrong (a configuration that does not fit): not a palette colour, so
    // it never reads as one of the series.
    QColor alert() const;
    // The empty track behind a bar (memory still free).
    QColor track() const;

    // Okabe & Ito (2008), "Color Universal Design": eight colours that stay distinct
    // for the common colour-vision deficiencies. Ordered for the background (yellow
    // last on white, black replaced by white on dark).
    QColor seriesColor(int index) const;
    // Solid for the first eight series, dashed and dotted after the palette repeats,
    // so that series 1 and 9 still differ.
    Qt::PenStyle seriesPenStyle(int index) const;
    // The same for filled shapes (bars): solid, then hatched.
    Qt::BrushStyle seriesBrushStyle(int index) const;
    static constexpr int paletteSize = 8;

    // Pixel-sized (not point-sized) fonts: a point size is resolved against the paint
    // device, so SVG, PDF and PNG at 300 DPI would lay the same text out differently.
    // `scale` is the figure's size relative to the 1200 x 800 design size. The family
    // list prefers Simplified or Traditional Chinese CJK faces by the default locale,
    // so that Han characters take the regional glyph forms, not the Japanese ones.
    QFont font(FontRole role, double scale = 1.0) const;
    // The font families tried, in order (see font()).
    static QStringList fontFamilies();

    // Size the fonts were designed for; figures scale fonts by their size relative to it.
    static constexpr double designWidth = 1200;
    static constexpr double designHeight = 800;
    static double scaleFor(double width, double height);

private:
    ChartThemeKind m_kind;
};

} // namespace gpuatlas::ui::charts
