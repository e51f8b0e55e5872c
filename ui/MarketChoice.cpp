// SPDX-License-Identifier: GPL-3.0-or-later
#include "MarketChoice.h"

#include "state/Settings.h"
#include "state/Workspace.h"
#include "text/GpuFields.h"

namespace gpuatlas::ui {

using engine::MarketScope;
using state::Settings;

MarketChoice::MarketChoice(state::Workspace& workspace, text::LanguageManager& languages, bool persist, QObject* parent)
    : LanguageDefaultChoice(languages, persist, parent)
    , m_workspace(workspace)
{
    start();
    connect(&m_workspace, &state::Workspace::marketChanged, this, &MarketChoice::changed);
}

QList<int> MarketChoice::values() const
{
    return {static_cast<int>(MarketScope::Global), static_cast<int>(MarketScope::China),
            static_cast<int>(MarketScope::All)};
}

int MarketChoice::current() const
{
    return static_cast<int>(m_workspace.market());
}

void MarketChoice::apply(int value)
{
    m_workspace.setMarket(static_cast<MarketScope>(value));
}

std::optional<int> MarketChoice::saved() const
{
    const auto market = Settings::chosenMarket();
    return market ? std::optional<int>(static_cast<int>(*market)) : std::nullopt;
}

void MarketChoice::save(int value) const
{
    Settings::setChosenMarket(static_cast<MarketScope>(value));
}

int MarketChoice::languageDefault(const QString& language) const
{
    return static_cast<int>(Settings::defaultMarket(language));
}

QString MarketChoice::title() const
{
    return tr("&Market");
}

QString MarketChoice::name(int value) const
{
    return QStringLiteral("&") + text::GpuFields::marketScopeName(static_cast<MarketScope>(value));
}

} // namespace gpuatlas::ui
