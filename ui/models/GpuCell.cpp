// SPDX-License-Identifier: GPL-3.0-or-later
#include "GpuCell.h"

#include <QBrush>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>

namespace gpuatlas::ui {

using text::GpuField;
using text::GpuFields;
using text::Sparsity;

namespace {

// Figures with a unit line up on the right so digits compare at a glance; the link
// column is a phrase ("NVLink 900 GB/s (switch, 8 GPUs)") and reads better on the left.
bool alignRight(GpuField field)
{
    return !GpuFields::unit(field).isEmpty() && field != GpuField::Interconnect;
}

} // namespace

QString GpuCell::escaped(const std::string& text)
{
    return QString::fromStdString(text).toHtmlEscaped();
}

QVariant GpuCell::fieldHeader(GpuField field, Sparsity sparsity, int role)
{
    switch (role) {
    case Qt::DisplayRole:
        return label(field, sparsity);
    case Qt::ToolTipRole:
        return labelToolTip(field, sparsity);
    default:
        return {};
    }
}

QString GpuCell::label(GpuField field, Sparsity sparsity)
{
    if (sparsity == Sparsity::Sparse && GpuFields::isTensor(field))
        return tr("%1 (sparse)").arg(GpuFields::label(field));
    return GpuFields::label(field);
}

QString GpuCell::labelToolTip(GpuField field, Sparsity sparsity)
{
    QString tip = GpuFields::description(field);
    if (GpuFields::isTensor(field)) {
        tip += QLatin1Char('\n') + (sparsity == Sparsity::Sparse ? tr("Figures with 2:4 structured sparsity.")
                                                                 : tr("Dense figures (no sparsity)."));
    }
    return tip;
}

QString GpuCell::toolTip(const engine::Gpu& gpu, GpuField field, Sparsity sparsity)
{
    QString tip = QStringLiteral("<qt><b>%1</b>").arg(escaped(gpu.name));
    if (field != GpuField::Name) {
        tip += QStringLiteral("<br>") +
               tr("%1: %2").arg(label(field, sparsity), GpuFields::display(gpu, field, sparsity)).toHtmlEscaped();
    } else {
        tip += QStringLiteral("<br>") + tr("Tick the box to compare this GPU side by side.").toHtmlEscaped();
        if (gpu.custom)
            tip += QStringLiteral("<br><i>%1</i>").arg(tr("A GPU you added.").toHtmlEscaped());
    }
    if (GpuFields::isNumeric(field) && !GpuFields::value(gpu, field, sparsity) && field != GpuField::Interconnect) {
        tip += QStringLiteral("<br>") + tr("This GPU has no such figure.").toHtmlEscaped();
        return tip + QStringLiteral("</qt>");
    }
    if (const auto* source = gpu.sourceFor(GpuFields::sourcePointer(field, sparsity))) {
        tip += QStringLiteral("<hr>") + tr("Source: %1").arg(escaped(source->title));
        tip += QStringLiteral("<br><small>%1</small>").arg(escaped(source->url));
        if (!source->retrieved.empty())
            tip += QStringLiteral("<br><small>%1</small>").arg(tr("Retrieved %1").arg(escaped(source->retrieved)));
    }
    if (GpuFields::isUnverified(gpu, field, sparsity))
        tip += QStringLiteral("<br><i>%1</i>").arg(GpuFields::unverifiedNote().toHtmlEscaped());
    return tip + QStringLiteral("</qt>");
}

QVariant GpuCell::data(const engine::Gpu& gpu, GpuField field, Sparsity sparsity, int role, bool best)
{
    switch (role) {
    case Qt::DisplayRole:
        // The user's own GPUs: italics (FontRole) and a "custom" marker after the name.
        return field == GpuField::Name ? GpuFields::displayName(gpu) : GpuFields::displayMarked(gpu, field, sparsity);
    case RawValueRole: {
        if (!GpuFields::isNumeric(field))
            return GpuFields::display(gpu, field, sparsity);
        const auto value = GpuFields::value(gpu, field, sparsity);
        return value ? QVariant(*value) : QVariant();
    }
    case Qt::ToolTipRole:
        return toolTip(gpu, field, sparsity);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignVCenter | (alignRight(field) ? Qt::AlignRight : Qt::AlignLeft));
    case Qt::FontRole: {
        const bool italic = gpu.custom && field == GpuField::Name;
        if (!best && !italic)
            return {};
        QFont font;
        font.setBold(best);
        font.setItalic(italic);
        return font;
    }
    case Qt::BackgroundRole: {
        if (!best)
            return {};
        // A tint of the palette's highlight, so it stays subtle in light and dark themes.
        QColor tint = QGuiApplication::palette().color(QPalette::Highlight);
        tint.setAlpha(48);
        return QBrush(tint);
    }
    case GpuIdRole:
        return QString::fromStdString(gpu.id);
    case CustomGpuRole:
        return gpu.custom;
    case BestValueRole:
        return best;
    default:
        return {};
    }
}

} // namespace gpuatlas::ui
