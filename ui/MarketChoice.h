// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/LanguageDefaultChoice.h"

namespace gpuatlas::state {
class Workspace;
}

namespace gpuatlas::ui {

// The parts ranked and listed first (Workspace::market), as the user left it: the saved
// choice (Settings::Market), else the interface language's (the China-market parts and
// the worldwide ones in simplified Chinese, the worldwide ones otherwise). View > Market
// and the spec table's market filter both change it.
class MarketChoice : public LanguageDefaultChoice
{
    Q_OBJECT

public:
    MarketChoice(state::Workspace& workspace, text::LanguageManager& languages, bool persist,
                 QObject* parent = nullptr);

protected:
    QList<int> values() const override;
    int current() const override;
    void apply(int value) override;
    std::optional<int> saved() const override;
    void save(int value) const override;
    int languageDefault(const QString& language) const override;
    QString title() const override;
    QString name(int value) const override;

private:
    state::Workspace& m_workspace;
};

} // namespace gpuatlas::ui
