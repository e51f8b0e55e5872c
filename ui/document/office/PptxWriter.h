// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Deck.h"
#include "ui/document/export/AtomicWriter.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace gpuatlas::ui::exporting::office {

// Writes a Deck as a PowerPoint presentation (.pptx, ECMA-376 PresentationML, 16:9):
// one slide master with two layouts, a notes page per slide, tables as a:tbl, and each
// chart as a DrawingML chart part with its values cached and the workbook of its data
// embedded (ppt/embeddings/), so PowerPoint, Keynote and LibreOffice can restyle the
// chart and edit its data.
class PptxWriter
{
    Q_DECLARE_TR_FUNCTIONS(PptxWriter)

public:
    static bool bytes(const Deck& deck, QByteArray& out, QString& error);
    // Atomically, all or nothing.
    static ExportResult write(const Deck& deck, const QString& path);
};

} // namespace gpuatlas::ui::exporting::office
