// SPDX-License-Identifier: GPL-3.0-or-later
#include "CustomGpusDialog.h"

#include "CustomGpuDialog.h"
#include "UserFileBanner.h"
#include "files/AtomicWriter.h"
#include "files/UserFiles.h"
#include "state/UserData.h"
#include "state/Workspace.h"
#include "text/DiagnosticText.h"
#include "ui/models/CustomGpusModel.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuatlas::ui {

using text::Status;

using engine::Gpu;

namespace {

Status customGpusNotSaved(const Status& status)
{
    if (status)
        return status;
    const QString message = CustomGpusDialog::tr("Your GPUs could not be saved; nothing was changed.\n%1");
    return Status::failure(message.arg(status.error));
}

} // namespace

CustomGpusDialog::CustomGpusDialog(Workspace& workspace, UserData& userData, QWidget* parent)
    : QDialog(parent)
    , m_workspace(workspace)
    , m_userData(userData)
    , m_model(new CustomGpusModel(this))
    , m_intro(new QLabel)
    , m_table(new QTableView)
    , m_add(new QPushButton)
    , m_edit(new QPushButton)
    , m_duplicate(new QPushButton)
    , m_remove(new QPushButton)
    , m_import(new QPushButton)
    , m_export(new QPushButton)
{
    setObjectName(QStringLiteral("customGpusDialog"));
    m_intro->setWordWrap(true);
    m_table->setObjectName(QStringLiteral("customGpusTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_add->setObjectName(QStringLiteral("addGpuButton"));
    m_edit->setObjectName(QStringLiteral("editGpuButton"));
    m_duplicate->setObjectName(QStringLiteral("duplicateGpuButton"));
    m_remove->setObjectName(QStringLiteral("removeGpuButton"));

    auto* buttons = new QHBoxLayout;
    for (QPushButton* button : {m_add, m_edit, m_duplicate, m_remove, m_import, m_export})
        buttons->addWidget(button);
    buttons->addStretch();
    auto* close = new QDialogButtonBox(QDialogButtonBox::Close);
    buttons->addWidget(close);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new UserFileBanner(userData, UserData::Kind::CustomGpus));
    layout->addWidget(m_intro);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);

    const auto warnOnError = [this](const text::Status& status) {
        if (!status)
            QMessageBox::warning(this, windowTitle(), status.error);
    };
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_add, &QPushButton::clicked, this, [this] { edit(-1); });
    connect(m_edit, &QPushButton::clicked, this, [this] { edit(currentRow()); });
    connect(m_table, &QTableView::doubleClicked, this, [this] { edit(currentRow()); });
    connect(m_duplicate, &QPushButton::clicked, this, [this, warnOnError] { warnOnError(duplicateAt(currentRow())); });
    connect(m_remove, &QPushButton::clicked, this, [this, warnOnError] {
        const int row = currentRow();
        if (row < 0)
            return;
        const auto answer = QMessageBox::question(
            this, windowTitle(),
            tr("Delete %1?").arg(QString::fromStdString(m_model->gpus()[static_cast<std::size_t>(row)].name)));
        if (answer == QMessageBox::Yes)
            warnOnError(removeAt(row));
    });
    connect(m_import, &QPushButton::clicked, this, [this, warnOnError] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import GPUs"), QString(),
                                                          tr("GPU catalogue (*.json);;All files (*)"));
        if (!path.isEmpty())
            warnOnError(importFile(path));
    });
    connect(m_export, &QPushButton::clicked, this, [this, warnOnError] {
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Export GPUs"), tr("my-gpus.json"), tr("GPU catalogue (*.json)"));
        if (!path.isEmpty())
            warnOnError(exportFile(path));
    });
    connect(&m_userData, &UserData::customGpusChanged, this, &CustomGpusDialog::refresh);
    connect(&m_userData, &UserData::fileStatesChanged, this, &CustomGpusDialog::updateButtons);
    retranslateUi();
    resize(900, 480);
}

void CustomGpusDialog::retranslateUi()
{
    setWindowTitle(tr("My GPUs"));
    m_intro->setText(tr("Your own GPUs appear everywhere beside the built-in ones, in italics and marked "
                        "\"custom\". Use them for a card the catalogue lacks, a power-capped or corrected built-in "
                        "GPU (give it the built-in id to replace it), or one GPU of a cloud instance. They are saved "
                        "in %1 in the catalogue format; Export writes the same format for colleagues and for "
                        "gpu-atlas-cli --catalog.")
                         .arg(m_userData.folder().isEmpty()
                                  ? tr("memory only")
                                  : QDir::toNativeSeparators(m_userData.path(UserData::Kind::CustomGpus))));
    m_table->setAccessibleName(tr("My GPUs"));
    m_add->setText(tr("&Add…"));
    m_edit->setText(tr("&Edit…"));
    m_duplicate->setText(tr("D&uplicate"));
    m_remove->setText(tr("&Delete"));
    m_import->setText(tr("&Import…"));
    m_export->setText(tr("E&xport…"));
    refresh(); // the table's headers and values
}

