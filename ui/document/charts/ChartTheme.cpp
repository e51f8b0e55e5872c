// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartTheme.h"

#include <QLocale>

#include <algorithm>
#include <array>

namespace gpuatlas::ui::charts {

namespace {

// Okabe-Ito colours.
constexpr QRgb black = 0x000000, orange = 0xE69F00, skyBlue = 0x56B4E9, bluishGreen = 0x009E73, yellow = 0xF0E442,
               blue = 0x0072B2, vermillion = 0xD55E00, reddishPurple = 0xCC79A7, white = 0xF2F2F2;

constexpr std::array<QRgb, ChartTheme::paletteSize> lightPalette{blue,          orange,  bluishGreen, vermillion,
                                                                 reddishPurple, skyBlue, black,       yellow};
constexpr std::array<QRgb, ChartTheme::paletteSize> darkPalette{skyBlue,       orange, bluishGreen, vermillion,
                                                                reddishPurple, yellow, white,       blue};

} // namespace

QStringList ChartTheme::fontFamilies()
{
    // Latin faces first (they carry the digits and GPU names), then CJK faces for the
    // script of the interface language; the system fallback comes after these.
    QStringList families{QStringLiteral("Noto Sans"), QStringLiteral("Segoe UI"), QStringLiteral("Helvetica Neue"),
                         QStringLiteral("Arial"), QStringLiteral("DejaVu Sans")};
    const QLocale locale;
    const bool traditional = locale.script() == QLocale::TraditionalHanScript ||
                             locale.territory() == QLocale::Taiwan || locale.territory() == QLocale::HongKong;
    if (traditional) {
        families << QStringLiteral("Noto Sans CJK TC") << QStringLiteral("Source Han Sans TC")
                 << QStringLiteral("Microsoft JhengHei") << QStringLiteral("PingFang TC");
    } else {
        families << QStringLiteral("Noto Sans CJK SC") << QStringLiteral("Source Han Sans SC")
                 << QStringLiteral("Microsoft YaHei") << QStringLiteral("PingFang SC");
    }
    return families;
}

ChartTheme::ChartTheme(ChartThemeKind kind)
    : m_kind(kind)
{
}

QColor ChartTheme::background() const
{
    return m_kind == ChartThemeKind::Light ? QColor(0xFFFFFF) : QColor(0x1E2128);
}

QColor ChartTheme::text() const
{
    return m_kind == ChartThemeKind::Light ? QColor(0x1A1A1A) : QColor(0xF0F0F0);
}

QColor ChartTheme::secondaryText() const
{
    return m_kind == ChartThemeKind::Light ? QColor(0x555555) : QColor(0xB8BCC4);
}

QColor ChartTheme::grid() const
{
    return m_kind == ChartThemeKind::Light ? QColor(0xD5D5D5) : QColor(0x464B55);
}

QColor ChartTheme::axisLine() const
{
    return m_kind == ChartThemeKind::Light ? QColor(0x8A8A8A) : QColor(0x8C919B);
}

QColor ChartTheme::emphasis() const
{
    return m_kind == ChartThemeKind::Light ? QColor(0x333333) : QColor(0xDDDDDD);
}

QColor ChartTheme::alert() const
{
    return m_kind == ChartThemeKind::Light ? QColor(0xB00020) : QColor(0xFF7B7B);
}

QColor ChartTheme::track() const
{
    return m_kind == ChartThemeKind::Light ? QColor(0xEEF0F3) : QColor(0x2C3038);
}

QColor ChartTheme::seriesColor(int index) const
{
    const auto& palette = m_kind == ChartThemeKind::Light ? lightPalette : darkPalette;
    return QColor(palette[static_cast<std::size_t>(std::max(index, 0)) % palette.size()]);
}

Qt::PenStyle ChartTheme::seriesPenStyle(int index) const
{
    static constexpr std::array styles{Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
    return styles[static_cast<std::size_t>(std::max(index, 0) / paletteSize) % styles.size()];
}

Qt::BrushStyle ChartTheme::seriesBrushStyle(int index) const
{
    static constexpr std::array styles{Qt::SolidPattern, Qt::BDiagPattern, Qt::FDiagPattern, Qt::CrossPattern};
    return styles[static_cast<std::size_t>(std::max(index, 0) / paletteSize) % styles.size()];
}

double ChartTheme::scaleFor(double width, double height)
{
    // Below 0.7 the tick labels get smaller than 10 px; beyond 3 the text is poster-sized.
    return std::clamp(std::min(width / designWidth, height / designHeight), 0.7, 3.0);
}

QFont ChartTheme::font(FontRole role, double scale) const
{
    int size = 17;
    bool bold = false;
    switch (role) {
    case FontRole::Title:
        size = 30;
        bold = true;
        break;
    case FontRole::Subtitle:
        size = 17;
        break;
    case FontRole::Legend:
        size = 17;
        break;
    case FontRole::AxisLabel:
        size = 16;
        break;
    case FontRole::TickLabel:
        size = 13;
        break;
    case FontRole::ValueLabel:
        size = 14;
        break;
    case FontRole::Footnote:
        size = 13;
        break;
    }
    QFont font;
    font.setFamilies(fontFamilies());
    font.setPixelSize(std::max(1, static_cast<int>(size * scale + 0.5)));
    font.setBold(bold);
    // Hinting tuned for the screen would make the PDF and SVG glyph advances differ.
    font.setHintingPreference(QFont::PreferNoHinting);
    return font;
}

} // namespace gpuatlas::ui::charts
