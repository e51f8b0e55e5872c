// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineTestData.h"
#include "engine/rank/StandardWorkloads.h"
#include "support/TestMain.h"

#include <QTest>

#include <algorithm>
#include <string>

using namespace gpuatlas::engine;
using enginetest::Data;
using nlohmann::json;

namespace {

json shippedJson()
{
    return json::parse(enginetest::readFile(enginetest::sourcePath("data/workloads.json")));
}

Result<std::vector<StandardWorkload>> read(const json& document)
{
    return readStandardWorkloads(document.dump(), "workloads.json", Data::shipped().models);
}

bool hasError(const Diagnostics& errors, DiagnosticCode code, const std::string& pointer)
{
    return std::any_of(errors.begin(), errors.end(), [&](const Diagnostic& d) {
        return d.code == code && d.pointer == pointer && d.file == "workloads.json";
    });
}

} // namespace

class tst_StandardWorkloads : public QObject
{
    Q_OBJECT

private slots:
    void shippedFileReads();
    void wizardAndMatrixShareEntries();
    void malformedJsonNamesTheFile();
    void badWorkloadNamesItsPointer();
    void unknownModelNamesItsPointer();
    void duplicateIdIsAnError();
    void missingLanguageIsAnError();
    void unknownPlaceIsAnError();
};

void tst_StandardWorkloads::shippedFileReads()
{
    const auto all = read(shippedJson());
    QVERIFY(all);
    QVERIFY(all.value().size() >= 10);
    for (const auto& entry : all.value()) {
        QVERIFY2(!entry.name.in(Language::English).empty(), entry.id.c_str());
        QVERIFY2(!entry.name.in(Language::SimplifiedChinese).empty(), entry.id.c_str());
        QVERIFY2(!entry.name.in(Language::TraditionalChinese).empty(), entry.id.c_str());
        QVERIFY2(entry.inWizard || entry.inMatrix, entry.id.c_str());
        QVERIFY2(resolveModel(entry.workload, Data::shipped().models), entry.id.c_str());
    }
}

void tst_StandardWorkloads::wizardAndMatrixShareEntries()
{
    const auto all = read(shippedJson()).value();
    const auto rows = matrixWorkloads(all);
    QVERIFY(rows.size() >= 9);
    QVERIFY(std::all_of(rows.begin(), rows.end(), [](const StandardWorkload& e) { return e.inMatrix; }));
    // One entry can be both a preset and a row: the same job, described once.
    const auto it = std::find_if(rows.begin(), rows.end(), [](const StandardWorkload& e) { return e.inWizard; });
    QVERIFY(it != rows.end());
    const auto pretraining =
        std::find_if(all.begin(), all.end(), [](const auto& e) { return e.id == "pre-training-70b"; });
    QVERIFY(pretraining != all.end());
    QCOMPARE(pretraining->workload.constraints.maxGpus, 64);
    QCOMPARE(pretraining->workload.modelId, std::string("llama-2-70b"));
}

void tst_StandardWorkloads::malformedJsonNamesTheFile()
{
    const auto result = readStandardWorkloads("{\"format\": ", "workloads.json", Data::shipped().models);
    QVERIFY(!result);
    QCOMPARE(result.errors().front().file, std::string("workloads.json"));
    QCOMPARE(result.errors().front().code, DiagnosticCode::JsonSyntax);
}

void tst_StandardWorkloads::badWorkloadNamesItsPointer()
{
    json document = shippedJson();
    document["workloads"][2]["workload"]["precision"] = "fp3";
    const auto result = read(document);
    QVERIFY(!result);
    QVERIFY(hasError(result.errors(), DiagnosticCode::NotInEnum, "/workloads/2/workload/precision"));
}

void tst_StandardWorkloads::unknownModelNamesItsPointer()
{
    json document = shippedJson();
    document["workloads"][1]["workload"]["model"] = "no-such-model";
    const auto result = read(document);
    QVERIFY(!result);
    QVERIFY(hasError(result.errors(), DiagnosticCode::UnknownModel, "/workloads/1/workload/model"));
}

void tst_StandardWorkloads::duplicateIdIsAnError()
{
    json document = shippedJson();
    document["workloads"][3]["id"] = document["workloads"][0]["id"];
    const auto result = read(document);
    QVERIFY(!result);
    QVERIFY(hasError(result.errors(), DiagnosticCode::DuplicateId, "/workloads/3/id"));
}

void tst_StandardWorkloads::missingLanguageIsAnError()
{
    json document = shippedJson();
    document["workloads"][0]["name"].erase("zh_TW");
    const auto result = read(document);
    QVERIFY(!result);
    QVERIFY(hasError(result.errors(), DiagnosticCode::MissingField, "/workloads/0/name/zh_TW"));
}

void tst_StandardWorkloads::unknownPlaceIsAnError()
{
    json document = shippedJson();
    document["workloads"][0]["shown_in"] = json::array({"menu"});
    const auto result = read(document);
    QVERIFY(!result);
    QCOMPARE(result.errors().front().file, std::string("workloads.json"));
    QVERIFY(result.errors().front().pointer.starts_with("/workloads/0/shown_in"));
}

GPUATLAS_TEST_GUILESS_MAIN(tst_StandardWorkloads)
#include "tst_StandardWorkloads.moc"
