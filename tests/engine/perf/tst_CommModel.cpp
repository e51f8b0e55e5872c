// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineTestData.h"
#include "engine/perf/CommModel.h"
#include "support/TestMain.h"

#include <QTest>

using namespace gpuatlas::engine;
using enginetest::Data;

Q_DECLARE_METATYPE(LinkKind)

class tst_CommModel : public QObject
{
    Q_OBJECT

private slots:
    void linkBetweenGpus_data();
    void linkBetweenGpus();
    void ringAllReduce();
};

void tst_CommModel::linkBetweenGpus_data()
{
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<LinkKind>("kind");
    QTest::addColumn<double>("gbs"); // per direction
    QTest::addColumn<bool>("fallback");
    QTest::newRow("H100 SXM, NVSwitch, 8") << "h100-sxm" << 8 << LinkKind::Nvlink << 450.0 << false;
    QTest::newRow("A100 SXM, NVSwitch, 4") << "a100-sxm-80gb" << 4 << LinkKind::Nvlink << 300.0 << false;
    QTest::newRow("RTX A6000 bridge, 2") << "rtx-a6000" << 2 << LinkKind::Nvlink << 56.25 << false;
    QTest::newRow("RTX A6000 bridge joins 2 only, 4 -> PCIe 4") << "rtx-a6000" << 4 << LinkKind::Pcie << 31.5 << true;
    QTest::newRow("L40S: no NVLink, PCIe 4") << "l40s" << 2 << LinkKind::Pcie << 31.5 << false;
    QTest::newRow("RTX 5090: PCIe 5") << "rtx-5090" << 2 << LinkKind::Pcie << 63.0 << false;
}

void tst_CommModel::linkBetweenGpus()
{
    QFETCH(QString, gpu);
    QFETCH(int, gpus);
    QFETCH(LinkKind, kind);
    QFETCH(double, gbs);
    QFETCH(bool, fallback);
    const Link link = CommModel::intraNode(Data::shipped().gpu(gpu.toStdString()), gpus, Assumptions());
    QCOMPARE(link.kind, kind);
    QCOMPARE(link.bandwidthGBs, gbs);
    QCOMPARE(link.fellBackToPcie, fallback);
}

void tst_CommModel::ringAllReduce()
{
    const Link link{LinkKind::Nvlink, 100.0, 0.5, 1e-5, false};
    // 2 (n-1)/n x bytes / (bandwidth x efficiency) + latency.
    QCOMPARE(CommModel::allReduceSeconds(1e9, 4, link), 2 * 3.0 / 4 * 1e9 / 50e9 + 1e-5);
    QCOMPARE(CommModel::allGatherSeconds(1e9, 4, link), 3.0 / 4 * 1e9 / 50e9 + 1e-5);
    QCOMPARE(CommModel::allReduceSeconds(1e9, 1, link), 0.0);
    // Over PCIe the same transfer costs what PCIe costs.
    const Assumptions a;
    const double nvlink =
        CommModel::allReduceSeconds(1e9, 2, CommModel::intraNode(Data::shipped().gpu("h100-sxm"), 2, a));
    const double pcie = CommModel::allReduceSeconds(1e9, 2, CommModel::intraNode(Data::shipped().gpu("l40s"), 2, a));
    QVERIFY(pcie > 10 * nvlink);
}

GPUATLAS_TEST_GUILESS_MAIN(tst_CommModel)
#include "tst_CommModel.moc"
