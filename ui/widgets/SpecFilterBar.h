// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "state/Forward.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;

namespace gpuatlas::ui {

class GpuFilterProxyModel;
using state::Workspace;

// The row of filters above the spec table: vendor, architecture (the generation),
// form factor, market (global or China), minimum memory, "with NVLink only" and a
// search box. It writes straight into the proxy and is remembered with the page.
class SpecFilterBar : public QWidget
{
    Q_OBJECT

public:
    SpecFilterBar(Workspace& workspace, GpuFilterProxyModel& proxy, QWidget* parent = nullptr);

    QComboBox* vendorBox() const { return m_vendor; }
    QComboBox* architectureBox() const { return m_architecture; }
    QComboBox* formFactorBox() const { return m_formFactor; }
    QComboBox* marketBox() const { return m_market; }
    QComboBox* memoryBox() const { return m_memory; }
    QCheckBox* linkBox() const { return m_link; }
    QLineEdit* searchBox() const { return m_search; }

    // Puts the cursor in the search box (Ctrl+F).
    void focusSearch();
    // Shows every GPU again.
    void clearFilters();

    // The filters, through Settings (SettingKey::SpecFilter...); a choice the catalogue no
    // longer offers is dropped.
    void saveSettings() const;
    void restoreSettings();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    // Refills the choices from the catalogue, keeping what was chosen where it still exists.
    void fillChoices();
    void fillArchitectures();
    void fillFormFactors();
    void fillMarkets();
    void showMarket();
    void apply();

    Workspace& m_workspace;
    GpuFilterProxyModel& m_proxy;
    QLabel* m_vendorLabel;
    QComboBox* m_vendor;
    QLabel* m_architectureLabel;
    QComboBox* m_architecture;
    QLabel* m_formFactorLabel;
    QComboBox* m_formFactor;
    QLabel* m_marketLabel;
    QComboBox* m_market;
    QLabel* m_memoryLabel;
    QComboBox* m_memory;
    QCheckBox* m_link;
    QLineEdit* m_search;
};

} // namespace gpuatlas::ui
