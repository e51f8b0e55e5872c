// SPDX-License-Identifier: GPL-3.0-or-later
#include "LayoutText.h"

#include "EngineText.h"

namespace gpuatlas::text {

QString LayoutText::parts(const engine::Parallelism& p)
{
    QStringList parts;
    if (p.tensorParallel > 1)
        parts << tr("TP %1").arg(p.tensorParallel);
    if (p.pipelineParallel > 1) {
        parts << (p.virtualStages > 1
                      ? tr("PP %1 (%2 virtual stages each)").arg(p.pipelineParallel).arg(p.virtualStages)
                      : tr("PP %1").arg(p.pipelineParallel));
    }
    if (p.expertParallel > 1)
        parts << tr("EP %1").arg(p.expertParallel);
    if (p.attentionDataParallel > 1)
        parts << tr("attention DP %1").arg(p.attentionDataParallel);
    // Copies of the whole model: training's data parallel, inference's replicas.
    if (p.replicas > 1)
        parts << tr("DP %1").arg(p.replicas);
    return parts.join(QStringLiteral(" × "));
}

QString LayoutText::layout(const engine::Parallelism& p)
{
    if (p.count <= 1)
        return tr("single GPU");
    QString out = parts(p);
    if (out.isEmpty())
        out = tr("%n GPU(s)", nullptr, p.count);
    // The link only matters where GPUs exchange data (the engine then names its rate):
    // replicas that serve on their own do not.
    if (p.linkGBs > 0)
        out = (p.nvlink ? tr("%1 over NVLink") : tr("%1 over PCIe")).arg(out);
    if (p.nodes > 1)
        out = tr("%1, %n server(s)", nullptr, p.nodes).arg(out);
    return out;
}

QString LayoutText::alternative(const engine::LayoutOption& option, const QLocale& locale, const DisplayCurrency& money)
{
    const QString why = EngineText::reason(option.lostBecause, locale, money);
    const QString name = parts(option.parallelism);
    return tr("%1: %2", "a runner-up layout: why it lost").arg(name.isEmpty() ? layout(option.parallelism) : name, why);
}

QStringList LayoutText::alternatives(const engine::Estimate& estimate, int most, const QLocale& locale)
{
    QStringList out;
    for (const auto& option : estimate.alternatives) {
        if (out.size() >= most)
            break;
        out << alternative(option, locale, DisplayCurrency::ofCost(estimate.cost));
    }
    return out;
}

} // namespace gpuatlas::text
