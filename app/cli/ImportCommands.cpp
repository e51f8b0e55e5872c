// SPDX-License-Identifier: GPL-3.0-or-later
#include "ImportCommands.h"

#include "CliContext.h"
#include "TextTable.h"
#include "engine/imports/GgufHeader.h"
#include "engine/imports/HfConfigImport.h"
#include "engine/io/ModelJson.h"
#include "engine/perf/MemoryModel.h"
#include "files/FileReader.h"
#include "text/Units.h"

#include <QFileInfo>
#include <QStringList>

#include <array>
#include <filesystem>
#include <fstream>

namespace gpuatlas::cli {

using engine::AttentionKind;
using engine::ModelImport;
using text::Units;

namespace {

// Opens a regular file for binary reading; pipes and devices are left to readTextFile,
// which knows how to refuse or read them safely.
bool openRegular(const QString& path, std::ifstream& in)
{
    if (!QFileInfo(path).isFile())
        return false;
    in.open(std::filesystem::path(path.toStdU16String()), std::ios::binary);
    return in.is_open();
}

QString count(double value)
{
    return Units::largeCount(value);
}

QString orDash(int value)
{
    return value > 0 ? Units::count(value) : Units::notAvailable();
}

QString attentionText(const engine::Model& model)
{
    switch (model.attention) {
    case AttentionKind::Full:
        return ImportCommands::tr("full attention on every layer");
    case AttentionKind::Sliding:
        return ImportCommands::tr("sliding window on every layer");
    case AttentionKind::Mixed:
        return ImportCommands::tr("sliding window on %1 of %2 layers, full attention on the others")
            .arg(model.localLayerCount())
            .arg(model.layers);
    case AttentionKind::Mla:
        return ImportCommands::tr("multi-head latent attention (MLA), latent %1 + RoPE key %2")
            .arg(model.kvLoraRank)
            .arg(model.qkRopeHeadDim);
    }
    return {};
}

QString expertsText(const engine::Model& model)
{
    if (!model.isMoe())
        return ImportCommands::tr("none (dense)");
    return ImportCommands::tr("%1 routed, %2 per token").arg(model.experts).arg(model.activeExperts);
}

QString mlpText(const engine::Model& model)
{
    if (!model.isMoe())
        return Units::count(model.ffn);
    QStringList parts{ImportCommands::tr("%1 per routed expert").arg(Units::count(model.ffn))};
    if (model.sharedExpertFfn > 0)
        parts << ImportCommands::tr("shared experts %1").arg(Units::count(model.sharedExpertFfn));
    if (model.denseLayers > 0)
        parts << ImportCommands::tr("%1 dense layers of %2").arg(model.denseLayers).arg(Units::count(model.denseFfn));
    return parts.join(ImportCommands::tr("; ", "between the parts of the MLP width"));
}

// Text from the file (keys, names) shown on a terminal: control characters would be
// terminal escape sequences, so they are written as \uXXXX instead.
QString printable(const std::string& text)
{
    QString out;
    for (const QChar c : QString::fromStdString(text)) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f || (c.unicode() >= 0x80 && c.unicode() < 0xa0))
            out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}

QString sourceText(const ModelImport& imported)
{
    if (imported.format == "gguf")
        return ImportCommands::tr("GGUF version %1").arg(imported.ggufVersion);
    return QStringLiteral("config.json");
}

} // namespace

engine::Result<ModelImport> ImportCommands::importFile(const QString& path)
{
    const std::string name = files::displayName(path);
    std::ifstream in;
    if (openRegular(path, in)) {
        std::array<char, 4> magic{};
        in.read(magic.data(), magic.size());
        if (in.gcount() == 4 && engine::isGgufMagic(std::string_view(magic.data(), magic.size()))) {
            in.clear();
            in.seekg(0);
            return engine::importGguf(in, name);
        }
    }
    auto content = files::readTextFile(path);
    if (!content)
        return content.errors();
    return engine::importHfConfig(content.value(), name);
}

