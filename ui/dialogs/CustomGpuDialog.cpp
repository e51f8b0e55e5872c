// SPDX-License-Identifier: GPL-3.0-or-later
#include "CustomGpuDialog.h"

#include "engine/io/CatalogJson.h"
#include "text/GpuFields.h"
#include "text/Units.h"
#include "ui/widgets/CompactDoubleSpinBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuatlas::ui {

using engine::Gpu;
using engine::TensorFormat;

namespace {

const std::string gpuPointer = "/gpus/0";

QDoubleSpinBox* numberSpin(double maximum, int decimals, bool optional)
{
    auto* spin = new CompactDoubleSpinBox; // "989.4", not "989.400"
    spin->setRange(0, maximum);
    spin->setDecimals(decimals);
    spin->setGroupSeparatorShown(true);
    if (optional)
        spin->setSpecialValueText(text::Units::notAvailable()); // 0 = the GPU has none
    return spin;
}

QSpinBox* integer(int minimum, int maximum, bool optional)
{
    auto* spin = new QSpinBox;
    spin->setRange(minimum, maximum);
    spin->setGroupSeparatorShown(true);
    if (optional)
        spin->setSpecialValueText(text::Units::notAvailable());
    return spin;
}

std::optional<double> optionalValue(const QDoubleSpinBox* spin)
{
    return spin->value() > 0 ? std::optional<double>(spin->value()) : std::nullopt;
}

std::optional<int> optionalValue(const QSpinBox* spin)
{
    return spin->value() > 0 ? std::optional<int>(spin->value()) : std::nullopt;
}

QString id(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

} // namespace

CustomGpuDialog::CustomGpuDialog(const engine::Catalog& catalog, std::vector<std::string> taken, QWidget* parent)
    : QDialog(parent)
    , m_catalog(catalog)
    , m_taken(std::move(taken))
    , m_copyFrom(new QComboBox)
    , m_id(new QLineEdit)
    , m_replaceNote(new QLabel)
    , m_name(new QLineEdit)
    , m_vendor(new QLineEdit)
    , m_architecture(new QLineEdit)
    , m_year(new QSpinBox)
    , m_formFactor(new QComboBox)
    , m_shaderCores(integer(0, 10'000'000, false))
    , m_tensorCores(integer(0, 1'000'000, true))
    , m_tensorGeneration(integer(0, 20, true))
    , m_fp64(numberSpin(1.0e6, 2, true))
    , m_fp32(numberSpin(1.0e6, 2, false))
    , m_sparsityDoubles(new QCheckBox)
    , m_memory(numberSpin(1.0e5, 1, false))
    , m_memoryType(new QComboBox)
    , m_bandwidth(numberSpin(1.0e6, 1, false))
    , m_link(new QComboBox)
    , m_linkGeneration(integer(0, 20, true))
    , m_linkBandwidth(numberSpin(1.0e6, 1, false))
    , m_linkTopology(new QComboBox)
    , m_linkMaxGpus(integer(2, 1024, false))
    , m_pcieGen(integer(3, 6, false))
    , m_tdp(numberSpin(1.0e5, 0, false))
    , m_mig(integer(0, 64, false))
    , m_sourceTitle(new QLineEdit)
    , m_sourceUrl(new QLineEdit)
    , m_sourceDate(new QDateEdit(QDate::currentDate()))
    , m_note(new QLineEdit)
    , m_general(new QLabel)
    , m_errors(std::make_unique<FieldErrors>(m_general))
{
    setUpFields();
    auto* left = new QVBoxLayout;
    left->addWidget(identityBox());
    left->addWidget(computeBox());
    left->addWidget(memoryBox());
    left->addWidget(powerBox());
    left->addStretch();
    auto* right = new QVBoxLayout;
    right->addWidget(tensorBox());
    right->addWidget(linkBox());
    right->addWidget(sourceBox());
    right->addStretch();
    auto* columns = new QHBoxLayout;
    columns->addLayout(left, 1);
    columns->addLayout(right, 1);
    auto* content = new QWidget;
    content->setLayout(columns);
    auto* scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_copyFrom, &QComboBox::activated, this, &CustomGpuDialog::copyFrom);
    connect(m_link, &QComboBox::currentIndexChanged, this, &CustomGpuDialog::updateInterconnect);
    connect(m_id, &QLineEdit::textChanged, this, &CustomGpuDialog::updateReplaceNote);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_general);
    layout->addWidget(scroll, 1);
    layout->addWidget(buttons);
    m_errors->clear();
    m_base.custom = true;
    m_base.launchYear = QDate::currentDate().year();
    m_base.pcieGen = 4;
    setGpu(m_base);
    resize(1020, 760);
}

