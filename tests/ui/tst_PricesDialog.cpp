// SPDX-License-Identifier: GPL-3.0-or-later
#include "state/UserData.h"
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "support/Widgets.h"
#include "ui/dialogs/PriceEditDialog.h"
#include "ui/dialogs/PricesDialog.h"
#include "ui/models/PricesModel.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace gpuatlas;
using ui::PriceEditDialog;
using ui::PricesDialog;
using ui::PricesModel;

namespace {

engine::Workload llamaOn(const std::string& gpu)
{
    engine::Workload workload = chatWorkload();
    workload.gpus = {gpu};
    return workload;
}

} // namespace

class tst_PricesDialog : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void addThroughTheEditorTakesPrecedenceEverywhere();
    void editorShowsErrorsBesideFields();
    void instancePriceIsStoredPerGpu();
    void overrideShippedPriceAndDelete();
    void makeShippedPriceDefault();
    void failedSaveChangesNothing();
    void filtersByProviderAndCurrency();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<state::Workspace> m_workspace;
    std::unique_ptr<state::UserData> m_userData;
};

void tst_PricesDialog::init()
{
    m_userData.reset();
    m_workspace = shippedWorkspace();
    QVERIFY(m_workspace);
    QFile::remove(QDir(m_dir.path()).filePath(QStringLiteral("prices.json")));
    m_userData = std::make_unique<state::UserData>(*m_workspace, m_dir.path());
    QVERIFY(m_userData->load().isEmpty());
}

void tst_PricesDialog::addThroughTheEditorTakesPrecedenceEverywhere()
{
    PricesDialog dialog(*m_workspace, *m_userData);
    dialog.show();
    QVERIFY(dialog.selectPrice(QStringLiteral("l40s"), QStringLiteral("DigitalOcean")));
    const double before = *m_workspace->estimate(llamaOn("l40s"), "l40s", 1)->cost.usdPerHour;
    QCOMPARE(before, 1.57);

    // Drive the real editor: Add…, type a quote, OK. A new rental is the user's own
    // quote: it is used everywhere unless they untick it.
    QTimer::singleShot(0, &dialog, [&dialog] {
        auto* editor = dialog.findChild<PriceEditDialog*>();
        QVERIFY(editor);
        auto* gpu = testing::child<QComboBox>(editor, "gpuCombo");
        gpu->setCurrentIndex(gpu->findData(QStringLiteral("l40s")));
        testing::child<QLineEdit>(editor, "providerEdit")->setText(QStringLiteral("Our colo"));
        testing::child<QDoubleSpinBox>(editor, "amountSpin")->setValue(0.95);
        QVERIFY(testing::child<QCheckBox>(editor, "defaultCheck")->isChecked());
        editor->accept();
    });
    testing::child<QPushButton>(dialog, "addPriceButton")->click();

    // Saved in the user's folder, in the prices format...
    QCOMPARE(m_userData->userPrices().size(), std::size_t(1));
    QVERIFY(QFile::exists(QDir(m_dir.path()).filePath(QStringLiteral("prices.json"))));
    // ...the engine's $/hour everywhere...
    QCOMPARE(m_workspace->prices().defaultRental("l40s")->provider, std::string("Our colo"));
    QCOMPARE(*m_workspace->estimate(llamaOn("l40s"), "l40s", 1)->cost.usdPerHour, 0.95);
    const auto ranked = m_workspace->rank(llamaOn("l40s"));
    QCOMPARE(*ranked.front().cost.usdPerHour, 0.95 * ranked.front().count());
    // ...and the view lists it as the one used.
    QVERIFY(dialog.selectPrice(QStringLiteral("l40s"), QStringLiteral("Our colo")));
    const QModelIndex current = dialog.table()->currentIndex();
    QCOMPARE(current.siblingAtColumn(ui::PricesModel::UsedColumn).data().toString(), QStringLiteral("Cost per hour"));
    // A new session reads it back.
    state::Workspace again(m_workspace->catalog(), m_workspace->models(), shippedWorkspace()->prices());
    state::UserData reread(again, m_dir.path());
    QVERIFY(reread.load().isEmpty());
    QCOMPARE(again.prices().defaultRental("l40s")->usdPerGpuHour, 0.95);
}

