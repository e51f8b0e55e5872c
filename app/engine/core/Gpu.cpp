// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/Gpu.h"

#include <initializer_list>

namespace gpuatlas::engine::inline core {

bool Gpu::isUnverified(std::string_view pointer) const
{
    for (const auto& entry : unverified) {
        if (namesField(entry, pointer))
            return true;
    }
    return false;
}

double pcieX16BandwidthGBs(int generation)
{
    // Per-direction x16 rates from the PCI-SIG specifications, doubled for both directions.
    switch (generation) {
    case 3:
        return 2 * 15.75;
    case 4:
        return 2 * 31.5;
    case 5:
        return 2 * 63.0;
    case 6:
        return 2 * 121.0;
    default:
        break;
    }
    return generation < 3 ? 2 * 7.9 : 2 * 121.0;
}

std::string_view formFactorId(FormFactor formFactor)
{
    switch (formFactor) {
    case FormFactor::SXM:
        return "SXM";
    case FormFactor::PCIe:
        return "PCIe";
    case FormFactor::OAM:
        return "OAM";
    case FormFactor::Superchip:
        return "Superchip";
    case FormFactor::Desktop:
        return "Desktop";
    }
    return "PCIe";
}

std::optional<FormFactor> formFactorFromId(std::string_view id)
{
    for (const auto form :
         {FormFactor::SXM, FormFactor::PCIe, FormFactor::OAM, FormFactor::Superchip, FormFactor::Desktop}) {
        if (formFactorId(form) == id)
            return form;
    }
    return std::nullopt;
}

std::string_view marketId(Market market)
{
    return market == Market::China ? "china" : "global";
}

std::optional<Market> marketFromId(std::string_view id)
{
    if (id == "global")
        return Market::Global;
    if (id == "china")
        return Market::China;
    return std::nullopt;
}

bool inMarket(const Gpu& gpu, MarketScope scope)
{
    switch (scope) {
    case MarketScope::Global:
        return gpu.market == Market::Global;
    case MarketScope::China:
        return gpu.market == Market::China;
    case MarketScope::All:
        break;
    }
    return true;
}

std::string_view marketScopeId(MarketScope scope)
{
    return scope == MarketScope::All ? "all" : marketId(scope == MarketScope::China ? Market::China : Market::Global);
}

std::optional<MarketScope> marketScopeFromId(std::string_view id)
{
    if (id == "all")
        return MarketScope::All;
    if (const auto market = marketFromId(id))
        return *market == Market::China ? MarketScope::China : MarketScope::Global;
    return std::nullopt;
}

std::string_view linkTopologyId(LinkTopology topology)
{
    switch (topology) {
    case LinkTopology::Switch:
        return "switch";
    case LinkTopology::Bridge:
        return "bridge";
    case LinkTopology::Mesh:
        return "mesh";
    }
    return "switch";
}

} // namespace gpuatlas::engine::inline core
