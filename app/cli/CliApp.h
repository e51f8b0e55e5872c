// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace gpuatlas::cli {

class CliContext;

// gpu-atlas-cli: parses the command line of docs/cli.md and runs the command.
class CliApp
{
    Q_DECLARE_TR_FUNCTIONS(CliApp)

public:
    using Command = int (*)(CliContext&);

    // Whether the command draws (chart, report) and so needs a QApplication.
    static bool needsGui(const QStringList& arguments);
    int run(const QStringList& arguments);

private:
    static Command commandFor(const QString& name);
    static QString usage();
};

} // namespace gpuatlas::cli
