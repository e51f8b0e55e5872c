// SPDX-License-Identifier: GPL-3.0-or-later
// The direct reader of the compiled-in data files must build exactly the document
// nlohmann's parser builds (values and number types), and refuse whatever nlohmann
// refuses, so that parseJson() under TrustedInput falls back to every check.
#include "engine/io/JsonInput.h"
#include "engine/io/TrustedJson.h"
#include "support/TestMain.h"

#include <QFile>
#include <QTest>

using namespace gpuatlas::engine;
using nlohmann::json;

namespace {

// dump() tells 1 from 1.0 and -1 from a float, which operator== does not.
QString typed(const json& value)
{
    if (value.is_object() || value.is_array()) {
        QString out = QString::fromLatin1(value.is_object() ? "{" : "[");
        for (auto it = value.begin(); it != value.end(); ++it)
            out += (value.is_object() ? QString::fromStdString(it.key()) + QLatin1Char(':') : QString()) + typed(*it) +
                   QLatin1Char(',');
        return out + QLatin1String(value.is_object() ? "}" : "]");
    }
    return QString::fromStdString(value.type_name()) + QLatin1Char('/') +
           QString::fromLatin1(value.is_number_unsigned()  ? "u"
                               : value.is_number_integer() ? "i"
                                                           : "") +
           QString::fromStdString(value.dump());
}

} // namespace

class tst_TrustedJson : public QObject
{
    Q_OBJECT

private slots:
    void sameDocumentAsNlohmann_data();
    void sameDocumentAsNlohmann();
    void refusesWhatNlohmannRefuses_data();
    void refusesWhatNlohmannRefuses();
    void everyOffsetOfALongString();
    void selectsOneElement();
    void skippedElementsAreStillChecked_data();
    void skippedElementsAreStillChecked();
    void shippedFilesReadTheSame_data();
    void shippedFilesReadTheSame();
    void parseJsonFallsBackToEveryCheck();
};

void tst_TrustedJson::sameDocumentAsNlohmann_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("empty object") << QByteArray("{}");
    QTest::newRow("empty array") << QByteArray(" [ ] ");
    QTest::newRow("nested") << QByteArray(R"({"a": {"b": [1, [2, {}], []], "c": {}}, "d": null})");
    QTest::newRow("literals") << QByteArray("[true, false, null]");
    QTest::newRow("whitespace") << QByteArray("\t\r\n{ \"a\" :\n1 ,\"b\"\t: [ 2 , 3 ] }\n");
    QTest::newRow("unsigned") << QByteArray("[0, 7, 18446744073709551615]");
    QTest::newRow("negative") << QByteArray("[-0, -1, -9223372036854775808]");
    QTest::newRow("too big for 64 bits") << QByteArray("[18446744073709551616, -9223372036854775809]");
    QTest::newRow("floats") << QByteArray("[0.5, -1.25, 1e3, 1E-2, 2.5e+10, 1.0, 0.1, 1.7976931348623157e308]");
    QTest::newRow("escapes") << QByteArray(R"(["a\"b", "\\", "\/", "\b\f\n\r\t", "\u0041\u00e9\u4e2d", "x\u0000y"])");
    QTest::newRow("surrogate pair") << QByteArray(R"(["\ud83d\ude00", "\uD834\uDD1E"])");
    QTest::newRow("utf-8 text") << QByteArray("{\"zh\": \"显存 顯存\", \"emoji\": \"\xF0\x9F\x98\x80\"}");
    QTest::newRow("keys sorted as nlohmann sorts them") << QByteArray(R"({"b": 1, "a": 2, "A": 3, "": 4})");
    QTest::newRow("escaped key") << QByteArray(R"({"a\nb": 1, "\u00e9": 2})");
    QTest::newRow("a scalar document") << QByteArray("  42 ");
    QTest::newRow("a string document") << QByteArray("\"x\"");
}

void tst_TrustedJson::sameDocumentAsNlohmann()
{
    QFETCH(QByteArray, text);
    const std::string_view view(text.constData(), static_cast<std::size_t>(text.size()));
    const auto direct = parseTrustedJson(view);
    QVERIFY(direct.has_value());
    QCOMPARE(typed(*direct), typed(json::parse(view)));
}

