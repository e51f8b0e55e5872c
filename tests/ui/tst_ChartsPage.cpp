// SPDX-License-Identifier: GPL-3.0-or-later
#include "files/DataFiles.h"
#include "state/CurrentResult.h"
#include "state/Workspace.h"
#include "support/TestMain.h"
#include "tests/document/ChartTestData.h"
#include "ui/charts/ChartFigureView.h"
#include "ui/document/charts/ChartFigure.h"
#include "ui/document/charts/EngineMetrics.h"
#include "ui/document/charts/SpecMetrics.h"
#include "ui/pages/ChartsPage.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <QTranslator>

using namespace gpuatlas;
using namespace gpuatlas::ui::charts;

namespace {

// Marks every string of the chart classes, so a test sees what was retranslated.
class MarkingTranslator : public QTranslator
{
public:
    QString translate(const char* context, const char* sourceText, const char*, int) const override
    {
        const QByteArray name(context);
        if (name.contains("ChartsPage") || name.contains("ChartControls") || name == "SpecMetrics" ||
            name == "ComparisonChartBuilder")
            return QStringLiteral("XX ") + QString::fromUtf8(sourceText);
        return {};
    }
    bool isEmpty() const override { return false; }
};

} // namespace

class tst_ChartsPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void emptySelectionShowsPlaceholder();
    void followsTheSelection();
    void modesPerChartKind();
    void baselineIsWrittenOnTheChart();
    void axisCheckBoxes();
    void metricProviderAddsAxes();
    void retranslates();
    void exportsWhatIsShown();
    void remembersChoices();
    void hoverShowsTheValue();
    void screenshotPages_data();
    void screenshotPages();

private:
    std::unique_ptr<state::Workspace> m_workspace;
    std::unique_ptr<state::CurrentResult> m_current;
};

void tst_ChartsPage::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("gpu-atlas-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_ChartsPage"));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void tst_ChartsPage::init()
{
    QSettings().clear();
    auto data = ChartTestData::load();
    auto models = files::DataFiles::loadModels();
    QVERIFY(data && models.ok());
    m_current.reset();
    m_workspace = std::make_unique<state::Workspace>(std::move(data->catalog), std::move(models).value(),
                                                     std::move(data->prices));
    m_current = std::make_unique<state::CurrentResult>(*m_workspace);
}

void tst_ChartsPage::emptySelectionShowsPlaceholder()
{
    ChartsPage page(*m_current, false);
    QVERIFY(!page.chartData().placeholder.isEmpty());
    QVERIFY(page.figure());
    QCOMPARE(page.chartKind(), ChartKind::Radar);
    QCOMPARE(page.valueMode(), ValueMode::RelativeToBest);
}

void tst_ChartsPage::followsTheSelection()
{
    ChartsPage page(*m_current, false);
    page.resize(1000, 700);
    m_workspace->setSelection({QStringLiteral("l40s"), QStringLiteral("h100-sxm")});
    // Catalogue order, not click order.
    QCOMPARE(page.chartData().series.size(), 2);
    QCOMPARE(page.chartData().series[0].name, QStringLiteral("NVIDIA H100 SXM"));
    QCOMPARE(page.chartData().series[1].name, QStringLiteral("NVIDIA L40S"));
    QVERIFY(page.chartData().placeholder.isEmpty());
    QCOMPARE(page.figure()->data().series.size(), 2);
    auto* baseline = page.findChild<QComboBox*>(QStringLiteral("baseline"));
    QVERIFY(baseline);
    QCOMPARE(baseline->count(), 2);
    QVERIFY(!baseline->isEnabled()); // only for "relative to a baseline"

    m_workspace->setSelection({QStringLiteral("a100-sxm-80gb")});
    QCOMPARE(page.chartData().series.size(), 1);
    QCOMPARE(baseline->count(), 1);
}

