// SPDX-License-Identifier: GPL-3.0-or-later
#include "CalibrationDialog.h"

#include "UserFileBanner.h"
#include "engine/calibration/MeasurementFiles.h"
#include "files/AtomicWriter.h"
#include "files/UserFiles.h"
#include "state/UserData.h"
#include "state/Workspace.h"
#include "text/DiagnosticText.h"
#include "text/GpuFields.h"
#include "text/Units.h"
#include "ui/models/MeasurementsModel.h"
#include "ui/widgets/ChoiceDelegate.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpuatlas::ui {

using text::Status;

using engine::Measurement;

namespace {

Status notSaved(const Status& status)
{
    if (status)
        return status;
    const QString message = CalibrationDialog::tr("Your measurements could not be saved; nothing was changed.\n%1");
    return Status::failure(message.arg(status.error));
}

} // namespace

CalibrationDialog::CalibrationDialog(Workspace& workspace, UserData& userData, QWidget* parent)
    : QDialog(parent)
    , m_workspace(workspace)
    , m_userData(userData)
    , m_model(new MeasurementsModel(this))
    , m_intro(new QLabel)
    , m_table(new QTableView)
    , m_add(new QPushButton)
    , m_remove(new QPushButton)
    , m_import(new QPushButton)
    , m_export(new QPushButton)
    , m_use(new QCheckBox)
    , m_extend(new QCheckBox)
    , m_summary(new QLabel)
    , m_factors(new QTableWidget(0, 3))
{
    setObjectName(QStringLiteral("calibrationDialog"));
    m_intro->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("measurementsTable"));
    m_table->setModel(m_model);
    m_table->setItemDelegate(
        new ChoiceDelegate(MeasurementsModel::ChoiceLabelsRole, MeasurementsModel::ChoiceValuesRole, this));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                             QAbstractItemView::AnyKeyPressed);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_use->setObjectName(QStringLiteral("useCalibrationCheck"));
    m_extend->setObjectName(QStringLiteral("extendCalibrationCheck"));
    m_summary->setObjectName(QStringLiteral("calibrationSummary"));
    m_summary->setWordWrap(true);
    m_factors->setObjectName(QStringLiteral("factorsTable"));
    m_factors->verticalHeader()->hide();
    m_factors->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_factors->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_factors->horizontalHeader()->setStretchLastSection(true);

    auto* rowButtons = new QHBoxLayout;
    for (QPushButton* button : {m_add, m_remove, m_import, m_export})
        rowButtons->addWidget(button);
    rowButtons->addStretch();

    auto* results = new QWidget;
    auto* resultsLayout = new QVBoxLayout(results);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    resultsLayout->addWidget(m_summary);
    resultsLayout->addWidget(m_use);
    resultsLayout->addWidget(m_extend);
    resultsLayout->addWidget(m_factors, 1);

    auto* top = new QWidget;
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_table, 1);
    topLayout->addLayout(rowButtons);
    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(top);
    splitter->addWidget(results);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);

    auto* close = new QDialogButtonBox(QDialogButtonBox::Close);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new UserFileBanner(userData, UserData::Kind::Measurements));
    layout->addWidget(m_intro);
    layout->addWidget(splitter, 1);
    layout->addWidget(close);

    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connectAll();
    retranslateUi();
    resize(1180, 720);
}

void CalibrationDialog::connectAll()
{
    const auto warnOnError = [this](const text::Status& status) {
        if (!status)
            QMessageBox::warning(this, windowTitle(), status.error);
    };
    connect(m_add, &QPushButton::clicked, this, [this, warnOnError] { warnOnError(addRow()); });
    connect(m_remove, &QPushButton::clicked, this, [this, warnOnError] {
        warnOnError(removeRow(m_table->currentIndex().isValid() ? m_table->currentIndex().row() : -1));
    });
    connect(m_import, &QPushButton::clicked, this, [this, warnOnError] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import measurements"), QString(),
                                                          tr("Measurements (*.csv *.json);;All files (*)"));
        if (!path.isEmpty())
            warnOnError(importFile(path));
    });
    connect(m_export, &QPushButton::clicked, this, [this, warnOnError] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export measurements"), tr("measurements.csv"),
                                                          tr("CSV (*.csv);;JSON (*.json)"));
        if (!path.isEmpty())
            warnOnError(exportFile(path));
    });
    connect(m_model, &MeasurementsModel::measurementsEdited, this,
            [this, warnOnError](const std::vector<Measurement>& rows) {
                if (const text::Status status = m_userData.setMeasurements(rows); !status) {
                    m_model->setMeasurements(m_userData.measurements()); // back to what is saved
                    warnOnError(notSaved(status));
                }
            });
    connect(m_use, &QCheckBox::toggled, &m_userData, &UserData::setCalibrationEnabled);
    connect(m_extend, &QCheckBox::toggled, this, [this](bool on) {
        engine::CalibrationOptions options = m_userData.calibrationOptions();
        options.extendToArchitecture = on;
        m_userData.setCalibrationOptions(options);
    });
    connect(&m_userData, &UserData::measurementsChanged, this, &CalibrationDialog::refresh);
    connect(&m_userData, &UserData::calibrationChanged, this, &CalibrationDialog::refreshCalibration);
    connect(&m_userData, &UserData::fileStatesChanged, this, &CalibrationDialog::refresh);
    connect(&m_workspace, &Workspace::catalogChanged, this, &CalibrationDialog::refresh);
}

