// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The hostile corpus of the security tests (tests/fixtures/hostile: GPU, workload and
// model names with script tags, CDATA breaks, quotes, right-to-left overrides, control
// characters, spreadsheet formulas and a 3,000-character name) as the office exports
// meet it, and the checks every office package must pass with it.
#include "OfficePackage.h"
#include "files/DataFiles.h"
#include "files/WorkloadFiles.h"
#include "state/Workspace.h"
#include "ui/document/export/ReportDocument.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>
#include <memory>

struct HostileOffice
{
    std::unique_ptr<gpuatlas::state::Workspace> workspace;
    gpuatlas::ui::exporting::ReportInput input;
    QStringList gpuNames; // as the catalogue writes them
    QString workloadName;
    QString modelName;

    static QString fixture(const char* name)
    {
        return QStringLiteral(GPUATLAS_FIXTURES_DIR "/hostile/") + QLatin1String(name);
    }

    // The hostile catalogue and workload, the shipped models and prices; the workload
    // compares `gpus` of the catalogue's five.
    static HostileOffice load(const QStringList& gpus)
    {
        using gpuatlas::files::DataFiles;
        HostileOffice corpus;
        auto catalog = DataFiles::loadCatalog(fixture("catalog.json"));
        auto models = DataFiles::loadModels();
        auto prices = DataFiles::loadPrices();
        if (!catalog.ok() || !models.ok() || !prices.ok())
            return corpus;
        auto workload = gpuatlas::files::WorkloadFiles::load(fixture("workload.json"), models.value());
        if (!workload.ok())
            return corpus;
        corpus.workspace = std::make_unique<gpuatlas::state::Workspace>(
            std::move(catalog).value(), std::move(models).value(), std::move(prices).value());
        corpus.input.workspace = corpus.workspace.get();
        corpus.input.workload = workload.value();
        corpus.input.workload.gpus.clear();
        for (const QString& id : gpus)
            corpus.input.workload.gpus.push_back(id.toStdString());
        corpus.input.ranking = corpus.workspace->rank(corpus.input.workload);

        QFile file(fixture("catalog.json"));
        if (file.open(QIODevice::ReadOnly)) {
            for (const auto& gpu : QJsonDocument::fromJson(file.readAll())[QLatin1String("gpus")].toArray()) {
                if (gpus.contains(gpu[QLatin1String("id")].toString()))
                    corpus.gpuNames << gpu[QLatin1String("name")].toString();
            }
        }
        QFile workloadFile(fixture("workload.json"));
        if (workloadFile.open(QIODevice::ReadOnly)) {
            const QJsonObject object = QJsonDocument::fromJson(workloadFile.readAll()).object();
            corpus.workloadName = object[QLatin1String("name")].toString();
            corpus.modelName = object[QLatin1String("model")].toObject()[QLatin1String("name")].toString();
        }
        return corpus;
    }

    // What of a name a reader must find in the text: its start, up to the first
    // character that is not plain (a bidirectional control or a control character,
    // which split a drawn run), and at most 60 characters of it.
    static QString start(const QString& name)
    {
        QString out;
        for (const QChar c : name) {
            if (c.category() == QChar::Other_Format || c.category() == QChar::Other_Control || out.size() >= 60)
                break;
            out += c;
        }
        return out;
    }
};

// Every element of an office part in one of the namespaces the formats define: a name
// written as markup would bring in elements of none (<script>, <img>) or of XHTML/SVG.
inline bool onlyOfficeElements(const QByteArray& xml, QString* problem)
{
    static const QStringList prefixes{
        QStringLiteral("http://schemas.openxmlformats.org/"),  QStringLiteral("http://schemas.microsoft.com/office/"),
        QStringLiteral("urn:oasis:names:tc:opendocument:"),    QStringLiteral("http://purl.org/dc/"),
        QStringLiteral("http://www.w3.org/1999/xlink"),        QStringLiteral("http://www.w3.org/1998/Math/MathML"),
        QStringLiteral("http://www.w3.org/2003/g/data-view#"), QStringLiteral("http://openoffice.org/"),
        QStringLiteral("http://www.w3.org/2000/svg"), // ODF: svg:title and svg:desc only (below)
    };
    QXmlStreamReader reader(xml);
    while (!reader.atEnd()) {
        if (reader.readNext() != QXmlStreamReader::StartElement)
            continue;
        const QString ns = reader.namespaceUri().toString();
        const bool known = std::any_of(prefixes.begin(), prefixes.end(),
                                       [&ns](const QString& prefix) { return ns.startsWith(prefix); }) &&
                           !(ns == QLatin1String("http://www.w3.org/2000/svg") &&
                             reader.name() != QLatin1String("title") && reader.name() != QLatin1String("desc"));
        if (!known) {
            *problem = QStringLiteral("element <%1> in namespace \"%2\"").arg(reader.qualifiedName(), ns);
            return false;
        }
    }
    if (reader.hasError())
        *problem = reader.errorString();
    return !reader.hasError();
}

// Checks a whole package and the workbooks embedded in it: every XML part well formed
// and only of office elements, no cell formula in any worksheet (<f>), no hyperlink to
// anything but http(s). Returns the first problem, "" when there is none; `text`
// collects the character data of every part, each text node on a line of its own.
inline QString hostileProblem(const OfficePackage& package, QString* text)
{
    for (auto it = package.parts.cbegin(); it != package.parts.cend(); ++it) {
        const QString& name = it.key();
        if (name.endsWith(QLatin1String(".xlsx"))) {
            const QString inner = hostileProblem(OfficePackage::read(it.value()), text);
            if (!inner.isEmpty())
                return name + QStringLiteral(": ") + inner;
            continue;
        }
        if (!name.endsWith(QLatin1String(".xml")) && !name.endsWith(QLatin1String(".rels")))
            continue;
        QString problem;
        if (!onlyOfficeElements(it.value(), &problem))
            return name + QStringLiteral(": ") + problem;
        QXmlStreamReader reader(it.value());
        while (!reader.atEnd()) {
            const auto token = reader.readNext();
            if (token == QXmlStreamReader::Characters)
                *text += reader.text().toString() + QLatin1Char('\n');
            if (token != QXmlStreamReader::StartElement)
                continue;
            const auto ns = reader.namespaceUri();
            if (reader.name() == QLatin1String("f") &&
                ns == QLatin1String("http://schemas.openxmlformats.org/spreadsheetml/2006/main"))
                return name + QStringLiteral(": a cell formula");
            const auto attributes = reader.attributes();
            const QString target = attributes.value(QLatin1String("Target")).toString();
            const QString href =
                attributes.value(QLatin1String("http://www.w3.org/1999/xlink"), QLatin1String("href")).toString();
            for (const QString& link : {target, href}) {
                const bool external = link.contains(QLatin1Char(':'));
                if (external && !link.startsWith(QLatin1String("http://")) &&
                    !link.startsWith(QLatin1String("https://")))
                    return name + QStringLiteral(": a link to ") + link;
            }
        }
    }
    return {};
}
