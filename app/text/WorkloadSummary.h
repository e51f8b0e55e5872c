// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Money.h"
#include "engine/core/Catalog.h"
#include "engine/core/Model.h"
#include "engine/core/Workload.h"

#include <QCoreApplication>
#include <QList>
#include <QLocale>
#include <QString>

namespace gpuatlas::text {

// A workload in words, field by field, for the report: what the engine was asked, in
// the reader's language, with the defaults it filled in said as such.
class WorkloadSummary
{
    Q_DECLARE_TR_FUNCTIONS(WorkloadSummary)

public:
    struct Field
    {
        QString label;
        QString value;
    };

    // Name, task, model, precision; the inference or training fields of its task;
    // constraints (the budgets, kept in dollars, shown in `shown`'s currency); priorities;
    // the GPUs considered.
    static QList<Field> fields(const engine::Workload& workload, const engine::ModelCatalog& models,
                               const engine::Catalog& catalog, const QLocale& locale = QLocale(),
                               const DisplayCurrency& shown = {});
    // The workload's name, or one made from its task and model ("Inference on Llama 3 8B").
    static QString title(const engine::Workload& workload, const engine::ModelCatalog& models);

private:
    // The task's own fields: the serving side's, or the training run's.
    static void inferenceFields(QList<Field>& out, const engine::Workload& workload, const QLocale& locale);
    static void trainingFields(QList<Field>& out, const engine::Workload& workload, const QLocale& locale);
};

} // namespace gpuatlas::text
