// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "OfficeChart.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace gpuatlas::ui::exporting::office {

// A paragraph of a slide's body.
struct SlideParagraph
{
    QString text;
    int level = 0;      // 0: a point, 1: a detail under it
    bool bullet = true; // false: a plain line (a lead-in, a note)
    bool bold = false;
};

// A native table: text cells, as the report shows them.
struct SlideTable
{
    QStringList headers;
    QList<QStringList> rows;
    QList<bool> numeric;  // per column: right-aligned
    QList<double> widths; // per column, relative; empty: equal
};

struct Slide
{
    enum class Kind
    {
        Title,   // the deck's title, subtitle and byline
        Content, // a title and a body, a table or a chart
    };
    Kind kind = Kind::Content;
    QString title;
    QString subtitle; // Title slides
    QList<SlideParagraph> body;
    std::optional<SlideTable> table;
    std::optional<OfficeChart> chart;
    QString caption;   // one small line under a table or chart (its source, what n/a means)
    QStringList notes; // the speaker notes, one paragraph each
};

// A presentation in one language: what PptxWriter writes as a .pptx.
struct Deck
{
    QString title;
    QString subject;
    QString language = QStringLiteral("en-US"); // BCP 47 of the text
    QDateTime created = QDateTime::currentDateTime();
    QList<Slide> slides;
};

} // namespace gpuatlas::ui::exporting::office
