// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/io/JsonInput.h"
#include "engine/io/JsonSchema.h"
#include "support/TestMain.h"

#include <QTest>

using namespace gpuatlas::engine;
using nlohmann::json;

Q_DECLARE_METATYPE(DiagnosticCode)

class tst_JsonSchema : public QObject
{
    Q_OBJECT

private slots:
    void violations_data();
    void violations();
    void validInstancesPass_data();
    void validInstancesPass();
    void parseLimits();
    void duplicateKeys();
    void bomIsAccepted();
};

void tst_JsonSchema::violations_data()
{
    QTest::addColumn<QString>("schema");
    QTest::addColumn<QString>("instance");
    QTest::addColumn<DiagnosticCode>("code");
    QTest::addColumn<QString>("pointer");

    const QString object = QStringLiteral(R"({"type":"object","required":["a"],"additionalProperties":false,
        "properties":{"a":{"type":"number","exclusiveMinimum":0,"maximum":10},"b":{"type":"string","pattern":"^[a-z]+$"},
        "c":{"enum":["x","y"]},"d":{"type":"array","minItems":1,"items":{"type":"integer","minimum":2}},
        "e":{"$ref":"#/$defs/nonEmpty"}},"$defs":{"nonEmpty":{"type":"string","minLength":1}}})");
    QTest::newRow("missing required") << object << R"({})" << DiagnosticCode::MissingField << "/a";
    QTest::newRow("unknown field") << object << R"({"a":1,"z":2})" << DiagnosticCode::UnknownField << "/z";
    QTest::newRow("wrong type") << object << R"({"a":"1"})" << DiagnosticCode::WrongType << "/a";
    QTest::newRow("zero is not above 0") << object << R"({"a":0})" << DiagnosticCode::NotAboveMinimum << "/a";
    QTest::newRow("negative") << object << R"({"a":-3})" << DiagnosticCode::NotAboveMinimum << "/a";
    QTest::newRow("above maximum") << object << R"({"a":11})" << DiagnosticCode::AboveMaximum << "/a";
    QTest::newRow("pattern") << object << R"({"a":1,"b":"A1"})" << DiagnosticCode::PatternMismatch << "/b";
    QTest::newRow("enum") << object << R"({"a":1,"c":"q"})" << DiagnosticCode::NotInEnum << "/c";
    QTest::newRow("min items") << object << R"({"a":1,"d":[]})" << DiagnosticCode::TooFewItems << "/d";
    QTest::newRow("item type") << object << R"({"a":1,"d":[2,2.5]})" << DiagnosticCode::WrongType << "/d/1";
    QTest::newRow("item minimum") << object << R"({"a":1,"d":[1]})" << DiagnosticCode::BelowMinimum << "/d/0";
    QTest::newRow("ref minLength") << object << R"({"a":1,"e":""})" << DiagnosticCode::StringTooShort << "/e";
    QTest::newRow("const") << QStringLiteral(R"({"properties":{"v":{"const":1}}})") << R"({"v":2})"
                           << DiagnosticCode::WrongConstant << "/v";
    QTest::newRow("if/then") << QStringLiteral(R"({"if":{"properties":{"k":{"const":"p"}}},"then":{"required":["u"]},
        "else":{"required":["h"]}})")
                             << R"({"k":"p"})" << DiagnosticCode::MissingField << "/u";
    QTest::newRow("if/else") << QStringLiteral(R"({"if":{"properties":{"k":{"const":"p"}}},"then":{"required":["u"]},
        "else":{"required":["h"]}})")
                             << R"({"k":"r"})" << DiagnosticCode::MissingField << "/h";
    QTest::newRow("pointer escaping") << object << R"({"a":1,"x/y~z":1})" << DiagnosticCode::UnknownField << "/x~1y~0z";
}

void tst_JsonSchema::violations()
{
    QFETCH(QString, schema);
    QFETCH(QString, instance);
    QFETCH(DiagnosticCode, code);
    QFETCH(QString, pointer);

    const JsonSchema validator(json::parse(schema.toStdString()));
    auto parsed = parseJson(instance.toStdString(), "test.json");
    QVERIFY(parsed.ok());
    Diagnostics out;
    QVERIFY(!validator.validate(parsed.value(), "test.json", out));
    QCOMPARE(out.size(), std::size_t(1));
    QCOMPARE(out.front().code, code);
    QCOMPARE(QString::fromStdString(out.front().pointer), pointer);
    QCOMPARE(out.front().file, std::string("test.json"));
}

void tst_JsonSchema::validInstancesPass_data()
{
    QTest::addColumn<QString>("schema");
    QTest::addColumn<QString>("instance");
    QTest::newRow("integer as float") << R"({"type":"integer"})"
                                      << "5.0";
    QTest::newRow("nullable") << R"({"type":["number","null"],"exclusiveMinimum":0})"
                              << "null";
    QTest::newRow("union keyword per type") << R"({"type":["integer","string"],"minimum":1,"pattern":"^max$"})"
                                            << R"("max")";
    QTest::newRow("non-ASCII minLength") << R"({"type":"string","minLength":2})"
                                         << R"("显存")";
}

