// SPDX-License-Identifier: GPL-3.0-or-later
#include "ExchangeRateEditor.h"

#include "text/Money.h"

#include <QDate>
#include <QDateEdit>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

#include <utility>

namespace gpuatlas::ui {

using engine::Currency;
using engine::ExchangeRate;
using text::Money;

namespace {

// `rate` written 1 `from` = x `to` (a rate of the pair stored the other way is inverted).
ExchangeRate inDirection(ExchangeRate rate, Currency from)
{
    if (rate.from == from || rate.rate <= 0.0)
        return rate;
    std::swap(rate.from, rate.to);
    rate.rate = 1.0 / rate.rate;
    return rate;
}

// A source title from a file, shortened for the label; the tooltip has it whole.
QString shortTitle(const std::string& title)
{
    constexpr int longest = 90;
    const QString text = QString::fromStdString(title);
    return text.size() <= longest ? text : text.left(longest - 1) + QChar(0x2026);
}

} // namespace

ExchangeRateEditor::ExchangeRateEditor(Currency from, Currency to, QWidget* parent)
    : QGroupBox(parent)
    , m_from(from)
    , m_to(to)
    , m_shippedLabel(new QLabel)
    , m_shippedText(new QLabel)
    , m_publishedLabel(new QLabel)
    , m_publishedText(new QLabel)
    , m_inUseLabel(new QLabel)
    , m_inUseText(new QLabel)
    , m_rateLabel(new QLabel)
    , m_rate(new QDoubleSpinBox)
    , m_dateLabel(new QLabel)
    , m_date(new QDateEdit)
    , m_sourceLabel(new QLabel)
    , m_source(new QLineEdit)
    , m_use(new QPushButton)
    , m_restore(new QPushButton)
{
    const QString pair = Money::code(from) + QLatin1Char('-') + Money::code(to);
    setObjectName(QStringLiteral("rateEditor-") + pair);
    m_rate->setObjectName(QStringLiteral("rateSpin-") + pair);
    m_date->setObjectName(QStringLiteral("rateDate-") + pair);
    m_source->setObjectName(QStringLiteral("rateSource-") + pair);
    m_use->setObjectName(QStringLiteral("useRate-") + pair);
    m_restore->setObjectName(QStringLiteral("restoreRate-") + pair);
    m_inUseText->setObjectName(QStringLiteral("rateInUse-") + pair);
    // The schema's bounds; plausibility against the shipped rate is checked on saving.
    m_rate->setRange(0.0001, 1'000'000);
    m_rate->setDecimals(4); // as CFETS and the ECB publish them
    m_rate->setSingleStep(0.01);
    m_rate->setPrefix(QStringLiteral("1 %1 = ").arg(Money::code(from)));
    m_rate->setSuffix(QLatin1Char(' ') + Money::code(to));
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_date->setCalendarPopup(true);
    m_date->setDate(QDate::currentDate());
    // One line each: a wrapped label in a form row is cut to the height of its first lines.
    for (QLabel* label : {m_shippedText, m_publishedText, m_inUseText}) {
        label->setTextFormat(Qt::PlainText); // a source title comes from a file
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_rateLabel->setBuddy(m_rate);
    m_dateLabel->setBuddy(m_date);
    m_sourceLabel->setBuddy(m_source);

    auto* form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    form->addRow(m_shippedLabel, m_shippedText);
    form->addRow(m_publishedLabel, m_publishedText);
    form->addRow(m_inUseLabel, m_inUseText);
    form->addRow(m_rateLabel, m_rate);
    form->addRow(m_dateLabel, m_date);
    form->addRow(m_sourceLabel, m_source);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_use);
    buttons->addWidget(m_restore);
    buttons->addStretch();
    form->addRow(buttons);

    connect(m_use, &QPushButton::clicked, this, &ExchangeRateEditor::useRequested);
    connect(m_restore, &QPushButton::clicked, this, &ExchangeRateEditor::restoreRequested);
    retranslate();
}

QString ExchangeRateEditor::pairText() const
{
    return QStringLiteral("%1 → %2").arg(Money::code(m_from), Money::code(m_to));
}

void ExchangeRateEditor::show(const std::optional<ExchangeRate>& shipped, const std::optional<ExchangeRate>& user,
                              bool writable)
{
    m_shipped = shipped ? std::optional(inDirection(*shipped, m_from)) : std::nullopt;
    m_user = user ? std::optional(inDirection(*user, m_from)) : std::nullopt;
    // The fields start from the rate in use: the user's to adjust it, the shipped to replace it.
    const auto& start = m_user ? m_user : m_shipped;
    if (start) {
        m_rate->setValue(start->rate);
        if (m_user)
            m_date->setDate(QDate::fromString(QString::fromStdString(m_user->date), Qt::ISODate));
    }
    m_source->setText(m_user ? QString::fromStdString(m_user->source.title) : QString());
    for (QWidget* field : {static_cast<QWidget*>(m_rate), static_cast<QWidget*>(m_date),
                           static_cast<QWidget*>(m_source), static_cast<QWidget*>(m_use)})
        field->setEnabled(writable);
    m_restore->setEnabled(writable && m_user && m_shipped);
    showTexts();
}

ExchangeRate ExchangeRateEditor::entered() const
{
    ExchangeRate rate;
    rate.from = m_from;
    rate.to = m_to;
    rate.rate = m_rate->value();
    rate.date = m_date->date().toString(Qt::ISODate).toStdString();
    const QString source = m_source->text().trimmed();
    // The format asks for a title; the user's own word for it when they give none.
    rate.source.title = (source.isEmpty() ? tr("My own rate") : source).toStdString();
    rate.source.retrieved = rate.date;
    rate.userProvided = true;
    return rate;
}

QString ExchangeRateEditor::shippedText() const
{
    return m_shippedText->text() + QLatin1Char('\n') + m_publishedText->text();
}

QString ExchangeRateEditor::inUseText() const
{
    return m_inUseText->text();
}

void ExchangeRateEditor::retranslate()
{
    setTitle(tr("%1 to %2").arg(Money::name(m_from), Money::name(m_to)));
    m_shippedLabel->setText(tr("Shipped:"));
    m_publishedLabel->setText(tr("Published by:"));
    m_inUseLabel->setText(tr("In use:"));
    m_rateLabel->setText(tr("&Your rate:"));
    m_dateLabel->setText(tr("&Date:"));
    m_sourceLabel->setText(tr("S&ource:"));
    m_source->setPlaceholderText(tr("Where the rate comes from (your bank, an invoice…)"));
    m_use->setText(tr("&Use this rate"));
    m_restore->setText(tr("&Restore shipped rate"));
    // Every pair has the same labels: the names say which pair a field is for.
    const QString pair = pairText();
    m_rate->setAccessibleName(tr("Your rate, %1").arg(pair));
    m_date->setAccessibleName(tr("Date of your rate, %1").arg(pair));
    m_source->setAccessibleName(tr("Source of your rate, %1").arg(pair));
    m_use->setAccessibleName(tr("Use this rate for %1").arg(pair));
    m_restore->setAccessibleName(tr("Restore the shipped rate for %1").arg(pair));
    showTexts();
}

void ExchangeRateEditor::showTexts()
{
    if (m_shipped) {
        m_shippedText->setText(Money::datedRate(*m_shipped));
        m_publishedText->setText(shortTitle(m_shipped->source.title));
        m_publishedText->setToolTip(Qt::convertFromPlainText(
            QString::fromStdString(m_shipped->source.title + "\n" + m_shipped->source.url), Qt::WhiteSpaceNormal));
    } else {
        m_shippedText->setText(tr("None: GPU Atlas ships no rate for this pair."));
        m_publishedText->clear();
        m_publishedText->setToolTip(QString());
    }
    if (m_user)
        m_inUseText->setText(tr("%1; %2").arg(Money::datedRate(*m_user), QString::fromStdString(m_user->source.title)));
    else if (m_shipped)
        m_inUseText->setText(tr("The shipped rate"));
    else
        m_inUseText->setText(tr("None"));
}

} // namespace gpuatlas::ui
