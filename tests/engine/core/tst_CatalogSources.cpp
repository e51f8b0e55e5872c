// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 31: a catalogue a buyer can cite. The shipped data/gpus.json and data/prices.json
// are checked against tests/engine/core/source-hosts.json (docs/data-sources.md, "Which sources
// count"): no source from a banned host; every headline figure of every shipped GPU covered
// by a vendor or maker document, or listed in the GPU's `unverified`; no `unverified` entry
// for a figure a vendor or maker document covers; every GPU priced or documented unpriced.
#include "EngineTestData.h"
#include "engine/core/Catalog.h"
#include "engine/core/Source.h"
#include "engine/cost/PriceBook.h"
#include "engine/cost/PricesJson.h"
#include "engine/io/CatalogJson.h"
#include "support/TestMain.h"

#include <QTest>
#include <QUrl>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <string>
#include <vector>

using namespace gpuatlas::engine;
using enginetest::Data;
using nlohmann::json;

namespace {

enum class HostClass
{
    Vendor, // the chip vendor's own sites
    Maker,  // a server or board maker's
    Banned, // AI-written wikis, content farms, pages of unknown authorship
    Other,  // press, databases, providers: a secondary source
};

struct HostLists
{
    std::vector<std::string> vendor;
    std::vector<std::string> maker;
    std::vector<std::string> banned;
};

const HostLists& hostLists()
{
    static const HostLists lists = [] {
        const auto document =
            json::parse(enginetest::readFile(enginetest::sourcePath("tests/engine/core/source-hosts.json")));
        HostLists out;
        for (const auto& [key, target] :
             {std::pair{"vendor", &out.vendor}, std::pair{"maker", &out.maker}, std::pair{"banned", &out.banned}}) {
            for (const auto& item : document.at(key))
                target->push_back(item.at("host").get<std::string>());
        }
        return out;
    }();
    return lists;
}

std::string hostOf(const std::string& url)
{
    return QUrl(QString::fromStdString(url)).host().toLower().toStdString();
}

// `host` is `listed` or one of its subdomains.
bool hostMatches(const std::string& host, const std::string& listed)
{
    if (host == listed)
        return true;
    return host.size() > listed.size() && host.compare(host.size() - listed.size(), listed.size(), listed) == 0 &&
           host[host.size() - listed.size() - 1] == '.';
}

bool onList(const std::string& host, const std::vector<std::string>& list)
{
    return std::any_of(list.begin(), list.end(),
                       [&host](const std::string& listed) { return hostMatches(host, listed); });
}

HostClass classify(const std::string& url)
{
    const std::string host = hostOf(url);
    const auto& lists = hostLists();
    if (onList(host, lists.banned))
        return HostClass::Banned;
    if (onList(host, lists.vendor))
        return HostClass::Vendor;
    if (onList(host, lists.maker))
        return HostClass::Maker;
    return HostClass::Other;
}

bool isVendorOrMaker(const Source& source)
{
    const auto kind = classify(source.url);
    return kind == HostClass::Vendor || kind == HostClass::Maker;
}

bool namedByCovers(const Source& source, const std::string& pointer)
{
    return std::any_of(source.covers.begin(), source.covers.end(),
                       [&pointer](const std::string& cover) { return namesField(cover, pointer); });
}

// The loader's convention (engine/Source.h, data/gpus.schema.json): a source backs what
// its `covers` names; the default source (the first without `covers`, else the first)
// backs every field no source's `covers` names.
std::vector<const Source*> sourcesBacking(const Gpu& gpu, const std::string& pointer)
{
    std::vector<const Source*> out;
    bool claimed = false;
    for (const auto& source : gpu.sources) {
        if (namedByCovers(source, pointer)) {
            out.push_back(&source);
            claimed = true;
        }
    }
    if (!claimed && !gpu.sources.empty()) {
        const auto fallback = std::find_if(gpu.sources.begin(), gpu.sources.end(),
                                           [](const Source& source) { return source.covers.empty(); });
        out.push_back(fallback != gpu.sources.end() ? &*fallback : &gpu.sources.front());
    }
    return out;
}

bool vendorCovered(const Gpu& gpu, const std::string& pointer)
{
    const auto backing = sourcesBacking(gpu, pointer);
    return std::any_of(backing.begin(), backing.end(), [](const Source* source) { return isVendorOrMaker(*source); });
}

// The headline figures a buyer compares: memory, bandwidth, power, FP32 and every tensor
// rate the GPU has.
std::vector<std::string> headlineFigures(const Gpu& gpu)
{
    std::vector<std::string> out{"/memory_gb", "/memory_bandwidth_gbs", "/tdp_w", "/fp32_tflops"};
    for (const auto format : allTensorFormats) {
        const auto& rate = gpu.tensorRate(format);
        if (!rate)
            continue;
        const std::string pair = "/tensor_tflops/" + std::string(tensorFormatId(format));
        out.push_back(pair + "/dense");
        if (rate->sparse)
            out.push_back(pair + "/sparse");
    }
    return out;
}

// Every figure (leaf value) of a GPU entry, as JSON pointers: what an `unverified` entry may name.
void figureLeaves(const json& value, const std::string& pointer, std::vector<std::string>& out)
{
    static const std::set<std::string> notFigures{"id",         "vendor",  "name",  "custom",     "market",
                                                  "variant_of", "sources", "notes", "unverified", "article"};
    for (const auto& [key, item] : value.items()) {
        if (pointer.empty() && notFigures.count(key))
            continue;
        if (item.is_object())
            figureLeaves(item, pointer + "/" + key, out);
        else if (!item.is_null())
            out.push_back(pointer + "/" + key);
    }
}

const json& shippedGpusJson()
{
    static const json document = json::parse(enginetest::readFile(enginetest::sourcePath("data/gpus.json")));
    return document;
}

const json& shippedPricesJson()
{
    static const json document = json::parse(enginetest::readFile(enginetest::sourcePath("data/prices.json")));
    return document;
}

// Every problem on its own line (a failure message alone is cut short), then the count.
QByteArray joined(const std::vector<std::string>& lines)
{
    for (const auto& line : lines)
        qWarning("%s", line.c_str());
    return QByteArray::number(static_cast<qulonglong>(lines.size())) + " problem(s), listed above";
}

// A source built for the self-checks.
Source source(std::string url, std::vector<std::string> covers = {})
{
    return Source{"t", std::move(url), "2026-12-03", std::move(covers)};
}

} // namespace

