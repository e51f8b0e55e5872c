// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/Catalog.h"
#include "engine/io/CatalogJson.h"
#include "support/TestMain.h"

#include <QFile>
#include <QTest>

#include <cmath>
#include <limits>

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
    void newPartsMatchDatasheets_data();
    void newPartsMatchDatasheets();
    void newPartsFollowTheVendorsSparsityRule_data();
    void newPartsFollowTheVendorsSparsityRule();
    void chinaMarketPartsNameTheirBase();
    void newFieldsLoadAndDefault();
    void unverifiedNamesFigures();
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
    QTest::newRow("unknown market") << "bad-market.json" << DiagnosticCode::NotInEnum << "/gpus/0/market";
    QTest::newRow("variant of itself") << "self-variant.json" << DiagnosticCode::InconsistentValue
                                       << "/gpus/1/variant_of";
    // FP4 on an Ampere part: an unverified entry must name a figure the GPU has.
    QTest::newRow("unverified names no figure")
        << "unknown-unverified.json" << DiagnosticCode::NotInEnum << "/gpus/1/unverified/1";
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
    // The contract's ids, its December 2026 additions, and the other parts of the 2026 catalogue.
    for (const char* id :
         {"h100-sxm",       "h100-pcie", "h100-nvl", "h200-sxm",     "b200",   "a100-sxm-80gb", "a100-pcie-40gb",
          "a100-pcie-80gb", "rtx-a6000", "l40s",     "l40",          "l4",     "a10",           "a40",
          "rtx-6000-ada",   "rtx-4090",  "mi300x",   "rtx-pro-6000", "b300",   "gb200",         "h20",
          "h800",           "a800-80gb", "l20",      "mi355x",       "gaudi3", "gb300",         "rtx-4090-d",
          "rtx-5090-d",     "mi350x",    "gb10"}) {
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
            // Well above 1: a sparse figure stored as dense would give about 1. Blackwell
            // Ultra's FP4 is printed as 18 | 14 (1.29), the lowest vendor ratio.
            if (rate && rate->sparse)
                QVERIFY2(*rate->sparse > rate->dense * 1.25, gpu.id.c_str());
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
    // GA102 whitepaper, Appendix A: FP16 with FP32 accumulate 71 | 142 (not the FP16-accumulate 142).
    QTest::newRow("RTX 3090: FP32 accumulate") << "rtx-3090"
                                               << "fp16" << 71.0 << 24.0 << 936.0;
    // The RTX 3090's rates per SM and clock at 84 SMs and 1,860 MHz (derived, unverified).
    QTest::newRow("RTX 3090 Ti: derived") << "rtx-3090-ti"
                                          << "bf16" << 80.0 << 24.0 << 1008.0;
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

namespace {

const Catalog& shipped()
{
    static const Catalog catalog = [] {
        auto read = readCatalog(readAll(QStringLiteral(GPUATLAS_SOURCE_DIR "/data/gpus.json")), "gpus.json");
        return read.ok() ? read.value() : Catalog();
    }();
    return catalog;
}

constexpr double none = std::numeric_limits<double>::quiet_NaN();

bool hasSource(const Gpu& gpu, const QString& fragment)
{
    for (const auto& source : gpu.sources) {
        if (QString::fromStdString(source.url).contains(fragment))
            return true;
    }
    return false;
}

void compareRate(const Gpu& gpu, TensorFormat format, double expected)
{
    const auto& rate = gpu.tensorRate(format);
    if (std::isnan(expected)) {
        QVERIFY2(!rate, tensorFormatId(format).data());
        return;
    }
    QVERIFY2(rate, tensorFormatId(format).data());
    QVERIFY2(std::abs(rate->dense - expected) <= 0.005 * expected,
             (std::string(tensorFormatId(format)) + " " + std::to_string(rate->dense)).c_str());
}

} // namespace

void tst_Catalog::newPartsMatchDatasheets_data()
{
    // Each row is the cited source's figure (docs/data-sources.md has the section per part);
    // `source` is a fragment of that source's URL, which the entry must cite. Dense tensor
    // TFLOPS; none where the part has no such format; link 0 and domain 1 without a GPU link.
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("memoryGB");
    QTest::addColumn<double>("bandwidth");
    QTest::addColumn<double>("bf16");
    QTest::addColumn<double>("fp8");
    QTest::addColumn<double>("fp4");
    QTest::addColumn<double>("link");
    QTest::addColumn<double>("tdp");
    QTest::addColumn<int>("domain");
    QTest::addColumn<QString>("source");
    // NVIDIA datasheet: 4,000 AI TOPS = sparse FP4; 96 GB GDDR7, 1,792 GB/s, 600 W.
    QTest::newRow("RTX PRO 6000: 4,000 TOPS is sparse FP4")
        << "rtx-pro-6000" << 96.0 << 1792.0 << 500.0 << 1000.0 << 2000.0 << 0.0 << 600.0 << 1
        << "workstation-edition-nvidia-us-3519208";
    // Blackwell Ultra datasheet, HGX B300 column: FP4 18 | 14, 270 GB, 7.7 TB/s, 1,100 W.
    QTest::newRow("B300: HGX column, FP4 dense printed") << "b300" << 270.0 << 7700.0 << 2250.0 << 4500.0 << 14000.0
                                                         << 1800.0 << 1100.0 << 8 << "blackwell-ultra-datasheet";
    // GB200 NVL72 page: rack figures / 72; Blackwell datasheet: 186 GB, 1,200 W.
    QTest::newRow("GB200: one GPU of a 72-GPU domain")
        << "gb200" << 186.0 << 8000.0 << 2500.0 << 5000.0 << 10000.0 << 1800.0 << 1200.0 << 72 << "gb200-nvl72";
    // Blackwell Ultra datasheet, GB300 NVL72 column: FP4 20 | 15, 279 GB, 8 TB/s, 1,400 W.
    QTest::newRow("GB300: GB300 NVL72 column") << "gb300" << 279.0 << 8000.0 << 2500.0 << 5000.0 << 15000.0 << 1800.0
                                               << 1400.0 << 72 << "blackwell-ultra-datasheet";
    // Baidu Baike and others: 96 GB HBM3, 4.0 TB/s, 148 / 296 dense, NVLink 900; Dell's XE9680
    // GPU specifications: 500 W (the leaked tables' 400 W until December 2026).
    QTest::newRow("H20: 15 % of H100 compute, more bandwidth")
        << "h20" << 96.0 << 4000.0 << 148.0 << 296.0 << none << 900.0 << 500.0 << 8 << "dell.com";
    // Qiangchuan: H100 SXM figures, NVLink cut to 400 GB/s.
    QTest::newRow("H800: NVLink cut to 400 GB/s")
        << "h800" << 80.0 << 3350.0 << 989.5 << 1979.0 << none << 400.0 << 700.0 << 8 << "qiangchuan.com";
    // Tweakers after Reuters: the A100 SXM 80GB with NVLink at 400 instead of 600 GB/s.
    QTest::newRow("A800: NVLink cut to 400 GB/s")
        << "a800-80gb" << 80.0 << 2039.0 << 312.0 << none << none << 400.0 << 400.0 << 8 << "tweakers.net";
    // Leaked November 2023 tables (Tom's Hardware): 119.5 / 239 dense; HPE's L20 data sheet:
    // 48 GB, 864 GB/s, 300 W (275 W in the leaked tables until December 2026).
    QTest::newRow("L20: a third of the L40S")
        << "l20" << 48.0 << 864.0 << 119.5 << 239.0 << none << 0.0 << 300.0 << 1 << "hpe.com";
    // TechPowerUp's database: 14,592 cores, 1,008 GB/s, 425 W; RTX 4090 rates x 114/128.
    QTest::newRow("RTX 4090 D: 114 of 128 SMs") << "rtx-4090-d" << 24.0 << 1008.0 << 147.1 << 294.2 << none << 0.0
                                                << 425.0 << 1 << "techpowerup.com/gpu-specs/geforce-rtx-4090-d";
    // Tom's Hardware: 2,375 AI TOPS against 3,352; RTX 5090 rates x 2,375 / 3,352.
    QTest::newRow("RTX 5090 D: AI throughput capped")
        << "rtx-5090-d" << 32.0 << 1792.0 << 148.4 << 296.9 << 1187.5 << 0.0 << 575.0 << 1 << "nvidia-rtx-5090d-v2";
    // AMD MI350 series: 288 GB, 8 TB/s; 256 CUs x 8,192 FP8 FLOPs per clock at 2.2 / 2.4 GHz (the
    // MI350X brochure prints FP16/BF16 0.1 % above that: 2,309.6).
    QTest::newRow("MI350X: 2.2 GHz, 1,000 W")
        << "mi350x" << 288.0 << 8000.0 << 2309.6 << 4613.7 << 9227.5 << 1075.2 << 1000.0 << 8 << "instinct/mi350";
    QTest::newRow("MI355X: 2.4 GHz, 1,400 W")
        << "mi355x" << 288.0 << 8000.0 << 2516.6 << 5033.2 << 10066.3 << 1075.2 << 1400.0 << 8 << "instinct/mi350";
    // Intel white paper: 1,835 TFLOPS BF16 and FP8 matrix, dense; 128 GB HBM2e, 3.7 TB/s; 900 W.
    QTest::newRow("Gaudi 3: 1,835 is dense")
        << "gaudi3" << 128.0 << 3700.0 << 1835.0 << 1835.0 << none << 1050.0 << 900.0 << 8 << "gaudi-3-ai-accelerator";
    // DGX Spark datasheet: 1 PFLOP sparse FP4, 128 GB LPDDR5x unified, 273 GB/s; GB10 140 W.
    QTest::newRow("GB10: 128 GB unified, 1 PFLOP sparse FP4")
        << "gb10" << 128.0 << 273.0 << 125.0 << 250.0 << 500.0 << 50.0 << 140.0 << 2 << "dgx-spark";
}

void tst_Catalog::newPartsMatchDatasheets()
{
    QFETCH(QString, id);
    QFETCH(double, memoryGB);
    QFETCH(double, bandwidth);
    QFETCH(double, bf16);
    QFETCH(double, fp8);
    QFETCH(double, fp4);
    QFETCH(double, link);
    QFETCH(double, tdp);
    QFETCH(int, domain);
    QFETCH(QString, source);
    const Gpu* gpu = shipped().find(id.toStdString());
    QVERIFY(gpu);
    QCOMPARE(gpu->memoryGB, memoryGB);
    QCOMPARE(gpu->memoryBandwidthGBs, bandwidth);
    compareRate(*gpu, TensorFormat::BF16, bf16);
    compareRate(*gpu, TensorFormat::FP8, fp8);
    compareRate(*gpu, TensorFormat::FP4, fp4);
    QCOMPARE(gpu->linkBandwidthGBs(), link);
    QCOMPARE(gpu->tdpW, tdp);
    QCOMPARE(gpu->interconnect ? gpu->interconnect->maxGpus : 1, domain);
    QVERIFY2(hasSource(*gpu, source), source.toLatin1().constData());
    for (const auto& cited : gpu->sources)
        QVERIFY2(cited.retrieved == "2026-12-01" || cited.retrieved == "2026-12-03", cited.url.c_str()); // issue 14, 31
}

void tst_Catalog::newPartsFollowTheVendorsSparsityRule_data()
{
    // ratio: sparse / dense as the vendor states it; none where no sparse rate is published.
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("format");
    QTest::addColumn<double>("ratio");
    QTest::newRow("RTX PRO 6000 FP4: NVIDIA's 'sparse is twice dense'") << "rtx-pro-6000"
                                                                        << "fp4" << 2.0;
    QTest::newRow("B300 FP8: 'dense is one half'") << "b300"
                                                   << "fp8" << 2.0;
    QTest::newRow("B300 BF16") << "b300"
                               << "bf16" << 2.0;
    QTest::newRow("B300 FP4: printed 18 | 14") << "b300"
                                               << "fp4" << 18.0 / 14.0;
    QTest::newRow("GB300 FP4: printed 20 | 15") << "gb300"
                                                << "fp4" << 20.0 / 15.0;
    QTest::newRow("GB300 FP8") << "gb300"
                               << "fp8" << 2.0;
    QTest::newRow("GB200 FP4: printed 1,440 | 720") << "gb200"
                                                    << "fp4" << 2.0;
    QTest::newRow("GB10 FP4") << "gb10"
                              << "fp4" << 2.0;
    QTest::newRow("H800 BF16") << "h800"
                               << "bf16" << 2.0;
    QTest::newRow("A800 INT8") << "a800-80gb"
                               << "int8" << 2.0;
    QTest::newRow("MI355X FP8") << "mi355x"
                                << "fp8" << 2.0;
    QTest::newRow("MI350X BF16") << "mi350x"
                                 << "bf16" << 2.0;
    QTest::newRow("RTX 5090 D FP4") << "rtx-5090-d"
                                    << "fp4" << 2.0;
    QTest::newRow("RTX 4090 D FP8") << "rtx-4090-d"
                                    << "fp8" << 2.0;
    QTest::newRow("MI355X MXFP4: no sparse rate") << "mi355x"
                                                  << "fp4" << none;
    QTest::newRow("Gaudi 3: no sparsity") << "gaudi3"
                                          << "bf16" << none;
    QTest::newRow("H20: no sparse rate published") << "h20"
                                                   << "bf16" << none;
    QTest::newRow("L20: no sparse rate published") << "l20"
                                                   << "fp8" << none;
}

void tst_Catalog::newPartsFollowTheVendorsSparsityRule()
{
    QFETCH(QString, id);
    QFETCH(QString, format);
    QFETCH(double, ratio);
    const Gpu* gpu = shipped().find(id.toStdString());
    QVERIFY(gpu);
    const auto& rate = gpu->tensorRate(*tensorFormatFromId(format.toStdString()));
    QVERIFY(rate);
    if (std::isnan(ratio)) {
        QVERIFY(!rate->sparse);
        return;
    }
    QVERIFY(rate->sparse);
    QVERIFY(rate->dense <= *rate->sparse);
    QVERIFY2(std::abs(*rate->sparse / rate->dense / ratio - 1.0) < 0.01, std::to_string(*rate->sparse).c_str());
    // A part flagged "sparsity doubles" is held to 2x by the loader, so one whose vendor
    // prints another ratio (B300's FP4) must not carry the flag.
    if (std::abs(ratio - 2.0) > 0.01)
        QVERIFY(!gpu->sparsityDoubles);
}

void tst_Catalog::chinaMarketPartsNameTheirBase()
{
    const std::vector<std::pair<const char*, const char*>> parts{
        {"h20", "h100-sxm"}, {"h800", "h100-sxm"},       {"a800-80gb", "a100-sxm-80gb"},
        {"l20", "l40s"},     {"rtx-4090-d", "rtx-4090"}, {"rtx-5090-d", "rtx-5090"}};
    for (const auto& [id, base] : parts) {
        const Gpu* gpu = shipped().find(id);
        QVERIFY2(gpu, id);
        QCOMPARE(gpu->market, Market::China);
        QCOMPARE(gpu->variantOf, std::string(base));
        const Gpu* parent = shipped().find(gpu->variantOf);
        QVERIFY2(parent && parent->market == Market::Global, id);
        QCOMPARE(gpu->architecture, parent->architecture);
        // The first note says what differs and what it means, in every language.
        QVERIFY2(!gpu->notes.empty(), id);
        const auto& note = gpu->notes.front();
        QVERIFY2(!note.en.empty() && !note.zhCN.empty() && !note.zhTW.empty(), id);
        QVERIFY2(note.en.find(parent->name.substr(parent->name.find(' ') + 1)) != std::string::npos, id);
    }
    int china = 0;
    for (const auto& gpu : shipped().gpus()) {
        china += gpu.market == Market::China ? 1 : 0;
        // Every variant names a part of the catalogue, never itself.
        if (!gpu.variantOf.empty())
            QVERIFY2(shipped().find(gpu.variantOf) && gpu.variantOf != gpu.id, gpu.id.c_str());
    }
    QCOMPARE(china, static_cast<int>(parts.size()));
}

void tst_Catalog::newFieldsLoadAndDefault()
{
    const auto read = readCatalog(readAll(fixture("new-fields.json")), "new-fields.json");
    QVERIFY2(read.ok(), read.ok() ? "" : read.errors().front().pointer.c_str());
    const Gpu& desk = *read.value().find("l40s");
    QCOMPARE(desk.market, Market::China);
    QCOMPARE(desk.variantOf, std::string("a100-sxm-80gb"));
    QVERIFY(desk.unifiedMemory);
    QCOMPARE(desk.shaderCores, 0); // null: not published
    QCOMPARE(desk.formFactor, FormFactor::Desktop);
    QVERIFY(desk.fitsWorkstation());
    QCOMPARE(desk.interconnect->name, std::string("Ethernet"));
    // Absent fields take their defaults.
    const Gpu& server = *read.value().find("a100-sxm-80gb");
    QCOMPARE(server.market, Market::Global);
    QVERIFY(server.variantOf.empty());
    QVERIFY(!server.unifiedMemory);
    QVERIFY(!server.fitsWorkstation());
    // They survive the catalogue format (the user's own GPUs) and reach the CLI's JSON.
    const auto again = readCatalog(catalogDocument(read.value().gpus()).dump(), "again.json");
    QVERIFY(again.ok());
    QVERIFY(catalogDocument(again.value().gpus()) == catalogDocument(read.value().gpus()));
    const auto json = gpuToContractJson(desk);
    QCOMPARE(json["market"].get<std::string>(), std::string("china"));
    QCOMPARE(json["unified_memory"].get<bool>(), true);
    QCOMPARE(json["variant_of"].get<std::string>(), std::string("a100-sxm-80gb"));
    QVERIFY(json["shader_cores"].is_null());
    QCOMPARE(json["form_factor"].get<std::string>(), std::string("Desktop"));
    QVERIFY(gpuToContractJson(server)["variant_of"].is_null());
    QCOMPARE(gpuToContractJson(server)["market"].get<std::string>(), std::string("global"));
    // The shipped DGX Spark is the one unified-memory part.
    for (const auto& gpu : shipped().gpus())
        QCOMPARE(gpu.unifiedMemory, gpu.id == "gb10");
    QCOMPARE(shipped().find("gb200")->formFactor, FormFactor::Superchip);
}

void tst_Catalog::unverifiedNamesFigures()
{
    const auto read = readCatalog(readAll(fixture("new-fields.json")), "new-fields.json");
    QVERIFY2(read.ok(), read.ok() ? "" : read.errors().front().pointer.c_str());
    const Gpu& gpu = *read.value().find("l40s");
    // As written, in the form of a source's covers: names, pointers, a pair for both its figures.
    QCOMPARE(gpu.unverified,
             (std::vector<std::string>{"tdp_w", "/memory_gb", "/tensor_tflops/fp8", "interconnect/bandwidth_gbs"}));
    QVERIFY(gpu.isUnverified("/tdp_w"));
    QVERIFY(gpu.isUnverified("/memory_gb"));
    QVERIFY(gpu.isUnverified("/tensor_tflops/fp8/dense"));
    QVERIFY(gpu.isUnverified("/tensor_tflops/fp8/sparse"));
    QVERIFY(gpu.isUnverified("/interconnect/bandwidth_gbs"));
    QVERIFY(!gpu.isUnverified("/tensor_tflops/fp16/dense"));
    QVERIFY(!gpu.isUnverified("/tdp"));
    QVERIFY(!gpu.isUnverified("/memory_gb_total"));
    // Absent: none (a user's file need not have the field).
    const Gpu& other = *read.value().find("a100-sxm-80gb");
    QVERIFY(other.unverified.empty());
    QVERIFY(!other.isUnverified("/tdp_w"));
    // The CLI's JSON always has the field, empty or not; the catalogue form only when set.
    QVERIFY(gpuToContractJson(gpu)["unverified"] == nlohmann::json(gpu.unverified));
    QVERIFY(gpuToContractJson(other)["unverified"].is_array());
    QVERIFY(gpuToContractJson(other)["unverified"].empty());
    QVERIFY(gpuToCatalogJson(gpu)["unverified"] == nlohmann::json(gpu.unverified));
    QVERIFY(!gpuToCatalogJson(other).contains("unverified"));
    // The refusal names the entry and what the GPU has instead.
    const auto bad = readCatalog(readAll(fixture("unknown-unverified.json")), "unknown-unverified.json");
    QVERIFY(!bad.ok());
    QCOMPARE(bad.errors().size(), std::size_t(1)); // "tdp_w" is a figure the A100 has
    const auto& error = bad.errors().front();
    QCOMPARE(error.args.front(), std::string("/tensor_tflops/fp4"));
    QVERIFY(error.args.back().find("/tensor_tflops/fp16/dense") != std::string::npos);
    QVERIFY(error.args.back().find("tdp_w") != std::string::npos);
    QVERIFY(error.args.back().find("fp4") == std::string::npos);
    QVERIFY(error.args.back().find("sources") == std::string::npos);
    // Only figures: not what the entry is or what is said of it, not a field the GPU lacks.
    for (const char* entry : {"id", "sources", "/notes", "vendor", "/tensor_tflops/fp08", "/interconnect/x",
                              "/memory_gb/dense", "/", "fp64_tflops", "memory_type", "sparsity_doubles"}) {
        nlohmann::json document = nlohmann::json::parse(readAll(fixture("valid.json")));
        document["gpus"][0]["unverified"] = nlohmann::json::array({entry}); // L40S: fp64_tflops is null
        const auto refused = readCatalog(document.dump(), "entry.json");
        QVERIFY2(!refused.ok(), entry);
        QCOMPARE(QString::fromStdString(refused.errors().front().pointer), QStringLiteral("/gpus/0/unverified/0"));
    }
    nlohmann::json empty = nlohmann::json::parse(readAll(fixture("valid.json")));
    empty["gpus"][0]["unverified"] = nlohmann::json::array();
    QVERIFY(readCatalog(empty.dump(), "empty.json").ok());
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

GPUATLAS_TEST_GUILESS_MAIN(tst_Catalog)
#include "tst_Catalog.moc"
