// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// tests/fixtures/bad-input/manifest.json: every malformed input file, its kind and the
// first diagnostic it must give. Read by the engine/text test (tst_BadInputFiles), the
// CLI test (tst_BadInputCli) and the UI test (tst_BadInputDialogs).

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QString>

struct BadInputCase
{
    QString kind;    // catalog, models, prices, workload, hf-config, user-gpus, user-prices, measurements...
    QString file;    // relative to tests/fixtures
    QString code;    // diagnosticCodeId of the first diagnostic
    QString pointer; // its JSON pointer; empty for the whole file

    QString path() const { return QStringLiteral(GPUATLAS_FIXTURES_DIR "/") + file; }
};

inline QList<BadInputCase> badInputCases(const QString& kind = {})
{
    QFile file(QStringLiteral(GPUATLAS_FIXTURES_DIR "/bad-input/manifest.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<BadInputCase> out;
    const auto cases = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("cases")).toArray();
    for (const auto& item : cases) {
        const auto c = item.toObject();
        BadInputCase entry{c.value(QStringLiteral("kind")).toString(), c.value(QStringLiteral("file")).toString(),
                           c.value(QStringLiteral("code")).toString(), c.value(QStringLiteral("pointer")).toString()};
        if (kind.isEmpty() || entry.kind == kind)
            out << entry;
    }
    return out;
}
