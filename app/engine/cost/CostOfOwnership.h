// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Catalog.h"
#include "engine/core/Estimate.h"
#include "engine/core/Gpu.h"
#include "engine/cost/PriceBook.h"

#include <array>
#include <cstddef>
#include <optional>
#include <span>
#include <string_view>

namespace gpuatlas::engine::inline cost {

// The inputs of rent-versus-buy that are not prices: named, with a unit, bounds and a
// source, editable by the user like Assumptions (docs/engine.md, "Cost of ownership").
enum class OwnershipInputId
{
    Utilisation, // share of the month's hours the GPUs are busy
    ElectricityUsdPerKwh,
    Pue,
    PowerFraction,       // average board power while busy, fraction of TDP
    HostPowerFraction,   // the rest of the server (CPUs, switches, fans), fraction of GPU TDP
    ServerUsdPerGpuSxm,  // server share per GPU for SXM/OAM modules (an HGX-class server)
    ServerUsdPerGpuPcie, // server share per GPU for PCIe cards
    DepreciationMonths,
    ResidualFraction,     // resale value at the end of depreciation, fraction of the purchase
    MaintenancePerYear,   // support and repairs per year, fraction of the purchase
    HostingUsdPerKwMonth, // colocation: space, cooling and power delivery per kW of IT load

    Count
};

inline constexpr std::size_t ownershipInputCount = static_cast<std::size_t>(OwnershipInputId::Count);

struct OwnershipInputInfo
{
    OwnershipInputId id;
    std::string_view key; // stable, e.g. "own.electricity_usd_per_kwh"
    double defaultValue;
    std::string_view unit;
    double minimum;
    double maximum;
    std::string_view source; // English citation
};

class OwnershipInputs
{
public:
    OwnershipInputs(); // the defaults

    static std::span<const OwnershipInputInfo> all();
    static const OwnershipInputInfo& info(OwnershipInputId id);
    static const OwnershipInputInfo* find(std::string_view key);

    double operator[](OwnershipInputId id) const { return m_values[static_cast<std::size_t>(id)]; }
    // Clamped to the entry's bounds; returns the value stored.
    double set(OwnershipInputId id, double value);
    bool set(std::string_view key, double value);
    bool isDefault(OwnershipInputId id) const;
    bool operator==(const OwnershipInputs& other) const = default;

    // The server share per GPU for this GPU's form factor.
    double serverUsdPerGpu(const Gpu& gpu) const;

private:
    std::array<double, ownershipInputCount> m_values{};
};

// How a rental is billed: on-demand and spot by the hour used; a reserved (committed)
// instance for every hour of its term, busy or not.
enum class RentBilling
{
    PerHourUsed,
    AllHours,
};

struct OwnershipRequest
{
    const Gpu& gpu; // TDP and form factor
    int count = 1;
    double rentUsdPerGpuHour = 0;
    RentBilling billing = RentBilling::PerHourUsed;
    double purchaseUsdPerGpu = 0;
    const OwnershipInputs& inputs;
    // The workload on this configuration (from its Estimate): work units per second
    // (tokens, samples or images) for $ per million units, and the run's length.
    std::optional<double> unitsPerS;
    std::optional<double> runHours;
};

// Owning, per month, amortised: what a month of owning costs at a utilisation.
struct OwnedMonth
{
    double depreciation = 0;
    double maintenance = 0;
    double energy = 0;
    double hosting = 0;

    double total() const { return depreciation + maintenance + energy + hosting; }
    // What owning costs each month besides the purchase (the cash view).
    double running() const { return maintenance + energy + hosting; }
};

enum class BreakEvenKind
{
    BuyCheaperAbove, // buying wins above `utilisation`
    BuyCheaperBelow, // a committed rental wins above `utilisation` (its hours are paid anyway)
    BuyAlwaysCheaper,
    RentAlwaysCheaper,
};

struct BreakEven
{
    BreakEvenKind kind = BreakEvenKind::RentAlwaysCheaper;
    std::optional<double> utilisation; // in (0, 1]; only for Above/Below
};

enum class OwnershipChoice
{
    Rent,
    Buy,
};

struct OwnershipCost
{
    double utilisation = 0;
    double busyHoursPerMonth = 0;
    double capexUsd = 0; // count x (purchase + server share), paid at month 0
    double rentMonthlyUsd = 0;
    OwnedMonth buyMonthly;
    double rentPerBusyHourUsd = 0;
    double buyPerBusyHourUsd = 0;
    BreakEven breakEven;
    // The month from which the cumulative cost of buying (purchase + running costs)
    // stays below that of renting; nullopt when renting costs less each month than
    // running owned GPUs does.
    std::optional<double> breakEvenMonth;
    bool paysOffWithinLife = false; // breakEvenMonth <= depreciation months
    std::optional<double> rentUsdPerMillionUnits;
    std::optional<double> buyUsdPerMillionUnits;
    std::optional<double> rentUsdPerRun;
    std::optional<double> buyUsdPerRun;
    OwnershipChoice cheaper = OwnershipChoice::Rent; // per month, amortised, at this utilisation
};

// One way to run a workload: a configuration (an estimate), rented or bought.
struct WayToRun
{
    std::size_t estimateIndex = 0;
    OwnershipChoice how = OwnershipChoice::Rent;
    const Price* rental = nullptr;   // the rental price compared
    const Price* purchase = nullptr; // the purchase price compared (nullptr: not for sale)
    OwnershipCost cost;
    double usdPerBusyHour = 0; // of the way chosen
    double usdPerUnit = 0;     // per work unit (token, sample, image): what "cheapest" compares
};

// Renting one configuration against buying another (or the same one) for the same
// work. The work per month is what the BOUGHT configuration does at the inputs'
// utilisation: bought GPUs are what the user sizes their month by, and a rental is paid
// for whatever hours its own throughput needs to do that much.
struct RentOrBuyRequest
{
    const Gpu& rentGpu;
    int rentCount = 1;
    double rentUsdPerGpuHour = 0;
    RentBilling billing = RentBilling::PerHourUsed;
    double rentUnitsPerS = 0; // the rented configuration's throughput (work units per second)
    const Gpu& buyGpu;
    int buyCount = 1;
    double purchaseUsdPerGpu = 0;
    double buyUnitsPerS = 0;
    const OwnershipInputs& inputs;
    // Work units in one training run, for $ per run; nullopt when the job is not a run.
    std::optional<double> unitsPerRun;
};

struct RentOrBuy
{
    double utilisation = 0;   // of the bought configuration
    double unitsPerMonth = 0; // the equal work, each way
    double buyBusyHoursPerMonth = 0;
    double rentBusyHoursPerMonth = 0; // what the rented configuration needs for that work
    double rentPaidHoursPerMonth = 0; // per configuration-hour billed (committed: whole terms)
    double rentMonthlyUsd = 0;
    double capexUsd = 0; // the bought configuration, paid at month 0
    OwnedMonth buyMonthly;
    // Cumulative buy (purchase + running) drops below cumulative rent from this month
    // on; nullopt when renting costs less each month than running the owned GPUs.
    std::optional<double> breakEvenMonth;
    bool paysOffWithinLife = false;
    std::optional<double> rentUsdPerMillionUnits;
    std::optional<double> buyUsdPerMillionUnits;
    std::optional<double> rentUsdPerRun;
    std::optional<double> buyUsdPerRun;
    OwnershipChoice cheaper = OwnershipChoice::Rent; // per month, amortised

