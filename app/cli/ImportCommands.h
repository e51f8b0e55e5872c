// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Result.h"
#include "engine/imports/ModelImport.h"

#include <QCoreApplication>
#include <QString>

#include <nlohmann/json.hpp>

namespace gpuatlas::cli {

class CliContext;

// `import-config FILE [--json]` (docs/cli.md): a Hugging Face config.json, or a GGUF file
// recognised by its magic bytes, read into the inline model object of the workload format
// with the derived fields, or shown as a table with what was assumed and not understood.
class ImportCommands
{
    Q_DECLARE_TR_FUNCTIONS(ImportCommands)

public:
    static int importConfig(CliContext& context);

    // The file's model: GGUF when it starts with "GGUF" (only its header is read), else
    // config.json text. Diagnostics name the file as the user gave it.
    static engine::Result<engine::ModelImport> importFile(const QString& path);
    // The pasteable inline model object plus params, active_params, kv_bytes_per_token,
    // attention and sliding_window (and, for GGUF, quantization and bits_per_weight).
    static nlohmann::json toJson(const engine::ModelImport& imported);

private:
    static QString table(const engine::ModelImport& imported);
};

} // namespace gpuatlas::cli
