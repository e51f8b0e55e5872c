// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/Assumptions.h"
#include "support/TestMain.h"

#include <QFile>
#include <QTest>

#include <cstdio>
#include <set>
#include <string>

using namespace gpuatlas::engine;

class tst_Assumptions : public QObject
{
    Q_OBJECT

private slots:
    void everyEntryIsNamedSourcedAndInRange();
    void setClampsAndFindsByKey();
    void llamaCppPresetChangesTheServingStack();
    void gpuFactors();
    void everyEntryIsDocumented();
};

void tst_Assumptions::everyEntryIsNamedSourcedAndInRange()
{
    std::set<std::string_view> keys;
    const Assumptions defaults;
    QCOMPARE(Assumptions::all().size(), assumptionCount);
    for (const auto& entry : Assumptions::all()) {
        QVERIFY2(keys.insert(entry.key).second, entry.key.data());
        QVERIFY(!entry.unit.empty());
        QVERIFY2(entry.source.size() > 20, entry.key.data());
        QVERIFY(entry.minimum <= entry.defaultValue && entry.defaultValue <= entry.maximum);
        QCOMPARE(defaults[entry.id], entry.defaultValue);
        QVERIFY(defaults.isDefault(entry.id));
        QCOMPARE(&Assumptions::info(entry.id), &entry);
    }
}

void tst_Assumptions::setClampsAndFindsByKey()
{
    Assumptions a;
    QVERIFY(a.set("memory.usable_fraction", 0.95));
    QCOMPARE(a[AssumptionId::UsableMemoryFraction], 0.95);
    QVERIFY(!a.isDefault(AssumptionId::UsableMemoryFraction));
    QCOMPARE(a.set(AssumptionId::UsableMemoryFraction, 7.0), 1.0);
    QVERIFY(!a.set("no.such.key", 1.0));
    QCOMPARE(Assumptions::find("quant.int4_bits_per_weight")->id, AssumptionId::Int4BitsPerWeight);
    QVERIFY(!Assumptions::find("quant.int5"));
}

void tst_Assumptions::llamaCppPresetChangesTheServingStack()
{
    const Assumptions optimized;
    const auto llamaCpp = Assumptions::forRuntime(Runtime::LlamaCpp);
    QCOMPARE(llamaCpp.runtime(), Runtime::LlamaCpp);
    QCOMPARE(Assumptions::runtimeFromId(llamaCpp.runtimeId()), std::optional<Runtime>(Runtime::LlamaCpp));
    QVERIFY(llamaCpp[AssumptionId::StepOverheadMs] > optimized[AssumptionId::StepOverheadMs]);
    QVERIFY(llamaCpp[AssumptionId::DecodeBandwidthEfficiencyHbm] <
            optimized[AssumptionId::DecodeBandwidthEfficiencyHbm]);
    QVERIFY(llamaCpp.isDefault(AssumptionId::StepOverheadMs)); // default for its own runtime
    QCOMPARE(llamaCpp[AssumptionId::UsableMemoryFraction], optimized[AssumptionId::UsableMemoryFraction]);
}

void tst_Assumptions::gpuFactors()
{
    Assumptions a;
    QCOMPARE(a.gpuFactor("h100-sxm"), 1.0);
    a.setGpuFactor("h100-sxm", 0.9);
    QCOMPARE(a.gpuFactor("h100-sxm"), 0.9);
    QCOMPARE(a.gpuFactors().size(), std::size_t(1));
    a.setGpuFactor("h100-sxm", 1.0);
    QVERIFY(a.gpuFactors().empty());
}

void tst_Assumptions::everyEntryIsDocumented()
{
    // docs/engine.md lists every constant with its default and source; a new assumption
    // that is not there fails here. GPUATLAS_ASSUMPTIONS_TABLE prints the tables to paste.
    QFile file(QStringLiteral(GPUATLAS_SOURCE_DIR "/docs/engine.md"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray docs = file.readAll();
    const Assumptions llamaCpp = Assumptions::forRuntime(Runtime::LlamaCpp);
    const bool print = qEnvironmentVariableIsSet("GPUATLAS_ASSUMPTIONS_TABLE");
    std::string_view group;
    QByteArray missing;
    for (const auto& entry : Assumptions::all()) {
        const QByteArray key = QByteArray("`") + QByteArray(entry.key.data(), static_cast<int>(entry.key.size())) + "`";
        if (!docs.contains(key))
            missing += key + " ";
        if (!print)
            continue;
        if (assumptionGroupId(entry.group) != group) {
            group = assumptionGroupId(entry.group);
            std::printf("\n#### %s\n\n| Key | Default | llama.cpp | Unit | Source |\n|---|---|---|---|---|\n",
                        std::string(group).c_str());
        }
        char other[32] = "";
        if (llamaCpp[entry.id] != entry.defaultValue)
            std::snprintf(other, sizeof other, "%g", llamaCpp[entry.id]);
        std::printf("| `%s` | %g | %s | %s | %s |\n", std::string(entry.key).c_str(), entry.defaultValue, other,
                    std::string(entry.unit).c_str(), std::string(entry.source).c_str());
    }
    QVERIFY2(missing.isEmpty(), missing.constData());
}

GPUATLAS_TEST_GUILESS_MAIN(tst_Assumptions)
#include "tst_Assumptions.moc"
