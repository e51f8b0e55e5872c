// SPDX-License-Identifier: GPL-3.0-or-later
#include "NumberTextCases.h"
#include "engine/core/NumberText.h"
#include "support/TestMain.h"

#include <QTest>

#include <locale>
#include <optional>
#include <sstream>

using namespace gpuatlas::engine::numbertext;
using gpuatlas::testing::numberCases;

namespace {

// A locale whose numbers use a decimal comma and '.' between thousands, as de_DE does.
struct GermanPunctuation : std::numpunct<char>
{
    char do_decimal_point() const override { return ','; }
    char do_thousands_sep() const override { return '.'; }
    std::string do_grouping() const override { return "\3"; }
};

std::vector<Conversion> conversions()
{
    std::vector<Conversion> out;
    for (const Conversion conversion : {Conversion::FromChars, Conversion::ClassicStream}) {
        if (available(conversion))
            out.push_back(conversion);
    }
    return out;
}

} // namespace

class tst_NumberText : public QObject
{
    Q_OBJECT

private slots:
    void table_data();
    void table();
    void conversionsAgreeOverTheRange();
    void decimalCommaMirrorsThePoint();
    void globalLocaleDoesNotMatter();
    void theDefaultConversionIsAvailable();
};

void tst_NumberText::table_data()
{
    QTest::addColumn<int>("index");
    const auto cases = numberCases();
    for (std::size_t i = 0; i < cases.size(); ++i)
        QTest::newRow(cases[i].name.c_str()) << static_cast<int>(i);
}

void tst_NumberText::table()
{
    QFETCH(int, index);
    const auto numberCase = numberCases()[static_cast<std::size_t>(index)];
    for (const Conversion conversion : conversions()) {
        const std::string problem = gpuatlas::testing::numberCaseProblem(numberCase, conversion);
        const QByteArray message = QByteArray::fromStdString(
            (conversion == Conversion::FromChars ? "from_chars: " : "classic stream: ") + problem);
        QVERIFY2(problem.empty(), message.constData());
    }
}

// What the C++ library writes reads back as the same double through both conversions (17
// digits), and the conversions agree on shorter text: the stream fallback (libc++ before
// LLVM 20) rounds exactly as from_chars does.
void tst_NumberText::conversionsAgreeOverTheRange()
{
    int checked = 0;
    for (const double value : gpuatlas::testing::numberSweep()) {
        for (const int precision : {6, 17}) {
            std::ostringstream out;
            out.imbue(std::locale::classic());
            out.precision(precision);
            out << value;
            const std::string text = out.str();
            std::optional<double> first;
            for (const Conversion conversion : conversions()) {
                const auto parsed = parseDouble(text, {}, conversion);
                const double expected = precision == 17 ? value : first.value_or(parsed.value);
                if (!parsed || parsed.value != expected)
                    QFAIL(qPrintable(QStringLiteral("%1 read as %2 (error %3)")
                                         .arg(QString::fromStdString(text))
                                         .arg(parsed.value, 0, 'g', 17)
                                         .arg(QString::fromLatin1(errorId(parsed.error).data()))));
                first = parsed.value;
                ++checked;
            }
        }
    }
    QCOMPARE(checked, 2 * static_cast<int>(gpuatlas::testing::numberSweep().size() * conversions().size()));
}

void tst_NumberText::decimalCommaMirrorsThePoint()
{
    Rules comma;
    comma.decimal = DecimalSeparator::Comma;
    for (const char* text : {"3.25", "-0.5e-3", ".75", "6.", "12345.678901"}) {
        std::string withComma = text;
        withComma[withComma.find('.')] = ',';
        const auto pointParsed = parseDouble(text);
        const auto commaParsed = parseDouble(withComma, comma);
        QVERIFY(pointParsed);
        QVERIFY(commaParsed);
        QCOMPARE(commaParsed.value, pointParsed.value);
        QCOMPARE(parseDouble(text, comma).error, Error::Syntax);
        QCOMPARE(parseDouble(withComma).error, Error::Syntax);
    }
}

// The Qt programs run in the user's locale; a global C++ locale with a decimal comma (what a
// library could install) changes nothing, through either conversion.
void tst_NumberText::globalLocaleDoesNotMatter()
{
    const std::locale previous = std::locale::global(std::locale(std::locale::classic(), new GermanPunctuation));
    std::ostringstream probe;
    probe << 1.5;
    const std::string written = probe.str();
    std::vector<Parsed<double>> point;
    std::vector<Parsed<double>> comma;
    for (const Conversion conversion : conversions()) {
        point.push_back(parseDouble("1234.5", {}, conversion));
        comma.push_back(parseDouble("1234,5", {}, conversion));
    }
    const auto integer = parseInteger("1.234");
    std::locale::global(previous);

    QCOMPARE(written, std::string("1,5")); // the locale really is in force
    for (const auto& parsed : point)
        QCOMPARE(parsed.value, 1234.5);
    for (const auto& parsed : comma)
        QCOMPARE(parsed.error, Error::Syntax);
    QCOMPARE(integer.error, Error::Syntax);
}

void tst_NumberText::theDefaultConversionIsAvailable()
{
    QVERIFY(available(defaultConversion()));
    QVERIFY(available(Conversion::ClassicStream));
    // from_chars whenever the library has it: it is exact by specification.
    QCOMPARE(defaultConversion() == Conversion::FromChars, available(Conversion::FromChars));
}

GPUATLAS_TEST_GUILESS_MAIN(tst_NumberText)
#include "tst_NumberText.moc"
