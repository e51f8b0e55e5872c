// SPDX-License-Identifier: GPL-3.0-or-later
#include "CurrencyChoice.h"

#include "state/Settings.h"
#include "state/Workspace.h"
#include "text/Money.h"

namespace gpuatlas::ui {

using engine::Currency;
using state::Settings;

CurrencyChoice::CurrencyChoice(state::Workspace& workspace, text::LanguageManager& languages, bool persist,
                               QObject* parent)
    : LanguageDefaultChoice(languages, persist, parent)
    , m_workspace(workspace)
{
    start();
    connect(&m_workspace, &state::Workspace::currencyChanged, this, &CurrencyChoice::changed);
}

QList<int> CurrencyChoice::values() const
{
    QList<int> out;
    for (const Currency currency : engine::allCurrencies)
        out.push_back(static_cast<int>(currency));
    return out;
}

int CurrencyChoice::current() const
{
    return static_cast<int>(m_workspace.currency());
}

void CurrencyChoice::apply(int value)
{
    m_workspace.setCurrency(static_cast<Currency>(value));
}

std::optional<int> CurrencyChoice::saved() const
{
    const auto currency = Settings::chosenCurrency();
    return currency ? std::optional<int>(static_cast<int>(*currency)) : std::nullopt;
}

void CurrencyChoice::save(int value) const
{
    Settings::setChosenCurrency(static_cast<Currency>(value));
}

int CurrencyChoice::languageDefault(const QString& language) const
{
    return static_cast<int>(Settings::defaultCurrency(language));
}

QString CurrencyChoice::title() const
{
    return tr("&Currency");
}

QString CurrencyChoice::name(int value) const
{
    // "&US dollars (USD)": the name first, so that each has its own accelerator.
    return QStringLiteral("&") + text::Money::name(static_cast<Currency>(value));
}

} // namespace gpuatlas::ui