nlohmann::json ImportCommands::toJson(const ModelImport& imported)
{
    const auto& model = imported.model;
    nlohmann::json out = engine::modelToJson(model);
    out["params"] = model.params;
    out["active_params"] = model.activeParams;
    out["kv_bytes_per_token"] = engine::MemoryModel::kvBytesPerToken(model, engine::Precision::FP16);
    out["attention"] = engine::attentionKindId(model.attention);
    out["sliding_window"] = model.slidingWindow > 0 ? nlohmann::json(model.slidingWindow) : nlohmann::json();
    if (imported.format == "gguf") {
        out["quantization"] = model.quantization.empty() ? nlohmann::json() : nlohmann::json(model.quantization);
        out["bits_per_weight"] = model.bitsPerWeight > 0 ? nlohmann::json(model.bitsPerWeight) : nlohmann::json();
    }
    return out;
}

QString ImportCommands::table(const ModelImport& imported)
{
    const auto& m = imported.model;
    TextTable table;
    table.setHeader({tr("Field"), tr("Value")});
    const bool transformer = m.isTransformer();
    table.addRow({tr("Parameters"), count(m.params)});
    table.addRow({tr("Active per token"), count(m.activeParams)});
    if (transformer) {
        table.addRow({tr("Layers"), Units::count(m.layers)});
        table.addRow({tr("Hidden size"), Units::count(m.hidden)});
        table.addRow({tr("Heads / KV heads"), QStringLiteral("%1 / %2").arg(m.heads).arg(m.kvHeads)});
        table.addRow({tr("Head width"), Units::count(m.headDim)});
        table.addRow({tr("MLP width"), mlpText(m)});
        table.addRow({tr("Experts"), expertsText(m)});
        table.addRow({tr("Vocabulary"), orDash(m.vocab)});
        table.addRow({tr("Context"), orDash(m.maxContext)});
        table.addRow({tr("Attention"), attentionText(m)});
        table.addRow({tr("Sliding window"), orDash(m.slidingWindow)});
        const double kv = engine::MemoryModel::kvBytesPerToken(m, engine::Precision::FP16);
        table.addRow({tr("KV cache per token"),
                      tr("%1 KiB (16-bit, all layers, full span)").arg(Units::number(kv / 1024.0, 1))});
    }
    table.addRow({tr("Suggested precision"),
                  m.suggestedPrecision.empty() ? Units::notAvailable() : QString::fromStdString(m.suggestedPrecision)});
    if (imported.format == "gguf")
        table.addRow({tr("Quantization"), m.quantization.empty() ? tr("file type %1").arg(imported.ggufFileType)
                                                                 : tr("%1, %2 bits per weight")
                                                                       .arg(QString::fromStdString(m.quantization),
                                                                            Units::number(m.bitsPerWeight, 2))});
    if (imported.multiTokenPredictionLayers > 0)
        table.addRow(
            {tr("Multi-token prediction"), tr("%1 layer(s), not counted").arg(imported.multiTokenPredictionLayers)});
    if (imported.visionParams > 0)
        table.addRow({tr("Vision tower"), tr("%1, not active per token").arg(count(imported.visionParams))});

    const QString title =
        m.name == imported.modelType
            ? tr("%1 (%2)").arg(printable(m.name), sourceText(imported))
            : tr("%1 (%2, %3)").arg(printable(m.name), printable(imported.modelType), sourceText(imported));
    QString out = title + QLatin1Char('\n') + table.render();
    out += QLatin1Char('\n') + tr("Assumed (not in the file):") + QLatin1Char('\n');
    if (imported.assumed.empty())
        out += QLatin1String("  ") + tr("nothing") + QLatin1Char('\n');
    for (const auto& assumed : imported.assumed)
        out += QStringLiteral("  %1 = %2 (%3)\n")
                   .arg(printable(assumed.key), printable(assumed.value.dump()), printable(assumed.source));
    out += tr("Unknown keys (not used):") + QLatin1Char('\n');
    if (imported.unknownKeys.empty())
        out += QLatin1String("  ") + tr("none") + QLatin1Char('\n');
    for (const auto& key : imported.unknownKeys)
        out += QLatin1String("  ") + printable(key) + QLatin1Char('\n');
    return out;
}

int ImportCommands::importConfig(CliContext& context)
{
    if (context.arguments().size() != 1)
        return context.badInput(
            tr("import-config: give exactly one file, e.g. gpu-atlas-cli import-config config.json"));
    auto imported = importFile(context.arguments().front());
    if (!imported)
        return context.badInput(imported.errors());
    if (context.json())
        context.printJson(toJson(imported.value()));
    else
        context.print(table(imported.value()));
    return Success;
}

} // namespace gpuatlas::cli
