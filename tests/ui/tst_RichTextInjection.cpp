// SPDX-License-Identifier: GPL-3.0-or-later
// Names from the user's files must reach the screen as text. Qt renders rich text in
// QLabel (guessed from the text), in tool tips, and in every Qt Charts label, and rich
// text loads the images it names from local files: a GPU named
// <img src="/dev/zero"> made the app read /dev/zero until it ran out of memory, and any
// other name could make it read any file. Every page is rendered here with such names
// (GPUs, the workload, measurement notes) pointing at a canary file that inotify
// watches: it must never be opened. Tool tips are checked as Qt would show them.
#include "engine/calibration/Measurement.h"
#include "gui/ScreenshotRenderer.h"
#include "gui/ScreenshotScenes.h"
#include "support/ShippedData.h"
#include "support/TestMain.h"
#include "text/LanguageManager.h"
#include "ui/AppPages.h"
#include "ui/MainWindow.h"
#include "ui/models/MeasurementsModel.h"

#include <QAbstractItemModel>
#include <QImage>
#include <QLabel>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>

#ifdef Q_OS_LINUX
#include <sys/inotify.h>
#include <unistd.h>
#endif

using namespace gpuatlas;

namespace {

// Counts opens of one file (Linux: inotify); elsewhere the test only checks tool tips
// and labels.
class OpenWatch
{
public:
    explicit OpenWatch(const QString& path)
    {
#ifdef Q_OS_LINUX
        m_fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
        if (m_fd >= 0)
            inotify_add_watch(m_fd, QFile::encodeName(path).constData(), IN_OPEN | IN_ACCESS);
#else
        Q_UNUSED(path);
#endif
    }
    ~OpenWatch()
    {
#ifdef Q_OS_LINUX
        if (m_fd >= 0)
            ::close(m_fd);
#endif
    }
    bool active() const
    {
        return m_fd >= 0;
    }
    // Opens since the last call.
    int opens()
    {
        int count = 0;
#ifdef Q_OS_LINUX
        alignas(inotify_event) char buffer[4096];
        for (;;) {
            const auto length = ::read(m_fd, buffer, sizeof buffer);
            if (length <= 0)
                break;
            for (char* p = buffer; p < buffer + length;) {
                const auto* event = reinterpret_cast<const inotify_event*>(p);
                count += (event->mask & (IN_OPEN | IN_ACCESS)) != 0;
                p += sizeof(inotify_event) + event->len;
            }
        }
#endif
        return count;
    }

private:
    int m_fd = -1;
};

// Every tool tip a model gives, as QToolTip would render it: rich when Qt guesses so.
QStringList richToolTipsWith(const QAbstractItemModel& model, const QString& needle)
{
    QStringList bad;
    const auto check = [&](const QVariant& tip) {
        const QString text = tip.toString();
        if (text.contains(needle) && Qt::mightBeRichText(text))
            bad << text.left(120);
    };
    for (int row = 0; row < model.rowCount(); ++row) {
        for (int column = 0; column < model.columnCount(); ++column)
            check(model.data(model.index(row, column), Qt::ToolTipRole));
    }
    for (int column = 0; column < model.columnCount(); ++column)
        check(model.headerData(column, Qt::Horizontal, Qt::ToolTipRole));
    for (int row = 0; row < model.rowCount(); ++row)
        check(model.headerData(row, Qt::Vertical, Qt::ToolTipRole));
    return bad;
}

} // namespace

class tst_RichTextInjection : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void pagesNeverLoadNamedFiles_data();
    void pagesNeverLoadNamedFiles();
    void labelsAndToolTipsShowNamesAsText();
    void measurementNotesAreText();

private:
    std::unique_ptr<state::Workspace> hostileWorkspace() const;
    engine::Workload hostileWorkload() const;
    QTemporaryDir m_dir;
    QString m_canary;
    QString m_tag;
};

void tst_RichTextInjection::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(m_dir.isValid());
    m_canary = m_dir.filePath(QStringLiteral("canary.png"));
    QImage image(64, 64, QImage::Format_RGB32);
    image.fill(Qt::red);
    QVERIFY(image.save(m_canary));
    m_tag = QStringLiteral("<img src=\"%1\">").arg(m_canary);
    // The canary is what Qt would read: check that it does, or the test proves nothing.
    OpenWatch watch(m_canary);
    if (watch.active()) {
        QTextDocument document;
        document.setHtml(m_tag);
        document.size();
        QVERIFY2(watch.opens() > 0, "rich text did not load the image: the canary cannot tell");
    }
}

