// SPDX-License-Identifier: GPL-3.0-or-later
#include "WorkloadFiles.h"

#include "FileReader.h"

#include <QSaveFile>

namespace gpuatlas::text {

engine::Result<engine::Workload> WorkloadFiles::load(const QString& path, const engine::ModelCatalog& models)
{
    auto text = readTextFile(path);
    if (!text)
        return text.errors();
    return engine::readWorkload(text.value(), displayName(path), models);
}

QString WorkloadFiles::save(const QString& path, const engine::Workload& workload)
{
    const std::string text = engine::workloadToJson(workload).dump(2) + "\n";
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    if (file.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size())) {
        const QString error = file.errorString();
        file.cancelWriting();
        return error;
    }
    if (!file.commit())
        return file.errorString();
    return {};
}

} // namespace gpuatlas::text
