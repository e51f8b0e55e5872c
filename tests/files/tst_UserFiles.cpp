// SPDX-License-Identifier: GPL-3.0-or-later
// The user's exchange-rates file (docs/user-data.md): read with the shipped file's checks
// and then a user's (a real date, a plausible rate), every problem naming the file and
// the field; written back in the same format.
#include "files/UserDataFile.h"
#include "files/UserFiles.h"
#include "support/Files.h"
#include "support/TestMain.h"
#include "text/DiagnosticText.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace gpuatlas;
using files::UserFiles;

namespace {

nlohmann::json rateItem(const char* from, const char* to, double rate, const char* date = "2026-12-02")
{
    return {{"from", from},
            {"to", to},
            {"rate", rate},
            {"date", date},
            {"source", {{"title", "Our bank's transfer rate"}, {"retrieved", "2026-12-02"}}}};
}

// The items as the file's array: a braced list of one json object would be that object itself
// under clang (one-element copy initialisation), not an array of it.
std::string document(std::initializer_list<nlohmann::json> items)
{
    auto rates = nlohmann::json::array();
    for (const auto& item : items)
        rates.push_back(item);
    return nlohmann::json{{"format", "gpu-atlas-exchange-rates"}, {"version", 1}, {"rates", std::move(rates)}}.dump();
}

} // namespace

class tst_UserFiles : public QObject
{
    Q_OBJECT

private slots:
    void goodRatesAreTheUsers();
    void badRatesNameTheField_data();
    void badRatesNameTheField();
    void documentRoundTrip();
    void storeRefusesAnImplausibleRate();
};

void tst_UserFiles::goodRatesAreTheUsers()
{
    const auto read =
        UserFiles::readRates(document({rateItem("USD", "CNY", 7.2), rateItem("CNY", "EUR", 0.12, "2026-11-28"),
                                       rateItem("EUR", "USD", 1.08, "2024-02-29")}), // a leap day
                             "exchange-rates.json");
    QVERIFY(read.ok());
    QCOMPARE(read->size(), std::size_t(3));
    QCOMPARE(read->at(0).rate, 7.2);
    QCOMPARE(read->at(0).date, std::string("2026-12-02"));
    QCOMPARE(read->at(1).from, engine::Currency::CNY);
    QVERIFY(read->at(0).userProvided && read->at(1).userProvided);
}

void tst_UserFiles::badRatesNameTheField_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("field"); // the JSON pointer the message must name

    QTest::newRow("bad JSON") << QByteArray(R"({"format": "gpu-atlas-exchange-rates", "rates": [)") << QString();
    auto unknown = rateItem("USD", "JPY", 150);
    QTest::newRow("unknown currency") << QByteArray::fromStdString(document({unknown}))
                                      << QStringLiteral("/rates/0/to");
    QTest::newRow("zero rate") << QByteArray::fromStdString(document({rateItem("USD", "CNY", 0)}))
                               << QStringLiteral("/rates/0/rate");
    QTest::newRow("negative rate") << QByteArray::fromStdString(document({rateItem("USD", "CNY", -7.2)}))
                                   << QStringLiteral("/rates/0/rate");
    // The inverse typed (0.14 for 7.02) and a decimal point moved (70.2): plausible to the
    // schema, not to the shipped rate.
    QTest::newRow("inverse typed") << QByteArray::fromStdString(document({rateItem("USD", "CNY", 0.1425)}))
                                   << QStringLiteral("/rates/0/rate");
    QTest::newRow("decimal point moved") << QByteArray::fromStdString(
                                                document({rateItem("EUR", "USD", 1.17), rateItem("USD", "CNY", 70.2)}))
                                         << QStringLiteral("/rates/1/rate");
    auto undated = rateItem("USD", "CNY", 7.2);
    undated.erase("date");
    QTest::newRow("missing date") << QByteArray::fromStdString(document({undated})) << QStringLiteral("date");
    QTest::newRow("no such day") << QByteArray::fromStdString(document({rateItem("USD", "CNY", 7.2, "2026-02-30")}))
                                 << QStringLiteral("/rates/0/date");
    QTest::newRow("same pair twice") << QByteArray::fromStdString(
                                            document({rateItem("USD", "CNY", 7.2), rateItem("CNY", "USD", 0.14)}))
                                     << QStringLiteral("/rates/1/to");
}

void tst_UserFiles::badRatesNameTheField()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, field);
    const auto read = UserFiles::readRates(std::string_view(text.constData(), static_cast<std::size_t>(text.size())),
                                           "exchange-rates.json");
    QVERIFY(!read.ok());
    const QString message = text::DiagnosticText::summaryLine(read.errors());
    QVERIFY2(message.contains(QLatin1String("exchange-rates.json")), qPrintable(message));
    QVERIFY2(message.contains(field), qPrintable(message));
}

void tst_UserFiles::documentRoundTrip()
{
    const auto read = UserFiles::readRates(document({rateItem("USD", "CNY", 7.2)}), "exchange-rates.json");
    QVERIFY(read.ok());
    const QByteArray written = UserFiles::ratesDocument(read.value());
    const auto again = UserFiles::readRates(written.toStdString(), "exchange-rates.json");
    QVERIFY(again.ok());
    QCOMPARE(again->front().rate, 7.2);
    QCOMPARE(again->front().source.title, std::string("Our bank's transfer rate"));
}

void tst_UserFiles::storeRefusesAnImplausibleRate()
{
    QTemporaryDir dir;
    auto file = UserFiles::file(UserFiles::Kind::ExchangeRates, dir.path());
    QCOMPARE(QFileInfo(file.path()).fileName(), QStringLiteral("exchange-rates.json"));
    QVERIFY(file.save(QByteArray::fromStdString(document({rateItem("USD", "CNY", 7.2)}))));
    const QByteArray before = testing::readAll(file.path());
    // Saving validates as loading does: the file keeps the good rate.
    const text::Status status = file.save(QByteArray::fromStdString(document({rateItem("USD", "CNY", 720)})));
    QVERIFY(!status);
    QVERIFY2(status.error.contains(QLatin1String("/rates/0/rate")), qPrintable(status.error));
    QCOMPARE(testing::readAll(file.path()), before);
}

GPUATLAS_TEST_GUILESS_MAIN(tst_UserFiles)
#include "tst_UserFiles.moc"
