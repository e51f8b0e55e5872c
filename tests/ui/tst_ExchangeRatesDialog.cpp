// SPDX-License-Identifier: GPL-3.0-or-later
// Tools > Exchange rates…: the user's own rate replaces the shipped one for its pair in
// every conversion, is saved, says it is the user's in the report and on the cost page,
// and "Restore shipped rate" takes it back.
#include "state/UserData.h"
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "text/Money.h"
#include "ui/dialogs/ExchangeRateEditor.h"
#include "ui/dialogs/ExchangeRatesDialog.h"
#include "ui/document/export/ReportDocument.h"
#include "ui/pages/CostOfOwnershipPage.h"

#include <QApplication>
#include <QDateEdit>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace gpuatlas;
using engine::Currency;
using state::UserData;
using ui::ExchangeRateEditor;
using ui::ExchangeRatesDialog;

namespace {

std::optional<engine::ExchangeRate> yuanRate(const state::Workspace& workspace)
{
    return workspace.prices().rates().find(Currency::USD, Currency::CNY);
}

// Types the user's rate into the editor's fields and presses "Use this rate".
void enter(ExchangeRateEditor& editor, double rate, const QString& date, const QString& source)
{
    editor.rateField()->setValue(rate);
    editor.dateField()->setDate(QDate::fromString(date, Qt::ISODate));
    editor.sourceField()->setText(source);
    editor.useButton()->click();
}

QStringList paragraphs(const ui::exporting::ReportDocument& document)
{
    QStringList out;
    for (const auto& block : document.blocks) {
        if (block.kind == ui::exporting::ReportBlock::Kind::Paragraph)
            out << block.text;
    }
    return out;
}

} // namespace

class tst_ExchangeRatesDialog : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void everyShippedPairIsEditable();
    void overrideAndRestore();
    void reportAndCostPageStateTheUsersRate();
    void implausibleRateIsRefused();
    void brokenFileMakesItReadOnly();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    testing::ShippedResult m_shipped;
    std::unique_ptr<UserData> m_userData;
};

void tst_ExchangeRatesDialog::init()
{
    m_userData.reset(); // before the workspace it works on
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    m_shipped = shippedResult();
    QVERIFY(m_shipped);
    m_userData = std::make_unique<UserData>(*m_shipped.workspace, m_dir->path());
    QVERIFY(m_userData->load().isEmpty());
}

void tst_ExchangeRatesDialog::everyShippedPairIsEditable()
{
    ExchangeRatesDialog dialog(*m_shipped.workspace, *m_userData);
    QCOMPARE(dialog.editors().size(), m_userData->shippedRates().rates().size());
    ExchangeRateEditor* yuan = dialog.editor(Currency::USD, Currency::CNY);
    QVERIFY(yuan && dialog.editor(Currency::EUR, Currency::USD));
    // It starts from the shipped rate, which is the one in use.
    QCOMPARE(yuan->rateField()->value(), 7.0197);
    QCOMPARE(yuan->inUseText(), QStringLiteral("The shipped rate"));
    QVERIFY(!yuan->restoreButton()->isEnabled());
    // Keyboard and screen readers: every control takes focus and names its pair.
    for (ExchangeRateEditor* editor : dialog.editors()) {
        const QList<QWidget*> controls{editor->rateField(), editor->dateField(), editor->sourceField(),
                                       editor->useButton(), editor->restoreButton()};
        for (QWidget* control : controls) {
            QVERIFY(control->focusPolicy() & Qt::TabFocus);
            QVERIFY2(control->accessibleName().contains(editor->pairText()), qPrintable(control->accessibleName()));
        }
    }
    // The shipped rate is shown with its date and its source.
    const QString shown = yuan->shippedText();
    QVERIFY2(shown.contains(QLatin1String("2026-01-08")) && shown.contains(QLatin1String("Xinhua")), qPrintable(shown));
}

