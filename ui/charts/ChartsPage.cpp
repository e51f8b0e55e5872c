// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartsPage.h"

#include "ChartFigureView.h"
#include "SpecMetrics.h"

#include "ui/Workspace.h"
#include "ui/export/ExportImageDialog.h"
#include "ui/export/TableExporter.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalBlocker>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <algorithm>
#include <array>

namespace gpuatlas::ui::charts {

using exporting::ChartExporter;
using exporting::ExportResult;
using exporting::ImageExportOptions;
using exporting::TableExporter;

namespace {

constexpr std::array modes{ValueMode::Raw, ValueMode::RelativeToBest, ValueMode::RelativeToBaseline,
                           ValueMode::Logarithmic};
constexpr std::array modeKeys{"raw", "best", "baseline", "log"};

int modeIndex(ValueMode mode)
{
    return static_cast<int>(std::find(modes.begin(), modes.end(), mode) - modes.begin());
}

QString settingsKey(const char* name)
{
    return QStringLiteral("charts/") + QLatin1String(name);
}

} // namespace

ChartsPage::ChartsPage(Workspace& workspace, bool persistent, QWidget* parent)
    : QWidget(parent)
    , m_workspace(workspace)
    , m_persistent(persistent)
{
    m_axisKeys = SpecMetrics::defaultKeys();
    m_providers.append([this] { return SpecMetrics::all(m_workspace.prices()); });
    buildUi();
    if (m_persistent)
        loadSettings();
    refreshMetrics(); // also retranslates the controls and draws the chart

    connect(&m_workspace, &Workspace::selectionChanged, this, [this] {
        refreshBaselines();
        updateChart();
    });
    connect(&m_workspace, &Workspace::catalogChanged, this, [this] {
        refreshBaselines();
        updateChart();
    });
    connect(&m_workspace, &Workspace::pricesChanged, this, &ChartsPage::refreshMetrics);
}

ChartsPage::~ChartsPage() = default;

void ChartsPage::buildUi()
{
    m_kindLabel = new QLabel(this);
    m_kindCombo = new QComboBox(this);
    m_kindCombo->setObjectName(QStringLiteral("chartKind"));
    m_kindCombo->addItem(QString(), static_cast<int>(ChartKind::Radar));
    m_kindCombo->addItem(QString(), static_cast<int>(ChartKind::BarPanels));
    m_kindLabel->setBuddy(m_kindCombo);

    m_modeLabel = new QLabel(this);
    m_modeCombo = new QComboBox(this);
    m_modeCombo->setObjectName(QStringLiteral("valueMode"));
    for (const ValueMode mode : modes)
        m_modeCombo->addItem(QString(), static_cast<int>(mode));
    m_modeLabel->setBuddy(m_modeCombo);

    m_baselineLabel = new QLabel(this);
    m_baselineCombo = new QComboBox(this);
    m_baselineCombo->setObjectName(QStringLiteral("baseline"));
    m_baselineCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_baselineCombo->setMinimumContentsLength(12);
    m_baselineLabel->setBuddy(m_baselineCombo);

    m_themeLabel = new QLabel(this);
    m_themeCombo = new QComboBox(this);
    m_themeCombo->setObjectName(QStringLiteral("theme"));
    m_themeCombo->addItem(QString(), static_cast<int>(ChartThemeKind::Light));
    m_themeCombo->addItem(QString(), static_cast<int>(ChartThemeKind::Dark));
    m_themeLabel->setBuddy(m_themeCombo);

    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(m_kindLabel, m_kindCombo);
    form->addRow(m_modeLabel, m_modeCombo);
    form->addRow(m_baselineLabel, m_baselineCombo);
    form->addRow(m_themeLabel, m_themeCombo);

    m_axesBox = new QGroupBox(this);
    m_axesLayout = new QVBoxLayout(m_axesBox);

    m_exportBox = new QGroupBox(this);
    m_pngButton = new QPushButton(m_exportBox);
    m_svgButton = new QPushButton(m_exportBox);
    m_pdfButton = new QPushButton(m_exportBox);
    m_copyButton = new QPushButton(m_exportBox);
    m_tableButton = new QPushButton(m_exportBox);
    auto* exportLayout = new QGridLayout(m_exportBox);
    exportLayout->addWidget(m_pngButton, 0, 0);
    exportLayout->addWidget(m_svgButton, 0, 1);
    exportLayout->addWidget(m_pdfButton, 1, 0);
    exportLayout->addWidget(m_copyButton, 1, 1);
    exportLayout->addWidget(m_tableButton, 2, 0, 1, 2);

    m_controls = new QWidget;
    auto* controlsLayout = new QVBoxLayout(m_controls);
    controlsLayout->addLayout(form);
    controlsLayout->addWidget(m_axesBox);
    controlsLayout->addWidget(m_exportBox);
    controlsLayout->addStretch();
    m_scroll = new QScrollArea(this);
    m_scroll->setWidget(m_controls);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    m_view = new ChartFigureView(this);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_scroll);
    layout->addWidget(m_view, 1);