void tst_TrustedJson::refusesWhatNlohmannRefuses_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("nothing") << QByteArray("");
    QTest::newRow("only space") << QByteArray("  ");
    QTest::newRow("trailing comma in array") << QByteArray("[1,]");
    QTest::newRow("trailing comma in object") << QByteArray(R"({"a":1,})");
    QTest::newRow("missing colon") << QByteArray(R"({"a" 1})");
    QTest::newRow("unquoted key") << QByteArray("{a:1}");
    QTest::newRow("unclosed object") << QByteArray(R"({"a":1)");
    QTest::newRow("unclosed array") << QByteArray("[1");
    QTest::newRow("unterminated string") << QByteArray(R"(["abc)");
    QTest::newRow("text after the document") << QByteArray("{} x");
    QTest::newRow("two documents") << QByteArray("{}{}");
    QTest::newRow("control character in a string") << QByteArray("[\"a\tb\"]");
    QTest::newRow("bad escape") << QByteArray(R"(["\x"])");
    QTest::newRow("short unicode escape") << QByteArray(R"(["\u12"])");
    QTest::newRow("lone high surrogate") << QByteArray(R"(["\ud83d"])");
    QTest::newRow("lone low surrogate") << QByteArray(R"(["\ude00"])");
    QTest::newRow("high surrogate then not low") << QByteArray(R"(["\ud83d\u0041"])");
    QTest::newRow("invalid utf-8") << QByteArray("[\"\xff\"]");
    QTest::newRow("overlong utf-8") << QByteArray("[\"\xC0\xAF\"]");
    QTest::newRow("truncated utf-8 before an escape") << QByteArray("[\"\xE4\xB8\\n\"]");
    QTest::newRow("leading zero") << QByteArray("[01]");
    QTest::newRow("plus sign") << QByteArray("[+1]");
    QTest::newRow("point without digits") << QByteArray("[1.]");
    QTest::newRow("point first") << QByteArray("[.5]");
    QTest::newRow("exponent without digits") << QByteArray("[1e]");
    QTest::newRow("minus alone") << QByteArray("[-]");
    QTest::newRow("out of range") << QByteArray("[1e999]");
    QTest::newRow("infinity") << QByteArray("[Infinity]");
    QTest::newRow("misspelt literal") << QByteArray("[tru]");
    QTest::newRow("comment") << QByteArray("[1 /* one */]");
}

void tst_TrustedJson::refusesWhatNlohmannRefuses()
{
    QFETCH(QByteArray, text);
    const std::string_view view(text.constData(), static_cast<std::size_t>(text.size()));
    QVERIFY(!json::accept(view));
    QVERIFY(!parseTrustedJson(view).has_value());
}

// Strings are scanned eight bytes at a time: a quote, an escape, a control character or a
// UTF-8 sequence (good or broken) at every offset of a run, across word boundaries.
void tst_TrustedJson::everyOffsetOfALongString()
{
    for (int length = 0; length <= 24; ++length) {
        for (int at = 0; at <= length; ++at) {
            const std::string before(static_cast<std::size_t>(at), 'a');
            const std::string after(static_cast<std::size_t>(length - at), 'b');
            for (const std::string middle : {"\\\"", "\\n", "\\u00e9", "\xE4\xB8\xAD", "\xF0\x9F\x98\x80", ""}) {
                const std::string text = "[\"" + before + middle + after + "\", \"" + after + "\"]";
                const auto direct = parseTrustedJson(text);
                QVERIFY2(direct.has_value(), text.c_str());
                QCOMPARE(typed(*direct), typed(json::parse(text)));
            }
            for (const std::string bad : {"\t", "\x01", "\xff", "\xE4\xB8", "\xC0\xAF", "\"x"}) {
                const std::string text = "[\"" + before + bad + after + "\"]";
                QVERIFY(!json::accept(text));
                QVERIFY2(!parseTrustedJson(text).has_value(), text.c_str());
            }
        }
    }
}

