// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Currency.h"

#include <QGroupBox>

#include <optional>

class QDateEdit;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace gpuatlas::ui {

// One pair of currencies in the exchange-rates dialog: the shipped rate with its date
// and source, the rate in use, and the user's own rate (amount, date, source) with
// "use this rate" and "restore the shipped rate". Always written 1 `from` = x `to`, the
// way the shipped file lists the pair; a user's rate stored the other way round is
// shown inverted.
class ExchangeRateEditor : public QGroupBox
{
    Q_OBJECT

public:
    ExchangeRateEditor(engine::Currency from, engine::Currency to, QWidget* parent = nullptr);

    engine::Currency from() const { return m_from; }
    engine::Currency to() const { return m_to; }
    // "USD → CNY": names the pair in accessible names and object names.
    QString pairText() const;

    // `shipped`/`user`: the rates for this pair (either direction), nullopt if none.
    // `writable` false (the user's file is invalid): nothing can be changed.
    void show(const std::optional<engine::ExchangeRate>& shipped, const std::optional<engine::ExchangeRate>& user,
              bool writable);
    // The rate as the fields give it (1 from = rate to), dated and sourced, the user's.
    engine::ExchangeRate entered() const;
    void retranslate();

    QDoubleSpinBox* rateField() const { return m_rate; }
    QDateEdit* dateField() const { return m_date; }
    QLineEdit* sourceField() const { return m_source; }
    QPushButton* useButton() const { return m_use; }
    QPushButton* restoreButton() const { return m_restore; }
    QString shippedText() const;
    QString inUseText() const;

signals:
    void useRequested();
    void restoreRequested();

private:
    void showTexts();

    engine::Currency m_from;
    engine::Currency m_to;
    std::optional<engine::ExchangeRate> m_shipped;
    std::optional<engine::ExchangeRate> m_user;
    QLabel* m_shippedLabel;
    QLabel* m_shippedText;
    QLabel* m_publishedLabel;
    QLabel* m_publishedText; // the shipped rate's source
    QLabel* m_inUseLabel;
    QLabel* m_inUseText;
    QLabel* m_rateLabel;
    QDoubleSpinBox* m_rate;
    QLabel* m_dateLabel;
    QDateEdit* m_date;
    QLabel* m_sourceLabel;
    QLineEdit* m_source;
    QPushButton* m_use;
    QPushButton* m_restore;
};

} // namespace gpuatlas::ui