void CustomGpuDialog::setUpFields()
{
    setObjectName(QStringLiteral("customGpuDialog"));
    setWindowTitle(tr("Your GPU"));
    m_copyFrom->setObjectName(QStringLiteral("copyFromCombo"));
    m_copyFrom->addItem(tr("(nothing: start empty)"));
    for (const auto& gpu : m_catalog.gpus())
        m_copyFrom->addItem(text::GpuFields::displayName(gpu), QString::fromStdString(gpu.id));
    m_id->setObjectName(QStringLiteral("idEdit"));
    m_id->setPlaceholderText(tr("lower-case letters, digits and dashes, e.g. my-l40s"));
    m_name->setObjectName(QStringLiteral("nameEdit"));
    m_replaceNote->setWordWrap(true);
    m_replaceNote->setVisible(false);
    for (const auto form : {engine::FormFactor::SXM, engine::FormFactor::PCIe, engine::FormFactor::OAM,
                            engine::FormFactor::Superchip, engine::FormFactor::Desktop})
        m_formFactor->addItem(id(engine::formFactorId(form)), static_cast<int>(form));
    for (const char* type : {"HBM2", "HBM2e", "HBM3", "HBM3e", "GDDR6", "GDDR6X", "GDDR7", "LPDDR5X"})
        m_memoryType->addItem(QString::fromLatin1(type));
    m_link->addItem(tr("None (PCIe only)"));
    m_link->addItem(QStringLiteral("NVLink"));
    m_link->addItem(QStringLiteral("Infinity Fabric"));
    m_link->addItem(QStringLiteral("Ethernet"));
    m_linkTopology->addItem(tr("switch (every GPU of a node at full rate)"), QStringLiteral("switch"));
    m_linkTopology->addItem(tr("bridge (pairs)"), QStringLiteral("bridge"));
    m_linkTopology->addItem(tr("mesh (point-to-point)"), QStringLiteral("mesh"));
    m_sparsityDoubles->setText(tr("2:4 sparsity doubles the dense rate (the vendor says so)"));
    m_sourceDate->setCalendarPopup(true);
    m_sourceDate->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_sourceTitle->setObjectName(QStringLiteral("sourceTitleEdit"));
    m_sourceUrl->setObjectName(QStringLiteral("sourceUrlEdit"));
    m_sourceUrl->setPlaceholderText(QStringLiteral("https://…"));
    m_memory->setObjectName(QStringLiteral("memorySpin"));
    m_bandwidth->setObjectName(QStringLiteral("bandwidthSpin"));
    m_tdp->setObjectName(QStringLiteral("tdpSpin"));
    m_fp32->setObjectName(QStringLiteral("fp32Spin"));
    m_year->setRange(2000, 2100); // a year takes no digit grouping
    m_memory->setSuffix(tr(" GB"));
    m_bandwidth->setSuffix(tr(" GB/s"));
    m_linkBandwidth->setSuffix(tr(" GB/s"));
    m_tdp->setSuffix(tr(" W"));
    m_fp32->setSuffix(tr(" TFLOPS"));
    m_fp64->setSuffix(tr(" TFLOPS"));
    m_general->setWordWrap(true);
}

QFormLayout* CustomGpuDialog::formOf(QGroupBox* box)
{
    auto* layout = new QFormLayout(box);
    layout->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    return layout;
}

// A labelled field whose problems (by JSON pointer in the GPU) are shown beside it.
void CustomGpuDialog::addRow(QFormLayout* layout, const QString& text, QWidget* field, const std::string& pointer)
{
    auto* label = new QLabel(text);
    label->setBuddy(field);
    m_errors->addRow(layout, label, field, gpuPointer + pointer);
}

QGroupBox* CustomGpuDialog::identityBox()
{
    auto* identity = new QGroupBox(tr("Identity"));
    auto* identityForm = formOf(identity);
    identityForm->addRow(tr("Copy from:"), m_copyFrom);
    addRow(identityForm, tr("&Id:"), m_id, "/id");
    identityForm->addRow(QString(), m_replaceNote);
    addRow(identityForm, tr("&Name:"), m_name, "/name");
    addRow(identityForm, tr("&Vendor:"), m_vendor, "/vendor");
    addRow(identityForm, tr("&Architecture:"), m_architecture, "/architecture");
    addRow(identityForm, tr("Launch &year:"), m_year, "/launch_year");
    addRow(identityForm, tr("&Form factor:"), m_formFactor, "/form_factor");

    return identity;
}