class tst_CatalogSources : public QObject
{
    Q_OBJECT

private slots:
    void hostListsAreWellFormed();
    void coverageFollowsTheLoadersConvention();
    void noSourceFromBannedHosts();
    void headlineFiguresHaveVendorSources();
    void unverifiedFiguresHaveNoVendorSource();
    void everyGpuHasAPriceOrAReason();
    void systemSharesDivideTheSystemPrice();
};

void tst_CatalogSources::hostListsAreWellFormed()
{
    const auto& lists = hostLists();
    // At least the hosts issue 31 names; and no host in two classes.
    for (const char* host : {"grokipedia.com", "aiwiki.ai", "awesomeagents.ai", "estaterule.ru", "unanswered.io",
                             "gpu.name", "topcpu.net", "3dtested.com", "sgpjbg.com", "yobitel.com", "zangshuxian.com",
                             "cputronic.com", "manuals.plus", "sysrqmts.com"})
        QVERIFY2(onList(host, lists.banned), host);
    QCOMPARE(classify("https://www.topcpu.net/es/news/x"), HostClass::Banned);
    QCOMPARE(classify("https://resources.nvidia.com/en-us-l40s/l40s-datasheet-28413"), HostClass::Vendor);
    QCOMPARE(classify("https://lenovopress.lenovo.com/lp1814"), HostClass::Maker);
    QCOMPARE(classify("https://www.techpowerup.com/gpu-specs/"), HostClass::Other);
    QCOMPARE(classify("https://notnvidia.com/x"), HostClass::Other); // a suffix is not a subdomain
    std::set<std::string> seen;
    for (const auto* list : {&lists.vendor, &lists.maker, &lists.banned}) {
        for (const auto& host : *list)
            QVERIFY2(seen.insert(host).second, host.c_str());
    }
}

void tst_CatalogSources::coverageFollowsTheLoadersConvention()
{
    Gpu gpu;
    gpu.sources = {source("https://www.nvidia.com/datasheet"),
                   source("https://example.com/review", {"/tensor_tflops/fp8", "launch_year"}),
                   source("https://www.pny.com/brief", {"/tensor_tflops/fp8/sparse"})};
    // The datasheet, having no covers, backs what no cover names.
    QVERIFY(vendorCovered(gpu, "/memory_gb"));
    // A review that names a figure takes it from the default source...
    QVERIFY(!vendorCovered(gpu, "/tensor_tflops/fp8/dense"));
    // ...unless a vendor or maker document names it too.
    QVERIFY(vendorCovered(gpu, "/tensor_tflops/fp8/sparse"));
    // Without a source free of covers, the first source is the default, as in the loader.
    gpu.sources = {source("https://example.com/review", {"launch_year"}), source("https://www.amd.com/x", {"tdp_w"})};
    QVERIFY(!vendorCovered(gpu, "/memory_gb"));
    QVERIFY(vendorCovered(gpu, "/tdp_w"));
    QCOMPARE(sourceForField(gpu.sources, "/memory_gb")->url, std::string("https://example.com/review"));
}