void tst_ChartsPage::modesPerChartKind()
{
    QVERIFY(!ChartsPage::supports(ChartKind::Radar, ValueMode::Raw));
    QVERIFY(ChartsPage::supports(ChartKind::Radar, ValueMode::Logarithmic));
    QVERIFY(ChartsPage::supports(ChartKind::BarPanels, ValueMode::Raw));
    QVERIFY(!ChartsPage::supports(ChartKind::BarPanels, ValueMode::Logarithmic));

    ChartsPage page(*m_current, false);
    m_workspace->setSelection({QStringLiteral("h100-sxm"), QStringLiteral("l4")});
    page.setValueMode(ValueMode::Raw);
    QCOMPARE(page.valueMode(), ValueMode::RelativeToBest);
    page.setValueMode(ValueMode::Logarithmic);
    QVERIFY(page.chartData().subtitle.contains(QStringLiteral("Logarithmic")));
    page.setChartKind(ChartKind::BarPanels);
    QCOMPARE(page.valueMode(), ValueMode::Raw);
    QCOMPARE(page.figure()->data().categories.front().unit, QStringLiteral("TFLOPS"));
    page.setValueMode(ValueMode::RelativeToBaseline);
    // Each kind keeps its own mode.
    page.setChartKind(ChartKind::Radar);
    QCOMPARE(page.valueMode(), ValueMode::Logarithmic);
    page.setChartKind(ChartKind::BarPanels);
    QCOMPARE(page.valueMode(), ValueMode::RelativeToBaseline);
    // The combo box offers only what the kind supports.
    auto* modes = page.findChild<QComboBox*>(QStringLiteral("valueMode"));
    modes->setCurrentIndex(3); // Logarithmic: disabled for bars, and refused
    QCOMPARE(page.valueMode(), ValueMode::RelativeToBaseline);
}

void tst_ChartsPage::baselineIsWrittenOnTheChart()
{
    ChartsPage page(*m_current, false);
    m_workspace->setSelection({QStringLiteral("h100-sxm"), QStringLiteral("a100-sxm-80gb")});
    page.setValueMode(ValueMode::RelativeToBaseline);
    page.setBaselineId(QStringLiteral("a100-sxm-80gb"));
    QVERIFY(page.chartData().subtitle.contains(QStringLiteral("NVIDIA A100 SXM 80GB")));
    auto* baseline = page.findChild<QComboBox*>(QStringLiteral("baseline"));
    QVERIFY(baseline->isEnabled());
    QCOMPARE(baseline->currentData().toString(), QStringLiteral("a100-sxm-80gb"));
    // The user picks the H100 in the combo box.
    baseline->setCurrentIndex(baseline->findData(QStringLiteral("h100-sxm")));
    QCOMPARE(page.baselineId(), QStringLiteral("h100-sxm"));
    QVERIFY(page.chartData().subtitle.contains(QStringLiteral("NVIDIA H100 SXM")));
    // The baseline leaves the selection: the first GPU takes over.
    m_workspace->setSelection({QStringLiteral("a100-sxm-80gb"), QStringLiteral("l40s")});
    QVERIFY(page.chartData().subtitle.contains(QStringLiteral("NVIDIA A100 SXM 80GB")));
}

void tst_ChartsPage::axisCheckBoxes()
{
    ChartsPage page(*m_current, false);
    m_workspace->setSelection({QStringLiteral("h100-sxm"), QStringLiteral("l40s")});
    // The spec's axes and the engine's; the engine's stay out of the chart, their boxes
    // disabled, until a workload exists (no empty spokes).
    QCOMPARE(page.axisKeys(), SpecMetrics::defaultKeys() + EngineMetrics::keys());
    QCOMPARE(page.chartData().categories.size(), 8);
    QVERIFY(!page.findChild<QCheckBox*>(QStringLiteral("engine_throughput"))->isEnabled());
    auto* fp8 = page.findChild<QCheckBox*>(QStringLiteral("fp8_dense_tflops"));
    QVERIFY(fp8);
    fp8->setChecked(false);
    QCOMPARE(page.chartData().categories.size(), 7);
    QVERIFY(!page.axisKeys().contains(QStringLiteral("fp8_dense_tflops")));
    page.setAxisKeys({QStringLiteral("memory_gb"), QStringLiteral("fp32_tflops")});
    // Too few for a radar: it says so rather than drawing a line.
    QVERIFY(!page.chartData().placeholder.isEmpty());
    QCOMPARE(page.axisKeys(), (QStringList{QStringLiteral("fp32_tflops"), QStringLiteral("memory_gb")}));
    page.setChartKind(ChartKind::BarPanels);
    QVERIFY(page.chartData().placeholder.isEmpty());
    QCOMPARE(page.chartData().categories.size(), 2);
}