void tst_PricesDialog::editorShowsErrorsBesideFields()
{
    PriceEditDialog editor(m_workspace->catalog());
    editor.show();
    testing::child<QLineEdit>(editor, "providerEdit")->clear();
    testing::child<QDoubleSpinBox>(editor, "amountSpin")->setValue(0);
    testing::child<QLineEdit>(editor, "sourceUrlEdit")->setText(QStringLiteral("www.example.com"));
    editor.accept();
    QVERIFY(editor.isVisible()); // refused
    QLabel* provider = editor.errors().labelFor("/prices/0/provider");
    QLabel* amount = editor.errors().labelFor("/prices/0/usd_per_gpu_hour");
    QLabel* link = editor.errors().labelFor("/prices/0/source/url");
    QVERIFY(provider && provider->isVisible() && !provider->text().isEmpty());
    QVERIFY(amount && amount->isVisible() && amount->text().contains(QLatin1String("greater than 0")));
    QVERIFY(link && link->isVisible());
    QVERIFY(!editor.errors().labelFor("/prices/0/date")->isVisible());
    // Fixed: accepted.
    testing::child<QLineEdit>(editor, "providerEdit")->setText(QStringLiteral("Us"));
    testing::child<QDoubleSpinBox>(editor, "amountSpin")->setValue(1.25);
    testing::child<QLineEdit>(editor, "sourceUrlEdit")->clear();
    editor.accept();
    QCOMPARE(editor.result(), int(QDialog::Accepted));
    QVERIFY(!provider->isVisible());
}

void tst_PricesDialog::instancePriceIsStoredPerGpu()
{
    PriceEditDialog editor(m_workspace->catalog());
    testing::child<QLineEdit>(editor, "providerEdit")->setText(QStringLiteral("AWS"));
    testing::child<QDoubleSpinBox>(editor, "amountSpin")->setValue(55.04);
    testing::child<QSpinBox>(editor, "gpusSpin")->setValue(8);
    const engine::Price price = editor.price();
    QCOMPARE(price.usdPerGpuHour, 55.04 / 8);
    QVERIFY(QString::fromStdString(price.note).contains(QLatin1String("8 GPUs")));
    QVERIFY(editor.problems().empty());
}

void tst_PricesDialog::overrideShippedPriceAndDelete()
{
    PricesDialog dialog(*m_workspace, *m_userData);
    QVERIFY(dialog.selectPrice(QStringLiteral("h100-sxm"), QStringLiteral("DigitalOcean"),
                               QStringLiteral("gpu-h100x1-80gb")));
    QVERIFY(dialog.currentPrice());
    engine::Price mine = *dialog.currentPrice();
    mine.usdPerGpuHour = 2.95;
    mine.date = "2026-11-29";
    mine.isDefault = false;
    QVERIFY(dialog.replaceCurrent(mine));
    // The override replaced the shipped default and took over its role.
    QCOMPARE(m_workspace->prices().defaultRental("h100-sxm")->usdPerGpuHour, 2.95);
    QCOMPARE(m_workspace->prices().pricesFor("h100-sxm").size(),
             m_userData->shippedPrices().pricesFor("h100-sxm").size());
    // Deleting the user's quote brings the shipped one back.
    QVERIFY(dialog.selectPrice(QStringLiteral("h100-sxm"), QStringLiteral("DigitalOcean"),
                               QStringLiteral("gpu-h100x1-80gb")));
    QVERIFY(dialog.removeCurrent());
    QCOMPARE(m_workspace->prices().defaultRental("h100-sxm")->usdPerGpuHour, 3.39);
    QVERIFY(m_userData->userPrices().empty());
    // Shipped prices cannot be deleted.
    QVERIFY(dialog.selectPrice(QStringLiteral("h100-sxm"), QStringLiteral("Lambda")));
    QVERIFY(!dialog.removeCurrent());
}

