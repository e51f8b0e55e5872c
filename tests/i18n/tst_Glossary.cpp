// SPDX-License-Identifier: GPL-3.0-or-later
// The Chinese interface follows one glossary (translations/glossary.tsv): every term its
// English uses reads as the glossary says, no rejected form appears, and each language is
// written in its own script (translations/variants.tsv, tests/i18n/data/*-only.txt).
#include "ChineseText.h"
#include "Glossary.h"
#include "GlossaryChecker.h"
#include "ScriptRules.h"
#include "support/TestMain.h"

#include <QDebug>
#include <QTest>

using namespace gpuatlas::tests;

namespace {

QString glossaryPath()
{
    return QStringLiteral(GPUATLAS_SOURCE_DIR "/translations/glossary.tsv");
}

// All problems at once, one line each (Qt Test cuts long failure messages short), so one run
// shows everything to fix.
QByteArray summary(const QStringList& problems)
{
    for (const QString& problem : problems)
        qWarning().noquote() << problem;
    return QStringLiteral("%1 problem(s), listed above").arg(problems.size()).toUtf8();
}

} // namespace

class tst_Glossary : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void articleTerms_data();
    void articleTerms();
    void everydayTerms_data();
    void everydayTerms();
    void glossaryIsConsistent();
    void checkerFindsMistakes_data();
    void checkerFindsMistakes();
    void scriptRulesFindMistakes_data();
    void scriptRulesFindMistakes();
    void translationsFollowGlossary_data();
    void translationsFollowGlossary();
    void translationsUseTheirScript_data();
    void translationsUseTheirScript();
    void dataFilesFollowGlossary_data();
    void dataFilesFollowGlossary();

private:
    Glossary m_glossary;
    ScriptRules m_rules;
};

