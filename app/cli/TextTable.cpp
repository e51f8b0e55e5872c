// SPDX-License-Identifier: GPL-3.0-or-later
#include "TextTable.h"

#include <algorithm>

namespace gpuatlas::cli {

namespace {

bool isWide(char32_t c)
{
    // Unicode East Asian Width "W"/"F" blocks that occur in our text.
    return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E) || (c >= 0x3041 && c <= 0x33FF) ||
           (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA000 && c <= 0xA4CF) ||
           (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) ||
           (c >= 0xFF00 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
}

QString padded(const QString& text, int width, TextTable::Align align)
{
    const QString fill(std::max(0, width - TextTable::displayWidth(text)), QLatin1Char(' '));
    return align == TextTable::Align::Right ? fill + text : text + fill;
}

} // namespace

int TextTable::displayWidth(const QString& text)
{
    int width = 0;
    for (const char32_t c : text.toUcs4())
        width += isWide(c) ? 2 : 1;
    return width;
}

void TextTable::setHeader(const QStringList& header, std::vector<Align> align)
{
    m_header = header;
    m_align = std::move(align);
    m_align.resize(static_cast<std::size_t>(header.size()), Align::Left);
}

void TextTable::addRow(const QStringList& row)
{
    m_rows.push_back(row);
}

QString TextTable::render() const
{
    std::vector<int> widths(static_cast<std::size_t>(m_header.size()), 0);
    auto measure = [&](const QStringList& row) {
        for (qsizetype i = 0; i < row.size() && i < m_header.size(); ++i)
            widths[static_cast<std::size_t>(i)] = std::max(widths[static_cast<std::size_t>(i)], displayWidth(row[i]));
    };
    measure(m_header);
    for (const auto& row : m_rows)
        measure(row);

    auto line = [&](const QStringList& row) {
        QStringList cells;
        for (qsizetype i = 0; i < m_header.size(); ++i) {
            const auto column = static_cast<std::size_t>(i);
            cells << padded(i < row.size() ? row[i] : QString(), widths[column], m_align[column]);
        }
        QString text = cells.join(QStringLiteral("  "));
        while (text.endsWith(QLatin1Char(' ')))
            text.chop(1);
        return text + QLatin1Char('\n');
    };
    QString out = line(m_header);
    QStringList rule;
    for (const int width : widths)
        rule << QString(width, QLatin1Char('-'));
    out += rule.join(QStringLiteral("  ")) + QLatin1Char('\n');
    for (const auto& row : m_rows)
        out += line(row);
    return out;
}

} // namespace gpuatlas::cli
