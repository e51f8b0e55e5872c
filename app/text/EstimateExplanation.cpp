// SPDX-License-Identifier: GPL-3.0-or-later
#include "EstimateExplanation.h"

#include "EngineText.h"
#include "LayoutText.h"
#include "Money.h"
#include "Prose.h"
#include "Units.h"

namespace gpuatlas::text {

using engine::Estimate;

QString EstimateExplanation::summary(const Estimate& estimate, const QString& gpuName, const engine::Workload&)
{
    const QLocale locale;
    const QString what = tr("%1 × %2").arg(estimate.count()).arg(gpuName);
    QStringList facts;
    // The engine's headline figures, as the results table shows them.
    const engine::Headline& h = estimate.headline;
    const bool serves = h.comparesCapacity() && !estimate.has(engine::ReasonCode::CannotSustainLoad);
    if (serves && h.throughput && h.capacity)
        // Serving a given load, the tokens/s delivered are the load's; the configuration's
        // own figure is how much it could take (the results table's capacity column).
        facts << tr("serves %1 (capacity %2)")
                     .arg(Units::tokensPerSecond(*h.throughput, locale), Units::tokensPerSecond(*h.capacity, locale));
    else if (h.throughput && h.unit == engine::ThroughputUnit::Images)
        facts << tr("%1 images/s").arg(Units::estimate(*h.throughput, locale));
    else if (h.throughput && h.unit == engine::ThroughputUnit::Samples)
        facts << tr("%1 samples/s").arg(Units::estimate(*h.throughput, locale));
    else if (h.throughput)
        facts << Units::tokensPerSecond(*h.throughput, locale);
    if (h.latency == engine::LatencyKind::TimeToTrain && h.hours)
        facts << tr("done in %1").arg(Units::hours(*h.hours, locale));
    // Costs in the currency the estimate's were converted to (Workspace::currency).
    const engine::Currency currency = estimate.cost.currency;
    if (const auto perHour = Money::perHourOf(estimate.cost))
        facts << Money::perHour(*perHour, currency, locale);
    const auto cost = Money::headlineValue(estimate);
    if (cost && h.costBasis == engine::CostBasis::PerRun)
        facts << tr("%1 for the run").arg(Money::amount(*cost, currency, locale));
    else if (cost && h.costBasis == engine::CostBasis::PerMillionTokens)
        facts << tr("%1 per million tokens").arg(Money::amount(*cost, currency, locale));
    if (facts.isEmpty()) // nothing could be estimated: the reasons below say why
        return estimate.feasible ? what : tr("%1: not feasible.").arg(what);
    return tr("%1: %2.").arg(what, Prose::list(facts));
}

QString EstimateExplanation::layoutHtml(const Estimate& estimate, const QLocale& locale)
{
    // Runner-up layouts worth reading about; the CLI lists as many.
    constexpr int maxAlternativesShown = 3;
    if (estimate.count() <= 1 && estimate.alternatives.empty())
        return {};
    QString out =
        QStringLiteral("<h4>%1</h4><p>%2</p>")
            .arg(tr("Layout").toHtmlEscaped(), text::LayoutText::layout(estimate.parallelism).toHtmlEscaped());
    const QStringList others = text::LayoutText::alternatives(estimate, maxAlternativesShown, locale);
    if (others.isEmpty())
        return out;
    out += QStringLiteral("<p>%1</p><ul>").arg(tr("Also considered:").toHtmlEscaped());
    for (const QString& other : others)
        out += QStringLiteral("<li>%1</li>").arg(other.toHtmlEscaped());
    return out + QStringLiteral("</ul>");
}

QString EstimateExplanation::html(const Estimate& estimate, const QString& gpuName, const engine::Workload& workload,
                                  const QDate& asOf)
{
    const QLocale locale;
    const auto& m = estimate.memory;
    const auto& p = estimate.performance;
    QString out;
    out += QStringLiteral("<h3>%1</h3>").arg(summary(estimate, gpuName, workload).toHtmlEscaped());
    out += QStringLiteral("<p><b>%1</b></p>")
               .arg((estimate.feasible ? tr("Feasible.") : tr("Not feasible.")).toHtmlEscaped());

    if (!estimate.reasons.empty()) {
        out += QStringLiteral("<ul>");
        const auto money = DisplayCurrency::ofCost(estimate.cost);
        for (const auto& reason : estimate.reasons) {
            const QString sentence = EngineText::reason(reason, locale, money).toHtmlEscaped();
            out += reason.blocking ? QStringLiteral("<li><span style='color:#b00020'>%1</span></li>").arg(sentence)
                                   : QStringLiteral("<li>%1</li>").arg(sentence);
        }
        out += QStringLiteral("</ul>");
    }

    out += layoutHtml(estimate, locale);

    out +=
        QStringLiteral("<h4>%1</h4><table cellspacing='0' cellpadding='2'>").arg(tr("Memory per GPU").toHtmlEscaped());
    const auto row = [&](const QString& label, double gb) {
        if (gb > 0)
            out += QStringLiteral("<tr><td>%1</td><td align='right'>%2</td></tr>")
                       .arg(label.toHtmlEscaped(), Units::gigabytes(gb, locale).toHtmlEscaped());
    };
    row(tr("Weights"), m.weightsGB);
    row(tr("KV cache"), m.kvCacheGB);
    row(tr("Activations"), m.activationsGB);
    row(tr("Gradients"), m.gradientsGB);
    row(tr("Optimizer states"), m.optimizerGB);
    row(tr("Runtime reserve"), m.overheadGB);
    out += QStringLiteral("<tr><td><b>%1</b></td><td align='right'><b>%2</b></td></tr>")
               .arg(tr("Total").toHtmlEscaped(), Units::gigabytes(m.totalGB(), locale).toHtmlEscaped());
    out += QStringLiteral("<tr><td>%1</td><td align='right'>%2</td></tr></table>")
               .arg(tr("Usable").toHtmlEscaped(),
                    tr("%1 of %2")
                        .arg(Units::gigabytes(m.usableGB, locale), Units::cardMemory(m.capacityGB, locale))
                        .toHtmlEscaped());

    out += QStringLiteral("<h4>%1</h4><p>").arg(tr("Speed").toHtmlEscaped());
    QStringList speed;
    speed << tr("Bottleneck: %1.").arg(EngineText::bottleneck(p.bottleneck));
    if (p.ttftMs && !workload.isTraining())
        speed << tr("First token after %1.").arg(Units::milliseconds(*p.ttftMs, locale));
    if (p.itlMs && !workload.isTraining())
        speed << tr("Then one token every %1 per request.").arg(Units::milliseconds(*p.itlMs, locale));
    speed << tr("Uncertainty: %1 to %2 of the central value.")
                 .arg(Units::percent(p.rangeLow, locale), Units::percent(p.rangeHigh, locale));
    const double total = p.computeSeconds + p.memorySeconds + p.commSeconds + p.overheadSeconds;
    if (total > 0) {
        speed << tr("Time per step: compute %1, memory traffic %2, GPU-to-GPU communication %3, fixed overhead %4.")
                     .arg(Units::percent(p.computeSeconds / total, locale),
                          Units::percent(p.memorySeconds / total, locale),
                          Units::percent(p.commSeconds / total, locale),
                          Units::percent(p.overheadSeconds / total, locale));
    }
    out += Prose::sentences(speed).toHtmlEscaped() + QStringLiteral("</p>");

    if (const auto perHour = Money::perHourOf(estimate.cost)) {
        out += QStringLiteral("<h4>%1</h4><p>").arg(tr("Cost").toHtmlEscaped());
        QStringList cost;
        cost << tr("%1 for %n GPU(s) (%2).", nullptr, estimate.count())
                    .arg(Money::perHour(*perHour, estimate.cost.currency, locale),
                         QString::fromStdString(estimate.cost.priceSource()));
        // A quote in another currency says which rate converted it.
        const auto& rate = estimate.cost.exchangeRate;
        if (rate && rate->basis != engine::RateBasis::Identity && estimate.cost.priceCurrency != estimate.cost.currency)
            cost << tr("The price is quoted in %1, converted at %2.")
                        .arg(Money::code(estimate.cost.priceCurrency), Money::datedRate(*rate, locale));
        if (engine::isPriceOld(estimate.cost.priceDate, asOf.toString(Qt::ISODate).toStdString()))
            cost << tr("That price is more than a year old: check the current one (Tools > Prices).");
        if (estimate.cost.energyKwh)
            cost << (workload.isTraining() ? tr("Energy for the run: %1.") : tr("Energy per million tokens: %1."))
                        .arg(Units::kilowattHours(*estimate.cost.energyKwh, locale));
        out += Prose::sentences(cost).toHtmlEscaped() + QStringLiteral("</p>");
    }
    return out;
}

} // namespace gpuatlas::text
