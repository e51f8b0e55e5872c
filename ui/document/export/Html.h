// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace gpuatlas::ui::exporting {

// Text from files into HTML and XML (the HTML report and table, SVG charts): the one
// escaper every markup export uses, so that a name never becomes an element, an
// attribute or script.
class Html
{
public:
    // & < > " ' as character references: text in element content and in quoted
    // attribute values alike, in HTML and in XML (an SVG's <title>). Characters XML
    // forbids (C0 controls other than tab, LF and CR, U+FFFE, U+FFFF, unpaired
    // surrogates) become U+FFFD; directions left open are closed
    // (UntrustedText::withDirectionsClosed).
    static QString escaped(const QString& text);
    // & < > as character references appended to `out`, true when `c` was one of them:
    // the part of escaping that Markdown needs too (it passes raw HTML through).
    static bool appendMarkupReference(QChar c, QString& out);
    // escaped(), each line on its own, the line breaks (CRLF, LF, CR, U+2028, U+2029)
    // as <br/> (well-formed XML too, as the report is).
    static QString lines(const QString& text);
    // As lines(), but a line that is a web address (UntrustedText::isWebAddress) becomes a
    // link to itself; any other address (javascript:, data:) stays text.
    static QString linkedLines(const QString& text);
    // Markup made by a library (QSvgGenerator writes drawn text as it comes) with the
    // characters XML forbids replaced by U+FFFD, so that the document stays well-formed.
    static QString withXmlCharactersOnly(const QString& markup);
};

} // namespace gpuatlas::ui::exporting
