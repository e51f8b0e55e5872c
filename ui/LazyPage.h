// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QWidget>

#include <functional>

namespace gpuatlas::ui {

// A tab's placeholder that makes its page the first time the page is asked for (the tab
// becomes current, a report or screenshot needs it), so that start-up builds only the
// page it shows. The page fills the placeholder; a page reads the current result when it
// is made, so nothing has to be replayed into it.
class LazyPage : public QWidget
{
    Q_OBJECT

public:
    using Factory = std::function<QWidget*(QWidget* parent)>;

    LazyPage(const QString& id, Factory factory, QWidget* parent = nullptr);

    const QString& id() const { return m_id; }
    // The page, made now if it was not yet; nullptr when the factory made none.
    QWidget* page();
    // The page if it has been made, else nullptr (never makes it).
    QWidget* builtPage() const { return m_page; }
    bool isBuilt() const { return m_page != nullptr; }

private:
    QString m_id;
    Factory m_factory;
    QWidget* m_page = nullptr;
};

} // namespace gpuatlas::ui
