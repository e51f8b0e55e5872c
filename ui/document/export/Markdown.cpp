// SPDX-License-Identifier: GPL-3.0-or-later
#include "Markdown.h"

#include "Html.h"
#include "TableExporter.h"
#include "UntrustedText.h"

#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextList>
#include <QTextTable>

namespace gpuatlas::ui::exporting {

QString Markdown::escaped(const QString& raw)
{
    const QString text = UntrustedText::withDirectionsClosed(raw);
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        switch (c.unicode()) {
        case '\\':
        case '|':
        case '*':
        case '_':
        case '`':
        case '[':
        case ']':
        case '~':
        case '#':
        case '!':
            out += QLatin1Char('\\');
            out += c;
            break;
        case '\r':
            if (i + 1 < text.size() && text[i + 1] == QLatin1Char('\n'))
                ++i;
            out += QLatin1String("<br>");
            break;
        case '\n':
            out += QLatin1String("<br>");
            break;
        // QTextDocument's line and paragraph separators.
        case 0x2028:
        case 0x2029:
            out += QLatin1String("<br>");
            break;
        default:
            // Markdown passes raw HTML through: a name like <script> must stay text.
            if (!Html::appendMarkupReference(c, out))
                out += c;
            break;
        }
    }
    return out;
}

QString Markdown::cell(const QString& text)
{
    QStringList lines;
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        // An autolink takes no backslash escapes, and a | would end the table cell.
        const bool link = UntrustedText::isWebAddress(line) && !line.contains(QLatin1Char('|'));
        lines << (link ? QLatin1Char('<') + line + QLatin1Char('>') : escaped(line));
    }
    return lines.join(QLatin1String("<br>"));
}

QString Markdown::table(const ExportTable& table)
{
    const auto row = [](const QStringList& cells) {
        QStringList out;
        for (const auto& text : cells)
            out << cell(text);
        return QLatin1String("| ") + out.join(QLatin1String(" | ")) + QLatin1String(" |\n");
    };
    QString text = row(table.headers);
    QStringList rule;
    for (int i = 0; i < table.headers.size(); ++i)
        rule << (table.numeric.value(i, false) ? QStringLiteral("---:") : QStringLiteral("---"));
    text += QLatin1String("| ") + rule.join(QLatin1String(" | ")) + QLatin1String(" |\n");
    for (const auto& cells : table.rows)
        text += row(cells);
    return text;
}

namespace {

// The text of a block with bold runs marked (not in headings, which are bold
// already), each piece escaped.
QString inlineText(const QTextBlock& block)
{
    const bool heading = block.blockFormat().headingLevel() > 0;
    QString out;
    for (auto it = block.begin(); !it.atEnd(); ++it) {
        const QTextFragment fragment = it.fragment();
        if (!fragment.isValid())
            continue;
        const QString text = Markdown::escaped(fragment.text());
        if (text.trimmed().isEmpty())
            out += text;
        else if (!heading && fragment.charFormat().fontWeight() >= QFont::Bold)
            out += QLatin1String("**") + text.trimmed() + QLatin1String("**");
        else
            out += text;
    }
    return out.trimmed();
}

QString cellText(QTextTableCell cell)
{
    QStringList lines;
    for (auto it = cell.begin(); !it.atEnd(); ++it) {
        if (it.currentBlock().isValid())
            lines << inlineText(it.currentBlock());
    }
    lines.removeAll(QString());
    return lines.join(QLatin1String("<br>"));
}

void convertFrame(QTextFrame* frame, QString& out)
{
    for (auto it = frame->begin(); !it.atEnd(); ++it) {
        if (QTextFrame* child = it.currentFrame()) {
            if (auto* table = qobject_cast<QTextTable*>(child)) {
                // The app's tables are label-value lists without a header row, but a
                // Markdown table needs one: an empty one.
                out +=
                    QLatin1String("|") + QString(QLatin1String("  |")).repeated(table->columns()) + QLatin1Char('\n');
                out += QLatin1String("|") + QString(QLatin1String(" --- |")).repeated(table->columns()) +
                       QLatin1Char('\n');
                for (int r = 0; r < table->rows(); ++r) {
                    QStringList cells;
                    for (int c = 0; c < table->columns(); ++c)
                        cells << cellText(table->cellAt(r, c));
                    out += QLatin1String("| ") + cells.join(QLatin1String(" | ")) + QLatin1String(" |\n");
                }
                out += QLatin1Char('\n');
            } else {
                convertFrame(child, out);
            }
            continue;
        }
        const QTextBlock block = it.currentBlock();
        const QString text = inlineText(block);
        if (text.isEmpty())
            continue;
        if (const int level = block.blockFormat().headingLevel(); level > 0) {
            out += QString(level, QLatin1Char('#')) + QLatin1Char(' ') + text + QLatin1String("\n\n");
        } else if (block.textList()) {
            const bool last = !block.next().isValid() || block.next().textList() != block.textList();
            out += QLatin1String("- ") + text + QLatin1Char('\n') + (last ? QLatin1String("\n") : QString());
        } else {
            out += text + QLatin1String("\n\n");
        }
    }
}

} // namespace

QString Markdown::fromHtml(const QString& html)
{
    QTextDocument document;
    document.setHtml(html);
    QString out;
    convertFrame(document.rootFrame(), out);
    return out;
}

} // namespace gpuatlas::ui::exporting
