// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScreenshotRenderer.h"

#include "AccuracyAction.h"
#include "MainWindow.h"
#include "UserDataPages.h"
#include "charts/ResultChartsView.h"
#include "state/CurrentResult.h"
#include "state/Workspace.h"
#include "text/AtomicWriter.h"
#include "ui/pages/ChartsPage.h"
#include "ui/pages/MatrixModel.h"
#include "ui/pages/MatrixPage.h"
#include "ui/pages/RecommendationPage.h"
#include "ui/pages/SpecPage.h"
#include "wizard/WorkloadPresets.h"
#include "wizard/WorkloadWizard.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QImageWriter>
#include <QPixmap>
#include <QRegularExpression>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>

namespace gpuatlas::ui {

namespace {

void showCharts(MainWindow& window, charts::ChartKind kind)
{
    if (auto* page = window.page<charts::ChartsPage>(QStringLiteral("charts"))) {
        window.setCurrentPage(page);
        page->setChartKind(kind);
    }
}

// Pages of results need a workload: without --workload, the chat-assistant preset stands in.
void ensureWorkload(MainWindow& window)
{
    if (!window.currentResult().workload())
        window.currentResult().setWorkload(WorkloadPresets::find(QStringLiteral("chat"))->workload);
}

RecommendationPage* showRecommendation(MainWindow& window)
{
    auto* page = window.page<RecommendationPage>(QStringLiteral("recommendation"));
    if (page)
        window.setCurrentPage(page);
    return page;
}

} // namespace

ScreenshotRenderer ScreenshotRenderer::standardPages()
{
    ScreenshotRenderer renderer;
    renderer.addPage(QStringLiteral("table"), [](MainWindow& window) {
        window.setCurrentPage(window.specPage());
        window.specPage()->setOrientation(SpecPage::Orientation::GpusAsRows);
    });
    renderer.addPage(QStringLiteral("detail"), [](MainWindow& window) {
        SpecPage* spec = window.specPage();
        window.setCurrentPage(spec);
        spec->setOrientation(SpecPage::Orientation::GpusAsRows);
        spec->setCurrentGpu(QStringLiteral("h100-sxm"));
        // Room to read the article's text.
        const int width = spec->splitter()->width() > 0 ? spec->splitter()->width() : window.width();
        spec->splitter()->setSizes({width * 11 / 20, width * 9 / 20});
    });
    renderer.addPage(QStringLiteral("compare"), [](MainWindow& window) {
        window.setCurrentPage(window.specPage());
        window.specPage()->setOrientation(SpecPage::Orientation::GpusAsColumns);
    });
    renderer.addPage(QStringLiteral("radar"), [](MainWindow& window) { showCharts(window, charts::ChartKind::Radar); });
    renderer.addPage(QStringLiteral("charts"),
                     [](MainWindow& window) { showCharts(window, charts::ChartKind::BarPanels); });
    renderer.addPage(QStringLiteral("results"), [](MainWindow& window) {
        if (showRecommendation(window))
            ensureWorkload(window);
    });
    renderer.addPage(QStringLiteral("result-charts"), [](MainWindow& window) {
        RecommendationPage* page = showRecommendation(window);
        if (!page)
            return;
        ensureWorkload(window);
        page->showCharts();
    });
    renderer.addPage(QStringLiteral("sensitivity"), [](MainWindow& window) {
        ensureWorkload(window);
        showCharts(window, charts::ChartKind::Lines);
    });
    const std::pair<const char*, WorkloadWizard::PageId> wizardPages[] = {
        {"wizard", WorkloadWizard::TaskPageId},
        {"wizard-model", WorkloadWizard::ModelPageId},
        {"wizard-data", WorkloadWizard::DataPageId},
        {"wizard-scale", WorkloadWizard::ScalePageId},
        {"wizard-runtime", WorkloadWizard::RuntimePageId},
        {"wizard-priorities", WorkloadWizard::PrioritiesPageId},
    };
    for (const auto& [name, id] : wizardPages) {
        renderer.addWidgetPage(QString::fromLatin1(name), [id = id](MainWindow& window) -> QWidget* {
            if (!showRecommendation(window))
                return nullptr;
            // As File > New (or Edit workload… when one is open) opens it.
            auto* wizard = new WorkloadWizard(window.workspace(), &window);
            wizard->setAttribute(Qt::WA_DeleteOnClose);
            if (const auto explored = window.currentResult().explored())
                wizard->setWorkload(*explored);
            wizard->setAttribute(Qt::WA_DontShowOnScreen);
            wizard->resize(wizard->minimumSize().expandedTo(QSize(820, 680)));
            wizard->show();
            QApplication::processEvents();
            while (wizard->currentId() != id && wizard->currentId() >= 0) {
                const int before = wizard->currentId();
                wizard->next();
                if (wizard->currentId() == before)
                    break; // a page refused: show it, with its message
            }
            return wizard;
        });
    }
    addUserDataScreenshots(renderer);
    addAccuracyScreenshot(renderer);
    renderer.addPage(QStringLiteral("matrix"), [](MainWindow& window) {
        window.showPage(QStringLiteral("matrix"));
        if (auto* page = window.page<MatrixPage>(QStringLiteral("matrix")))
            page->table().setCurrentIndex(page->model().index(0, 0));
    });
    return renderer;
}

void ScreenshotRenderer::addPage(const QString& name, Prepare prepare)
{
    m_pages[name] = [prepare = std::move(prepare)](MainWindow& window) -> QWidget* {
        prepare(window);
        return nullptr;
    };
}

void ScreenshotRenderer::addWidgetPage(const QString& name, PrepareWidget prepare)
{
    m_pages[name] = std::move(prepare);
}

QStringList ScreenshotRenderer::pageNames() const
{
    QStringList names;
    for (const auto& [name, prepare] : m_pages)
        names << name;
    return names;
}

QSize ScreenshotRenderer::parseSize(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\d{3,4})[xX](\\d{3,4})$"));
    const auto match = pattern.match(text.trimmed());
    if (!match.hasMatch())
        return {};
    const QSize size(match.captured(1).toInt(), match.captured(2).toInt());
    const bool sensible = size.width() >= 320 && size.height() >= 320 && size.width() <= 8192 && size.height() <= 8192;
    return sensible ? size : QSize();
}

text::Status ScreenshotRenderer::render(MainWindow& window, const QString& page, QSize size, const QString& file) const
{
    const auto it = m_pages.find(page);
    if (it == m_pages.end())
        return text::Status::failure(
            tr("Unknown page \"%1\"; choose one of: %2.").arg(page, pageNames().join(QStringLiteral(", "))));
    const QFileInfo target(file);
    if (!target.absoluteDir().exists())
        return text::Status::failure(
            tr("Cannot write %1: the folder does not exist.").arg(QDir::toNativeSeparators(file)));

    // Laid out and painted like a shown window, but never put on a screen, so taking
    // a screenshot on a desktop does not flash a window.
    window.setAttribute(Qt::WA_DontShowOnScreen);
    window.resize(size);
    window.show();
    QApplication::processEvents();
    QWidget* own = it->second(window);
    // Twice: the first pass delivers layout requests, the second the resizes they cause.
    QApplication::processEvents();
    QApplication::processEvents();

    const QImage image = (own ? own->grab() : window.grab()).toImage();
    return text::AtomicWriter::write(file, [&image](QIODevice& device, QString& error) {
        QImageWriter writer(&device, "png");
        if (writer.write(image))
            return true;
        error = writer.errorString();
        return false;
    });
}

} // namespace gpuatlas::ui