QGroupBox* CustomGpuDialog::computeBox()
{
    auto* compute = new QGroupBox(tr("Compute"));
    auto* computeForm = formOf(compute);
    addRow(computeForm, tr("&Shader cores:"), m_shaderCores, "/shader_cores");
    addRow(computeForm, tr("&Tensor cores:"), m_tensorCores, "/tensor_cores");
    addRow(computeForm, tr("Tensor core &generation:"), m_tensorGeneration, "/tensor_core_generation");
    addRow(computeForm, tr("FP&64 (vector):"), m_fp64, "/fp64_tflops");
    addRow(computeForm, tr("FP&32 (vector):"), m_fp32, "/fp32_tflops");

    return compute;
}

QGroupBox* CustomGpuDialog::tensorBox()
{
    auto* tensor = new QGroupBox(tr("Tensor throughput (TFLOPS; TOPS for INT8; – = not supported)"));
    auto* grid = new QGridLayout(tensor);
    grid->addWidget(new QLabel(tr("Dense")), 0, 1);
    grid->addWidget(new QLabel(tr("With 2:4 sparsity")), 0, 2);
    int gridRow = 1;
    for (std::size_t i = 0; i < engine::allTensorFormats.size(); ++i) {
        const TensorFormat format = engine::allTensorFormats[i];
        m_tensor[i].dense = numberSpin(1.0e6, 2, true);
        m_tensor[i].sparse = numberSpin(1.0e6, 2, true);
        m_tensor[i].dense->setObjectName(id(engine::tensorFormatId(format)) + QStringLiteral("DenseSpin"));
        grid->addWidget(new QLabel(id(engine::tensorFormatId(format)).toUpper()), gridRow, 0);
        grid->addWidget(m_tensor[i].dense, gridRow, 1);
        grid->addWidget(m_tensor[i].sparse, gridRow, 2);
        ++gridRow;
        grid->addWidget(m_errors->add(gpuPointer + "/tensor_tflops/" + std::string(engine::tensorFormatId(format))),
                        gridRow++, 1, 1, 2);
    }
    grid->addWidget(m_sparsityDoubles, gridRow++, 0, 1, 3);
    grid->addWidget(m_errors->add(gpuPointer + "/sparsity_doubles"), gridRow, 0, 1, 3);

    return tensor;
}

QGroupBox* CustomGpuDialog::memoryBox()
{
    auto* memory = new QGroupBox(tr("Memory"));
    auto* memoryForm = formOf(memory);
    addRow(memoryForm, tr("&Memory:"), m_memory, "/memory_gb");
    addRow(memoryForm, tr("Memory t&ype:"), m_memoryType, "/memory_type");
    addRow(memoryForm, tr("&Bandwidth:"), m_bandwidth, "/memory_bandwidth_gbs");

    return memory;
}

QGroupBox* CustomGpuDialog::linkBox()
{
    auto* link = new QGroupBox(tr("GPU-to-GPU link"));
    auto* linkForm = formOf(link);
    addRow(linkForm, tr("&Link:"), m_link, "/interconnect");
    addRow(linkForm, tr("Link generation:"), m_linkGeneration, "/interconnect/generation");
    addRow(linkForm, tr("Link bandwidth (both directions):"), m_linkBandwidth, "/interconnect/bandwidth_gbs");
    addRow(linkForm, tr("Topology:"), m_linkTopology, "/interconnect/topology");
    addRow(linkForm, tr("GPUs joined:"), m_linkMaxGpus, "/interconnect/max_gpus");
    addRow(linkForm, tr("&PCIe generation:"), m_pcieGen, "/pcie_gen");

    return link;
}

QGroupBox* CustomGpuDialog::powerBox()
{
    auto* power = new QGroupBox(tr("Power and partitioning"));
    auto* powerForm = formOf(power);
    addRow(powerForm, tr("&TDP:"), m_tdp, "/tdp_w");
    addRow(powerForm, tr("MIG &instances:"), m_mig, "/mig_instances");

    return power;
}

QGroupBox* CustomGpuDialog::sourceBox()
{
    auto* source = new QGroupBox(tr("Source of these figures"));
    auto* sourceForm = formOf(source);
    addRow(sourceForm, tr("T&itle:"), m_sourceTitle, "/sources/0/title");
    addRow(sourceForm, tr("Lin&k:"), m_sourceUrl, "/sources/0/url");
    addRow(sourceForm, tr("Retrieved:"), m_sourceDate, "/sources/0/retrieved");
    addRow(sourceForm, tr("N&ote:"), m_note, "/notes");
    auto* instanceHint =
        new QLabel(tr("A cloud instance with several GPUs: describe one of its GPUs here, and enter "
                      "the instance's price in Prices with its number of GPUs (it is stored per GPU)."));
    instanceHint->setWordWrap(true);
    sourceForm->addRow(instanceHint);

    return source;
}