void tst_ChartsPage::metricProviderAddsAxes()
{
    ChartsPage page(*m_current, false);
    m_workspace->setSelection({QStringLiteral("h100-sxm"), QStringLiteral("l40s")});
    int calls = 0;
    page.addMetricProvider([&calls] {
        ++calls;
        Metric tokens;
        tokens.key = QStringLiteral("tokens_per_s");
        tokens.label = QStringLiteral("Throughput");
        tokens.unit = QStringLiteral("tokens/s");
        tokens.value = [](const engine::Gpu& gpu) { return std::optional<double>(gpu.id == "h100-sxm" ? 150 : 60); };
        tokens.format = [](double value, const QLocale& locale) { return locale.toString(value); };
        return QList<Metric>{tokens};
    });
    QVERIFY(calls >= 1);
    QVERIFY(page.findChild<QCheckBox*>(QStringLiteral("tokens_per_s")));
    page.setAxisKeys(SpecMetrics::defaultKeys() << QStringLiteral("tokens_per_s"));
    const ChartData& data = page.chartData();
    QCOMPARE(data.categories.last().label, QStringLiteral("Throughput"));
    QCOMPARE(data.series[1].values.last().plotted, std::optional<double>(40));
    const int before = calls;
    page.refreshMetrics();
    QCOMPARE(calls, before + 1);
}

void tst_ChartsPage::retranslates()
{
    ChartsPage page(*m_current, false);
    m_workspace->setSelection({QStringLiteral("h100-sxm"), QStringLiteral("l40s")});
    page.show();
    MarkingTranslator translator;
    QCoreApplication::installTranslator(&translator);
    QTRY_VERIFY(
        page.findChild<QCheckBox*>(QStringLiteral("fp16_dense_tflops"))->text().startsWith(QStringLiteral("XX ")));
    QVERIFY(page.findChild<QComboBox*>(QStringLiteral("chartKind"))->itemText(0).startsWith(QStringLiteral("XX ")));
    QVERIFY(page.chartData().title.startsWith(QStringLiteral("XX ")));
    QVERIFY(page.figure()->data().subtitle.startsWith(QStringLiteral("XX ")));
    QCoreApplication::removeTranslator(&translator);
    QTRY_COMPARE(page.findChild<QCheckBox*>(QStringLiteral("fp16_dense_tflops"))->text(),
                 QStringLiteral("FP16/BF16 Tensor"));
    QCOMPARE(page.chartData().title, QStringLiteral("GPU comparison"));
}

void tst_ChartsPage::exportsWhatIsShown()
{
    ChartsPage page(*m_current, false);
    m_workspace->setSelection({QStringLiteral("h100-sxm"), QStringLiteral("l40s")});
    page.setThemeKind(ChartThemeKind::Dark);
    QTemporaryDir dir;
    ui::exporting::ImageExportOptions options;
    options.size = QSizeF(800, 600);
    options.dpi = 96;
    const QString png = dir.filePath(QStringLiteral("chart.png"));
    QVERIFY(page.exportChart(png, options));
    const QImage image(png);
    QCOMPARE(image.size(), QSize(800, 600));
    QCOMPARE(QColor(image.pixel(1, 1)), ChartTheme(ChartThemeKind::Dark).background());

    const QString csv = dir.filePath(QStringLiteral("specs.csv"));
    QVERIFY(page.exportTable(csv));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY(bytes.contains("NVIDIA L40S"));
    QVERIFY(!bytes.contains("NVIDIA A100")); // only the selection
}

void tst_ChartsPage::remembersChoices()
{
    {
        ChartsPage page(*m_current, true);
        page.setChartKind(ChartKind::BarPanels);
        page.setThemeKind(ChartThemeKind::Dark);
        page.setAxisKeys({QStringLiteral("memory_gb")});
    }
    {
        ChartsPage page(*m_current, true);
        QCOMPARE(page.chartKind(), ChartKind::BarPanels);
        QCOMPARE(page.valueMode(), ValueMode::Raw);
        QCOMPARE(page.themeKind(), ChartThemeKind::Dark);
        QCOMPARE(page.axisKeys(), QStringList{QStringLiteral("memory_gb")});
    }
    {
        // Screenshots and tests start from the defaults.
        ChartsPage page(*m_current, false);
        QCOMPARE(page.chartKind(), ChartKind::Radar);
        QCOMPARE(page.themeKind(), ChartThemeKind::Light);
    }
}

