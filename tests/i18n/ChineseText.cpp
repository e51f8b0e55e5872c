// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChineseText.h"

#include "TsFile.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gpuatlas::tests {

namespace {

struct JsonWalk
{
    QString file;
    QString language;
    QList<ChineseText>* texts;

    void visit(const QJsonValue& value, const QString& path, bool inArticle) const
    {
        if (value.isArray()) {
            const QJsonArray array = value.toArray();
            for (qsizetype i = 0; i < array.size(); ++i)
                visit(array.at(i), path + QLatin1Char('/') + QString::number(i), inArticle);
        } else if (value.isObject()) {
            const QJsonObject object = value.toObject();
            if (object.value(language).isString()) {
                ChineseText text;
                text.where = file + QLatin1Char(' ') + path;
                text.source = object.value(QLatin1String("en")).toString();
                text.translations << object.value(language).toString();
                text.quotation = inArticle;
                *texts << text;
            }
            for (auto it = object.begin(); it != object.end(); ++it)
                visit(it.value(), path + QLatin1Char('/') + it.key(),
                      inArticle || it.key() == QLatin1String("article"));
        }
    }
};

} // namespace

QList<ChineseText> ChineseTexts::fromTs(const QString& language)
{
    QList<ChineseText> texts;
    const QString path = TsFile::path(language);
    const QString file = QFileInfo(path).fileName();
    for (const TsMessage& message : TsFile::read(path)) {
        if (message.type == QLatin1String("vanished") || message.type == QLatin1String("obsolete"))
            continue;
        ChineseText text;
        text.where = QStringLiteral("%1: %2: \"%3\"").arg(file, message.context, message.source);
        text.context = message.context;
        text.source = message.source;
        text.translations = message.translations;
        texts << text;
    }
    return texts;
}

QList<ChineseText> ChineseTexts::fromJson(const QString& path, const QString& language, QString* error)
{
    QList<ChineseText> texts;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: cannot open (%2)").arg(path, file.errorString());
        return texts;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (document.isNull()) {
        *error = QStringLiteral("%1: %2 at byte %3").arg(path, parseError.errorString()).arg(parseError.offset);
        return texts;
    }
    const JsonWalk walk{QFileInfo(path).fileName(), language, &texts};
    walk.visit(document.isObject() ? QJsonValue(document.object()) : QJsonValue(document.array()), QString(), false);
    return texts;
}

} // namespace gpuatlas::tests
