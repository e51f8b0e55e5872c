// SPDX-License-Identifier: GPL-3.0-or-later
#include "LazyPage.h"

#include <QVBoxLayout>

namespace gpuatlas::ui {

LazyPage::LazyPage(const QString& id, Factory factory, QWidget* parent)
    : QWidget(parent)
    , m_id(id)
    , m_factory(std::move(factory))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
}

QWidget* LazyPage::page()
{
    if (!m_page && m_factory) {
        m_page = m_factory(this);
        if (!m_page)
            return nullptr;
        // Made once: the factory's captures (pages, actions) are not needed again.
        m_factory = nullptr;
        layout()->addWidget(m_page);
    }
    return m_page;
}

} // namespace gpuatlas::ui
