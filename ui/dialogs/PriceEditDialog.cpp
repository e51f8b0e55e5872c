// SPDX-License-Identifier: GPL-3.0-or-later
#include "PriceEditDialog.h"

#include "engine/cost/PricesJson.h"
#include "text/GpuFields.h"
#include "text/Money.h"
#include "text/OwnershipText.h"
#include "text/Units.h"
#include "ui/widgets/AccessibleNames.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gpuatlas::ui {

using engine::Price;
using engine::PriceKind;

namespace {

constexpr PriceKind kinds[] = {PriceKind::OnDemand, PriceKind::Reserved, PriceKind::Spot, PriceKind::Purchase};

} // namespace

PriceEditDialog::PriceEditDialog(const engine::Catalog& catalog, QWidget* parent)
    : QDialog(parent)
    , m_gpu(new QComboBox)
    , m_provider(new QLineEdit)
    , m_kind(new QComboBox)
    , m_amount(new QDoubleSpinBox)
    , m_currency(new QComboBox)
    , m_amountLabel(new QLabel)
    , m_gpus(new QSpinBox)
    , m_commitment(new QSpinBox)
    , m_instance(new QLineEdit)
    , m_date(new QDateEdit(QDate::currentDate()))
    , m_sourceTitle(new QLineEdit)
    , m_sourceUrl(new QLineEdit)
    , m_note(new QLineEdit)
    , m_default(new QCheckBox)
    , m_general(new QLabel)
    , m_errors(std::make_unique<FieldErrors>(m_general))
{
    setObjectName(QStringLiteral("priceEditDialog"));
    setWindowTitle(tr("Your price"));
    for (const auto& gpu : catalog.gpus())
        m_gpu->addItem(text::GpuFields::displayName(gpu), QString::fromStdString(gpu.id));
    m_gpu->setObjectName(QStringLiteral("gpuCombo"));
    for (const PriceKind kind : kinds)
        m_kind->addItem(text::OwnershipText::priceKind(kind), static_cast<int>(kind));
    m_kind->setObjectName(QStringLiteral("kindCombo"));
    m_provider->setObjectName(QStringLiteral("providerEdit"));
    m_provider->setPlaceholderText(tr("e.g. your cloud provider or reseller"));
    m_amount->setObjectName(QStringLiteral("amountSpin"));
    m_amount->setDecimals(4);
    m_amount->setRange(0, 10'000'000);
    m_amount->setGroupSeparatorShown(true);
    m_currency->setObjectName(QStringLiteral("currencyCombo"));
    // Beside the amount, under the amount's label: named on its own.
    m_currency->setAccessibleName(tr("Currency of the amount"));
    for (const engine::Currency currency : engine::allCurrencies)
        m_currency->addItem(text::Money::code(currency), static_cast<int>(currency));
    // The sign before the amount follows the quote's currency ("¥", "€", "$").
    const auto showSign = [this] {
        m_amount->setPrefix(text::Money::symbol(static_cast<engine::Currency>(m_currency->currentData().toInt())));
    };
    showSign();
    connect(m_currency, &QComboBox::currentIndexChanged, this, showSign);
    m_gpus->setObjectName(QStringLiteral("gpusSpin"));
    m_gpus->setRange(1, 1024);
    m_gpus->setToolTip(
        tr("A price for a whole instance or server: how many GPUs it has. The price is stored per GPU."));
    m_commitment->setObjectName(QStringLiteral("commitmentSpin"));
    m_commitment->setRange(0, 120);
    m_commitment->setSpecialValueText(text::Units::notAvailable());
    m_commitment->setSuffix(tr(" months"));
    m_instance->setPlaceholderText(tr("optional, e.g. p5.48xlarge"));
    m_date->setObjectName(QStringLiteral("dateEdit"));
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_sourceTitle->setObjectName(QStringLiteral("sourceTitleEdit"));
    m_sourceTitle->setText(tr("Your quote"));
    m_sourceUrl->setObjectName(QStringLiteral("sourceUrlEdit"));
    m_sourceUrl->setPlaceholderText(tr("optional, https://…"));
    m_note->setPlaceholderText(tr("optional"));
    m_default->setObjectName(QStringLiteral("defaultCheck"));
    m_default->setText(tr("Use as this GPU's price per hour everywhere"));
    // A new rental is normally the user's own quote, which they expect to be used (as
    // a purchase quote is); editing an existing price keeps its setting.
    m_default->setChecked(true);
    m_general->setWordWrap(true);

    QFormLayout* form = buildForm();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &PriceEditDialog::updateKind);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_general);
    layout->addLayout(form);
    layout->addStretch();
    layout->addWidget(buttons);
    m_errors->clear();
    updateKind();
    setMinimumWidth(520);
}

PriceEditDialog::~PriceEditDialog() = default;

