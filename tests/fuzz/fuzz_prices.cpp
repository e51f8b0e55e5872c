// SPDX-License-Identifier: GPL-3.0-or-later
// readPrices. Prices that load must write back (pricesDocument) to a document that loads
// to the same prices; the default lookups must only ever return prices for the GPU asked.
#include "FuzzSupport.h"
#include "engine/cost/PricesJson.h"

using namespace gpuatlas;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    auto book = engine::readPrices(fuzz::asText(data, size), "fuzz.json");
    if (!fuzz::loaded(book, "fuzz.json"))
        return 0;
    const auto first = engine::pricesDocument(book.value().prices());
    auto again = engine::readPrices(first.dump(2), "again.json");
    fuzz::require(again.ok(), "written prices do not load", fuzz::firstProblem(again));
    fuzz::require(engine::pricesDocument(again.value().prices()) == first, "the price round trip is not stable");
    for (const auto& price : book.value().prices()) {
        if (const auto* rental = book.value().defaultRental(price.gpuId))
            fuzz::require(rental->gpuId == price.gpuId && rental->isRental(), "defaultRental picked another GPU");
        if (const auto* purchase = book.value().defaultPurchase(price.gpuId))
            fuzz::require(purchase->gpuId == price.gpuId && !purchase->isRental(),
                          "defaultPurchase picked another GPU");
    }
    return 0;
}