void tst_JsonSchema::validInstancesPass()
{
    QFETCH(QString, schema);
    QFETCH(QString, instance);
    const JsonSchema validator(json::parse(schema.toStdString()));
    Diagnostics out;
    QVERIFY(validator.validate(json::parse(instance.toStdString()), "x.json", out));
    QVERIFY(out.empty());
}

void tst_JsonSchema::parseLimits()
{
    JsonLimits limits;
    limits.maxBytes = 10;
    auto tooLarge = parseJson(R"({"a": 123456789})", "big.json", limits);
    QVERIFY(!tooLarge.ok());
    QCOMPARE(tooLarge.errors().front().code, DiagnosticCode::FileTooLarge);

    const std::string deep = std::string(200, '[') + std::string(200, ']');
    auto tooDeep = parseJson(deep, "deep.json");
    QVERIFY(!tooDeep.ok());
    QCOMPARE(tooDeep.errors().front().code, DiagnosticCode::JsonTooDeep);

    auto badUtf8 = parseJson("{\"a\": \"\xC3\x28\"}", "utf.json");
    QVERIFY(!badUtf8.ok());
    QCOMPARE(badUtf8.errors().front().code, DiagnosticCode::InvalidUtf8);
    QCOMPARE(badUtf8.errors().front().args.front(), std::string("7"));

    auto overflow = parseJson(R"({"a": 1e999})", "overflow.json");
    QVERIFY(!overflow.ok());
    QCOMPARE(overflow.errors().front().code, DiagnosticCode::NumberOutOfRange);
    QCOMPARE(overflow.errors().front().args.front(), std::string("1e999"));

    auto truncated = parseJson(R"({"a": [1, 2)", "cut.json");
    QVERIFY(!truncated.ok());
    QCOMPARE(truncated.errors().front().code, DiagnosticCode::JsonSyntax);
    QCOMPARE(truncated.errors().front().file, std::string("cut.json"));

    // Every limit names where it was passed: the number's first byte, the bracket past
    // the depth, the value past the count.
    QCOMPARE(overflow.errors().front().args.size(), std::size_t(2));
    QCOMPARE(overflow.errors().front().args[1], std::string("6"));
    QCOMPARE(tooDeep.errors().front().args, (std::vector<std::string>{"64", "64"}));
    JsonLimits few;
    few.maxValues = 3;
    auto tooMany = parseJson("[1, 2, 3, 4]", "many.json", few);
    QVERIFY(!tooMany.ok());
    QCOMPARE(tooMany.errors().front().code, DiagnosticCode::JsonTooManyValues);
    QCOMPARE(tooMany.errors().front().args, (std::vector<std::string>{"3", "5"}));
}

void tst_JsonSchema::duplicateKeys()
{
    // nlohmann keeps the last of two equal keys; we refuse them, naming the key and where.
    const auto check = [](const char* text, const char* pointer, const char* key) {
        auto parsed = parseJson(text, "dup.json");
        QVERIFY2(!parsed.ok(), text);
        const auto& d = parsed.errors().front();
        QCOMPARE(d.code, DiagnosticCode::DuplicateKey);
        QCOMPARE(d.file, std::string("dup.json"));
        QCOMPARE(d.pointer, std::string(pointer));
        QCOMPARE(d.args, std::vector<std::string>{key});
    };
    check(R"({"task": "training", "task": "inference"})", "/task", "task");
    check(R"({"a": [{"b": 1}, {"c": 1, "d": {}, "c": 2}]})", "/a/1/c", "c");
    check(R"([[], {"x": {"y/z~": 1, "y/z~": 1}}])", "/1/x/y~1z~0", "y/z~");
    check(R"({"": 1, "": 2})", "/", "");

    // Equal keys in different objects, and every kind of value, still parse as before.
    const std::string good =
        R"({"a": {"k": 1}, "b": {"k": [true, null, -1, 18446744073709551615, 1.5e3, "s"]}, "k": {}})";
    auto parsed = parseJson(good, "good.json");
    QVERIFY(parsed.ok());
    QVERIFY(parsed.value() == nlohmann::json::parse(good));
    auto scalar = parseJson("  42 ", "scalar.json");
    QVERIFY(scalar.ok());
    QCOMPARE(scalar.value().get<int>(), 42);
    auto trailing = parseJson("{} x", "trailing.json");
    QVERIFY(!trailing.ok());
    QCOMPARE(trailing.errors().front().code, DiagnosticCode::JsonSyntax);
}

void tst_JsonSchema::bomIsAccepted()
{
    auto parsed = parseJson("\xEF\xBB\xBF{\"a\": 1}", "bom.json");
    QVERIFY(parsed.ok());
    QCOMPARE(parsed.value()["a"].get<int>(), 1);
}

GPUATLAS_TEST_GUILESS_MAIN(tst_JsonSchema)
#include "tst_JsonSchema.moc"