void tst_ExchangeRatesDialog::overrideAndRestore()
{
    ExchangeRatesDialog dialog(*m_shipped.workspace, *m_userData);
    ExchangeRateEditor* yuan = dialog.editor(Currency::USD, Currency::CNY);
    enter(*yuan, 7.2, QStringLiteral("2026-12-02"), QStringLiteral("Our bank's transfer rate"));
    QCOMPARE(m_userData->userRates().size(), std::size_t(1));
    const QString path = m_userData->path(UserData::Kind::ExchangeRates);
    QVERIFY(QFile::exists(path));
    auto inUse = yuanRate(*m_shipped.workspace);
    QVERIFY(inUse && inUse->userProvided);
    QCOMPARE(inUse->rate, 7.2);
    QCOMPARE(inUse->source.title, std::string("Our bank's transfer rate"));
    QVERIFY2(yuan->inUseText().contains(QLatin1String("your rate of 2026-12-02")), qPrintable(yuan->inUseText()));
    QVERIFY(yuan->restoreButton()->isEnabled());
    // Another rate for the same pair replaces the first; the other pair is untouched.
    enter(*yuan, 7.25, QStringLiteral("2026-12-03"), QString());
    QCOMPARE(m_userData->userRates().size(), std::size_t(1));
    QCOMPARE(yuanRate(*m_shipped.workspace)->rate, 7.25);
    QVERIFY(!m_shipped.workspace->prices().rates().find(Currency::EUR, Currency::USD)->userProvided);

    yuan->restoreButton()->click();
    QVERIFY(m_userData->userRates().empty());
    QVERIFY(!QFile::exists(path));
    inUse = yuanRate(*m_shipped.workspace);
    QVERIFY(inUse && !inUse->userProvided);
    QCOMPARE(inUse->rate, 7.0197);
    QCOMPARE(yuan->inUseText(), QStringLiteral("The shipped rate"));
}

void tst_ExchangeRatesDialog::reportAndCostPageStateTheUsersRate()
{
    ExchangeRatesDialog dialog(*m_shipped.workspace, *m_userData);
    enter(*dialog.editor(Currency::USD, Currency::CNY), 7.2, QStringLiteral("2026-12-02"), QStringLiteral("Our bank"));
    m_shipped.workspace->setCurrency(Currency::CNY);
    m_shipped.current->setWorkload(chatWorkload());
    const state::ResultPtr result = m_shipped.current->result();
    QVERIFY(result && !result->ranking.empty());
    // Every cost converted at the user's rate.
    const auto& first = result->ranking.front().cost;
    QVERIFY(first.exchangeRate && first.exchangeRate->userProvided);
    QCOMPARE(first.exchangeRate->rate, 7.2);

    ui::exporting::ReportInput input;
    input.workspace = m_shipped.workspace.get();
    input.workload = result->workload;
    input.ranking = result->ranking;
    input.currency = Currency::CNY;
    const QString stated = paragraphs(ui::exporting::ReportDocument::build(input)).join(QLatin1Char('\n'));
    QVERIFY2(stated.contains(QLatin1String("1 USD = 7.2")) && stated.contains(QLatin1String("your rate of 2026-12-02")),
             qPrintable(stated));

    ui::CostOfOwnershipPage page(*m_shipped.current);
    const auto* note = page.findChild<QLabel*>(QStringLiteral("tcoCurrencyNote"));
    QVERIFY(note);
    QVERIFY2(note->text().contains(QLatin1String("your rate of 2026-12-02")), qPrintable(note->text()));
    QVERIFY2(note->toolTip().contains(QLatin1String("Our bank")), qPrintable(note->toolTip()));
}

void tst_ExchangeRatesDialog::implausibleRateIsRefused()
{
    ExchangeRatesDialog dialog(*m_shipped.workspace, *m_userData);
    engine::ExchangeRate inverse = dialog.editor(Currency::USD, Currency::CNY)->entered();
    inverse.rate = 0.1425; // 1 CNY in dollars, typed the wrong way round
    const text::Status status = dialog.useRate(inverse);
    QVERIFY(!status);
    QVERIFY2(status.error.contains(QLatin1String("exchange-rates.json")) &&
                 status.error.contains(QLatin1String("/rates/0/rate")),
             qPrintable(status.error));
    QVERIFY(m_userData->userRates().empty());
    QCOMPARE(yuanRate(*m_shipped.workspace)->rate, 7.0197);
    QVERIFY(!QFile::exists(m_userData->path(UserData::Kind::ExchangeRates)));
}

void tst_ExchangeRatesDialog::brokenFileMakesItReadOnly()
{
    const QString path = QDir(m_dir->path()).filePath(QStringLiteral("exchange-rates.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "gpu-atlas-exchange-rates", "version": 1, "rates": [{"from": "USD", "to": "CNY"}]})");
    file.close();
    UserData broken(*m_shipped.workspace, m_dir->path());
    QCOMPARE(broken.load().size(), 1);
    ExchangeRatesDialog dialog(*m_shipped.workspace, broken);
    for (ExchangeRateEditor* editor : dialog.editors()) {
        QVERIFY(!editor->useButton()->isEnabled());
        QVERIFY(!editor->rateField()->isEnabled());
    }
    QCOMPARE(yuanRate(*m_shipped.workspace)->rate, 7.0197);
}

GPUATLAS_TEST_MAIN(tst_ExchangeRatesDialog)
#include "tst_ExchangeRatesDialog.moc"
