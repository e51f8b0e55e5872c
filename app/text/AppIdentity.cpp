// SPDX-License-Identifier: GPL-3.0-or-later
#include "AppIdentity.h"

#include <QCoreApplication>

namespace gpuatlas::text {

void setApplicationIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Atlas"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("gpu-atlas.github.io"));
    QCoreApplication::setApplicationName(QStringLiteral("GPU Atlas"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUATLAS_VERSION));
}

} // namespace gpuatlas::text