void CustomGpusDialog::changeEvent(QEvent* event)
{
    // Modeless: it stays open while the language changes in the main window.
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void CustomGpusDialog::refresh()
{
    m_model->setGpus(m_userData.customGpus(), m_userData.shippedCatalog());
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &CustomGpusDialog::updateButtons,
            Qt::UniqueConnection);
    updateButtons();
}

int CustomGpusDialog::currentRow() const
{
    return m_table->currentIndex().isValid() ? m_table->currentIndex().row() : -1;
}

void CustomGpusDialog::updateButtons()
{
    const bool writable = m_userData.canSave(UserData::Kind::CustomGpus);
    const bool selected = currentRow() >= 0;
    m_add->setEnabled(writable);
    m_import->setEnabled(writable);
    m_edit->setEnabled(writable && selected);
    m_duplicate->setEnabled(writable && selected);
    m_remove->setEnabled(writable && selected);
    m_export->setEnabled(m_model->rowCount() > 0);
}

std::vector<std::string> CustomGpusDialog::idsExcept(int row) const
{
    std::vector<std::string> ids;
    for (int i = 0; i < m_model->rowCount(); ++i) {
        if (i != row)
            ids.push_back(m_model->gpus()[static_cast<std::size_t>(i)].id);
    }
    return ids;
}

void CustomGpusDialog::edit(int row)
{
    CustomGpuDialog editor(m_workspace.catalog(), idsExcept(row), this);
    if (row >= 0)
        editor.setGpu(m_model->gpus()[static_cast<std::size_t>(row)]);
    if (editor.exec() != QDialog::Accepted)
        return;
    const text::Status status = row >= 0 ? replaceAt(row, editor.gpu()) : add(editor.gpu());
    if (!status)
        QMessageBox::warning(this, windowTitle(), status.error);
}

text::Status CustomGpusDialog::add(const Gpu& gpu)
{
    std::vector<Gpu> gpus = m_userData.customGpus();
    gpus.push_back(gpu);
    const text::Status status = m_userData.setCustomGpus(std::move(gpus));
    if (status)
        m_table->setCurrentIndex(m_model->index(m_model->rowCount() - 1, 0));
    return customGpusNotSaved(status);
}

text::Status CustomGpusDialog::replaceAt(int row, const Gpu& gpu)
{
    std::vector<Gpu> gpus = m_userData.customGpus();
    if (row < 0 || row >= static_cast<int>(gpus.size()))
        return text::Status::failure(tr("Choose a GPU first."));
    gpus[static_cast<std::size_t>(row)] = gpu;
    return customGpusNotSaved(m_userData.setCustomGpus(std::move(gpus)));
}

text::Status CustomGpusDialog::duplicateAt(int row)
{
    const auto& gpus = m_userData.customGpus();
    if (row < 0 || row >= static_cast<int>(gpus.size()))
        return text::Status::failure(tr("Choose a GPU first."));
    Gpu copy = gpus[static_cast<std::size_t>(row)];
    const std::string base = copy.id + "-copy";
    copy.id = base;
    const auto taken = [&gpus](const std::string& id) {
        return std::any_of(gpus.begin(), gpus.end(), [&id](const Gpu& gpu) { return gpu.id == id; });
    };
    for (int n = 2; taken(copy.id); ++n)
        copy.id = base + "-" + std::to_string(n);
    copy.name = tr("%1 (copy)").arg(QString::fromStdString(copy.name)).toStdString();
    return add(copy);
}

text::Status CustomGpusDialog::removeAt(int row)
{
    std::vector<Gpu> gpus = m_userData.customGpus();
    if (row < 0 || row >= static_cast<int>(gpus.size()))
        return text::Status::failure(tr("Choose a GPU first."));
    gpus.erase(gpus.begin() + row);
    return customGpusNotSaved(m_userData.setCustomGpus(std::move(gpus)));
}

text::Status CustomGpusDialog::importFile(const QString& path)
{
    const auto imported = files::UserFiles::importGpus(path);
    if (!imported)
        return text::Status::failure(
            tr("Could not import %1:\n%2")
                .arg(QDir::toNativeSeparators(path), text::DiagnosticText::lines(imported.errors(), 8)));
    std::vector<Gpu> gpus = m_userData.customGpus();
    for (const auto& gpu : imported.value()) {
        const auto same = std::find_if(gpus.begin(), gpus.end(), [&gpu](const Gpu& mine) { return mine.id == gpu.id; });
        if (same != gpus.end())
            *same = gpu;
        else
            gpus.push_back(gpu);
    }
    return customGpusNotSaved(m_userData.setCustomGpus(std::move(gpus)));
}

text::Status CustomGpusDialog::exportFile(const QString& path) const
{
    return files::AtomicWriter::write(path, files::UserFiles::gpusDocument(m_userData.customGpus()));
}

} // namespace gpuatlas::ui