void tst_CatalogSources::noSourceFromBannedHosts()
{
    std::vector<std::string> problems;
    for (const auto& gpu : Data::shipped().catalog.gpus()) {
        for (const auto& cited : gpu.sources) {
            if (classify(cited.url) == HostClass::Banned)
                problems.push_back(gpu.id + ": " + cited.url);
        }
    }
    for (const auto& price : Data::shipped().prices.prices()) {
        if (classify(price.source.url) == HostClass::Banned)
            problems.push_back("price of " + price.gpuId + " (" + price.provider + "): " + price.source.url);
    }
    QVERIFY2(problems.empty(), joined(problems).constData());
}

void tst_CatalogSources::headlineFiguresHaveVendorSources()
{
    std::vector<std::string> problems;
    for (const auto& gpu : Data::shipped().catalog.gpus()) {
        QVERIFY(!gpu.custom);
        for (const auto& figure : headlineFigures(gpu)) {
            if (!vendorCovered(gpu, figure) && !gpu.isUnverified(figure))
                problems.push_back(gpu.id + " " + figure + ": no vendor or maker source, not listed as unverified");
        }
    }
    QVERIFY2(problems.empty(), joined(problems).constData());
}

void tst_CatalogSources::unverifiedFiguresHaveNoVendorSource()
{
    std::vector<std::string> problems;
    for (const auto& item : shippedGpusJson()["gpus"]) {
        const Gpu& gpu = Data::shipped().gpu(item["id"].get<std::string>());
        std::vector<std::string> leaves;
        figureLeaves(item, {}, leaves);
        for (const auto& entry : gpu.unverified) {
            for (const auto& leaf : leaves) {
                if (namesField(entry, leaf) && vendorCovered(gpu, leaf))
                    problems.push_back(gpu.id + " " + entry + ": " + leaf +
                                       " has a vendor or maker source (stale entry)");
            }
        }
    }
    QVERIFY2(problems.empty(), joined(problems).constData());
}

void tst_CatalogSources::everyGpuHasAPriceOrAReason()
{
    // data/prices.json's `unpriced`: a GPU no citable price was found for, and why.
    std::map<std::string, std::string> unpriced;
    if (const auto it = shippedPricesJson().find("unpriced"); it != shippedPricesJson().end()) {
        for (const auto& item : *it)
            unpriced[item.at("gpu").get<std::string>()] = item.at("reason").get<std::string>();
    }
    std::vector<std::string> problems;
    const auto& data = Data::shipped();
    for (const auto& gpu : data.catalog.gpus()) {
        const bool priced = !data.prices.pricesFor(gpu.id).empty();
        const auto reason = unpriced.find(gpu.id);
        if (!priced && (reason == unpriced.end() || reason->second.empty()))
            problems.push_back(gpu.id + ": no price and no documented reason");
        if (priced && reason != unpriced.end())
            problems.push_back(gpu.id + ": priced, but still listed as unpriced (stale)");
    }
    for (const auto& [id, reason] : unpriced) {
        if (!data.catalog.find(id))
            problems.push_back(id + ": listed as unpriced, but not in the catalogue");
    }
    QVERIFY2(problems.empty(), joined(problems).constData());
}

void tst_CatalogSources::systemSharesDivideTheSystemPrice()
{
    // A part sold only inside a system (GB10 in DGX Spark, a Superchip in an NVL72 rack) is
    // priced at its share of the system's dated price, and the quote says so.
    int shares = 0;
    for (const auto& price : shippedPricesJson()["prices"]) {
        const auto it = price.find("system");
        if (it == price.end())
            continue;
        ++shares;
        const std::string what = price["gpu"].get<std::string>() + " " + price["provider"].get<std::string>();
        const double perSystem = it->at("per_system").get<double>();
        const int gpus = it->at("gpus").get<int>();
        const double amount = price.value(price["kind"] == "purchase" ? "per_gpu" : "per_gpu_hour", 0.0);
        QVERIFY2(gpus >= 1, what.c_str());
        QVERIFY2(std::abs(amount * gpus - perSystem) <= 0.01 * gpus, what.c_str());
        QVERIFY2(!it->at("name").get<std::string>().empty(), what.c_str());
        QVERIFY2(price.value("note", std::string()).find("share") != std::string::npos, what.c_str());
    }
    QVERIFY(shares >= 0);
}

GPUATLAS_TEST_GUILESS_MAIN(tst_CatalogSources)
#include "tst_CatalogSources.moc"
