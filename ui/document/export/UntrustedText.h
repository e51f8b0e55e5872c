// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QChar>
#include <QString>

namespace gpuatlas::ui::exporting {

// The rules every export applies to text that came from a file (names, notes, source
// titles and addresses, providers, workload and model names), whatever the format.
// The per-format escapers build on it: Html (HTML, SVG), Markdown, Csv.
class UntrustedText
{
public:
    // An address an export may turn into a link: a valid http or https URL with a host,
    // without spaces or control characters. Anything else (javascript:, data:, file:,
    // a relative path) is written as text.
    static bool isWebAddress(const QString& text);

    // `text` with the bidirectional embeddings, overrides and isolates it leaves open
    // closed at its end (U+202C, U+2069), so that a name with a right-to-left override
    // (U+202E) cannot reverse the words that follow it in a sentence, cell or title.
    // The characters themselves stay: the name is shown as it was written.
    static QString withDirectionsClosed(const QString& text);

    // A character XML 1.0 allows (tab, LF, CR, U+0020-U+D7FF, U+E000-U+FFFD; surrogates
    // are checked in pairs by the caller). One that is not makes a whole SVG unreadable.
    static bool isXmlCharacter(QChar c);
};

} // namespace gpuatlas::ui::exporting
