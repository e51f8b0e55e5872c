// SPDX-License-Identifier: GPL-3.0-or-later
#include "WorkloadFiles.h"

#include "AtomicWriter.h"
#include "FileReader.h"
#include "engine/io/WorkloadJson.h"

namespace gpuatlas::files {

engine::Result<engine::Workload> WorkloadFiles::load(const QString& path, const engine::ModelCatalog& models)
{
    auto text = readTextFile(path);
    if (!text)
        return text.errors();
    return engine::readWorkload(text.value(), displayName(path), models);
}

Status WorkloadFiles::save(const QString& path, const engine::Workload& workload)
{
    const std::string text = engine::workloadToJson(workload).dump(2) + "\n";
    return AtomicWriter::write(path, QByteArray(text.data(), static_cast<qsizetype>(text.size())));
}

} // namespace gpuatlas::files