    connect(m_kindCombo, &QComboBox::currentIndexChanged, this, [this] {
        setChartKind(static_cast<ChartKind>(m_kindCombo->currentData().toInt()));
    });
    connect(m_modeCombo, &QComboBox::currentIndexChanged, this, [this] {
        setValueMode(static_cast<ValueMode>(m_modeCombo->currentData().toInt()));
    });
    connect(m_baselineCombo, &QComboBox::currentIndexChanged, this, [this] {
        if (m_baselineCombo->currentIndex() >= 0)
            setBaselineId(m_baselineCombo->currentData().toString());
    });
    connect(m_themeCombo, &QComboBox::currentIndexChanged, this, [this] {
        setThemeKind(static_cast<ChartThemeKind>(m_themeCombo->currentData().toInt()));
    });
    connect(m_pngButton, &QPushButton::clicked, this, [this] { exportChartInteractively(ChartExporter::Format::Png); });
    connect(m_svgButton, &QPushButton::clicked, this, [this] { exportChartInteractively(ChartExporter::Format::Svg); });
    connect(m_pdfButton, &QPushButton::clicked, this, [this] { exportChartInteractively(ChartExporter::Format::Pdf); });
    connect(m_copyButton, &QPushButton::clicked, this, &ChartsPage::copyChart);
    connect(m_tableButton, &QPushButton::clicked, this, &ChartsPage::exportTableInteractively);
}

void ChartsPage::retranslateUi()
{
    m_kindLabel->setText(tr("&Chart:"));
    m_kindCombo->setItemText(0, tr("Radar"));
    m_kindCombo->setItemText(1, tr("Bars per metric"));
    m_modeLabel->setText(tr("&Values:"));
    m_modeCombo->setItemText(modeIndex(ValueMode::Raw), tr("As specified (units)"));
    m_modeCombo->setItemText(modeIndex(ValueMode::RelativeToBest), tr("Relative to the best"));
    m_modeCombo->setItemText(modeIndex(ValueMode::RelativeToBaseline), tr("Relative to a baseline GPU"));
    m_modeCombo->setItemText(modeIndex(ValueMode::Logarithmic), tr("Logarithmic"));
    m_modeCombo->setToolTip(tr("Radar axes have different units, so the radar shows each value relative to the "
                               "best GPU, to a baseline GPU or on a logarithmic scale"));
    m_baselineLabel->setText(tr("&Baseline:"));
    m_baselineCombo->setToolTip(tr("The GPU drawn as 100% on every axis"));
    m_themeLabel->setText(tr("&Theme:"));
    m_themeCombo->setItemText(0, tr("Light"));
    m_themeCombo->setItemText(1, tr("Dark"));
    m_axesBox->setTitle(tr("Axes"));
    m_exportBox->setTitle(tr("Export"));
    m_pngButton->setText(tr("PNG…"));
    m_pngButton->setToolTip(tr("Save the chart as a PNG image of a chosen size and resolution"));
    m_svgButton->setText(tr("SVG…"));
    m_svgButton->setToolTip(tr("Save the chart as an SVG vector drawing"));
    m_pdfButton->setText(tr("PDF…"));
    m_pdfButton->setToolTip(tr("Save the chart as a vector PDF page"));
    m_copyButton->setText(tr("Copy"));
    m_copyButton->setToolTip(tr("Copy the chart to the clipboard as an image"));
    m_tableButton->setText(tr("Spec table…"));
    m_tableButton->setToolTip(tr("Save the specifications of the selected GPUs as CSV, Markdown or HTML"));
}

