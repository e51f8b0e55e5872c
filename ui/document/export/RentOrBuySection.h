// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ReportDocument.h"
#include "engine/cost/CostOfOwnership.h"

#include <optional>
#include <string>
#include <vector>

namespace gpuatlas::ui::exporting {

// The report's "Rent or buy" section: the cheapest way to run, one configuration rented
// against another bought for the same work (as the Cost of ownership page compares them,
// else the default comparison), each candidate both ways, and the inputs and prices
// used, a price over a year old on the report's date flagged.
class RentOrBuySection
{
public:
    static void add(ReportDocument& doc, const ReportInput& input);

private:
    static void verdict(ReportDocument& doc, const ReportInput& input, const std::optional<RentOrBuyPick>& pick);
    static void bothWays(ReportDocument& doc, const ReportInput& input, const RentOrBuyPick& pick,
                         const engine::RentOrBuy& result);
    // Returns the GPUs whose prices were used.
    static std::vector<std::string> eachCandidate(ReportDocument& doc, const ReportInput& input,
                                                  const std::optional<RentOrBuyPick>& pick);
    static void inputs(ReportDocument& doc, const ReportInput& input);
    static void pricesUsed(ReportDocument& doc, const ReportInput& input, const std::optional<RentOrBuyPick>& pick,
                           const std::vector<std::string>& priced);
};

} // namespace gpuatlas::ui::exporting