engine::Workload tst_RichTextInjection::hostileWorkload() const
{
    engine::Workload workload = chatWorkload();
    workload.name = m_tag.toStdString() + "Chat";
    return workload;
}

std::unique_ptr<state::Workspace> tst_RichTextInjection::hostileWorkspace() const
{
    auto workspace = shippedWorkspace();
    std::vector<engine::Gpu> gpus(workspace->catalog().gpus().begin(), workspace->catalog().gpus().end());
    for (auto& gpu : gpus) {
        gpu.name = m_tag.toStdString() + gpu.name;
        gpu.vendor = m_tag.toStdString() + gpu.vendor;
        gpu.architecture = m_tag.toStdString() + gpu.architecture;
    }
    workspace->setCatalog(engine::Catalog(std::move(gpus)));
    workspace->setSelection({QStringLiteral("h100-sxm"), QStringLiteral("a100-sxm-80gb"), QStringLiteral("l40s")});
    return workspace;
}

void tst_RichTextInjection::pagesNeverLoadNamedFiles_data()
{
    QTest::addColumn<QString>("page");
    for (const QString& page : ui::standardScreenshots().pageNames())
        QTest::newRow(qPrintable(page)) << page;
}

void tst_RichTextInjection::pagesNeverLoadNamedFiles()
{
    QFETCH(QString, page);
    OpenWatch watch(m_canary);
    if (!watch.active())
        QSKIP("needs inotify (Linux)");
    auto workspace = hostileWorkspace();
    text::LanguageManager languages;
    ui::MainWindow window(*workspace, languages, ui::MainWindow::Persistence::Off);
    ui::addAppPages(window, false);
    window.currentResult().setWorkload(hostileWorkload());
    const text::Status rendered = ui::standardScreenshots().render(window, page, ui::ScreenshotRenderer::defaultSize(),
                                                                   m_dir.filePath(page + QStringLiteral(".png")));
    QVERIFY2(rendered, qPrintable(rendered.error));
    QCOMPARE(watch.opens(), 0);
}

void tst_RichTextInjection::labelsAndToolTipsShowNamesAsText()
{
    auto workspace = hostileWorkspace();
    text::LanguageManager languages;
    ui::MainWindow window(*workspace, languages, ui::MainWindow::Persistence::Off);
    ui::addAppPages(window, false);
    // Every page, made now (they are made when first shown), with the hostile names.
    for (const QString& id : window.pageIds())
        QVERIFY(window.page(id));
    window.currentResult().setWorkload(hostileWorkload());
    window.resize(1280, 800);
    window.show();
    QCoreApplication::processEvents();

    // Labels that show a name must not render it as rich text.
    for (const QLabel* label : window.findChildren<QLabel*>()) {
        if (label->text().contains(m_tag)) {
            const bool rich = label->textFormat() == Qt::RichText ||
                              (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
            QVERIFY2(!rich, qPrintable(label->objectName() + QStringLiteral(": ") + label->text().left(120)));
        }
        if (label->toolTip().contains(m_tag))
            QVERIFY2(!Qt::mightBeRichText(label->toolTip()), qPrintable(label->toolTip().left(120)));
    }
    for (const QWidget* widget : window.findChildren<QWidget*>()) {
        if (widget->toolTip().contains(m_tag))
            QVERIFY2(!Qt::mightBeRichText(widget->toolTip()), qPrintable(widget->toolTip().left(120)));
    }
    for (const QTableWidget* table : window.findChildren<QTableWidget*>())
        QVERIFY2(richToolTipsWith(*table->model(), m_tag).isEmpty(),
                 qPrintable(richToolTipsWith(*table->model(), m_tag).join('\n')));
    for (const QAbstractItemView* view : window.findChildren<QAbstractItemView*>()) {
        if (view->model())
            QVERIFY2(richToolTipsWith(*view->model(), m_tag).isEmpty(),
                     qPrintable(richToolTipsWith(*view->model(), m_tag).join('\n')));
    }
}

void tst_RichTextInjection::measurementNotesAreText()
{
    auto workspace = hostileWorkspace();
    engine::Measurement measured;
    measured.gpuId = "l40s";
    measured.modelId = "llama-3-8b";
    measured.batch = 4;
    measured.value = 120;
    measured.note = m_tag.toStdString() + "vLLM";
    ui::MeasurementsModel model;
    model.setCatalog(workspace->catalog(), workspace->models());
    model.setMeasurements({measured});
    QVERIFY2(richToolTipsWith(model, m_tag).isEmpty(), qPrintable(richToolTipsWith(model, m_tag).join('\n')));
}

GPUATLAS_TEST_MAIN(tst_RichTextInjection)
#include "tst_RichTextInjection.moc"