void ChartsPage::fitControls()
{
    // As wide as the longest text of the current language needs, room kept for the
    // vertical scroll bar.
    m_controls->adjustSize();
    const int scrollBar = m_scroll->verticalScrollBar()->sizeHint().width();
    m_scroll->setFixedWidth(std::min(m_controls->sizeHint().width() + scrollBar, 420));
}

void ChartsPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        // Metric labels and the chart's text are made in the current language: make
        // them again rather than translate pieces.
        refreshMetrics();
    }
    QWidget::changeEvent(event);
}

void ChartsPage::addMetricProvider(MetricProvider provider)
{
    m_providers.append(std::move(provider));
    refreshMetrics();
}

void ChartsPage::refreshMetrics()
{
    m_metrics.clear();
    for (const auto& provider : m_providers)
        m_metrics.append(provider());
    retranslateUi();
    rebuildAxisChecks();
    refreshBaselines();
    updateModeItems();
    fitControls();
    updateChart();
}

void ChartsPage::rebuildAxisChecks()
{
    qDeleteAll(m_axisChecks);
    m_axisChecks.clear();
    for (const auto& metric : m_metrics) {
        auto* check = new QCheckBox(metric.label, m_axesBox);
        check->setObjectName(metric.key);
        check->setToolTip(metric.description);
        check->setChecked(m_axisKeys.contains(metric.key));
        connect(check, &QCheckBox::toggled, this, [this] {
            QStringList keys;
            for (const QCheckBox* box : std::as_const(m_axisChecks)) {
                if (box->isChecked())
                    keys << box->objectName();
            }
            m_axisKeys = keys;
            saveSettings();
            updateChart();
        });
        m_axesLayout->addWidget(check);
        m_axisChecks.append(check);
    }
}

void ChartsPage::refreshBaselines()
{
    const QSignalBlocker blocker(m_baselineCombo);
    m_baselineCombo->clear();
    for (const engine::Gpu* gpu : selectedGpus())
        m_baselineCombo->addItem(QString::fromStdString(gpu->name), QString::fromStdString(gpu->id));
    const int index = m_baselineCombo->findData(m_baselineId);
    m_baselineCombo->setCurrentIndex(index >= 0 ? index : 0);
    m_baselineCombo->setEnabled(valueMode() == ValueMode::RelativeToBaseline && m_baselineCombo->count() > 0);
}

bool ChartsPage::supports(ChartKind kind, ValueMode mode)
{
    switch (kind) {
    case ChartKind::Radar: return mode != ValueMode::Raw;
    case ChartKind::BarPanels: return mode != ValueMode::Logarithmic;
    }
    return false;
}

void ChartsPage::updateModeItems()
{
    const QSignalBlocker blocker(m_modeCombo);
    auto* model = qobject_cast<QStandardItemModel*>(m_modeCombo->model());
    for (std::size_t i = 0; i < modes.size(); ++i) {
        if (QStandardItem* item = model ? model->item(static_cast<int>(i)) : nullptr)
            item->setEnabled(supports(m_kind, modes[i]));
    }
    m_modeCombo->setCurrentIndex(modeIndex(valueMode()));
    {
        const QSignalBlocker kindBlocker(m_kindCombo);
        m_kindCombo->setCurrentIndex(m_kindCombo->findData(static_cast<int>(m_kind)));
    }
    {
        const QSignalBlocker themeBlocker(m_themeCombo);
        m_themeCombo->setCurrentIndex(m_themeCombo->findData(static_cast<int>(m_theme)));
    }
    m_baselineCombo->setEnabled(valueMode() == ValueMode::RelativeToBaseline && m_baselineCombo->count() > 0);
}

void ChartsPage::setChartKind(ChartKind kind)
{
    if (kind == m_kind && m_kindCombo->currentData().toInt() == static_cast<int>(kind))
        return;
    m_kind = kind;
    updateModeItems();
    saveSettings();
    updateChart();
}

