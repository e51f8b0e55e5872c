// SPDX-License-Identifier: GPL-3.0-or-later
#include "Html.h"

#include "UntrustedText.h"

#include <QRegularExpression>
#include <QStringList>

namespace gpuatlas::ui::exporting {

namespace {

// Appends `text[i]` (and the low half of a surrogate pair) to `out`, or U+FFFD for a
// character XML forbids; returns the index of the last code unit used.
qsizetype appendXmlCharacter(const QString& text, qsizetype i, QString& out)
{
    const QChar c = text[i];
    if (c.isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
        out += c;
        out += text[i + 1];
        return i + 1;
    }
    out += c.isSurrogate() || !UntrustedText::isXmlCharacter(c) ? QChar(QChar::ReplacementCharacter) : c;
    return i;
}

QStringList splitLines(const QString& text)
{
    static const QRegularExpression breaks(QStringLiteral("\\r\\n|[\\n\\r\\x{2028}\\x{2029}]"));
    return text.split(breaks);
}

} // namespace

bool Html::appendMarkupReference(QChar c, QString& out)
{
    switch (c.unicode()) {
    case '&':
        out += QLatin1String("&amp;");
        return true;
    case '<':
        out += QLatin1String("&lt;");
        return true;
    case '>':
        out += QLatin1String("&gt;");
        return true;
    default:
        return false;
    }
}

QString Html::escaped(const QString& text)
{
    const QString closed = UntrustedText::withDirectionsClosed(text);
    QString out;
    out.reserve(closed.size() + closed.size() / 8);
    for (qsizetype i = 0; i < closed.size(); ++i) {
        if (appendMarkupReference(closed[i], out))
            continue;
        switch (closed[i].unicode()) {
        case '"':
            out += QLatin1String("&quot;");
            break;
        case '\'':
            out += QLatin1String("&#39;");
            break;
        default:
            i = appendXmlCharacter(closed, i, out);
            break;
        }
    }
    return out;
}

QString Html::lines(const QString& text)
{
    QStringList out;
    for (const QString& line : splitLines(text))
        out << escaped(line);
    return out.join(QLatin1String("<br/>"));
}

QString Html::linkedLines(const QString& text)
{
    QStringList out;
    for (const QString& line : splitLines(text)) {
        const QString shown = escaped(line);
        out << (UntrustedText::isWebAddress(line) ? QStringLiteral("<a href=\"%1\">%1</a>").arg(shown) : shown);
    }
    return out.join(QLatin1String("<br/>"));
}

QString Html::withXmlCharactersOnly(const QString& markup)
{
    QString out;
    out.reserve(markup.size());
    for (qsizetype i = 0; i < markup.size(); ++i)
        i = appendXmlCharacter(markup, i, out);
    return out;
}

} // namespace gpuatlas::ui::exporting
