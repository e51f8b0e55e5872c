// SPDX-License-Identifier: GPL-3.0-or-later
#include "AccessibleNames.h"

#include <QFormLayout>
#include <QLabel>
#include <QLayout>
#include <QRegularExpression>
#include <QString>
#include <QVariant>
#include <QWidget>

namespace gpuatlas::ui {

namespace {

// Marks a name this class gave, so a later call may replace it (language switch) while
// a name set by hand is kept.
constexpr char fromLabelProperty[] = "gpuatlasNameFromLabel";

// The first widget that takes focus in `item` (a widget, or a layout of widgets).
QWidget* firstControl(QLayoutItem* item)
{
    if (!item)
        return nullptr;
    if (QWidget* widget = item->widget())
        return widget->focusPolicy() != Qt::NoFocus ? widget : nullptr;
    if (QLayout* layout = item->layout()) {
        for (int i = 0; i < layout->count(); ++i) {
            if (QWidget* found = firstControl(layout->itemAt(i)))
                return found;
        }
    }
    return nullptr;
}

} // namespace

void AccessibleNames::addFormBuddies(QWidget& root)
{
    for (QFormLayout* form : root.findChildren<QFormLayout*>()) {
        for (int row = 0; row < form->rowCount(); ++row) {
            auto* label = qobject_cast<QLabel*>(form->itemAt(row, QFormLayout::LabelRole)
                                                    ? form->itemAt(row, QFormLayout::LabelRole)->widget()
                                                    : nullptr);
            if (!label || label->buddy())
                continue;
            if (QWidget* field = firstControl(form->itemAt(row, QFormLayout::FieldRole)))
                label->setBuddy(field);
        }
    }
}

void AccessibleNames::nameFromBuddies(QWidget& root)
{
    for (const QLabel* label : root.findChildren<QLabel*>()) {
        QWidget* buddy = label->buddy();
        if (!buddy || (!buddy->accessibleName().isEmpty() && !buddy->property(fromLabelProperty).toBool()))
            continue;
        buddy->setAccessibleName(fromLabelText(label->text()));
        buddy->setProperty(fromLabelProperty, true);
    }
}

QString AccessibleNames::fromLabelText(QString text)
{
    // "&&" is a literal ampersand; a single "&" marks the mnemonic, which Chinese writes
    // after the text in brackets ("文件(&F)"): those go whole.
    text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    static const QRegularExpression bracketed(QStringLiteral("[(（]&[^&\\s][)）]"));
    text.remove(bracketed);
    text.remove(QLatin1Char('&'));
    text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    text = text.trimmed();
    while (text.endsWith(QLatin1Char(':')) || text.endsWith(QChar(0xFF1A))) // ":" and "："
        text.chop(1);
    return text.trimmed();
}

} // namespace gpuatlas::ui
