// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/Catalog.h"

#include <QFile>
#include <QTest>

#include <cmath>

using namespace gpuatlas::engine;

Q_DECLARE_METATYPE(DiagnosticCode)

namespace {

std::string readAll(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = file.readAll();
    return std::string(bytes.constData(), static_cast<std::size_t>(bytes.size()));
}

QString fixture(const char* name)
{
    return QStringLiteral(GPUATLAS_FIXTURES_DIR "/catalog/") + QString::fromLatin1(name);
}

} // namespace

class tst_Catalog : public QObject
{
    Q_OBJECT

private slots:
    void validFixtureLoads();
    void malformedFixtures_data();
    void malformedFixtures();
    void shippedCatalogHasContractIds();
    void shippedCatalogKeepsDenseAndSparseApart();
    void shippedCatalogMatchesDatasheets_data();
    void shippedCatalogMatchesDatasheets();
    void sourceLookupPrefersMostSpecificCover();
    void mergeReplacesAndAppends();
    void contractJsonHasFixedFields();
    void catalogJsonRoundTrips();
};

void tst_Catalog::validFixtureLoads()
{
    const auto catalog = readCatalog(readAll(fixture("valid.json")), "valid.json");
    QVERIFY2(catalog.ok(), catalog.ok() ? "" : catalog.errors().front().pointer.c_str());
    QCOMPARE(catalog.value().size(), std::size_t(2));
    const Gpu* l40s = catalog.value().find("l40s");
    QVERIFY(l40s);
    QVERIFY(!l40s->interconnect);
    QCOMPARE(l40s->tensorRate(TensorFormat::FP16)->dense, 362.05);
    QCOMPARE(*l40s->tensorRate(TensorFormat::FP16)->sparse, 733.0);
    QVERIFY(!l40s->tensorRate(TensorFormat::FP4));
    QVERIFY(!l40s->fp64Tflops);
    const Gpu* a100 = catalog.value().find("a100-sxm-80gb");
    QVERIFY(a100);
    QVERIFY(!a100->tensorRate(TensorFormat::FP8)); // no FP8 on Ampere
    QCOMPARE(a100->interconnect->bandwidthGBs, 600.0);
    QCOMPARE(a100->interconnect->topology, LinkTopology::Switch);

    // A UTF-8 BOM (Windows editors add one) does not make the file invalid.
    QVERIFY(readCatalog(readAll(fixture("with-bom.json")), "with-bom.json").ok());
}

void tst_Catalog::malformedFixtures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<DiagnosticCode>("code");
    QTest::addColumn<QString>("pointer");

    QTest::newRow("truncated") << "truncated.json" << DiagnosticCode::JsonSyntax << "";
    QTest::newRow("empty") << "empty.json" << DiagnosticCode::JsonSyntax << "";
    QTest::newRow("invalid UTF-8") << "invalid-utf8.json" << DiagnosticCode::InvalidUtf8 << "";
    QTest::newRow("too deep") << "too-deep.json" << DiagnosticCode::JsonTooDeep << "";
    QTest::newRow("missing field") << "missing-field.json" << DiagnosticCode::MissingField << "/gpus/1/memory_gb";
    QTest::newRow("wrong type") << "wrong-type.json" << DiagnosticCode::WrongType << "/gpus/0/memory_gb";
    QTest::newRow("null required") << "null-required.json" << DiagnosticCode::WrongType << "/gpus/0/fp32_tflops";
    QTest::newRow("negative") << "negative-number.json" << DiagnosticCode::NotAboveMinimum
                              << "/gpus/1/memory_bandwidth_gbs";
    QTest::newRow("zero") << "zero-number.json" << DiagnosticCode::NotAboveMinimum << "/gpus/0/tdp_w";
    QTest::newRow("overflowing number") << "huge-number.json" << DiagnosticCode::NumberOutOfRange << "";
    QTest::newRow("unknown field") << "unknown-field.json" << DiagnosticCode::UnknownField << "/gpus/0/memroy_gb";
    QTest::newRow("duplicate id") << "duplicate-id.json" << DiagnosticCode::DuplicateId << "/gpus/1/id";
    QTest::newRow("sparse not 2x dense") << "sparse-not-double.json" << DiagnosticCode::SparseNotDoubleDense
                                         << "/gpus/1/tensor_tflops/fp16/sparse";
    QTest::newRow("sparse below dense") << "sparse-below-dense.json" << DiagnosticCode::SparseBelowDense
                                        << "/gpus/0/tensor_tflops/int8/sparse";
    QTest::newRow("bad enum") << "bad-enum.json" << DiagnosticCode::NotInEnum << "/gpus/0/memory_type";
    QTest::newRow("non-web source") << "bad-url.json" << DiagnosticCode::PatternMismatch << "/gpus/0/sources/0/url";
    QTest::newRow("wrong format") << "wrong-format.json" << DiagnosticCode::WrongConstant << "/format";
    QTest::newRow("empty list") << "empty-list.json" << DiagnosticCode::TooFewItems << "/gpus";
    QTest::newRow("bad id") << "bad-id.json" << DiagnosticCode::PatternMismatch << "/gpus/0/id";
    QTest::newRow("no sources") << "missing-sources.json" << DiagnosticCode::TooFewItems << "/gpus/1/sources";
}

