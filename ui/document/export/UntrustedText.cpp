// SPDX-License-Identifier: GPL-3.0-or-later
#include "UntrustedText.h"

#include <QUrl>

#include <algorithm>
#include <iterator>
#include <vector>

namespace gpuatlas::ui::exporting {

bool UntrustedText::isWebAddress(const QString& text)
{
    for (const QChar c : text) {
        if (c.isSpace() || c.category() == QChar::Other_Control || c.category() == QChar::Other_Format)
            return false;
    }
    // Strict: characters a URL may not hold unencoded (quotes, <, >, |, `, \) make it text.
    const QUrl url(text, QUrl::StrictMode);
    const QString scheme = url.scheme();
    return url.isValid() && (scheme == QLatin1String("http") || scheme == QLatin1String("https")) &&
           !url.host().isEmpty();
}

QString UntrustedText::withDirectionsClosed(const QString& text)
{
    // The Unicode bidirectional algorithm's stack: PDF closes the innermost embedding or
    // override, PDI the innermost isolate and whatever was opened inside it.
    enum class Run
    {
        Embedding,
        Isolate,
    };
    std::vector<Run> open;
    for (const QChar c : text) {
        switch (c.unicode()) {
        case 0x202A: // LRE
        case 0x202B: // RLE
        case 0x202D: // LRO
        case 0x202E: // RLO
            open.push_back(Run::Embedding);
            break;
        case 0x202C: // PDF
            if (!open.empty() && open.back() == Run::Embedding)
                open.pop_back();
            break;
        case 0x2066: // LRI
        case 0x2067: // RLI
        case 0x2068: // FSI
            open.push_back(Run::Isolate);
            break;
        case 0x2069: // PDI; without an open isolate it closes nothing
            if (const auto isolate = std::find(open.rbegin(), open.rend(), Run::Isolate); isolate != open.rend())
                open.erase(std::prev(isolate.base()), open.end());
            break;
        default:
            break;
        }
    }
    if (open.empty())
        return text;
    QString closed = text;
    for (auto it = open.rbegin(); it != open.rend(); ++it)
        closed += *it == Run::Embedding ? QChar(0x202C) : QChar(0x2069);
    return closed;
}

bool UntrustedText::isXmlCharacter(QChar c)
{
    const char16_t u = c.unicode();
    if (u < 0x20)
        return u == '\t' || u == '\n' || u == '\r';
    return u != 0xFFFE && u != 0xFFFF;
}

} // namespace gpuatlas::ui::exporting