void ChartsPage::setValueMode(ValueMode mode)
{
    if (!supports(m_kind, mode)) {
        updateModeItems(); // puts the combo back
        return;
    }
    if (mode == valueMode() && m_modeCombo->currentIndex() == modeIndex(mode))
        return;
    m_modes[kindIndex(m_kind)] = mode;
    updateModeItems();
    saveSettings();
    updateChart();
}

QStringList ChartsPage::axisKeys() const
{
    QStringList keys;
    for (const auto& metric : m_metrics) {
        if (m_axisKeys.contains(metric.key))
            keys << metric.key;
    }
    return keys;
}

void ChartsPage::setAxisKeys(const QStringList& keys)
{
    m_axisKeys = keys;
    for (QCheckBox* check : std::as_const(m_axisChecks)) {
        const QSignalBlocker blocker(check);
        check->setChecked(m_axisKeys.contains(check->objectName()));
    }
    saveSettings();
    updateChart();
}

void ChartsPage::setBaselineId(const QString& id)
{
    if (id == m_baselineId)
        return;
    m_baselineId = id;
    {
        const QSignalBlocker blocker(m_baselineCombo);
        const int index = m_baselineCombo->findData(id);
        if (index >= 0)
            m_baselineCombo->setCurrentIndex(index);
    }
    saveSettings();
    updateChart();
}

void ChartsPage::setThemeKind(ChartThemeKind theme)
{
    if (theme == m_theme)
        return;
    m_theme = theme;
    updateModeItems();
    saveSettings();
    updateChart();
}

std::vector<const engine::Gpu*> ChartsPage::selectedGpus() const
{
    std::vector<const engine::Gpu*> gpus;
    for (const QString& id : m_workspace.selection()) {
        if (const engine::Gpu* gpu = m_workspace.catalog().find(id.toStdString()))
            gpus.push_back(gpu);
    }
    return gpus;
}

QList<Metric> ChartsPage::chosenMetrics() const
{
    QList<Metric> chosen;
    for (const auto& metric : m_metrics) {
        if (m_axisKeys.contains(metric.key))
            chosen << metric;
    }
    return chosen;
}

void ChartsPage::updateChart()
{
    const auto gpus = selectedGpus();
    ComparisonOptions options;
    options.metrics = chosenMetrics();
    options.mode = valueMode();
    options.baseline = 0;
    for (std::size_t i = 0; i < gpus.size(); ++i) {
        if (QString::fromStdString(gpus[i]->id) == m_baselineId)
            options.baseline = static_cast<int>(i);
    }
    m_data = m_kind == ChartKind::Radar ? ComparisonChartBuilder::radar(gpus, options)
                                        : ComparisonChartBuilder::bars(gpus, options);
    m_view->setFigure(ChartFacade::create(m_kind, m_data, ChartTheme(m_theme), QSizeF(m_view->viewport()->size())));
}

ChartFigure* ChartsPage::figure() const
{
    return m_view->figure();
}

void ChartsPage::loadSettings()
{
    const QSettings settings;
    const QString kind = settings.value(settingsKey("kind")).toString();
    m_kind = kind == QLatin1String("bars") ? ChartKind::BarPanels : ChartKind::Radar;
    for (const ChartKind each : {ChartKind::Radar, ChartKind::BarPanels}) {
        const QString mode = settings.value(settingsKey(each == ChartKind::Radar ? "radarMode" : "barsMode")).toString();
        for (std::size_t i = 0; i < modes.size(); ++i) {
            if (mode == QLatin1String(modeKeys[i]) && supports(each, modes[i]))
                m_modes[kindIndex(each)] = modes[i];
        }
    }
    if (settings.contains(settingsKey("axes")))
        m_axisKeys = settings.value(settingsKey("axes")).toStringList();
    m_baselineId = settings.value(settingsKey("baseline")).toString();
    m_theme = settings.value(settingsKey("theme")).toString() == QLatin1String("dark") ? ChartThemeKind::Dark
                                                                                       : ChartThemeKind::Light;
}

