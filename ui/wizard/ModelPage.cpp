// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModelPage.h"

#include "WorkloadWizard.h"
#include "engine/imports/HfConfigImport.h"
#include "files/FileReader.h"
#include "state/Workspace.h"
#include "text/DiagnosticText.h"
#include "text/Units.h"
#include "ui/widgets/AccessibleNames.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gpuatlas::ui {

using engine::Model;

namespace {

QSpinBox* makeModelSpin(const char* objectName, int minimum, int maximum)
{
    auto* spin = new QSpinBox;
    spin->setObjectName(QString::fromLatin1(objectName));
    spin->setRange(minimum, maximum);
    spin->setGroupSeparatorShown(true);
    spin->setMinimumWidth(120);
    return spin;
}

QString parameterText(double params)
{
    const QLocale locale;
    if (params >= 1e9)
        return text::Units::number(params / 1e9, 2, locale) + QStringLiteral(" B");
    return text::Units::number(params / 1e6, 1, locale) + QStringLiteral(" M");
}

} // namespace

ModelPage::ModelPage(WorkloadWizard& wizard)
    : WorkloadPage(wizard)
{
    setObjectName(QStringLiteral("modelPage"));
    m_presetRadio = new QRadioButton;
    m_presetRadio->setObjectName(QStringLiteral("presetModelRadio"));
    m_customRadio = new QRadioButton;
    m_customRadio->setObjectName(QStringLiteral("customModelRadio"));
    auto* group = new QButtonGroup(this);
    group->addButton(m_presetRadio);
    group->addButton(m_customRadio);

    m_models = new QComboBox;
    m_models->setObjectName(QStringLiteral("modelCombo"));
    for (const auto& model : wizard.workspace().models().models()) {
        m_models->addItem(
            QStringLiteral("%1 (%2)").arg(QString::fromStdString(model.name), parameterText(model.params)),
            QString::fromStdString(model.id));
    }
    m_info = new QLabel;
    m_info->setObjectName(QStringLiteral("modelInfo"));
    m_info->setWordWrap(true);
    m_info->setTextFormat(Qt::RichText);

    buildCustomGroup();
    m_message = makeMessageLabel(QStringLiteral("modelMessage"));

    auto* presetRow = new QHBoxLayout;
    presetRow->addWidget(m_presetRadio);
    presetRow->addWidget(m_models, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(presetRow);
    layout->addWidget(m_info);
    auto* customRow = new QHBoxLayout;
    customRow->addWidget(m_customRadio, 1);
    customRow->addWidget(m_import);
    layout->addLayout(customRow);
    layout->addWidget(m_customGroup);
    layout->addWidget(m_message);
    layout->addStretch();

    connect(m_models, &QComboBox::currentIndexChanged, this, &ModelPage::updateInfo);
    connect(m_presetRadio, &QRadioButton::toggled, this, &ModelPage::updateEnabled);
    for (auto* spin : {m_layers, m_hidden, m_heads, m_kvHeads, m_ffn, m_vocab, m_context, m_experts, m_activeExperts})
        connect(spin, &QSpinBox::valueChanged, this, &ModelPage::updateInfo);
    connect(m_gated, &QCheckBox::toggled, this, &ModelPage::updateInfo);
    connect(m_import, &QPushButton::clicked, this, &ModelPage::chooseConfigFile);
    retranslateUi();
}

// The fields of a model given by its shape (or imported from a config.json).
void ModelPage::buildCustomGroup()
{
    m_customGroup = new QGroupBox;
    m_customName = new QLineEdit;
    m_customName->setMinimumWidth(300);
    m_customName->setObjectName(QStringLiteral("customNameEdit"));
    m_layers = makeModelSpin("layersSpin", 1, 10000);
    m_hidden = makeModelSpin("hiddenSpin", 1, 1000000);
    m_heads = makeModelSpin("headsSpin", 1, 100000);
    m_kvHeads = makeModelSpin("kvHeadsSpin", 1, 100000);
    m_ffn = makeModelSpin("ffnSpin", 1, 10000000);
    m_vocab = makeModelSpin("vocabSpin", 1, 100000000);
    m_context = makeModelSpin("contextSpin", 1, 100000000);
    m_experts = makeModelSpin("expertsSpin", 1, 100000);
    m_activeExperts = makeModelSpin("activeExpertsSpin", 1, 100000);
    m_gated = new QCheckBox;
    m_gated->setObjectName(QStringLiteral("gatedCheck"));
    m_import = new QPushButton;
    m_import->setObjectName(QStringLiteral("importButton"));
    for (auto** label : {&m_customNameLabel, &m_layersLabel, &m_hiddenLabel, &m_headsLabel, &m_kvHeadsLabel,
                         &m_ffnLabel, &m_vocabLabel, &m_contextLabel, &m_expertsLabel, &m_activeExpertsLabel})
        *label = new QLabel;

    auto* customForm = new QFormLayout(m_customGroup);
    customForm->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    customForm->addRow(m_customNameLabel, m_customName);
    customForm->addRow(m_layersLabel, m_layers);
    customForm->addRow(m_hiddenLabel, m_hidden);
    auto* headsRow = new QHBoxLayout;
    headsRow->addWidget(m_heads);
    headsRow->addWidget(m_kvHeadsLabel);
    headsRow->addWidget(m_kvHeads);
    customForm->addRow(m_headsLabel, headsRow);
    customForm->addRow(m_ffnLabel, m_ffn);
    customForm->addRow(m_vocabLabel, m_vocab);
    customForm->addRow(m_contextLabel, m_context);
    auto* expertsRow = new QHBoxLayout;
    expertsRow->addWidget(m_experts);
    expertsRow->addWidget(m_activeExpertsLabel);
    expertsRow->addWidget(m_activeExperts);
    customForm->addRow(m_expertsLabel, expertsRow);
    customForm->addRow(QString(), m_gated);
    m_kvHeadsLabel->setBuddy(m_kvHeads);
    m_activeExpertsLabel->setBuddy(m_activeExperts);
}

void ModelPage::retranslateUi()
{
    setTitle(tr("Which model?"));
    setSubTitle(tr("The model's size and shape decide memory use and speed."));
    m_presetRadio->setText(tr("&Known model:"));
    // The radio button is the list's label; a radio button cannot be a buddy.
    m_models->setAccessibleName(AccessibleNames::fromLabelText(m_presetRadio->text()));
    m_customRadio->setText(tr("&Custom model (type its shape, or import it)"));
    m_customNameLabel->setText(tr("Name:"));
    m_layersLabel->setText(tr("Layers:"));
    m_hiddenLabel->setText(tr("Hidden size:"));
    m_headsLabel->setText(tr("Attention heads:"));
    m_kvHeadsLabel->setText(tr("KV heads:"));
    m_kvHeads->setToolTip(tr("Fewer key/value heads than attention heads means grouped-query attention (GQA), "
                             "which shrinks the KV cache."));
    m_ffnLabel->setText(tr("Feed-forward size:"));
    m_vocabLabel->setText(tr("Vocabulary:"));
    m_contextLabel->setText(tr("Context window:"));
    m_expertsLabel->setText(tr("Experts (MoE):"));
    m_activeExpertsLabel->setText(tr("active per token:"));
    m_activeExperts->setAccessibleName(tr("Active experts per token"));
    m_gated->setText(tr("Gated feed-forward (SwiGLU: three matrices)"));
    m_import->setText(tr("&Import config.json…"));
    m_import->setToolTip(tr("Read the shape from a Hugging Face config.json file"));
    updateInfo();
}

const Model* ModelPage::presetModel() const
{
    return wizard().workspace().models().find(m_models->currentData().toString().toStdString());
}

Model ModelPage::customModel() const
{
    Model model;
    model.id = "custom";
    model.name = m_customName->text().trimmed().isEmpty() ? std::string("Custom model")
                                                          : m_customName->text().trimmed().toStdString();
    model.kind = engine::ModelKind::Decoder;
    model.custom = true;
    model.layers = m_layers->value();
    model.hidden = m_hidden->value();
    model.heads = m_heads->value();
    model.kvHeads = m_kvHeads->value();
    model.headDim = model.hidden / model.heads;
    model.ffn = m_ffn->value();
    model.vocab = m_vocab->value();
    model.maxContext = m_context->value();
    model.experts = m_experts->value();
    model.activeExperts = m_activeExperts->value();
    model.gatedFfn = m_gated->isChecked();
    // Untied output head: the common case for decoder LLMs (Llama, Mistral, Qwen).
    const auto count = engine::countTransformerParameters(model, false);
    model.params = count.total;
    model.activeParams = count.active;
    return model;
}

void ModelPage::showCustomModel(const Model& model)
{
    m_customName->setText(QString::fromStdString(model.name));
    m_layers->setValue(model.layers);
    m_hidden->setValue(model.hidden);
    m_heads->setValue(model.heads);
    m_kvHeads->setValue(model.kvHeads);
    m_ffn->setValue(model.ffn);
    m_vocab->setValue(model.vocab);
    m_context->setValue(model.maxContext > 0 ? model.maxContext : 4096);
    m_experts->setValue(model.experts);
    m_activeExperts->setValue(model.activeExperts);
    m_gated->setChecked(model.gatedFfn);
}

void ModelPage::updateEnabled()
{
    const bool preset = m_presetRadio->isChecked();
    m_models->setEnabled(preset);
    m_customGroup->setEnabled(!preset);
    updateInfo();
}

void ModelPage::updateInfo()
{
    const QLocale locale;
    const Model* preset = presetModel();
    const Model model = m_presetRadio->isChecked() && preset ? *preset : customModel();
    QStringList facts;
    facts << tr("<b>%1</b> parameters").arg(parameterText(model.params));
    if (model.isMoe())
        facts << tr("%1 active per token (%2 of %3 experts)")
                     .arg(parameterText(model.activeParams))
                     .arg(model.activeExperts)
                     .arg(model.experts);
    if (model.isTransformer()) {
        facts << tr("%n layers", nullptr, model.layers) << tr("hidden %1").arg(locale.toString(model.hidden));
        facts << (model.kvHeads < model.heads ? tr("%1 heads / %2 KV heads (GQA)").arg(model.heads).arg(model.kvHeads)
                                              : tr("%n heads", nullptr, model.heads));
        if (model.maxContext > 0)
            facts << tr("context %1 tokens").arg(locale.toString(model.maxContext));
    } else {
        facts << tr("%1 GFLOPs per sample").arg(text::Units::number(model.flopsPerSample / 1e9, 1, locale));
        if (model.resolution > 0)
            facts << tr("%1 px").arg(model.resolution);
    }
    m_info->setText(facts.join(QStringLiteral(" · ")));
}

void ModelPage::load(const engine::Workload& workload)
{
    const bool custom = workload.inlineModel.has_value();
    m_presetRadio->setChecked(!custom);
    m_customRadio->setChecked(custom);
    if (custom) {
        showCustomModel(*workload.inlineModel);
    } else {
        m_models->setCurrentIndex(std::max(0, m_models->findData(QString::fromStdString(workload.modelId))));
        if (const Model* model = presetModel(); model && model->isTransformer())
            showCustomModel(*model); // a sensible start for "custom"
    }
    showMessage(m_message, {});
    updateEnabled();
}

bool ModelPage::check()
{
    QString problem;
    if (m_customRadio->isChecked()) {
        if (m_heads->value() % m_kvHeads->value() != 0)
            problem =
                tr("KV heads (%1) must divide the attention heads (%2).").arg(m_kvHeads->value()).arg(m_heads->value());
        else if (m_hidden->value() % m_heads->value() != 0)
            problem = tr("The hidden size (%1) must be a multiple of the attention heads (%2).")
                          .arg(m_hidden->value())
                          .arg(m_heads->value());
        else if (m_activeExperts->value() > m_experts->value())
            problem = tr("Active experts (%1) cannot exceed experts (%2).")
                          .arg(m_activeExperts->value())
                          .arg(m_experts->value());
    } else if (!presetModel()) {
        problem = tr("Choose a model.");
    }
    showMessage(m_message, problem);
    return problem.isEmpty();
}

void ModelPage::store(engine::Workload& workload)
{
    if (m_customRadio->isChecked()) {
        workload.inlineModel = customModel();
        workload.modelId.clear();
    } else {
        workload.inlineModel.reset();
        workload.modelId = m_models->currentData().toString().toStdString();
    }
}

QString ModelPage::importHfConfig(const QString& path)
{
    auto text = files::readTextFile(path);
    if (!text)
        return text::DiagnosticText::line(text.errors().front());
    auto model = engine::modelFromHfConfig(text.value(), files::displayName(path));
    if (!model)
        return text::DiagnosticText::summaryLine(model.errors());
    m_customRadio->setChecked(true);
    showCustomModel(model.value());
    updateEnabled();
    showMessage(m_message, {});
    return {};
}

void ModelPage::chooseConfigFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Hugging Face config.json"), QString(),
                                                      tr("Model configuration (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    showMessage(m_message, importHfConfig(path));
}

} // namespace gpuatlas::ui
