// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Currency.h"
#include "state/Forward.h"
#include "text/Status.h"

#include <QDialog>

#include <vector>

class QLabel;

namespace gpuatlas::ui {

class ExchangeRateEditor;
class UserFileBanner;
using state::UserData;
using state::Workspace;

// Tools > Exchange rates… (also from the Prices dialog): the rates that convert prices
// quoted in yuan or euros and show costs in the chosen currency, one pair of currencies
// each, with the user's own rate in place of the shipped one and a way back to it. The
// user's rates are saved in their data folder (exchange-rates.json, docs/user-data.md);
// the shipped file is never touched.
class ExchangeRatesDialog : public QDialog
{
    Q_OBJECT

public:
    ExchangeRatesDialog(Workspace& workspace, UserData& userData, QWidget* parent = nullptr);

    // One per pair: the shipped pairs, then any other pair the user's file holds.
    const std::vector<ExchangeRateEditor*>& editors() const { return m_editors; }
    ExchangeRateEditor* editor(engine::Currency from, engine::Currency to) const;

    // What the buttons do; on failure nothing changed and the status says why (also
    // shown to the user). `rate` replaces the user's rate for its pair, if any.
    [[nodiscard]] text::Status useRate(const engine::ExchangeRate& rate);
    [[nodiscard]] text::Status restoreShipped(engine::Currency from, engine::Currency to);

protected:
    void changeEvent(QEvent* event) override;

private:
    void addEditor(engine::Currency from, engine::Currency to);
    void retranslateUi();
    void refresh();
    text::Status store(std::vector<engine::ExchangeRate> rates);

    UserData& m_userData;
    QLabel* m_intro;
    std::vector<ExchangeRateEditor*> m_editors;
};

} // namespace gpuatlas::ui
