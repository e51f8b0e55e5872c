// SPDX-License-Identifier: GPL-3.0-or-later
#include "SlidesCommands.h"

#include "CliContext.h"
#include "ReportCommands.h"
#include "ui/document/office/DeckBuilder.h"
#include "ui/document/office/PptxWriter.h"

#include <QDir>
#include <QFileInfo>

namespace gpuatlas::cli {

int SlidesCommands::slides(CliContext& context)
{
    if (!context.arguments().isEmpty())
        return context.badInput(tr("slides: unexpected argument \"%1\"").arg(context.arguments().front()));
    if (!context.isSet(QStringLiteral("workload")))
        return context.badInput(tr("--workload: give the workload file (JSON), e.g. --workload chat.json"));
    if (!context.isSet(QStringLiteral("out")))
        return context.badInput(tr("slides: --out FILE.pptx is required"));
    const QString out = context.option(QStringLiteral("out"));
    if (QFileInfo(out).suffix().toLower() != QLatin1String("pptx")) {
        return context.badInput(tr("--out: unknown file type \"%1\" in %2; use .pptx")
                                    .arg(QFileInfo(out).suffix(), QDir::toNativeSeparators(out)));
    }
    return ReportCommands::exportReport(context, [](const ui::exporting::ReportInput& input, const QString& path) {
        using namespace ui::exporting::office;
        return PptxWriter::write(DeckBuilder::build(input), path);
    });
}

} // namespace gpuatlas::cli