void tst_Glossary::initTestCase()
{
    QString error;
    m_glossary = Glossary::load(glossaryPath(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    m_rules = ScriptRules::loadProjectTables(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void tst_Glossary::articleTerms_data()
{
    // The source article's vocabulary (translations/README.md), as the article writes it.
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("zhCN");
    QTest::addColumn<QString>("zhTW");
    const char* rows[][3] = {
        {"model training", "模型训练", "模型訓練"},
        {"inference", "推理", "推理"},
        {"memory", "显存", "顯存"},
        {"memory type", "显存类型", "顯存類型"},
        {"memory bandwidth", "内存带宽", "內存帶寬"},
        {"Tensor Core performance", "Tensor Core 性能", "Tensor Core 性能"},
        {"architecture", "架构", "架構"},
        {"suitability", "适用场景", "適用場景"},
        {"deployment", "实际用例", "實際用例"},
        {"conclusion", "结论", "結論"},
        {"single GPU", "单卡", "單卡"},
        {"multi-GPU", "多卡", "多卡"},
        {"NVLink", "NVLink", "NVLink"},
    };
    for (const auto& row : rows)
        QTest::newRow(row[0]) << QString::fromUtf8(row[0]) << QString::fromUtf8(row[1]) << QString::fromUtf8(row[2]);
}

void tst_Glossary::articleTerms()
{
    QFETCH(QString, english);
    QFETCH(QString, zhCN);
    QFETCH(QString, zhTW);
    const GlossaryTerm* term = m_glossary.find(english);
    QVERIFY2(term, qPrintable(english + QLatin1String(" is missing from the glossary")));
    QVERIFY2(term->article, "an article term must say article=yes");
    QCOMPARE(term->renderings.value(QStringLiteral("zh_CN")).value(0), zhCN);
    QCOMPARE(term->renderings.value(QStringLiteral("zh_TW")).value(0), zhTW);
}

void tst_Glossary::everydayTerms_data()
{
    // The everyday words the issue asks for, with the choices in the helpers' rules (common.md)
    // where those name one; "" where only the presence of a choice is required.
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("zhCN");
    QTest::addColumn<QString>("zhTW");
    const char* rows[][3] = {
        {"server", "服务器", "伺服器"},
        {"data", "数据", "資料"},
        {"field", "字段", "欄位"},
        {"file", "文件", "檔案"},
        {"save", "保存", "儲存"},
        {"open", "打开", "開啟"},
        {"default", "默认", "預設"},
        {"settings", "设置", "設定"},
        {"support", "支持", "支援"},
        {"network", "网络", "網路"},
        {"export", "导出", "匯出"},
        {"import", "导入", "匯入"},
        {"program", "程序", "程式"},
        {"host memory", "系统内存", "系統記憶體"},
        {"bandwidth", "带宽", "帶寬"},
        {"throughput", "吞吐量", "吞吐量"},
        {"batch", "批次", "批次"},
        {"batch size", "批大小", "批次大小"},
        {"latency", "延迟", "延遲"},
        {"rent", "租用", "租用"},
        {"buy", "购买", "購買"},
        {"per hour", "每小时", "每小時"},
        {"interconnect", "互连", "互連"},
        {"tensor parallel", "张量并行", "張量並行"},
        {"pipeline parallel", "流水线并行", "管線並行"},
        {"data parallel", "数据并行", "資料並行"},
        {"expert parallel", "专家并行", "專家並行"},
        {"layout", "并行方案", "並行方案"},
        {"price", "", ""},
        {"cost", "", ""},
        {"recommendation", "", ""},
        {"workload", "", ""},
        {"precision", "", ""},
        {"replica", "", ""},
        {"GPU count", "", ""},
        {"node", "", ""},
        {"report", "", ""},
        {"chart", "", ""},
        {"calibration", "", ""},
        {"assumption", "", ""},
        {"score", "", ""},
        {"feasible", "", ""},
        {"infeasible", "", ""},
        {"out of memory", "", ""},
        {"bottleneck", "", ""},
        {"training", "", ""},
        {"fine-tuning", "", ""},
        {"prompt", "", ""},
        {"token", "", ""},
        {"context", "", ""},
        {"spec", "", ""},
        {"specification", "", ""},
        {"sparse", "", ""},
        {"dense", "", ""},
    };
    for (const auto& row : rows)
        QTest::newRow(row[0]) << QString::fromUtf8(row[0]) << QString::fromUtf8(row[1]) << QString::fromUtf8(row[2]);
}

void tst_Glossary::everydayTerms()
{
    QFETCH(QString, english);
    QFETCH(QString, zhCN);
    QFETCH(QString, zhTW);
    const GlossaryTerm* term = m_glossary.find(english);
    QVERIFY2(term, qPrintable(english + QLatin1String(" is missing from the glossary")));
    QVERIFY2(term->triggered, "an everyday term must be checked wherever its English appears");
    if (!zhCN.isEmpty())
        QCOMPARE(term->renderings.value(QStringLiteral("zh_CN")).value(0), zhCN);
    if (!zhTW.isEmpty())
        QCOMPARE(term->renderings.value(QStringLiteral("zh_TW")).value(0), zhTW);
}

void tst_Glossary::glossaryIsConsistent()
{
    QStringList problems;
    QHash<QString, int> formLines;
    for (const GlossaryTerm& term : m_glossary.terms()) {
        for (const QString& form : term.forms) {
            const QString key = form.toLower();
            if (term.triggered && formLines.contains(key))
                problems << QStringLiteral("line %1: \"%2\" is already on line %3")
                                .arg(term.line)
                                .arg(form)
                                .arg(formLines[key]);
            if (term.triggered)
                formLines.insert(key, term.line);
        }
        // The glossary's own Chinese is held to the script rules it enforces.
        for (const QString& language : Glossary::languages()) {
            for (const QString& rendering : term.renderings.value(language)) {
                for (const QString& problem : m_rules.check(language, rendering))
                    problems << QStringLiteral("line %1: %2").arg(QString::number(term.line), problem);
            }
        }
    }
    QVERIFY2(problems.isEmpty(), summary(problems).constData());
}

void tst_Glossary::checkerFindsMistakes_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("translation");
    QTest::addColumn<bool>("quotation");
    QTest::addColumn<bool>("wrong");
    const QString noContext;
    QTest::newRow("mainland server in zh_TW") << "zh_TW" << noContext << "Spans %1 servers"
                                              << "跨越 %1 台服務器" << false << true;
    QTest::newRow("Taiwan server in zh_TW") << "zh_TW" << noContext << "Spans %1 servers"
                                            << "跨越 %1 台伺服器" << false << false;
    QTest::newRow("any case, plural") << "zh_TW" << noContext << "SERVERS"
                                      << "伺服" << false << true;
    QTest::newRow("whole words only") << "zh_TW" << noContext << "an observer"
                                      << "觀察者" << false << false;
    QTest::newRow("longest term wins") << "zh_CN" << noContext << "Memory bandwidth"
                                       << "内存带宽" << false << false;
    QTest::newRow("article term kept") << "zh_CN" << noContext << "Memory bandwidth"
                                       << "显存带宽" << false << true;
    QTest::newRow("host memory is not GPU memory") << "zh_TW" << noContext << "host memory"
                                                   << "系統記憶體" << false << false;
    QTest::newRow("avoided form inside an allowed term") << "zh_TW" << noContext << "Memory bandwidth"
                                                         << "內存帶寬" << false << false;
    QTest::newRow("avoided form alone") << "zh_TW" << noContext << "Baseboard, memory, storage"
                                        << "基板、內存、儲存" << false << true;
    QTest::newRow("avoided form without English") << "zh_TW" << noContext << "Runs natively"
                                                  << "原生運行" << false << true;
    QTest::newRow("exempt phrase") << "zh_CN" << noContext << "an open-source model"
                                   << "开源模型" << false << false;
    QTest::newRow("exempt context") << "zh_CN"
                                    << "gpuatlas::ui::SpecPage"
                                    << "Layout:"
                                    << "布局：" << false << false;
    QTest::newRow("same words elsewhere") << "zh_CN"
                                          << "gpuatlas::ui::ResultsModel"
                                          << "Layout:"
                                          << "布局：" << false << true;
    QTest::newRow("file names are code") << "zh_TW" << noContext << "--out FILE.png is required"
                                         << "需要 --out FILE.png" << false << false;
    QTest::newRow("hyphen or space") << "zh_TW" << noContext << "data-parallel traffic"
                                     << "數據並行的通訊" << false << true;
    QTest::newRow("token stays token") << "zh_CN" << noContext << "%1 tokens"
                                       << "%1 个词元" << false << true;
    QTest::newRow("a quotation is the article's") << "zh_TW" << noContext << "massive amounts of data"
                                                  << "海量數據" << true << false;
}

void tst_Glossary::checkerFindsMistakes()
{
    QFETCH(QString, language);
    QFETCH(QString, context);
    QFETCH(QString, source);
    QFETCH(QString, translation);
    QFETCH(bool, quotation);
    QFETCH(bool, wrong);
    const GlossaryChecker checker(m_glossary);
    ChineseText text{QStringLiteral("test"), context, source, {translation}, quotation};
    const QStringList problems = checker.check(language, text);
    if (problems.isEmpty() == wrong)
        QFAIL(wrong ? "the mistake was not found" : summary(problems).constData());
}

void tst_Glossary::scriptRulesFindMistakes_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("wrong");
    QTest::newRow("converter 爲 in zh_TW") << "zh_TW"
                                           << "爲此" << true;
    QTest::newRow("Taiwan 為") << "zh_TW"
                               << "為此" << false;
    QTest::newRow("Simplified 为 in zh_TW") << "zh_TW"
                                            << "为此" << true;
    QTest::newRow("Traditional 為 in zh_CN") << "zh_CN"
                                             << "為此" << true;
    QTest::newRow("mainland 着 in zh_CN") << "zh_CN"
                                          << "接着" << false;
    QTest::newRow("着 in zh_TW") << "zh_TW"
                                 << "接着" << true;
    QTest::newRow("户 in zh_TW") << "zh_TW"
                                 << "用户" << true;
    QTest::newRow("戶 in zh_CN") << "zh_CN"
                                 << "用戶" << true;
    QTest::newRow("链 in zh_TW") << "zh_TW"
                                 << "链接" << true;
    QTest::newRow("鏈 in zh_TW") << "zh_TW"
                                 << "區塊鏈" << false;
    QTest::newRow("于 for 於 in zh_TW") << "zh_TW"
                                        << "基于" << true;
    QTest::newRow("corner quotes in zh_CN") << "zh_CN"
                                            << "「稠密」" << true;
    QTest::newRow("curly quotes in zh_TW") << "zh_TW"
                                           << "“稠密”" << true;
    QTest::newRow("corner quotes in zh_TW") << "zh_TW"
                                            << "「稠密」" << false;
}

void tst_Glossary::scriptRulesFindMistakes()
{
    QFETCH(QString, language);
    QFETCH(QString, text);
    QFETCH(bool, wrong);
    const QStringList problems = m_rules.check(language, text);
    if (problems.isEmpty() == wrong)
        QFAIL(wrong ? "the mistake was not found" : summary(problems).constData());
}

void tst_Glossary::translationsFollowGlossary_data()
{
    QTest::addColumn<QString>("language");
    for (const QString& language : Glossary::languages())
        QTest::newRow(qPrintable(language)) << language;
}

void tst_Glossary::translationsFollowGlossary()
{
    QFETCH(QString, language);
    const QList<ChineseText> texts = ChineseTexts::fromTs(language);
    QVERIFY2(texts.size() > 50, "the .ts file looks empty");
    const GlossaryChecker checker(m_glossary);
    QStringList problems;
    for (const ChineseText& text : texts)
        problems << checker.check(language, text);
    QVERIFY2(problems.isEmpty(), summary(problems).constData());
}

void tst_Glossary::translationsUseTheirScript_data()
{
    translationsFollowGlossary_data();
}

void tst_Glossary::translationsUseTheirScript()
{
    QFETCH(QString, language);
    QStringList problems;
    for (const ChineseText& text : ChineseTexts::fromTs(language)) {
        for (const QString& translation : text.translations) {
            for (const QString& problem : m_rules.check(language, translation))
                problems << QStringLiteral("%1: %2: %3").arg(text.where, problem, translation);
        }
    }
    QVERIFY2(problems.isEmpty(), summary(problems).constData());
}

void tst_Glossary::dataFilesFollowGlossary_data()
{
    // Entries added later are held to the same rules: the whole file is walked.
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("atLeast"); // Chinese texts the file holds today, so a broken walk fails
    for (const QString& language : Glossary::languages()) {
        QTest::newRow(qPrintable(QLatin1String("gpus.json ") + language)) << "gpus.json" << language << 100;
        QTest::newRow(qPrintable(QLatin1String("models.json ") + language)) << "models.json" << language << 20;
        QTest::newRow(qPrintable(QLatin1String("prices.json ") + language)) << "prices.json" << language << 0;
    }
}

void tst_Glossary::dataFilesFollowGlossary()
{
    QFETCH(QString, file);
    QFETCH(QString, language);
    QFETCH(int, atLeast);
    QString error;
    const QList<ChineseText> texts =
        ChineseTexts::fromJson(QStringLiteral(GPUATLAS_SOURCE_DIR "/data/") + file, language, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(texts.size() >= atLeast, qPrintable(QStringLiteral("only %1 Chinese texts").arg(texts.size())));
    const GlossaryChecker checker(m_glossary);
    QStringList problems;
    for (const ChineseText& text : texts) {
        problems << checker.check(language, text);
        for (const QString& problem : m_rules.check(language, text.translations.value(0)))
            problems << QStringLiteral("%1: %2: %3").arg(text.where, problem, text.translations.value(0));
    }
    QVERIFY2(problems.isEmpty(), summary(problems).constData());
}

GPUATLAS_TEST_GUILESS_MAIN(tst_Glossary)
#include "tst_Glossary.moc"
