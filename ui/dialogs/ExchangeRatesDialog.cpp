// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExchangeRatesDialog.h"

#include "ExchangeRateEditor.h"
#include "UserFileBanner.h"
#include "engine/cost/ExchangeRates.h"
#include "state/UserData.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QLabel>
#include <QMessageBox>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>
#include <span>

namespace gpuatlas::ui {

using engine::Currency;
using engine::ExchangeRate;

namespace {

std::optional<ExchangeRate> rateFor(std::span<const ExchangeRate> rates, Currency from, Currency to)
{
    ExchangeRate pair;
    pair.from = from;
    pair.to = to;
    const auto found =
        std::find_if(rates.begin(), rates.end(), [&pair](const ExchangeRate& rate) { return isSamePair(rate, pair); });
    return found != rates.end() ? std::optional(*found) : std::nullopt;
}

} // namespace

ExchangeRatesDialog::ExchangeRatesDialog(Workspace& /*workspace*/, UserData& userData, QWidget* parent)
    : QDialog(parent)
    , m_userData(userData)
    , m_intro(new QLabel)
{
    setObjectName(QStringLiteral("exchangeRatesDialog"));
    m_intro->setWordWrap(true);
    m_intro->setTextFormat(Qt::PlainText);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new UserFileBanner(userData, UserData::Kind::ExchangeRates));
    layout->addWidget(m_intro);
    // The shipped pairs in the shipped file's direction, then the user's other pairs.
    for (const auto& rate : m_userData.shippedRates().rates())
        addEditor(rate.from, rate.to);
    for (const auto& rate : m_userData.userRates()) {
        if (!editor(rate.from, rate.to) && !editor(rate.to, rate.from))
            addEditor(rate.from, rate.to);
    }
    for (ExchangeRateEditor* editor : m_editors)
        layout->addWidget(editor);
    layout->addStretch();
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close);
    layout->addWidget(close);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(&m_userData, &UserData::userRatesChanged, this, &ExchangeRatesDialog::refresh);
    connect(&m_userData, &UserData::fileStatesChanged, this, &ExchangeRatesDialog::refresh);
    retranslateUi();
    resize(860, 640);
}

void ExchangeRatesDialog::addEditor(Currency from, Currency to)
{
    auto* editor = new ExchangeRateEditor(from, to, this);
    connect(editor, &ExchangeRateEditor::useRequested, this, [this, editor] {
        if (const text::Status status = useRate(editor->entered()); !status)
            QMessageBox::warning(this, windowTitle(), status.error);
    });
    connect(editor, &ExchangeRateEditor::restoreRequested, this, [this, editor] {
        if (const text::Status status = restoreShipped(editor->from(), editor->to()); !status)
            QMessageBox::warning(this, windowTitle(), status.error);
    });
    m_editors.push_back(editor);
}

ExchangeRateEditor* ExchangeRatesDialog::editor(Currency from, Currency to) const
{
    const auto found = std::find_if(m_editors.begin(), m_editors.end(), [from, to](const ExchangeRateEditor* editor) {
        return editor->from() == from && editor->to() == to;
    });
    return found != m_editors.end() ? *found : nullptr;
}

void ExchangeRatesDialog::retranslateUi()
{
    setWindowTitle(tr("Exchange rates"));
    // Without a data folder (screenshots, tests) nothing is written.
    const QString kept = m_userData.folder().isEmpty()
                             ? tr("Your rates are kept for this session only.")
                             : tr("Your rates are saved in %1.")
                                   .arg(QDir::toNativeSeparators(m_userData.path(UserData::Kind::ExchangeRates)));
    m_intro->setText(
        tr("GPU Atlas converts prices quoted in another currency, and shows costs in the currency you chose, with "
           "the dated rates it ships. Your own rate (your bank's, your company's) replaces the shipped one for its "
           "pair everywhere: ranking, cost of ownership, charts and reports, which say that the rate is yours. %1")
            .arg(kept));
    for (ExchangeRateEditor* editor : m_editors)
        editor->retranslate();
    refresh();
}

void ExchangeRatesDialog::changeEvent(QEvent* event)
{
    // Modeless: it stays open while the language changes in the main window.
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void ExchangeRatesDialog::refresh()
{
    const bool writable = m_userData.canSave(UserData::Kind::ExchangeRates);
    for (ExchangeRateEditor* editor : m_editors)
        editor->show(rateFor(m_userData.shippedRates().rates(), editor->from(), editor->to()),
                     rateFor(m_userData.userRates(), editor->from(), editor->to()), writable);
}

text::Status ExchangeRatesDialog::store(std::vector<ExchangeRate> rates)
{
    if (const text::Status status = m_userData.setUserRates(std::move(rates)); !status)
        return text::Status::failure(
            tr("Your exchange rates could not be saved; nothing was changed.\n%1").arg(status.error));
    return text::Status::success();
}

text::Status ExchangeRatesDialog::useRate(const ExchangeRate& rate)
{
    std::vector<ExchangeRate> rates = m_userData.userRates();
    std::erase_if(rates, [&rate](const ExchangeRate& mine) { return isSamePair(mine, rate); });
    rates.push_back(rate);
    return store(std::move(rates));
}

text::Status ExchangeRatesDialog::restoreShipped(Currency from, Currency to)
{
    ExchangeRate pair;
    pair.from = from;
    pair.to = to;
    std::vector<ExchangeRate> rates = m_userData.userRates();
    if (std::erase_if(rates, [&pair](const ExchangeRate& mine) { return isSamePair(mine, pair); }) == 0)
        return text::Status::success(); // the shipped rate is already in use
    return store(std::move(rates));
}

} // namespace gpuatlas::ui
