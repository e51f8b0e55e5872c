// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/LanguageDefaultChoice.h"

namespace gpuatlas::state {
class Workspace;
}

namespace gpuatlas::ui {

// The currency costs are shown in (Workspace::currency), as the user left it: the saved
// choice (Settings::CostCurrency, which the CLI reads too), else the interface
// language's (yuan for zh_CN and zh_TW, else US dollars). View > Currency and the Cost
// of ownership page's combo both change it.
class CurrencyChoice : public LanguageDefaultChoice
{
    Q_OBJECT

public:
    CurrencyChoice(state::Workspace& workspace, text::LanguageManager& languages, bool persist,
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
