// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/cost/CostOfOwnership.h"

#include "engine/core/Assumptions.h"
#include "engine/core/UnitConstants.h"

#include <algorithm>
#include <cmath>

namespace gpuatlas::engine::inline cost {

using units::million;
using units::secondsPerHour;
using units::wattsPerKw;

namespace {

using Input = OwnershipInputId;

constexpr double monthsPerYear = 12.0;

// The table of record (docs/engine.md, "Cost of ownership", lists the same).
constexpr OwnershipInputInfo inputTable[] = {
    {Input::Utilisation, "own.utilisation", 0.6, "fraction of hours", 0.01, 1.0,
     "your estimate: the share of the month's hours the GPUs do useful work (bought GPUs cost the same whether "
     "busy or idle; rented ones are paid by the hour used)"},
    {Input::ElectricityUsdPerKwh, "own.electricity_usd_per_kwh", 0.1241, "$/kWh", 0.0, 2.0,
     "U.S. EIA, Electric Power Monthly (Table 5.3): average retail price to the commercial sector in 2022, "
     "12.41 cents/kWh; states range from about 7 to 39 cents"},
    // The site's PUE for cost of ownership, where a building's cooling is part of the bill;
    // energy.pue (1 = GPU energy only) is what a job's own energy figure counts unless set.
    {Input::Pue, "own.pue", 1.56, "ratio", 1.0, 3.0,
     "Uptime Institute Global Data Center Survey 2024: average annual PUE 1.56 (1.55-1.59 since 2020); new large "
     "facilities reach 1.3 or less"},
    {Input::PowerFraction, "own.power_fraction", typicalBoardPowerFraction, "fraction of TDP", 0.1, 1.0,
     "average board power under sustained AI load; GPUs draw 60-90% of TDP in training and serving (ML.ENERGY "
     "leaderboard, MLPerf Power); the same figure as energy.power_fraction"},
    {Input::HostPowerFraction, "own.host_power_fraction", 0.7, "x GPU TDP", 0.0, 3.0,
     "the rest of the server: NVIDIA DGX H100 is specified at 10.2 kW for 5.6 kW of GPUs (0.82); ServeTheHome "
     "measured 8-GPU PCIe servers (8x L40S or H100 PCIe, 2.8 kW of GPUs) at 4.3-5 kW (0.54-0.79)"},
    {Input::ServerUsdPerGpuSxm, "own.server_usd_per_gpu_sxm", 12000, "$ per GPU", 0.0, 1.0e6,
     "an 8x H100 SXM HGX server with 8x 400 Gb/s InfiniBand quoted at $317,000 by Thinkmate (Aug 2024, cited "
     "in E. Cheah, 'H100 Freakonomics'), less 8 GPUs at about $27,500: about $12,000 per GPU for baseboard, "
     "CPUs, memory, NICs, storage and chassis"},
    {Input::ServerUsdPerGpuPcie, "own.server_usd_per_gpu_pcie", 4000, "$ per GPU", 0.0, 1.0e6,
     "SemiAnalysis bill of materials of a DGX H100 without its GPUs (CPUs, memory, storage, NICs, chassis, "
     "power supplies): $32,010 for 8 GPUs, about $4,000 per GPU (Epoch AI, training-cost-trends); a PCIe host "
     "needs the same parts without the NVSwitch baseboard"},
    {Input::DepreciationMonths, "own.depreciation_months", 36, "months", 6, 120,
     "a common planning life for accelerators: NVIDIA ships a data-centre generation about every two years "
     "(V100 2017, A100 2020, H100 2022, B200 2024), so GPUs are usually written off over 3 years; use 60 for a "
     "5-year life"},
    {Input::ResidualFraction, "own.residual_fraction", 0.0, "fraction of purchase", 0.0, 0.9,
     "optional: the resale value you expect at the end of depreciation; 0 counts none (conservative)"},
    {Input::MaintenancePerYear, "own.maintenance_per_year", 0.0, "fraction of purchase per year", 0.0, 0.5,
     "optional: a support contract or expected repairs per year; 0 counts none"},
    {Input::HostingUsdPerKwMonth, "own.hosting_usd_per_kw_month", 184.06, "$ per kW-month", 0.0, 2000,
     "CBRE, North America Data Center Trends H2 2024: average asking rate for a 250-500 kW colocation "
     "requirement, $184.06 per kW per month (space, cooling, power delivery; energy billed separately); set 0 "
     "for your own server room"},
};

static_assert(std::size(inputTable) == ownershipInputCount, "one entry per OwnershipInputId");

double ratePerBusyHour(double monthly, double busyHours)
{
    return busyHours > 0 ? monthly / busyHours : 0.0;
}

std::optional<double> perMillionUnits(double perBusyHour, const std::optional<double>& unitsPerS)
{
    if (!unitsPerS || *unitsPerS <= 0)
        return std::nullopt;
    return perBusyHour / (*unitsPerS * secondsPerHour) * million;
}

std::optional<double> perRun(double perBusyHour, const std::optional<double>& runHours)
{
    if (!runHours)
        return std::nullopt;
    return perBusyHour * *runHours;
}

} // namespace

OwnershipInputs::OwnershipInputs()
{
    for (const auto& entry : inputTable)
        m_values[static_cast<std::size_t>(entry.id)] = entry.defaultValue;
}

std::span<const OwnershipInputInfo> OwnershipInputs::all()
{
    return inputTable;
}

const OwnershipInputInfo& OwnershipInputs::info(OwnershipInputId id)
{
    return inputTable[static_cast<std::size_t>(id)];
}

const OwnershipInputInfo* OwnershipInputs::find(std::string_view key)
{
    for (const auto& entry : inputTable) {
        if (entry.key == key)
            return &entry;
    }
    return nullptr;
}

double OwnershipInputs::set(OwnershipInputId id, double value)
{
    const auto& entry = info(id);
    const double clamped = std::clamp(value, entry.minimum, entry.maximum);
    m_values[static_cast<std::size_t>(id)] = clamped;
    return clamped;
}

bool OwnershipInputs::set(std::string_view key, double value)
{
    const auto* entry = find(key);
    if (!entry)
        return false;
    set(entry->id, value);
    return true;
}

bool OwnershipInputs::isDefault(OwnershipInputId id) const
{
    return (*this)[id] == info(id).defaultValue;
}

double OwnershipInputs::serverUsdPerGpu(const Gpu& gpu) const
{
    return gpu.formFactor == FormFactor::PCIe ? (*this)[Input::ServerUsdPerGpuPcie]
                                              : (*this)[Input::ServerUsdPerGpuSxm];
}

double CostOfOwnership::capex(const OwnershipRequest& r)
{
    return r.count * (r.purchaseUsdPerGpu + r.inputs.serverUsdPerGpu(r.gpu));
}

double CostOfOwnership::busyPowerKw(const OwnershipRequest& r)
{
    const auto& in = r.inputs;
    return r.count * r.gpu.tdpW / wattsPerKw * (1.0 + in[Input::HostPowerFraction]) * in[Input::PowerFraction] *
           in[Input::Pue];
}

double CostOfOwnership::rentMonthly(const OwnershipRequest& r, double utilisation)
{
    const double hours = r.billing == RentBilling::AllHours ? hoursPerMonth : hoursPerMonth * utilisation;
    return r.rentUsdPerGpuHour * r.count * hours;
}

OwnedMonth CostOfOwnership::buyMonthly(const OwnershipRequest& r, double utilisation)
{
    const auto& in = r.inputs;
    const double purchase = capex(r);
    // Colocation is billed on the IT power provisioned, whether it is drawn or not.
    const double provisionedKw = r.count * r.gpu.tdpW / wattsPerKw * (1.0 + in[Input::HostPowerFraction]);
    OwnedMonth month;
    month.depreciation = purchase * (1.0 - in[Input::ResidualFraction]) / in[Input::DepreciationMonths];
    month.maintenance = purchase * in[Input::MaintenancePerYear] / monthsPerYear;
    // Idle draw is not counted: a busy GPU at power_fraction of TDP, an idle one at none.
    month.energy = busyPowerKw(r) * hoursPerMonth * utilisation * in[Input::ElectricityUsdPerKwh];
    month.hosting = provisionedKw * in[Input::HostingUsdPerKwMonth];
    return month;
}

double CostOfOwnership::cumulativeRent(const OwnershipRequest& r, double utilisation, double months)
{
    return rentMonthly(r, utilisation) * months;
}

double CostOfOwnership::cumulativeBuy(const OwnershipRequest& r, double utilisation, double months)
{
    return capex(r) + buyMonthly(r, utilisation).running() * months;
}

BreakEven CostOfOwnership::breakEvenUtilisation(const OwnershipRequest& r)
{
    // Both costs are linear in the utilisation u: rent(u) = a + b u, buy(u) = c + d u.
    const double a = rentMonthly(r, 0.0);
    const double b = rentMonthly(r, 1.0) - a;
    const OwnedMonth idle = buyMonthly(r, 0.0);
    const double c = idle.total();
    const double d = buyMonthly(r, 1.0).total() - c;
    // buy(u) - rent(u) = (c - a) + (d - b) u
    const double atZero = c - a;
    const double slope = d - b;
    const double atOne = atZero + slope;
    if (atZero <= 0 && atOne <= 0)
        return {BreakEvenKind::BuyAlwaysCheaper, std::nullopt};
    if (atZero > 0 && atOne > 0)
        return {BreakEvenKind::RentAlwaysCheaper, std::nullopt};
    const double u = -atZero / slope;
    return {slope < 0 ? BreakEvenKind::BuyCheaperAbove : BreakEvenKind::BuyCheaperBelow, u};
}

std::optional<double> CostOfOwnership::breakEvenMonth(const OwnershipRequest& r, double utilisation)
{
    // capex + running x t = rent x t  =>  t = capex / (rent - running)
    const double saving = rentMonthly(r, utilisation) - buyMonthly(r, utilisation).running();
    if (saving <= 0)
        return std::nullopt;
    return capex(r) / saving;
}

OwnershipCost CostOfOwnership::compute(const OwnershipRequest& r)
{
    OwnershipCost out;
    const double u = r.inputs[Input::Utilisation];
    out.utilisation = u;
    out.busyHoursPerMonth = hoursPerMonth * u;
    out.capexUsd = capex(r);
    out.rentMonthlyUsd = rentMonthly(r, u);
    out.buyMonthly = buyMonthly(r, u);
    out.rentPerBusyHourUsd = ratePerBusyHour(out.rentMonthlyUsd, out.busyHoursPerMonth);
    out.buyPerBusyHourUsd = ratePerBusyHour(out.buyMonthly.total(), out.busyHoursPerMonth);
    out.breakEven = breakEvenUtilisation(r);
    out.breakEvenMonth = breakEvenMonth(r, u);
    out.paysOffWithinLife = out.breakEvenMonth && *out.breakEvenMonth <= r.inputs[Input::DepreciationMonths];
    out.rentUsdPerMillionUnits = perMillionUnits(out.rentPerBusyHourUsd, r.unitsPerS);
    out.buyUsdPerMillionUnits = perMillionUnits(out.buyPerBusyHourUsd, r.unitsPerS);
    out.rentUsdPerRun = perRun(out.rentPerBusyHourUsd, r.runHours);
    out.buyUsdPerRun = perRun(out.buyPerBusyHourUsd, r.runHours);
    out.cheaper = out.buyMonthly.total() < out.rentMonthlyUsd ? OwnershipChoice::Buy : OwnershipChoice::Rent;
    return out;
}

std::optional<double> CostOfOwnership::unitsPerS(const Estimate& estimate)
{
    const auto& perf = estimate.performance;
    if (perf.tokensPerS)
        return perf.tokensPerS;
    if (perf.samplesPerS)
        return perf.samplesPerS;
    return perf.imagesPerS;
}

RentBilling CostOfOwnership::billingFor(const Price& rental)
{
    return rental.kind == PriceKind::Reserved ? RentBilling::AllHours : RentBilling::PerHourUsed;
}

std::optional<OwnershipCost> CostOfOwnership::forEstimate(const Estimate& estimate, const Catalog& catalog,
                                                          const PriceBook& prices, const OwnershipInputs& inputs)
{
    const Gpu* gpu = catalog.find(estimate.gpuId);
    const Price* rental = prices.defaultRental(estimate.gpuId);
    const Price* purchase = prices.defaultPurchase(estimate.gpuId);
    if (!gpu || !rental || !purchase)
        return std::nullopt;
    return compute({*gpu, estimate.count(), rental->usdPerGpuHour, billingFor(*rental), purchase->usd, inputs,
                    unitsPerS(estimate), estimate.performance.timeToTrainHours});
}

std::optional<WayToRun> CostOfOwnership::cheapestWay(std::span<const Estimate> estimates, const Catalog& catalog,
                                                     const PriceBook& prices, const OwnershipInputs& inputs)
{
    std::optional<WayToRun> best;
    for (std::size_t i = 0; i < estimates.size(); ++i) {
        const Estimate& estimate = estimates[i];
        const Gpu* gpu = catalog.find(estimate.gpuId);
        const Price* rental = prices.defaultRental(estimate.gpuId);
        const auto units = unitsPerS(estimate);
        if (!estimate.feasible || !gpu || !rental || !units || *units <= 0)
            continue;
        const Price* purchase = prices.defaultPurchase(estimate.gpuId);
        const OwnershipCost cost =
            compute({*gpu, estimate.count(), rental->usdPerGpuHour, billingFor(*rental), purchase ? purchase->usd : 0.0,
                     inputs, units, estimate.performance.timeToTrainHours});
        const auto consider = [&](OwnershipChoice how, double perBusyHour) {
            const double perUnit = perBusyHour / (*units * secondsPerHour);
            if (!best || perUnit < best->usdPerUnit)
                best = WayToRun{i, how, rental, purchase, cost, perBusyHour, perUnit};
        };
        consider(OwnershipChoice::Rent, cost.rentPerBusyHourUsd);
        if (purchase)
            consider(OwnershipChoice::Buy, cost.buyPerBusyHourUsd);
    }
    return best;
}

RentOrBuy CostOfOwnership::rentOrBuy(const RentOrBuyRequest& r)
{
    RentOrBuy out;
    const double u = r.inputs[Input::Utilisation];
    const OwnershipRequest owned{r.buyGpu, r.buyCount,     0.0,         RentBilling::PerHourUsed, r.purchaseUsdPerGpu,
                                 r.inputs, r.buyUnitsPerS, std::nullopt};
    out.utilisation = u;
    out.buyBusyHoursPerMonth = hoursPerMonth * u;
    out.unitsPerMonth = r.buyUnitsPerS * secondsPerHour * out.buyBusyHoursPerMonth;
    out.rentBusyHoursPerMonth = r.rentUnitsPerS > 0 ? out.unitsPerMonth / (r.rentUnitsPerS * secondsPerHour) : 0.0;
    if (r.billing == RentBilling::AllHours) {
        // A committed configuration is paid for every hour of the month; a slower one
        // that needs more than a month of hours takes as many whole configurations.
        const double configurations = std::max(1.0, std::ceil(out.rentBusyHoursPerMonth / hoursPerMonth - 1e-9));
        out.rentPaidHoursPerMonth = configurations * hoursPerMonth;
    } else {
        out.rentPaidHoursPerMonth = out.rentBusyHoursPerMonth;
    }
    out.rentMonthlyUsd = r.rentUsdPerGpuHour * r.rentCount * out.rentPaidHoursPerMonth;
    out.capexUsd = capex(owned);
    out.buyMonthly = buyMonthly(owned, u);
    const double saving = out.rentMonthlyUsd - out.buyMonthly.running();
    if (saving > 0)
        out.breakEvenMonth = out.capexUsd / saving;
    out.paysOffWithinLife = out.breakEvenMonth && *out.breakEvenMonth <= r.inputs[Input::DepreciationMonths];
    if (out.unitsPerMonth > 0) {
        out.rentUsdPerMillionUnits = out.rentMonthlyUsd / out.unitsPerMonth * million;
        out.buyUsdPerMillionUnits = out.buyMonthly.total() / out.unitsPerMonth * million;
        if (r.unitsPerRun) {
            out.rentUsdPerRun = out.rentMonthlyUsd / out.unitsPerMonth * *r.unitsPerRun;
            out.buyUsdPerRun = out.buyMonthly.total() / out.unitsPerMonth * *r.unitsPerRun;
        }
    }
    out.cheaper = out.buyMonthly.total() < out.rentMonthlyUsd ? OwnershipChoice::Buy : OwnershipChoice::Rent;
    return out;
}

std::optional<RentOrBuy> CostOfOwnership::rentOrBuy(const Estimate& rented, const Price& rental, const Estimate& bought,
                                                    double purchaseUsdPerGpu, const Catalog& catalog,
                                                    const OwnershipInputs& inputs)
{
    const Gpu* rentGpu = catalog.find(rented.gpuId);
    const Gpu* buyGpu = catalog.find(bought.gpuId);
    const auto rentUnits = unitsPerS(rented);
    const auto buyUnits = unitsPerS(bought);
    if (!rentGpu || !buyGpu || !rentUnits || !buyUnits || *rentUnits <= 0 || *buyUnits <= 0)
        return std::nullopt;
    // A quote in a currency the rates cannot convert has no dollar figure to compare.
    if (!rental.hasUsdFigure())
        return std::nullopt;
    std::optional<double> unitsPerRun;
    if (bought.performance.timeToTrainHours)
        unitsPerRun = *buyUnits * secondsPerHour * *bought.performance.timeToTrainHours;
    return rentOrBuy({*rentGpu, rented.count(), rental.usdPerGpuHour, billingFor(rental), *rentUnits, *buyGpu,
                      bought.count(), purchaseUsdPerGpu, *buyUnits, inputs, unitsPerRun});
}

std::optional<RentOrBuyChoice> CostOfOwnership::defaultRentOrBuy(std::span<const Estimate> estimates,
                                                                 const Catalog& catalog, const PriceBook& prices,
                                                                 const OwnershipInputs& inputs)
{
    std::optional<RentOrBuyChoice> choice = RentOrBuyChoice{};
    double bestRent = 0;
    double bestBuy = 0;
    bool rent = false;
    bool buy = false;
    for (std::size_t i = 0; i < estimates.size(); ++i) {
        const Estimate& estimate = estimates[i];
        const Gpu* gpu = catalog.find(estimate.gpuId);
        const auto units = unitsPerS(estimate);
        if (!estimate.feasible || !gpu || !units || *units <= 0)
            continue;
        const Price* rental = prices.defaultRental(estimate.gpuId);
        const Price* purchase = prices.defaultPurchase(estimate.gpuId);
        const OwnershipCost cost = compute({*gpu, estimate.count(), rental ? rental->usdPerGpuHour : 0.0,
                                            rental ? billingFor(*rental) : RentBilling::PerHourUsed,
                                            purchase ? purchase->usd : 0.0, inputs, units, std::nullopt});
        const double perUnit = secondsPerHour * *units;
        if (rental && (!rent || cost.rentPerBusyHourUsd / perUnit < bestRent)) {
            rent = true;
            bestRent = cost.rentPerBusyHourUsd / perUnit;
            choice->rentIndex = i;
            choice->rental = rental;
        }
        if (purchase && (!buy || cost.buyPerBusyHourUsd / perUnit < bestBuy)) {
            buy = true;
            bestBuy = cost.buyPerBusyHourUsd / perUnit;
            choice->buyIndex = i;
            choice->purchase = purchase;
        }
    }
    if (!rent || !buy)
        choice.reset();
    return choice;
}

} // namespace gpuatlas::engine::inline cost