    double cumulativeRent(double months) const { return rentMonthlyUsd * months; }
    double cumulativeBuy(double months) const { return capexUsd + buyMonthly.running() * months; }
};

// Which configuration to rent (at which of its prices) and which to buy.
struct RentOrBuyChoice
{
    std::size_t rentIndex = 0; // into the estimates
    const Price* rental = nullptr;
    std::size_t buyIndex = 0;
    const Price* purchase = nullptr;
};

// Renting (price x GPU-hours) against buying (purchase + server share, depreciated,
// plus energy, hosting and maintenance) for one configuration. Pure functions.
class CostOfOwnership
{
public:
    // 8,760 hours a year / 12.
    static constexpr double hoursPerMonth = 730.0;

    static OwnershipCost compute(const OwnershipRequest& request);

    static double capex(const OwnershipRequest& request);
    // Monthly cost at `utilisation` (0-1), both ways.
    static double rentMonthly(const OwnershipRequest& request, double utilisation);
    static OwnedMonth buyMonthly(const OwnershipRequest& request, double utilisation);
    // Cash spent after `months` at `utilisation`: renting; buying = purchase at month 0
    // plus running costs (no resale counted: what has been spent, not what is owned).
    static double cumulativeRent(const OwnershipRequest& request, double utilisation, double months);
    static double cumulativeBuy(const OwnershipRequest& request, double utilisation, double months);
    static BreakEven breakEvenUtilisation(const OwnershipRequest& request);
    static std::optional<double> breakEvenMonth(const OwnershipRequest& request, double utilisation);
    // Average power of the owned configuration while busy, at the wall, in kW.
    static double busyPowerKw(const OwnershipRequest& request);

    // Work units per second of an estimate: tokens, else samples, else images.
    static std::optional<double> unitsPerS(const Estimate& estimate);
    static RentBilling billingFor(const Price& rental);
    // Rent and buy for one estimate with the book's default rental and purchase prices;
    // nullopt without a rental price or without a purchase price.
    static std::optional<OwnershipCost> forEstimate(const Estimate& estimate, const Catalog& catalog,
                                                    const PriceBook& prices, const OwnershipInputs& inputs);
    // The cheapest way to run among the feasible `estimates`: each one rented at its
    // default rental price and, where a purchase price exists, bought; compared per unit
    // of work at the inputs' utilisation. nullopt when none has a price.
    static std::optional<WayToRun> cheapestWay(std::span<const Estimate> estimates, const Catalog& catalog,
                                               const PriceBook& prices, const OwnershipInputs& inputs);

    // Renting one configuration against buying another for equal work (RentOrBuyRequest).
    static RentOrBuy rentOrBuy(const RentOrBuyRequest& request);
    // The same for two estimates of one workload; nullopt when a GPU is unknown or an
    // estimate gives no throughput. The run's work comes from the bought estimate.
    static std::optional<RentOrBuy> rentOrBuy(const Estimate& rented, const Price& rental, const Estimate& bought,
                                              double purchaseUsdPerGpu, const Catalog& catalog,
                                              const OwnershipInputs& inputs);
    // The comparison shown when nobody chose: among the feasible estimates, rent the one
    // whose default rental costs least per unit of work and buy the one whose default
    // purchase costs least to own per unit of work (both at the inputs' utilisation).
    // nullopt when no estimate has a rental price or none a purchase price.
    static std::optional<RentOrBuyChoice> defaultRentOrBuy(std::span<const Estimate> estimates, const Catalog& catalog,
                                                           const PriceBook& prices, const OwnershipInputs& inputs);
};

} // namespace gpuatlas::engine::inline cost
