// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/Currency.h"

namespace gpuatlas::engine::inline core {

std::string_view currencyId(Currency currency)
{
    switch (currency) {
    case Currency::USD:
        return "USD";
    case Currency::CNY:
        return "CNY";
    case Currency::EUR:
        return "EUR";
    }
    return "USD";
}

std::optional<Currency> currencyFromId(std::string_view id)
{
    for (const Currency currency : allCurrencies) {
        if (currencyId(currency) == id)
            return currency;
    }
    return std::nullopt;
}

} // namespace gpuatlas::engine::inline core
