// SPDX-License-Identifier: GPL-3.0-or-later
#include "AppIdentity.h"

#include <QCoreApplication>
#include <QDir>

namespace gpuatlas::text {

void setApplicationIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Atlas"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("gpu-atlas.github.io"));
    QCoreApplication::setApplicationName(QStringLiteral("GPU Atlas"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUATLAS_VERSION));
}

QStringList installedFolders(const QString& kind)
{
    if (!QCoreApplication::instance())
        return {};
    const QDir exe(QCoreApplication::applicationDirPath());
    return {exe.absoluteFilePath(QStringLiteral("../share/gpu-atlas/") + kind), exe.absoluteFilePath(kind),
            exe.absoluteFilePath(QStringLiteral("../Resources/") + kind)};
}

} // namespace gpuatlas::text