void tst_Catalog::malformedFixtures()
{
    QFETCH(QString, file);
    QFETCH(DiagnosticCode, code);
    QFETCH(QString, pointer);

    const auto result = readCatalog(readAll(fixture(file.toLatin1().constData())), file.toStdString());
    QVERIFY(!result.ok());
    const auto& first = result.errors().front();
    QCOMPARE(first.code, code);
    QCOMPARE(QString::fromStdString(first.pointer), pointer);
    QCOMPARE(QString::fromStdString(first.file), file);
}

void tst_Catalog::shippedCatalogHasContractIds()
{
    const auto catalog = readCatalog(readAll(QStringLiteral(GPUATLAS_SOURCE_DIR "/data/gpus.json")), "gpus.json");
    QVERIFY2(catalog.ok(), catalog.ok() ? ""
                                        : (catalog.errors().front().pointer + " " +
                                           std::string(diagnosticCodeId(catalog.errors().front().code)))
                                              .c_str());
    for (const char* id :
         {"h100-sxm", "h100-pcie", "h100-nvl", "h200-sxm", "b200", "a100-sxm-80gb", "a100-pcie-40gb", "a100-pcie-80gb",
          "rtx-a6000", "l40s", "l40", "l4", "a10", "a40", "rtx-6000-ada", "rtx-4090", "mi300x"}) {
        QVERIFY2(catalog.value().find(id), id);
        QVERIFY2(!catalog.value().find(id)->sources.empty(), id);
    }
    // The article's four GPUs carry its suitability text in all three languages.
    for (const char* id : {"h100-sxm", "a100-sxm-80gb", "rtx-a6000", "l40s"}) {
        const auto& article = catalog.value().find(id)->article;
        QVERIFY2(!article.training.zhTW.empty() && !article.inference.zhCN.empty() && !article.training.en.empty(), id);
        QVERIFY2(!article.deployments.empty(), id);
    }
}

void tst_Catalog::shippedCatalogKeepsDenseAndSparseApart()
{
    const auto catalog = readCatalog(readAll(QStringLiteral(GPUATLAS_SOURCE_DIR "/data/gpus.json")), "gpus.json");
    QVERIFY(catalog.ok());
    for (const auto& gpu : catalog.value().gpus()) {
        for (const auto format : allTensorFormats) {
            const auto& rate = gpu.tensorRate(format);
            if (rate && rate->sparse)
                QVERIFY2(*rate->sparse > rate->dense * 1.5, gpu.id.c_str());
        }
    }
}

void tst_Catalog::shippedCatalogMatchesDatasheets_data()
{
    // Figures from the vendors' datasheets and the calibration set's "spec-sheet traps".
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("format");
    QTest::addColumn<double>("dense");
    QTest::addColumn<double>("memoryGB");
    QTest::addColumn<double>("bandwidth");
    QTest::newRow("H100 SXM: printed 1,979 is sparse") << "h100-sxm"
                                                       << "fp16" << 989.4 << 80.0 << 3350.0;
    QTest::newRow("A100 SXM 80GB") << "a100-sxm-80gb"
                                   << "bf16" << 312.0 << 80.0 << 2039.0;
    QTest::newRow("L40S: 362.05 is already dense") << "l40s"
                                                   << "fp16" << 362.05 << 48.0 << 864.0;
    QTest::newRow("RTX A6000") << "rtx-a6000"
                               << "fp16" << 154.8 << 48.0 << 768.0;
    QTest::newRow("H200: H100 compute, more memory") << "h200-sxm"
                                                     << "fp16" << 989.4 << 141.0 << 4800.0;
}