void CalibrationDialog::retranslateUi()
{
    setWindowTitle(tr("Calibration from your measurements"));
    m_intro->setText(tr("Enter throughputs you measured (double-click a cell), or import them. For each GPU with "
                        "measurements, GPU Atlas fits one efficiency factor that brings its estimates closest to "
                        "yours (least squares on the logarithm), and shows the error before and after. Estimates keep "
                        "their uncertainty range."));
    m_add->setText(tr("&Add row"));
    m_remove->setText(tr("&Delete row"));
    m_import->setText(tr("&Import CSV or JSON…"));
    m_export->setText(tr("E&xport…"));
    m_use->setText(tr("&Use the calibrated values in every estimate"));
    m_extend->setText(tr("Give GPUs without measurements the mean factor of their &architecture"));
    m_factors->setHorizontalHeaderLabels({tr("GPU"), tr("Factor"), tr("From")});
    m_factors->setAccessibleName(tr("Fitted factors"));
    m_table->setAccessibleName(tr("Your measurements"));
    // The table, the summary and the factors are words and numbers of the language.
    refresh();
}

void CalibrationDialog::changeEvent(QEvent* event)
{
    // Modeless: it stays open while the language changes in the main window.
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void CalibrationDialog::refresh()
{
    m_model->setCatalog(m_workspace.catalog(), m_workspace.models());
    m_model->setMeasurements(m_userData.measurements());
    const bool writable = m_userData.canSave(UserData::Kind::Measurements);
    m_table->setEditTriggers(writable ? QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                                            QAbstractItemView::AnyKeyPressed
                                      : QAbstractItemView::NoEditTriggers);
    m_add->setEnabled(writable);
    m_remove->setEnabled(writable);
    m_import->setEnabled(writable);
    m_export->setEnabled(m_model->rowCount() > 0);
    refreshCalibration();
}

void CalibrationDialog::refreshCalibration()
{
    const auto& result = m_userData.calibration();
    m_model->setCalibration(result);
    {
        const QSignalBlocker blockUse(m_use);
        const QSignalBlocker blockExtend(m_extend);
        m_use->setChecked(m_userData.calibrationEnabled());
        m_extend->setChecked(m_userData.calibrationOptions().extendToArchitecture);
    }
    int usable = 0;
    for (const auto& row : result.rows)
        usable += row.usable() ? 1 : 0;
    if (!result.errorBefore) {
        m_summary->setText(m_model->rowCount() == 0
                               ? tr("No measurements yet: every estimate uses the default efficiencies.")
                               : tr("None of the measurements can be estimated; see the error columns."));
    } else {
        m_summary->setText(tr("Typical error over %n usable measurement(s): %1× before calibration, %2× after "
                              "(1× is exact). %3",
                              nullptr, usable)
                               .arg(text::Units::number(*result.errorBefore, 2),
                                    text::Units::number(*result.errorAfter, 2),
                                    m_userData.calibrationEnabled()
                                        ? tr("Every estimate now uses the calibrated values.")
                                        : tr("Estimates use the defaults until you switch calibration on.")));
    }
    m_factors->setRowCount(0);
    for (const auto& factor : result.factors) {
        const int row = m_factors->rowCount();
        m_factors->insertRow(row);
        m_factors->setItem(row, 0,
                           new QTableWidgetItem(text::GpuFields::displayName(m_workspace.catalog(), factor.gpuId)));
        auto* value = new QTableWidgetItem(tr("%1×").arg(text::Units::number(factor.factor, 3)));
        value->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_factors->setItem(row, 1, value);
        m_factors->setItem(row, 2,
                           new QTableWidgetItem(factor.origin == engine::FactorOrigin::Measured
                                                    ? tr("%n measurement(s)", nullptr, factor.rows)
                                                    : tr("mean of its architecture")));
    }
}

text::Status CalibrationDialog::addRow()
{
    std::vector<Measurement> rows = m_userData.measurements();
    Measurement m = rows.empty() ? Measurement{} : rows.back();
    if (rows.empty()) {
        m.gpuId = "l40s";
        m.modelId = "llama-3-8b";
        m.value = 40;
    }
    m.note.clear();
    rows.push_back(m);
    if (const text::Status status = m_userData.setMeasurements(std::move(rows)); !status)
        return notSaved(status);
    m_table->setCurrentIndex(m_model->index(m_model->rowCount() - 1, MeasurementsModel::MeasuredColumn));
    return text::Status::success();
}

text::Status CalibrationDialog::removeRow(int row)
{
    std::vector<Measurement> rows = m_userData.measurements();
    if (row < 0 || row >= static_cast<int>(rows.size()))
        return text::Status::failure(tr("Choose a row first."));
    rows.erase(rows.begin() + row);
    return notSaved(m_userData.setMeasurements(std::move(rows)));
}

text::Status CalibrationDialog::importFile(const QString& path)
{
    const auto imported = files::UserFiles::importMeasurements(path);
    if (!imported)
        return text::Status::failure(
            tr("Could not import %1:\n%2")
                .arg(QDir::toNativeSeparators(path), text::DiagnosticText::lines(imported.errors(), 8)));
    std::vector<Measurement> rows = m_userData.measurements();
    rows.insert(rows.end(), imported.value().begin(), imported.value().end());
    return notSaved(m_userData.setMeasurements(std::move(rows)));
}

text::Status CalibrationDialog::exportFile(const QString& path) const
{
    const auto& rows = m_userData.measurements();
    QByteArray bytes;
    if (QFileInfo(path).suffix().compare(QLatin1String("csv"), Qt::CaseInsensitive) == 0) {
        const std::string csv = engine::measurementsCsv(rows);
        bytes = QByteArray(csv.data(), static_cast<qsizetype>(csv.size()));
    } else {
        bytes = files::UserFiles::measurementsDocument(rows);
    }
    return files::AtomicWriter::write(path, bytes);
}

} // namespace gpuatlas::ui
