// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "text/EstimateExplanation.h"
#include "ui/document/export/Markdown.h"
#include "ui/document/export/TableExporter.h"

#include <QTest>

using gpuatlas::ui::exporting::ExportTable;
using gpuatlas::ui::exporting::Markdown;

class tst_Markdown : public QObject
{
    Q_OBJECT

private slots:
    void escaped_data();
    void escaped();
    void cellLinksAddresses();
    void table();
    void fromHtml();
};

void tst_Markdown::escaped_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << QStringLiteral("NVIDIA H100 SXM") << QStringLiteral("NVIDIA H100 SXM");
    QTest::newRow("html") << QStringLiteral("<script>a & b</script>")
                          << QStringLiteral("&lt;script&gt;a &amp; b&lt;/script&gt;");
    QTest::newRow("emphasis and tables") << QStringLiteral("*a* _b_ |c| `d` [e] ~f~ #g \\h")
                                         << QStringLiteral(
                                                "\\*a\\* \\_b\\_ \\|c\\| \\`d\\` \\[e\\] \\~f\\~ \\#g \\\\h");
    QTest::newRow("line breaks") << QStringLiteral("a\nb\r\nc") << QStringLiteral("a<br>b<br>c");
    QTest::newRow("cjk") << QStringLiteral("英伟达 显卡") << QStringLiteral("英伟达 显卡");
    // Neither a link nor an image can start, nor raw HTML.
    QTest::newRow("javascript link") << QStringLiteral("[docs](javascript:alert(1))")
                                     << QStringLiteral("\\[docs\\](javascript:alert(1))");
    QTest::newRow("image") << QStringLiteral("![pixel](https://evil.example/p.png)")
                           << QStringLiteral("\\!\\[pixel\\](https://evil.example/p.png)");
    QTest::newRow("autolink") << QStringLiteral("<javascript:alert(1)>")
                              << QStringLiteral("&lt;javascript:alert(1)&gt;");
    QTest::newRow("entity") << QStringLiteral("&lt;script&gt;") << QStringLiteral("&amp;lt;script&amp;gt;");
    QTest::newRow("event handler") << QStringLiteral("<img src=x onerror=alert(1)>")
                                   << QStringLiteral("&lt;img src=x onerror=alert(1)&gt;");
    QTest::newRow("right-to-left override") << QStringLiteral("GPU \u202Eexe") << QStringLiteral("GPU \u202Eexe\u202C");
}

void tst_Markdown::escaped()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(Markdown::escaped(text), expected);
}

void tst_Markdown::cellLinksAddresses()
{
    QCOMPARE(Markdown::cell(QStringLiteral("Datasheet\nhttps://example.com/a_b.pdf")),
             QStringLiteral("Datasheet<br><https://example.com/a_b.pdf>"));
    // Not an address: escaped like any text.
    QCOMPARE(Markdown::cell(QStringLiteral("see https://x y")), QStringLiteral("see https://x y"));
    QCOMPARE(Markdown::cell(QStringLiteral("javascript:alert(1)")), QStringLiteral("javascript:alert(1)"));
    QCOMPARE(Markdown::cell(QStringLiteral("data:text/html,<b>")), QStringLiteral("data:text/html,&lt;b&gt;"));
    // An address with markup in it is no address: all of it text.
    QCOMPARE(Markdown::cell(QStringLiteral("https://example.com/\"><script>")),
             QStringLiteral("https://example.com/\"&gt;&lt;script&gt;"));
    // A | would end the cell inside an autolink, where no backslash escapes it.
    QCOMPARE(Markdown::cell(QStringLiteral("https://example.com/a|b")), QStringLiteral("https://example.com/a\\|b"));
}

void tst_Markdown::table()
{
    ExportTable table;
    table.headers = {QStringLiteral("GPU"), QStringLiteral("TFLOPS")};
    table.numeric = {false, true};
    table.rows = {{QStringLiteral("A|B"), QStringLiteral("989.4")}};
    QCOMPARE(Markdown::table(table), QStringLiteral("| GPU | TFLOPS |\n| --- | ---: |\n| A\\|B | 989.4 |\n"));
}

void tst_Markdown::fromHtml()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    auto workspace = shippedWorkspace();
    QVERIFY(workspace);
    const auto workload = chatWorkload();
    const auto estimate = workspace->estimate(workload, "l40s", std::nullopt);
    QVERIFY(estimate);
    const QString html =
        gpuatlas::text::EstimateExplanation::html(*estimate, QStringLiteral("<b>My</b> *GPU*"), workload);
    const QString markdown = Markdown::fromHtml(html);
    // The summary heading with the name escaped, the verdict in bold, the reasons as a
    // list, the memory as a table.
    QVERIFY2(markdown.startsWith(QStringLiteral("### 1 × &lt;b&gt;My&lt;/b&gt; \\*GPU\\*:")), qPrintable(markdown));
    QVERIFY(markdown.contains(QStringLiteral("**Feasible.**")));
    QVERIFY(markdown.contains(QStringLiteral("\n- KV cache stored as FP16.")));
    QVERIFY(markdown.contains(QStringLiteral("#### Memory per GPU")));
    QVERIFY(markdown.contains(QStringLiteral("| Weights | ")));
    QVERIFY(markdown.contains(QStringLiteral("| --- | --- |")));
    QVERIFY(markdown.contains(QStringLiteral("#### Speed")));
    QVERIFY(!markdown.contains(QStringLiteral("<b>")));
}

GPUATLAS_TEST_MAIN(tst_Markdown)
#include "tst_Markdown.moc"