void tst_ChartsPage::hoverShowsTheValue()
{
    ChartsPage page(*m_current, false);
    m_workspace->setSelection({QStringLiteral("h100-sxm"), QStringLiteral("a100-sxm-80gb")});
    page.resize(1200, 800);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    auto* view = page.findChild<ChartFigureView*>();
    QVERIFY(view);
    // Find a point of the second series (Okabe-Ito orange) and rest the mouse on it.
    const QImage image = view->grab().toImage().convertToFormat(QImage::Format_ARGB32);
    const QColor orange = ChartTheme().seriesColor(1);
    const QRect plot(0, image.height() / 8, image.width() * 2 / 3, image.height() * 3 / 4);
    QPoint at;
    for (int y = plot.top(); y < plot.bottom() && at.isNull(); ++y) {
        for (int x = plot.left(); x < plot.right() && at.isNull(); ++x) {
            const QColor pixel(image.pixel(x, y));
            if (std::abs(pixel.red() - orange.red()) < 8 && std::abs(pixel.green() - orange.green()) < 8 &&
                std::abs(pixel.blue() - orange.blue()) < 8)
                at = QPoint(x + 2, y + 2);
        }
    }
    QVERIFY(!at.isNull());
    QTest::mouseMove(view->viewport(), at);
    QTRY_VERIFY2(QToolTip::text().contains(QStringLiteral("NVIDIA A100 SXM 80GB")), qPrintable(QToolTip::text()));
    // Raw value with its unit, and the normalised share.
    QVERIFY(QToolTip::text().contains(QStringLiteral("% of the best")));
}

void tst_ChartsPage::screenshotPages_data()
{
    QTest::addColumn<QString>("page");
    // Sampled pixels of the first series' colour at the least: lines cover less than areas.
    QTest::addColumn<int>("minimum");
    QTest::newRow("radar") << QStringLiteral("radar") << 200;
    QTest::newRow("charts") << QStringLiteral("charts") << 200;
    QTest::newRow("sensitivity") << QStringLiteral("sensitivity") << 100;
    QTest::newRow("result-charts") << QStringLiteral("result-charts") << 100;
}

void tst_ChartsPage::screenshotPages()
{
    // The real program: the page is in the main window and the screenshot registry.
    QFETCH(QString, page);
    QFETCH(int, minimum);
    QTemporaryDir dir;
    const QString file = dir.filePath(page + QStringLiteral(".png"));
    QProcess program;
    program.start(QStringLiteral(GPUATLAS_GUI_PATH), {QStringLiteral("--screenshot"), file, QStringLiteral("--page"),
                                                      page, QStringLiteral("--size"), QStringLiteral("1000x700")});
    QVERIFY(program.waitForFinished(60000));
    QVERIFY2(program.exitCode() == 0, program.readAllStandardError().constData());
    const QImage image = QImage(file).convertToFormat(QImage::Format_ARGB32);
    QCOMPARE(image.size(), QSize(1000, 700));
    // The chart is on it: the first series' colour (Okabe-Ito blue) covers real area,
    // which the spec table never does.
    const QColor blue = ChartTheme().seriesColor(0);
    int blueish = 0;
    for (int y = 0; y < image.height(); y += 2) {
        for (int x = 0; x < image.width(); x += 2) {
            const QColor pixel(image.pixel(x, y));
            blueish += std::abs(pixel.red() - blue.red()) < 20 && std::abs(pixel.green() - blue.green()) < 20 &&
                       std::abs(pixel.blue() - blue.blue()) < 20;
        }
    }
    QVERIFY2(blueish > minimum, qPrintable(QString::number(blueish)));
}

GPUATLAS_TEST_MAIN(tst_ChartsPage)
#include "tst_ChartsPage.moc"
