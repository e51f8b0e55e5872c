// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "ui/models/PricesModel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace gpuatlas;
using ui::PricesModel;

namespace {

engine::Price myQuote(const std::string& gpu, const std::string& provider, double amount, bool isDefault,
                      const std::string& instance = {})
{
    engine::Price price;
    price.gpuId = gpu;
    price.provider = provider;
    price.usdPerGpuHour = amount;
    price.instance = instance;
    price.date = "2026-11-20";
    price.isDefault = isDefault;
    price.source = {"Quote", "", "2026-11-20", {}};
    price.userProvided = true;
    return price;
}

} // namespace

class tst_PricesModel : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void modelTester();
    void listsEveryShippedPrice();
    void flagsPricesOlderThanAYear_data();
    void flagsPricesOlderThanAYear();
    void userPricesTakePrecedence();
    void rawNumbersForSorting();

private:
    std::unique_ptr<state::Workspace> m_workspace;
    std::unique_ptr<PricesModel> m_model;
    std::vector<engine::Price> m_user;
    engine::PriceBook m_shipped;

    void apply() { m_model->setPrices(m_workspace->catalog(), m_shipped.withOverrides(m_user), m_shipped, m_user); }
    int rowOf(const std::string& gpu, const std::string& provider, const std::string& instance = {}) const
    {
        for (int row = 0; row < m_model->rowCount(); ++row) {
            const auto* price = m_model->priceAt(row);
            if (price->gpuId == gpu && price->provider == provider && (instance.empty() || price->instance == instance))
                return row;
        }
        return -1;
    }
};

void tst_PricesModel::init()
{
    m_workspace = shippedWorkspace();
    QVERIFY(m_workspace);
    m_shipped = m_workspace->prices();
    m_model = std::make_unique<PricesModel>();
    m_model->setToday(QDate(2026, 11, 30));
    m_user.clear();
    apply();
}

void tst_PricesModel::modelTester()
{
    QAbstractItemModelTester tester(m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    m_user.push_back(myQuote("l40s", "Office", 0.9, true));
    apply();
    m_model->setToday(QDate(2027, 6, 1));
}

void tst_PricesModel::listsEveryShippedPrice()
{
    QCOMPARE(m_model->rowCount(), static_cast<int>(m_shipped.prices().size()));
    const int row = rowOf("h100-sxm", "DigitalOcean", "gpu-h100x1-80gb");
    QVERIFY(row >= 0);
    QCOMPARE(m_model->index(row, PricesModel::PriceColumn).data().toString(), QStringLiteral("$3.39/GPU-hour"));
    QCOMPARE(m_model->index(row, PricesModel::UsedColumn).data().toString(), QStringLiteral("Cost per hour"));
    QCOMPARE(m_model->index(row, PricesModel::OriginColumn).data().toString(), QStringLiteral("Shipped"));
    QVERIFY(m_model->index(row, PricesModel::SourceColumn)
                .data(PricesModel::UrlRole)
                .toString()
                .startsWith(QLatin1String("https://")));
    const int purchase = rowOf("l40s", "MSRP as quoted");
    QCOMPARE(m_model->index(purchase, PricesModel::UsedColumn).data().toString(), QStringLiteral("Cost of ownership"));
}

void tst_PricesModel::flagsPricesOlderThanAYear_data()
{
    QTest::addColumn<QDate>("today");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<QString>("provider");
    QTest::addColumn<bool>("stale");
    // The AWS L40S prices are dated 2025-08-12.
    QTest::newRow("366 days later") << QDate(2026, 8, 13) << "l40s"
                                    << "RunPod" << true;
    QTest::newRow("exactly a year") << QDate(2026, 8, 12) << "l40s"
                                    << "RunPod" << false;
    QTest::newRow("today, fresh price") << QDate(2026, 11, 30) << "h100-sxm"
                                        << "RunPod" << false;
    QTest::newRow("list price of 2024") << QDate(2026, 11, 30) << "gaudi3"
                                        << "Intel list price" << true;
}

void tst_PricesModel::flagsPricesOlderThanAYear()
{
    QFETCH(QDate, today);
    QFETCH(QString, gpu);
    QFETCH(QString, provider);
    QFETCH(bool, stale);
    m_model->setToday(today);
    const int row = rowOf(gpu.toStdString(), provider.toStdString());
    QVERIFY(row >= 0);
    const QModelIndex date = m_model->index(row, PricesModel::DateColumn);
    QCOMPARE(date.data(PricesModel::StaleRole).toBool(), stale);
    QCOMPARE(!date.data(Qt::DecorationRole).isNull(), stale);
    QCOMPARE(date.data(Qt::ToolTipRole).toString().contains(QLatin1String("more than a year old"), Qt::CaseInsensitive),
             stale);
}

void tst_PricesModel::userPricesTakePrecedence()
{
    // An override of the shipped default quote and a new default for the L40S.
    m_user.push_back(myQuote("h100-sxm", "DigitalOcean", 3.05, false, "gpu-h100x1-80gb"));
    m_user.push_back(myQuote("l40s", "Office", 0.9, true));
    apply();
    QCOMPARE(m_model->rowCount(), static_cast<int>(m_shipped.prices().size()) + 1); // one replaced, one added
    const int override = rowOf("h100-sxm", "DigitalOcean", "gpu-h100x1-80gb");
    QCOMPARE(m_model->userIndexAt(override), 0);
    QCOMPARE(m_model->index(override, PricesModel::OriginColumn).data().toString(),
             QStringLiteral("Yours, replaces $3.39/GPU-hour"));
    QCOMPARE(m_model->index(override, PricesModel::UsedColumn).data().toString(), QStringLiteral("Cost per hour"));
    QVERIFY(m_model->index(override, 0).data(Qt::FontRole).value<QFont>().italic());
    const int office = rowOf("l40s", "Office");
    QCOMPARE(m_model->userIndexAt(office), 1);
    QCOMPARE(m_model->index(office, PricesModel::UsedColumn).data().toString(), QStringLiteral("Cost per hour"));
    // The shipped L40S default is no longer used for $/hour.
    QCOMPARE(m_model->index(rowOf("l40s", "DigitalOcean"), PricesModel::UsedColumn).data().toString(), QString());
    QCOMPARE(m_model->userIndexAt(rowOf("l40s", "DigitalOcean")), -1);
}

void tst_PricesModel::rawNumbersForSorting()
{
    const int row = rowOf("l40s", "MSRP as quoted");
    QCOMPARE(m_model->index(row, PricesModel::PriceColumn).data(Qt::UserRole).toDouble(), 9000.0);
    const int reserved = rowOf("l40s", "AWS");
    QVERIFY(m_model->index(reserved, PricesModel::PriceColumn).data(Qt::UserRole).toDouble() > 0);
    QCOMPARE(m_model->headerData(PricesModel::DateColumn, Qt::Horizontal).toString(), QStringLiteral("Date"));
}

GPUATLAS_TEST_MAIN(tst_PricesModel)
#include "tst_PricesModel.moc"