// One row per field, each with its problems beside it.
QFormLayout* PriceEditDialog::buildForm()
{
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    const auto row = [&](const QString& text, QWidget* field, const std::string& pointer) {
        auto* label = new QLabel(text);
        label->setBuddy(field);
        m_errors->addRow(form, label, field, "/prices/0" + pointer);
    };
    row(tr("&GPU:"), m_gpu, "/gpu");
    row(tr("&Provider:"), m_provider, "/provider");
    row(tr("&Kind:"), m_kind, "/kind");
    auto* amountRow = new QHBoxLayout;
    amountRow->setContentsMargins(0, 0, 0, 0);
    amountRow->addWidget(m_amount, 1);
    amountRow->addWidget(m_currency);
    amountRow->addWidget(new QLabel(tr("for")));
    amountRow->addWidget(m_gpus);
    amountRow->addWidget(m_amountLabel);
    auto* amountField = new QWidget;
    amountField->setLayout(amountRow);
    auto* amountLabel = new QLabel(tr("&Amount:"));
    amountLabel->setBuddy(m_amount);
    form->addRow(amountLabel, amountField);
    form->addRow(QString(), m_errors->add("/prices/0/usd_per_gpu_hour"));
    form->addRow(QString(), m_errors->add("/prices/0/usd"));
    // A quote in yuan or euros is written as per_gpu_hour / per_gpu with its currency.
    form->addRow(QString(), m_errors->add("/prices/0/per_gpu_hour"));
    form->addRow(QString(), m_errors->add("/prices/0/per_gpu"));
    row(tr("&Commitment:"), m_commitment, "/commitment_months");
    row(tr("&Instance:"), m_instance, "/instance");
    row(tr("&Date:"), m_date, "/date");
    row(tr("Source &title:"), m_sourceTitle, "/source/title");
    row(tr("Source &link:"), m_sourceUrl, "/source/url");
    row(tr("&Note:"), m_note, "/note");
    form->addRow(QString(), m_default);
    return form;
}

void PriceEditDialog::updateKind()
{
    const auto kind = static_cast<PriceKind>(m_kind->currentData().toInt());
    const bool rental = kind != PriceKind::Purchase;
    m_amountLabel->setText(rental ? tr("GPU(s), per hour") : tr("GPU(s)"));
    // The amount is named by its "Amount:" label; the count between "for" and "GPU(s)" here.
    m_gpus->setAccessibleName(rental ? tr("Number of GPUs, per hour") : tr("Number of GPUs"));
    AccessibleNames::nameFromBuddies(*this);
    m_commitment->setEnabled(kind == PriceKind::Reserved);
    m_default->setEnabled(rental);
    if (!rental)
        m_default->setChecked(false);
}

void PriceEditDialog::setPrice(const Price& price)
{
    m_gpu->setCurrentIndex(std::max(0, m_gpu->findData(QString::fromStdString(price.gpuId))));
    m_provider->setText(QString::fromStdString(price.provider));
    m_kind->setCurrentIndex(m_kind->findData(static_cast<int>(price.kind)));
    m_gpus->setValue(1);
    m_currency->setCurrentIndex(m_currency->findData(static_cast<int>(price.currency)));
    m_amount->setValue(price.amount()); // as quoted, in its own currency
    m_commitment->setValue(price.commitmentMonths);
    m_instance->setText(QString::fromStdString(price.instance));
    const QDate date = QDate::fromString(QString::fromStdString(price.date), Qt::ISODate);
    m_date->setDate(date.isValid() ? date : QDate::currentDate());
    m_sourceTitle->setText(QString::fromStdString(price.source.title));
    m_sourceUrl->setText(QString::fromStdString(price.source.url));
    m_note->setText(QString::fromStdString(price.note));
    m_default->setChecked(price.isDefault);
    updateKind();
}

Price PriceEditDialog::price() const
{
    Price price;
    price.gpuId = m_gpu->currentData().toString().toStdString();
    price.provider = m_provider->text().trimmed().toStdString();
    price.kind = static_cast<PriceKind>(m_kind->currentData().toInt());
    const double perGpu = m_amount->value() / m_gpus->value();
    // Stored as quoted; the price book converts a yuan or euro quote to dollars with its rates.
    price.setQuote(static_cast<engine::Currency>(m_currency->currentData().toInt()), perGpu);
    price.commitmentMonths = price.kind == PriceKind::Reserved ? m_commitment->value() : 0;
    price.instance = m_instance->text().trimmed().toStdString();
    price.date = m_date->date().toString(Qt::ISODate).toStdString();
    price.isDefault = price.isRental() && m_default->isChecked();
    price.source.title = m_sourceTitle->text().trimmed().toStdString();
    price.source.url = m_sourceUrl->text().trimmed().toStdString();
    price.source.retrieved = price.date;
    QString note = m_note->text().trimmed();
    if (m_gpus->value() > 1) {
        // Say where a per-GPU figure came from.
        const QString whole =
            tr("%1 for %n GPUs", nullptr, m_gpus->value())
                .arg(text::Money::amount(
                    m_amount->value(), static_cast<engine::Currency>(m_currency->currentData().toInt()), QLocale::c()));
        note = note.isEmpty() ? whole : note + QStringLiteral("; ") + whole;
    }
    price.note = note.toStdString();
    price.userProvided = true;
    return price;
}

engine::Diagnostics PriceEditDialog::problems() const
{
    const Price entered = price();
    const auto read = engine::readPrices(engine::pricesDocument(std::vector<Price>{entered}).dump(), "price");
    return read.ok() ? engine::Diagnostics{} : read.errors();
}

void PriceEditDialog::accept()
{
    if (m_errors->show(problems()) > 0)
        return;
    QDialog::accept();
}

} // namespace gpuatlas::ui