CustomGpuDialog::~CustomGpuDialog() = default;

void CustomGpuDialog::copyFrom(int index)
{
    if (index <= 0)
        return;
    const Gpu* from = m_catalog.find(m_copyFrom->itemData(index).toString().toStdString());
    if (!from)
        return;
    Gpu copy = *from;
    // A copy is the user's own: a new id and name, no article notes (they speak of the original).
    copy.id = m_id->text().isEmpty() ? from->id + "-custom" : m_id->text().toStdString();
    copy.name = m_name->text().isEmpty() ? tr("%1 (mine)").arg(QString::fromStdString(from->name)).toStdString()
                                         : m_name->text().toStdString();
    copy.article = {};
    copy.custom = true;
    setGpu(copy);
}

void CustomGpuDialog::updateInterconnect()
{
    const bool link = m_link->currentIndex() > 0;
    for (QWidget* widget : {static_cast<QWidget*>(m_linkGeneration), static_cast<QWidget*>(m_linkBandwidth),
                            static_cast<QWidget*>(m_linkTopology), static_cast<QWidget*>(m_linkMaxGpus)})
        widget->setEnabled(link);
}

void CustomGpuDialog::updateReplaceNote()
{
    const Gpu* shipped = m_catalog.find(m_id->text().trimmed().toStdString());
    const bool replaces = shipped && !shipped->custom;
    m_replaceNote->setVisible(replaces);
    if (replaces)
        m_replaceNote->setText(tr("This id is the built-in %1: your entry replaces it everywhere.")
                                   .arg(QString::fromStdString(shipped->name)));
}

void CustomGpuDialog::setGpu(const Gpu& gpu)
{
    m_base = gpu;
    m_id->setText(QString::fromStdString(gpu.id));
    m_name->setText(QString::fromStdString(gpu.name));
    m_vendor->setText(QString::fromStdString(gpu.vendor));
    m_architecture->setText(QString::fromStdString(gpu.architecture));
    m_year->setValue(gpu.launchYear);
    m_formFactor->setCurrentIndex(m_formFactor->findData(static_cast<int>(gpu.formFactor)));
    m_shaderCores->setValue(gpu.shaderCores);
    m_tensorCores->setValue(gpu.tensorCores.value_or(0));
    m_tensorGeneration->setValue(gpu.tensorCoreGeneration.value_or(0));
    m_fp64->setValue(gpu.fp64Tflops.value_or(0));
    m_fp32->setValue(gpu.fp32Tflops);
    for (std::size_t i = 0; i < engine::allTensorFormats.size(); ++i) {
        const auto& rate = gpu.tensorRate(engine::allTensorFormats[i]);
        m_tensor[i].dense->setValue(rate ? rate->dense : 0);
        m_tensor[i].sparse->setValue(rate && rate->sparse ? *rate->sparse : 0);
    }
    m_sparsityDoubles->setChecked(gpu.sparsityDoubles);
    m_memory->setValue(gpu.memoryGB);
    m_memoryType->setCurrentIndex(std::max(0, m_memoryType->findText(QString::fromStdString(gpu.memoryType))));
    m_bandwidth->setValue(gpu.memoryBandwidthGBs);
    m_link->setCurrentIndex(
        !gpu.interconnect ? 0 : std::max(1, m_link->findText(QString::fromStdString(gpu.interconnect->name))));
    if (gpu.interconnect) {
        m_linkGeneration->setValue(gpu.interconnect->generation.value_or(0));
        m_linkBandwidth->setValue(gpu.interconnect->bandwidthGBs);
        m_linkTopology->setCurrentIndex(
            m_linkTopology->findData(id(engine::linkTopologyId(gpu.interconnect->topology))));
        m_linkMaxGpus->setValue(gpu.interconnect->maxGpus);
    }
    m_pcieGen->setValue(gpu.pcieGen);
    m_tdp->setValue(gpu.tdpW);
    m_mig->setValue(gpu.migInstances);
    const engine::Source* source = gpu.sources.empty() ? nullptr : &gpu.sources.front();
    m_sourceTitle->setText(source ? QString::fromStdString(source->title) : QString());
    m_sourceUrl->setText(source ? QString::fromStdString(source->url) : QString());
    const QDate retrieved =
        source ? QDate::fromString(QString::fromStdString(source->retrieved), Qt::ISODate) : QDate();
    m_sourceDate->setDate(retrieved.isValid() ? retrieved : QDate::currentDate());
    m_note->setText(gpu.notes.empty() ? QString() : QString::fromStdString(gpu.notes.front().en));
    // Long texts show from their start.
    for (QLineEdit* edit : {m_id, m_name, m_vendor, m_architecture, m_sourceTitle, m_sourceUrl, m_note})
        edit->setCursorPosition(0);
    updateInterconnect();
    updateReplaceNote();
}

