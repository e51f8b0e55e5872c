// SPDX-License-Identifier: GPL-3.0-or-later
// What GpuFields says about where a GPU is sold and about figures no vendor document states:
// the market names of the filters and the market setting, and the unverified mark.
#include "GpuFields.h"

namespace gpuatlas::text {

using engine::Gpu;

QString GpuFields::marketName(engine::Market market)
{
    return market == engine::Market::China ? tr("China", "market: parts made for China's export rules")
                                           : tr("Worldwide", "market: sold everywhere");
}

QString GpuFields::marketScopeName(engine::MarketScope scope)
{
    switch (scope) {
    case engine::MarketScope::Global:
        return tr("Parts sold worldwide", "market setting");
    case engine::MarketScope::China:
        return tr("China-market parts", "market setting: parts made for China's export rules");
    case engine::MarketScope::All:
        break;
    }
    return tr("All markets", "market setting");
}

QString GpuFields::outsideMarketName(const QString& name, engine::Market market)
{
    return tr("%1 (%2)", "a GPU outside the market chosen, with its own market").arg(name, marketName(market));
}

bool GpuFields::isUnverified(const Gpu& gpu, GpuField field, Sparsity sparsity)
{
    // A figure the GPU lacks (FP4 on Hopper, "–") is nothing to verify.
    if (field == GpuField::Name || (isNumeric(field) && !value(gpu, field, sparsity)))
        return false;
    return gpu.isUnverified(sourcePointer(field, sparsity));
}

QString GpuFields::unverifiedMark()
{
    return QStringLiteral("\u2020"); // dagger, as in a footnote
}

QString GpuFields::unverifiedNote()
{
    return tr("%1 Unverified: no vendor or maker document states this figure; it comes from the best secondary "
              "source found.")
        .arg(unverifiedMark());
}

QString GpuFields::displayMarked(const Gpu& gpu, GpuField field, Sparsity sparsity, const QLocale& locale)
{
    const QString text = display(gpu, field, sparsity, locale);
    return isUnverified(gpu, field, sparsity) ? text + QStringLiteral(" ") + unverifiedMark() : text;
}

} // namespace gpuatlas::text
