// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

// Runs the built gpu-atlas-cli and captures what a script calling it would see.
struct CliRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

// `extra`: environment entries "NAME=value" (GPUATLAS_DATA_DIR, say).
inline CliRun runCli(const QStringList& arguments, const QString& workingDirectory = {}, const QStringList& extra = {})
{
    QProcess process;
    process.setProgram(QStringLiteral(GPUATLAS_CLI_PATH));
    process.setArguments(arguments);
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    auto environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    for (const QString& entry : extra) {
        const auto equals = entry.indexOf(QLatin1Char('='));
        environment.insert(entry.left(equals), entry.mid(equals + 1));
    }
    process.setProcessEnvironment(environment);
    process.start();
    CliRun run;
    if (!process.waitForFinished(120000))
        return run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}