void tst_Catalog::shippedCatalogMatchesDatasheets()
{
    QFETCH(QString, id);
    QFETCH(QString, format);
    QFETCH(double, dense);
    QFETCH(double, memoryGB);
    QFETCH(double, bandwidth);
    const auto catalog = readCatalog(readAll(QStringLiteral(GPUATLAS_SOURCE_DIR "/data/gpus.json")), "gpus.json");
    QVERIFY(catalog.ok());
    const Gpu* gpu = catalog.value().find(id.toStdString());
    QVERIFY(gpu);
    const auto& rate = gpu->tensorRate(*tensorFormatFromId(format.toStdString()));
    QVERIFY(rate);
    QVERIFY2(std::abs(rate->dense - dense) / dense < 0.005, std::to_string(rate->dense).c_str());
    QCOMPARE(gpu->memoryGB, memoryGB);
    QCOMPARE(gpu->memoryBandwidthGBs, bandwidth);
}

void tst_Catalog::sourceLookupPrefersMostSpecificCover()
{
    const std::vector<Source> sources{{"Datasheet", "https://a", "2026-11-30", {}},
                                      {"Whitepaper", "https://b", "2026-11-30", {"tensor_tflops"}},
                                      {"FP8 errata", "https://c", "2026-11-30", {"/tensor_tflops/fp8"}}};
    QCOMPARE(sourceForField(sources, "/memory_gb")->title, std::string("Datasheet"));
    QCOMPARE(sourceForField(sources, "/tensor_tflops/fp16/dense")->title, std::string("Whitepaper"));
    QCOMPARE(sourceForField(sources, "/tensor_tflops/fp8/sparse")->title, std::string("FP8 errata"));
    // "/tensor_tflops/fp8" must not claim "/tensor_tflops/fp80".
    QCOMPARE(sourceForField(sources, "/tensor_tflops/fp80")->title, std::string("Whitepaper"));
}

void tst_Catalog::mergeReplacesAndAppends()
{
    const auto catalog = readCatalog(readAll(fixture("valid.json")), "valid.json");
    QVERIFY(catalog.ok());
    Gpu corrected = *catalog.value().find("l40s");
    corrected.memoryGB = 96;
    corrected.custom = true;
    Gpu added = corrected;
    added.id = "my-card";
    const std::vector<Gpu> extra{corrected, added};
    const Catalog merged = catalog.value().mergedWith(extra);
    QCOMPARE(merged.size(), std::size_t(3));
    QCOMPARE(merged.find("l40s")->memoryGB, 96.0);
    QCOMPARE(merged.indexOf("l40s"), 0);
    QCOMPARE(merged.indexOf("my-card"), 2);
}

void tst_Catalog::contractJsonHasFixedFields()
{
    const auto catalog = readCatalog(readAll(fixture("valid.json")), "valid.json");
    const auto json = gpuToContractJson(*catalog.value().find("l40s"));
    for (const char* key : {"id", "vendor", "name", "architecture", "launch_year", "form_factor", "memory_gb",
                            "memory_type", "memory_bandwidth_gbs", "fp32_tflops", "fp64_tflops", "tensor_tflops",
                            "tdp_w", "nvlink_gbs", "pcie_gen", "custom", "sources"})
        QVERIFY2(json.contains(key), key);
    QCOMPARE(json["nvlink_gbs"].get<double>(), 0.0);
    QVERIFY(json["fp64_tflops"].is_null());
    QVERIFY(json["tensor_tflops"]["fp4"].is_null());
    QCOMPARE(json["tensor_tflops"]["bf16"]["dense"].get<double>(), 362.05);
    QCOMPARE(json["tensor_tflops"]["bf16"]["sparse"].get<double>(), 733.0);
    const auto a100 = gpuToContractJson(*catalog.value().find("a100-sxm-80gb"));
    QCOMPARE(a100["nvlink_gbs"].get<double>(), 600.0);
    QVERIFY(a100["tensor_tflops"]["fp8"].is_null());
}

void tst_Catalog::catalogJsonRoundTrips()
{
    const auto catalog = readCatalog(readAll(fixture("valid.json")), "valid.json");
    const auto text = catalogDocument(catalog.value().gpus()).dump();
    const auto again = readCatalog(text, "roundtrip.json");
    QVERIFY(again.ok());
    QVERIFY(catalogDocument(again.value().gpus()) == catalogDocument(catalog.value().gpus()));
}

QTEST_GUILESS_MAIN(tst_Catalog)
#include "tst_Catalog.moc"
