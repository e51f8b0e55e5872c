// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/cost/ExchangeRatesJson.h"

#include "engine/io/EmbeddedData.h"
#include "engine/io/EmbeddedSchemas.h"
#include "engine/io/JsonInput.h"
#include "engine/io/JsonRead.h"
#include "engine/io/JsonSchema.h"

#include <algorithm>

namespace gpuatlas::engine::inline cost {

using nlohmann::json;
namespace jr = jsonread;

namespace {

ExchangeRate rateFrom(const json& value)
{
    ExchangeRate rate;
    // The schema allows only the codes currencyFromId knows.
    rate.from = currencyFromId(value["from"].get<std::string>()).value_or(Currency::USD);
    rate.to = currencyFromId(value["to"].get<std::string>()).value_or(Currency::USD);
    rate.rate = value["rate"].get<double>();
    rate.date = value["date"].get<std::string>();
    const auto& source = value["source"];
    rate.source = {jr::stringOr(source, "title"), jr::stringOr(source, "url"), jr::stringOr(source, "retrieved"), {}};
    rate.note = jr::stringOr(value, "note");
    return rate;
}

std::string pairId(const ExchangeRate& rate)
{
    return std::string(currencyId(rate.from)) + "/" + std::string(currencyId(rate.to));
}

} // namespace

const ExchangeRates& ExchangeRates::builtIn()
{
    static const ExchangeRates rates = [] {
        auto read = readExchangeRates(embedded::exchangeRates, "exchange-rates.json");
        return read ? std::move(read).value() : ExchangeRates();
    }();
    return rates;
}

Result<ExchangeRates> readExchangeRates(std::string_view text, const std::string& file)
{
    auto parsed = parseJson(text, file);
    if (!parsed)
        return parsed.errors();
    static const JsonSchema schema(json::parse(schemas::exchangeRates));
    Diagnostics errors;
    if (!schema.validate(parsed.value(), file, errors))
        return errors;

    std::vector<ExchangeRate> rates;
    std::vector<std::size_t> itemOf; // the file's index of each rate kept, for messages
    const auto& items = parsed.value()["rates"];
    for (std::size_t i = 0; i < items.size(); ++i) {
        const auto pointer = jsonPointerAppend("/rates", i);
        ExchangeRate rate = rateFrom(items[i]);
        if (rate.from == rate.to) {
            errors.push_back(
                {DiagnosticCode::InconsistentValue, file, jsonPointerAppend(pointer, "to"), {"to", "from"}, {}});
            continue;
        }
        // One rate per pair: two would leave the conversion to the order of the file.
        const auto first = std::find_if(rates.begin(), rates.end(),
                                        [&rate](const ExchangeRate& seen) { return isSamePair(seen, rate); });
        if (first != rates.end()) {
            errors.push_back(
                {DiagnosticCode::DuplicateId,
                 file,
                 jsonPointerAppend(pointer, "to"),
                 {pairId(rate), jsonPointerAppend("/rates", itemOf[static_cast<std::size_t>(first - rates.begin())])},
                 {}});
            continue;
        }
        rates.push_back(std::move(rate));
        itemOf.push_back(i);
    }
    if (!errors.empty())
        return errors;
    return ExchangeRates(std::move(rates));
}

json exchangeRatesDocument(std::span<const ExchangeRate> rates)
{
    json list = json::array();
    for (const auto& rate : rates) {
        json item{{"from", currencyId(rate.from)},
                  {"to", currencyId(rate.to)},
                  {"rate", rate.rate},
                  {"date", rate.date},
                  {"source", json{{"title", rate.source.title}, {"retrieved", rate.source.retrieved}}}};
        if (!rate.source.url.empty())
            item["source"]["url"] = rate.source.url;
        if (!rate.note.empty())
            item["note"] = rate.note;
        list.push_back(std::move(item));
    }
    return json{{"format", "gpu-atlas-exchange-rates"}, {"version", 1}, {"rates", std::move(list)}};
}

} // namespace gpuatlas::engine::inline cost
