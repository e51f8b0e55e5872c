// SPDX-License-Identifier: GPL-3.0-or-later
#include "FieldErrors.h"

#include "text/DiagnosticText.h"

#include <QFormLayout>
#include <QMap>
#include <QPalette>
#include <QStringList>

namespace gpuatlas::ui {

namespace {

QLabel* errorLabel()
{
    auto* label = new QLabel;
    label->setWordWrap(true);
    label->setVisible(false);
    label->setObjectName(QStringLiteral("fieldError"));
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, QColor(0xB0, 0x00, 0x20));
    label->setPalette(palette);
    return label;
}

bool prefixes(const std::string& prefix, const std::string& pointer)
{
    return pointer.rfind(prefix, 0) == 0 && (pointer.size() == prefix.size() || pointer[prefix.size()] == '/');
}

} // namespace

FieldErrors::FieldErrors(QLabel* general)
    : m_general(general)
{
}

QLabel* FieldErrors::add(const std::string& pointer)
{
    QLabel* label = errorLabel();
    m_entries.push_back({pointer, label});
    return label;
}

void FieldErrors::addRow(QFormLayout* form, QLabel* label, QWidget* field, const std::string& pointer)
{
    form->addRow(label, field);
    form->addRow(QString(), add(pointer));
}

void FieldErrors::clear()
{
    for (const auto& entry : m_entries) {
        entry.label->clear();
        entry.label->setVisible(false);
    }
    m_general->clear();
    m_general->setVisible(false);
}

int FieldErrors::show(const engine::Diagnostics& diagnostics)
{
    clear();
    QMap<QLabel*, QStringList> messages;
    for (const auto& diagnostic : diagnostics) {
        const Entry* best = nullptr;
        for (const auto& entry : m_entries) {
            if (prefixes(entry.pointer, diagnostic.pointer) && (!best || entry.pointer.size() > best->pointer.size()))
                best = &entry;
        }
        messages[best ? best->label : m_general]
            << (best ? text::DiagnosticText::message(diagnostic) : text::DiagnosticText::line(diagnostic));
    }
    for (auto it = messages.begin(); it != messages.end(); ++it) {
        it.key()->setText(it.value().join(QLatin1Char('\n')));
        it.key()->setVisible(true);
    }
    return static_cast<int>(diagnostics.size());
}

QLabel* FieldErrors::labelFor(const std::string& pointer) const
{
    for (const auto& entry : m_entries) {
        if (entry.pointer == pointer)
            return entry.label;
    }
    return nullptr;
}

} // namespace gpuatlas::ui
