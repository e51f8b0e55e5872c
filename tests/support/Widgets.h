// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QtGlobal>

namespace gpuatlas::testing {

// The child of `parent` named `name`; a test that looks for a widget that is not there
// stops at once, naming it, rather than crash later on a null pointer.
template <class T>
T* child(const QObject& parent, const char* name)
{
    auto* found = parent.findChild<T*>(QString::fromLatin1(name));
    if (!found)
        qFatal("no child named %s", name);
    return found;
}

template <class T>
T* child(const QObject* parent, const char* name)
{
    return child<T>(*parent, name);
}

} // namespace gpuatlas::testing
