// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text/GpuFields.h"

#include <QCoreApplication>
#include <QVariant>

namespace gpuatlas::ui {

// What a spec cell shows, shared by the table (GPUs as rows) and the side-by-side
// comparison (GPUs as columns), so both read and mark values the same way.
class GpuCell
{
    Q_DECLARE_TR_FUNCTIONS(GpuCell)

public:
    enum Role
    {
        // The raw number for numeric sorting; null where the GPU lacks the figure.
        // Text fields give their text.
        RawValueRole = Qt::UserRole,
        GpuIdRole,
        // true for a GPU the user added (Gpu::custom).
        CustomGpuRole,
        // true where the cell holds the best value among the GPUs in view.
        BestValueRole,
    };

    static QVariant data(const engine::Gpu& gpu, text::GpuField field, text::Sparsity sparsity, int role, bool best);
    // The value with its source: title, address and the date it was read.
    static QString toolTip(const engine::Gpu& gpu, text::GpuField field, text::Sparsity sparsity);
    // Header label; tensor columns say when they show sparse figures, so a reader
    // never takes a sparse number for a dense one.
    static QString label(text::GpuField field, text::Sparsity sparsity);
    static QString labelToolTip(text::GpuField field, text::Sparsity sparsity);
    // Header data of a field (label and tooltip), whichever way the fields run.
    static QVariant fieldHeader(text::GpuField field, text::Sparsity sparsity, int role);
    // Catalogue text made safe to put in rich text.
    static QString escaped(const std::string& text);
};

} // namespace gpuatlas::ui
