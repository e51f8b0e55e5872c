// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/TestMain.h"
#include "text/Prose.h"

#include <QTest>

using gpuatlas::text::Prose;

class tst_Prose : public QObject
{
    Q_OBJECT

private slots:
    void joins_data();
    void joins();
};

void tst_Prose::joins_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("sentences");
    QTest::addColumn<QString>("list");
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    const QLocale simplified(QLocale::Chinese, QLocale::SimplifiedHanScript, QLocale::China);
    const QLocale traditional(QLocale::Chinese, QLocale::TraditionalHanScript, QLocale::Taiwan);
    QTest::newRow("en") << english << QStringLiteral("Bottleneck: compute. Uncertainty: 70%.")
                        << QStringLiteral("T4, V100");
    QTest::newRow("zh_CN") << simplified << QStringLiteral("瓶颈：计算。不确定性：70%。") << QStringLiteral("T4、V100");
    QTest::newRow("zh_TW") << traditional << QStringLiteral("瓶頸：計算。不確定性：70%。")
                           << QStringLiteral("T4、V100");
}

void tst_Prose::joins()
{
    QFETCH(QLocale, locale);
    QFETCH(QString, sentences);
    QFETCH(QString, list);
    const bool chinese = locale.language() == QLocale::Chinese;
    const QStringList parts =
        chinese && locale.territory() == QLocale::Taiwan
            ? QStringList{QStringLiteral("瓶頸：計算。"), QStringLiteral("不確定性：70%。")}
        : chinese ? QStringList{QStringLiteral("瓶颈：计算。"), QStringLiteral("不确定性：70%。")}
                  : QStringList{QStringLiteral("Bottleneck: compute."), QStringLiteral("Uncertainty: 70%.")};
    QCOMPARE(Prose::sentences(parts, locale), sentences);
    QCOMPARE(Prose::list({QStringLiteral("T4"), QStringLiteral("V100")}, locale), list);
    QCOMPARE(Prose::list({}, locale), QString());
}

GPUATLAS_TEST_APPLESS_MAIN(tst_Prose)
#include "tst_Prose.moc"