Gpu CustomGpuDialog::gpu() const
{
    Gpu gpu = m_base;
    gpu.custom = true;
    gpu.id = m_id->text().trimmed().toStdString();
    gpu.name = m_name->text().trimmed().toStdString();
    gpu.vendor = m_vendor->text().trimmed().toStdString();
    gpu.architecture = m_architecture->text().trimmed().toStdString();
    gpu.launchYear = m_year->value();
    gpu.formFactor = static_cast<engine::FormFactor>(m_formFactor->currentData().toInt());
    gpu.shaderCores = m_shaderCores->value();
    gpu.tensorCores = optionalValue(m_tensorCores);
    gpu.tensorCoreGeneration = optionalValue(m_tensorGeneration);
    gpu.fp64Tflops = optionalValue(m_fp64);
    gpu.fp32Tflops = m_fp32->value();
    for (std::size_t i = 0; i < engine::allTensorFormats.size(); ++i) {
        auto& rate = gpu.tensorRate(engine::allTensorFormats[i]);
        if (m_tensor[i].dense->value() > 0)
            rate = engine::TensorRate{m_tensor[i].dense->value(), optionalValue(m_tensor[i].sparse)};
        else
            rate.reset();
    }
    gpu.sparsityDoubles = m_sparsityDoubles->isChecked();
    gpu.memoryGB = m_memory->value();
    gpu.memoryType = m_memoryType->currentText().toStdString();
    gpu.memoryBandwidthGBs = m_bandwidth->value();
    if (m_link->currentIndex() == 0) {
        gpu.interconnect.reset();
    } else {
        engine::Interconnect link;
        link.name = m_link->currentText().toStdString();
        link.generation = optionalValue(m_linkGeneration);
        link.bandwidthGBs = m_linkBandwidth->value();
        const QString topology = m_linkTopology->currentData().toString();
        link.topology = topology == QLatin1String("bridge") ? engine::LinkTopology::Bridge
                        : topology == QLatin1String("mesh") ? engine::LinkTopology::Mesh
                                                            : engine::LinkTopology::Switch;
        link.maxGpus = m_linkMaxGpus->value();
        gpu.interconnect = link;
    }
    gpu.pcieGen = m_pcieGen->value();
    gpu.tdpW = m_tdp->value();
    gpu.migInstances = m_mig->value();
    engine::Source first{m_sourceTitle->text().trimmed().toStdString(),
                         m_sourceUrl->text().trimmed().toStdString(),
                         m_sourceDate->date().toString(Qt::ISODate).toStdString(),
                         {}};
    if (gpu.sources.empty())
        gpu.sources.push_back(first);
    else {
        first.covers = gpu.sources.front().covers;
        gpu.sources.front() = first;
    }
    const std::string note = m_note->text().trimmed().toStdString();
    const bool noteChanged = gpu.notes.empty() ? !note.empty() : gpu.notes.front().en != note;
    if (noteChanged) {
        if (note.empty())
            gpu.notes.erase(gpu.notes.begin());
        else if (gpu.notes.empty())
            gpu.notes.push_back({note, note, note});
        else
            gpu.notes.front() = {note, note, note}; // the user writes in one language
    }
    return gpu;
}

engine::Diagnostics CustomGpuDialog::problems() const
{
    const Gpu entered = gpu();
    const auto read = engine::readCatalog(engine::catalogDocument(std::vector<Gpu>{entered}).dump(), "gpu");
    engine::Diagnostics out = read.ok() ? engine::Diagnostics{} : read.errors();
    if (std::find(m_taken.begin(), m_taken.end(), entered.id) != m_taken.end())
        out.push_back({engine::DiagnosticCode::DuplicateId,
                       "gpu",
                       gpuPointer + "/id",
                       {entered.id, tr("your GPUs").toStdString()},
                       {}});
    return out;
}

void CustomGpuDialog::accept()
{
    if (m_errors->show(problems()) > 0)
        return;
    QDialog::accept();
}

} // namespace gpuatlas::ui
