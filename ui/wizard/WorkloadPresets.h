// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Workload.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace gpuatlas::ui {

// Starting points people recognise. Each fills the whole draft workload with values
// typical of that job; the user then adjusts them on the following pages. They are the
// standard workloads of data/workloads.json shown in the wizard (the suitability matrix
// reads the same list), then "custom".
struct WorkloadPreset
{
    QString id;
    engine::Workload workload;
};

class WorkloadPresets
{
    Q_DECLARE_TR_FUNCTIONS(WorkloadPresets)

public:
    static const std::vector<WorkloadPreset>& all();
    static const WorkloadPreset* find(const QString& id);
    // In the interface language (the default QLocale's).
    static QString name(const QString& id);
    static QString description(const QString& id);
};

} // namespace gpuatlas::ui