void tst_PricesDialog::makeShippedPriceDefault()
{
    PricesDialog dialog(*m_workspace, *m_userData);
    QVERIFY(dialog.selectPrice(QStringLiteral("l40s"), QStringLiteral("RunPod")));
    QVERIFY(dialog.makeCurrentDefault());
    QCOMPARE(m_workspace->prices().defaultRental("l40s")->provider, std::string("RunPod"));
    // A second choice moves the default; the user's file keeps one per GPU.
    QVERIFY(dialog.selectPrice(QStringLiteral("l40s"), QStringLiteral("Modal")));
    QVERIFY(dialog.makeCurrentDefault());
    QCOMPARE(m_workspace->prices().defaultRental("l40s")->provider, std::string("Modal"));
    int defaults = 0;
    for (const auto& price : m_userData->userPrices())
        defaults += price.gpuId == "l40s" && price.isDefault ? 1 : 0;
    QCOMPARE(defaults, 1);
}

void tst_PricesDialog::failedSaveChangesNothing()
{
    PricesDialog dialog(*m_workspace, *m_userData);
    m_userData->file(state::UserData::Kind::Prices)->setWriteStep([](QIODevice&, const QByteArray&) -> qint64 {
        return -1;
    });
    engine::Price price;
    price.gpuId = "l40s";
    price.provider = "Us";
    price.usdPerGpuHour = 0.5;
    price.isDefault = true;
    price.date = "2026-11-30";
    price.source = {"Quote", "", "2026-11-30", {}};
    QVERIFY(!dialog.addPrice(price));
    QVERIFY(m_userData->userPrices().empty());
    QCOMPARE(m_workspace->prices().defaultRental("l40s")->usdPerGpuHour, 1.57);
}

// Rental lists filter by provider and by the currency a quote is in (issue 14).
void tst_PricesDialog::filtersByProviderAndCurrency()
{
    PricesDialog dialog(*m_workspace, *m_userData);
    auto* table = testing::child<QTableView>(dialog, "pricesTable");
    auto* provider = testing::child<QComboBox>(dialog, "priceProviderFilter");
    auto* currency = testing::child<QComboBox>(dialog, "priceCurrencyFilter");
    QAbstractItemModel* rows = table->model();
    const int all = rows->rowCount();
    QVERIFY(all > 20);
    QCOMPARE(provider->currentIndex(), 0); // all providers
    QCOMPARE(currency->currentIndex(), 0); // all currencies

    // Yuan only: every row listed is a CNY quote, and there are some (AutoDL, Hengyuan...).
    currency->setCurrentIndex(currency->findData(static_cast<int>(engine::Currency::CNY)));
    const int yuan = rows->rowCount();
    QVERIFY(yuan > 0 && yuan < all);
    for (int row = 0; row < yuan; ++row) {
        QCOMPARE(rows->index(row, 0).data(PricesModel::CurrencyRole).toInt(), static_cast<int>(engine::Currency::CNY));
        QVERIFY2(rows->index(row, PricesModel::PriceColumn).data().toString().contains(QStringLiteral("¥")),
                 qPrintable(rows->index(row, PricesModel::PriceColumn).data().toString()));
    }

    // One provider, in every currency: only its quotes.
    currency->setCurrentIndex(0);
    const int hyperstack = provider->findData(QStringLiteral("Hyperstack"));
    QVERIFY(hyperstack > 0);
    provider->setCurrentIndex(hyperstack);
    QVERIFY(rows->rowCount() > 0 && rows->rowCount() < all);
    for (int row = 0; row < rows->rowCount(); ++row)
        QCOMPARE(rows->index(row, 0).data(PricesModel::ProviderRole).toString(), QStringLiteral("Hyperstack"));
    // Both at once: Hyperstack quotes in dollars only, so none in yuan.
    currency->setCurrentIndex(currency->findData(static_cast<int>(engine::Currency::CNY)));
    QCOMPARE(rows->rowCount(), 0);

    // The choice survives a change of prices; all again lists everything.
    QVERIFY(m_userData->setUserPrices({}));
    QCOMPARE(provider->currentData().toString(), QStringLiteral("Hyperstack"));
    provider->setCurrentIndex(0);
    currency->setCurrentIndex(0);
    QCOMPARE(rows->rowCount(), all);
}

GPUATLAS_TEST_MAIN(tst_PricesDialog)
#include "tst_PricesDialog.moc"