void tst_TrustedJson::selectsOneElement()
{
    const std::string text = R"({"format": "x", "models": [{"id": "a", "n": [1, {"id": "b"}]}, "b", {"n": 2},
        {"name": "b", "id": "b", "deep": {"x": [true, null, -1.5e3, "\u00e9"]}}, {"id": 7}, {"id": "c"}],
        "other": [{"id": "b"}, {"id": "a"}]})";
    const json all = json::parse(text);
    const auto b = parseTrustedJson(text, {"models", "id", "b"});
    QVERIFY(b.has_value());
    json expected = all;
    expected["models"] = json::array({all["models"][3]});
    QCOMPARE(typed(*b), typed(expected));
    // The id of a nested object, a string element or another array are not the element's id.
    const auto none = parseTrustedJson(text, {"models", "id", "z"});
    QVERIFY(none.has_value());
    QCOMPARE(typed((*none)["models"]), typed(json::array()));
    QCOMPARE(typed((*none)["other"]), typed(all["other"]));
    // A key that is not at the root is read as usual.
    const auto nested = parseTrustedJson(R"({"x": {"models": [{"id": "a"}, {"id": "b"}]}})", {"models", "id", "a"});
    QVERIFY(nested.has_value());
    QCOMPARE((*nested)["x"]["models"].size(), std::size_t(2));
}

void tst_TrustedJson::skippedElementsAreStillChecked_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("syntax") << QByteArray(R"({"models": [{"id": "x", "a": [1,]}, {"id": "a"}]})");
    QTest::newRow("bad string") << QByteArray("{\"models\": [{\"id\": \"x\", \"a\": \"\xff\"}, {\"id\": \"a\"}]}");
    QTest::newRow("bad number") << QByteArray(R"({"models": [{"id": "x", "a": 01}, {"id": "a"}]})");
    QTest::newRow("unclosed") << QByteArray(R"({"models": [{"id": "x", "a": {"b": 1}, {"id": "a"}]})");
    QTest::newRow("too deep") << QByteArray("{\"models\": [" + QByteArray(70, '[') + QByteArray(70, ']') + "]}");
}

void tst_TrustedJson::skippedElementsAreStillChecked()
{
    QFETCH(QByteArray, text);
    const std::string_view view(text.constData(), static_cast<std::size_t>(text.size()));
    QVERIFY(!parseTrustedJson(view).has_value());
    QVERIFY(!parseTrustedJson(view, {"models", "id", "a"}).has_value());
}

void tst_TrustedJson::shippedFilesReadTheSame_data()
{
    QTest::addColumn<QString>("name");
    for (const char* name : {"gpus.json", "models.json", "prices.json", "exchange-rates.json", "workloads.json",
                             "accuracy.json", "gpus.schema.json", "workload.schema.json"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void tst_TrustedJson::shippedFilesReadTheSame()
{
    QFETCH(QString, name);
    QFile file(QStringLiteral(GPUATLAS_SOURCE_DIR "/data/") + name);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    const std::string_view view(text.constData(), static_cast<std::size_t>(text.size()));
    const auto direct = parseTrustedJson(view);
    QVERIFY(direct.has_value());
    QCOMPARE(typed(*direct), typed(json::parse(view)));
}

// Under the trust, text the direct reader refuses gets the full parse and its messages.
void tst_TrustedJson::parseJsonFallsBackToEveryCheck()
{
    TrustedInput trusted;
    const auto duplicate = parseJson(R"({"task": "training", "task": "inference"})", "w.json");
    QVERIFY(!duplicate.ok());
    QCOMPARE(duplicate.errors().front().code, DiagnosticCode::DuplicateKey);
    QCOMPARE(duplicate.errors().front().pointer, std::string("/task"));
    const auto badUtf8 = parseJson("{\"a\": \"\xff\"}", "w.json");
    QVERIFY(!badUtf8.ok());
    QCOMPARE(badUtf8.errors().front().code, DiagnosticCode::InvalidUtf8);
    const auto range = parseJson(R"({"a": 1e999})", "w.json");
    QVERIFY(!range.ok());
    QCOMPARE(range.errors().front().code, DiagnosticCode::NumberOutOfRange);
    const auto syntax = parseJson(R"({"a": 1,})", "w.json");
    QVERIFY(!syntax.ok());
    QCOMPARE(syntax.errors().front().code, DiagnosticCode::JsonSyntax);
    // A byte-order mark is skipped, as without the trust.
    const auto bom = parseJson("\xEF\xBB\xBF{\"a\": [1, 2.5, -3]}", "w.json");
    QVERIFY(bom.ok());
    QCOMPARE(bom.value().dump(), std::string(R"({"a":[1,2.5,-3]})"));
}

GPUATLAS_TEST_GUILESS_MAIN(tst_TrustedJson)
#include "tst_TrustedJson.moc"
