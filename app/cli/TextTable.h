// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace gpuatlas::cli {

// A plain-text table for the terminal. Column widths count East Asian wide
// characters as two cells, so Chinese headers line up.
class TextTable
{
public:
    enum class Align
    {
        Left,
        Right,
    };

    void setHeader(const QStringList& header, std::vector<Align> align = {});
    void addRow(const QStringList& row);
    QString render() const;

    // Terminal cells `text` occupies.
    static int displayWidth(const QString& text);

private:
    QStringList m_header;
    std::vector<Align> m_align;
    std::vector<QStringList> m_rows;
};

} // namespace gpuatlas::cli
