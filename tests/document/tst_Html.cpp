// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/TestMain.h"
#include "ui/document/export/Html.h"

#include <QTest>
#include <QXmlStreamReader>

using gpuatlas::ui::exporting::Html;

namespace {

const QString script = QStringLiteral("<script>document.documentElement.setAttribute('data-pwned','yes')</script>");

} // namespace

class tst_Html : public QObject
{
    Q_OBJECT

private slots:
    void escaped_data();
    void escaped();
    void escapedReadsBackAsXml_data();
    void escapedReadsBackAsXml();
    void lines();
    void linkedLines_data();
    void linkedLines();
    void withXmlCharactersOnly();
};

void tst_Html::escaped_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << QStringLiteral("NVIDIA H100 SXM") << QStringLiteral("NVIDIA H100 SXM");
    QTest::newRow("markup") << QStringLiteral("<b>a</b> & b") << QStringLiteral("&lt;b&gt;a&lt;/b&gt; &amp; b");
    QTest::newRow("quotes") << QStringLiteral("\"a\" 'b'") << QStringLiteral("&quot;a&quot; &#39;b&#39;");
    QTest::newRow("entity stays text") << QStringLiteral("&lt;") << QStringLiteral("&amp;lt;");
    QTest::newRow("cdata end") << QStringLiteral("]]>") << QStringLiteral("]]&gt;");
    QTest::newRow("cjk") << QStringLiteral("英伟达 显卡") << QStringLiteral("英伟达 显卡");
    QTest::newRow("emoji pair kept") << QStringLiteral("GPU \U0001F680") << QStringLiteral("GPU \U0001F680");
    QTest::newRow("control characters") << QStringLiteral("a\x01"
                                                          "b\x1b[31m\tc")
                                        << QStringLiteral("a\uFFFD"
                                                          "b\uFFFD[31m\tc");
    QTest::newRow("noncharacters") << QStringLiteral("a\uFFFEb\uFFFF") << QStringLiteral("a\uFFFDb\uFFFD");
    QTest::newRow("lone surrogate") << (QStringLiteral("a") + QChar(0xD800) + QStringLiteral("b"))
                                    << QStringLiteral("a\uFFFDb");
    QTest::newRow("right-to-left override closed")
        << QStringLiteral("L40S \u202Eexe") << QStringLiteral("L40S \u202Eexe\u202C");
    // Line breaks stay (the caller decides: lines() makes them <br>).
    QTest::newRow("line break") << QStringLiteral("a\nb") << QStringLiteral("a\nb");
}

void tst_Html::escaped()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(Html::escaped(text), expected);
}

void tst_Html::escapedReadsBackAsXml_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("script") << script;
    QTest::newRow("event handler") << QStringLiteral("<img src=x onerror=\"alert(1)\">");
    QTest::newRow("attribute break-out") << QStringLiteral("\"><svg onload='alert(1)'>");
    QTest::newRow("cdata") << QStringLiteral("]]><![CDATA[<script>alert(1)</script>]]>");
    QTest::newRow("entities") << QStringLiteral("&amp; &#60; &lt;");
    QTest::newRow("long") << QString(5000, QLatin1Char('W')) + script;
}

// The way a viewer reads an SVG: as XML, in element content and in an attribute value.
// The text must come back exactly, and no element but the two written.
void tst_Html::escapedReadsBackAsXml()
{
    QFETCH(QString, text);
    const QString document =
        QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\"><title>%1</title><g id=\"%1\" class='%1'/></svg>")
            .arg(Html::escaped(text));
    QXmlStreamReader reader(document);
    QStringList elements;
    QString title;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            elements << reader.name().toString();
            if (reader.name() == QLatin1String("title"))
                title = reader.readElementText();
            else if (reader.name() == QLatin1String("g")) {
                QCOMPARE(reader.attributes().value(QLatin1String("id")).toString(), text);
                QCOMPARE(reader.attributes().value(QLatin1String("class")).toString(), text);
            }
        }
    }
    QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));
    QCOMPARE(elements, (QStringList{QStringLiteral("svg"), QStringLiteral("title"), QStringLiteral("g")}));
    QCOMPARE(title, text);
}

void tst_Html::lines()
{
    QCOMPARE(Html::lines(QStringLiteral("a<b>\nb\r\nc\rd\u2028e\u2029f")),
             QStringLiteral("a&lt;b&gt;<br/>b<br/>c<br/>d<br/>e<br/>f"));
    // Each line is a unit of its own: an override ends with its line.
    QCOMPARE(Html::lines(QStringLiteral("\u202Ea\nb")), QStringLiteral("\u202Ea\u202C<br/>b"));
}

void tst_Html::linkedLines_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("title and address")
        << QStringLiteral("Datasheet\nhttps://example.com/a.pdf")
        << QStringLiteral("Datasheet<br/><a href=\"https://example.com/a.pdf\">https://example.com/a.pdf</a>");
    QTest::newRow("quote in the address")
        << QStringLiteral("https://example.com/?a='onmouseover='alert(1)'")
        << QStringLiteral("<a href=\"https://example.com/?a=&#39;onmouseover=&#39;alert(1)&#39;\">"
                          "https://example.com/?a=&#39;onmouseover=&#39;alert(1)&#39;</a>");
    QTest::newRow("javascript") << QStringLiteral("javascript:alert(1)") << QStringLiteral("javascript:alert(1)");
    QTest::newRow("data") << QStringLiteral("data:text/html,<script>")
                          << QStringLiteral("data:text/html,&lt;script&gt;");
    QTest::newRow("markup after an address")
        << QStringLiteral("https://example.com/\"><script>alert(1)</script>")
        << QStringLiteral("https://example.com/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    QTest::newRow("address inside text") << QStringLiteral("see https://example.com/")
                                         << QStringLiteral("see https://example.com/");
}

void tst_Html::linkedLines()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(Html::linkedLines(text), expected);
}

void tst_Html::withXmlCharactersOnly()
{
    // Markup is kept; only characters XML forbids change.
    QCOMPARE(Html::withXmlCharactersOnly(QStringLiteral("<text x=\"1\">a\x01"
                                                        "b\x7f &amp;\U0001F680</text>")),
             QStringLiteral("<text x=\"1\">a\uFFFD"
                            "b\x7f &amp;\U0001F680</text>"));
    QCOMPARE(Html::withXmlCharactersOnly(QStringLiteral("<t>") + QChar(0xDC00) + QStringLiteral("</t>")),
             QStringLiteral("<t>\uFFFD</t>"));
}

GPUATLAS_TEST_MAIN(tst_Html)
#include "tst_Html.moc"
