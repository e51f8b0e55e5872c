// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/cost/PricesJson.h"

#include "engine/io/EmbeddedSchemas.h"
#include "engine/io/JsonInput.h"
#include "engine/io/JsonRead.h"
#include "engine/io/JsonSchema.h"

#include <algorithm>

namespace gpuatlas::engine::inline cost {

using nlohmann::json;
namespace jr = jsonread;

namespace {

PriceKind priceKindFrom(const std::string& id)
{
    if (id == "reserved")
        return PriceKind::Reserved;
    if (id == "spot")
        return PriceKind::Spot;
    if (id == "purchase")
        return PriceKind::Purchase;
    return PriceKind::OnDemand;
}

Price priceFrom(const json& value)
{
    Price price;
    price.gpuId = value["gpu"].get<std::string>();
    price.provider = value["provider"].get<std::string>();
    price.kind = priceKindFrom(value["kind"].get<std::string>());
    if (value.contains("currency")) {
        // The form with the currency (the schema allows only the codes currencyFromId knows).
        const auto currency = currencyFromId(value["currency"].get<std::string>()).value_or(Currency::USD);
        price.setQuote(currency, value.value(price.isRental() ? "per_gpu_hour" : "per_gpu", 0.0));
    } else {
        // The first form: amounts in US dollars.
        price.usdPerGpuHour = value.value("usd_per_gpu_hour", 0.0);
        price.usd = value.value("usd", 0.0);
    }
    price.commitmentMonths = jr::optionalInt(value, "commitment_months").value_or(0);
    price.instance = jr::stringOr(value, "instance");
    price.date = value["date"].get<std::string>();
    price.isDefault = value.value("default", false);
    const auto& source = value["source"];
    price.source = {jr::stringOr(source, "title"), jr::stringOr(source, "url"), jr::stringOr(source, "retrieved"), {}};
    price.note = jr::stringOr(value, "note");
    return price;
}

// A quote states its amount one way: in the first form (usd_per_gpu_hour, usd) or with
// its currency (currency, per_gpu_hour, per_gpu). Both at once would leave one ignored.
void checkOneForm(const json& item, const std::string& file, const std::string& pointer, Diagnostics& errors)
{
    if (!item.contains("currency"))
        return;
    for (const char* legacy : {"usd_per_gpu_hour", "usd"}) {
        if (item.contains(legacy))
            errors.push_back({DiagnosticCode::InconsistentValue,
                              file,
                              jsonPointerAppend(pointer, legacy),
                              {legacy, "currency"},
                              {}});
    }
}

} // namespace

Result<PriceBook> readPrices(std::string_view text, const std::string& file)
{
    auto parsed = parseJson(text, file);
    if (!parsed)
        return parsed.errors();
    Diagnostics errors;
    // Trusted text needs no schema: not even parsed then (TrustedInput).
    if (!TrustedInput::active()) {
        static const JsonSchema schema(json::parse(schemas::prices));
        if (!schema.validate(parsed.value(), file, errors))
            return errors;
    }

    std::vector<Price> prices;
    std::unordered_map<std::string, std::string> defaultPointer;
    const auto& items = parsed.value()["prices"];
    for (std::size_t i = 0; i < items.size(); ++i) {
        const auto pointer = jsonPointerAppend("/prices", i);
        checkOneForm(items[i], file, pointer, errors);
        Price price = priceFrom(items[i]);
        if (price.isDefault) {
            if (const auto [it, inserted] = defaultPointer.emplace(price.gpuId, pointer); !inserted) {
                errors.push_back({DiagnosticCode::DuplicateDefaultPrice,
                                  file,
                                  jsonPointerAppend(pointer, "default"),
                                  {price.gpuId, it->second},
                                  {}});
            }
        }
        prices.push_back(std::move(price));
    }
    if (!errors.empty())
        return errors;
    return PriceBook(std::move(prices));
}

json pricesDocument(std::span<const Price> prices)
{
    json list = json::array();
    for (const auto& price : prices) {
        json item{{"gpu", price.gpuId},
                  {"provider", price.provider},
                  {"kind", priceKindId(price.kind)},
                  {"date", price.date}};
        if (price.currency == Currency::USD) {
            item[price.isRental() ? "usd_per_gpu_hour" : "usd"] = price.amount();
        } else {
            item["currency"] = currencyId(price.currency);
            item[price.isRental() ? "per_gpu_hour" : "per_gpu"] = price.amount();
        }
        if (price.commitmentMonths > 0)
            item["commitment_months"] = price.commitmentMonths;
        if (!price.instance.empty())
            item["instance"] = price.instance;
        if (price.isDefault)
            item["default"] = true;
        item["source"] = json{{"title", price.source.title}, {"retrieved", price.source.retrieved}};
        if (!price.source.url.empty())
            item["source"]["url"] = price.source.url;
        if (!price.note.empty())
            item["note"] = price.note;
        list.push_back(std::move(item));
    }
    return json{{"format", "gpu-atlas-prices"}, {"version", 1}, {"prices", std::move(list)}};
}

} // namespace gpuatlas::engine::inline cost