void ChartsPage::saveSettings() const
{
    if (!m_persistent)
        return;
    QSettings settings;
    settings.setValue(settingsKey("kind"), m_kind == ChartKind::Radar ? QStringLiteral("radar") : QStringLiteral("bars"));
    for (const ChartKind each : {ChartKind::Radar, ChartKind::BarPanels}) {
        const auto mode = static_cast<std::size_t>(modeIndex(m_modes[kindIndex(each)]));
        settings.setValue(settingsKey(each == ChartKind::Radar ? "radarMode" : "barsMode"), QLatin1String(modeKeys[mode]));
    }
    settings.setValue(settingsKey("axes"), m_axisKeys);
    settings.setValue(settingsKey("baseline"), m_baselineId);
    settings.setValue(settingsKey("theme"), m_theme == ChartThemeKind::Dark ? QStringLiteral("dark")
                                                                            : QStringLiteral("light"));
}

ExportResult ChartsPage::exportChart(const QString& path, const ImageExportOptions& options) const
{
    const auto figure = ChartFacade::create(m_kind, m_data, ChartTheme(m_theme), options.size);
    return ChartExporter::write(*figure, path, options);
}

void ChartsPage::copyChart() const
{
    const auto figure = ChartFacade::create(m_kind, m_data, ChartTheme(m_theme), m_imageOptions.size);
    ChartExporter::copyToClipboard(*figure, m_imageOptions);
}

ExportResult ChartsPage::exportTable(const QString& path) const
{
    auto gpus = selectedGpus();
    if (gpus.empty()) {
        for (const auto& gpu : m_workspace.catalog().gpus())
            gpus.push_back(&gpu);
    }
    return TableExporter::write(TableExporter::specTable(gpus), path);
}

namespace {

// The chosen path, with the suffix added when the user typed none.
QString withSuffix(const QString& path, const QString& suffix)
{
    if (path.isEmpty() || !QFileInfo(path).suffix().isEmpty())
        return path;
    return path + QLatin1Char('.') + suffix;
}

} // namespace

void ChartsPage::exportChartInteractively(ChartExporter::Format format)
{
    ImageExportOptions options = m_imageOptions;
    QString suffix;
    QString filter;
    switch (format) {
    case ChartExporter::Format::Png: {
        exporting::ExportImageDialog dialog(this);
        dialog.setOptions(m_imageOptions);
        if (dialog.exec() != QDialog::Accepted)
            return;
        options = dialog.options();
        m_imageOptions = options;
        suffix = QStringLiteral("png");
        filter = tr("PNG image (*.png)");
        break;
    }
    case ChartExporter::Format::Svg:
        suffix = QStringLiteral("svg");
        filter = tr("SVG drawing (*.svg)");
        break;
    case ChartExporter::Format::Pdf:
        suffix = QStringLiteral("pdf");
        filter = tr("PDF document (*.pdf)");
        break;
    }
    const QString name = m_kind == ChartKind::Radar ? QStringLiteral("gpu-radar") : QStringLiteral("gpu-bars");
    const QString path = withSuffix(
        QFileDialog::getSaveFileName(this, tr("Export chart"), QDir::home().filePath(name + QLatin1Char('.') + suffix),
                                     filter),
        suffix);
    if (path.isEmpty())
        return;
    const ExportResult result = exportChart(path, options);
    if (!result)
        QMessageBox::warning(this, tr("Export failed"), result.error);
}

void ChartsPage::exportTableInteractively()
{
    const QString csv = tr("CSV for spreadsheets (*.csv)");
    const QString markdown = tr("Markdown (*.md)");
    const QString html = tr("Web page (*.html)");
    QString selected = csv;
    QString path = QFileDialog::getSaveFileName(this, tr("Export spec table"),
                                                QDir::home().filePath(QStringLiteral("gpu-specs.csv")),
                                                QStringList{csv, markdown, html}.join(QStringLiteral(";;")), &selected);
    path = withSuffix(path, selected == markdown ? QStringLiteral("md")
                            : selected == html   ? QStringLiteral("html")
                                                 : QStringLiteral("csv"));
    if (path.isEmpty())
        return;
    const ExportResult result = exportTable(path);
    if (!result)
        QMessageBox::warning(this, tr("Export failed"), result.error);
}

} // namespace gpuatlas::ui::charts
