// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Diagnostic.h"

#include <cassert>
#include <optional>
#include <utility>

namespace gpuatlas::engine::inline core {

// A value or the diagnostics that prevented it. Errors cross the engine boundary
// as values, never as exceptions (C++20 has no std::expected).
template <class T>
class Result
{
public:
    Result(T value)
        : m_value(std::move(value))
    {
    }
    Result(Diagnostics errors)
        : m_errors(std::move(errors))
    {
        assert(!m_errors.empty());
    }
    Result(Diagnostic error)
        : m_errors{std::move(error)}
    {
    }

    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }

    const T& value() const& { return *m_value; }
    T& value() & { return *m_value; }
    T&& value() && { return std::move(*m_value); }
    const T* operator->() const { return &*m_value; }

    const Diagnostics& errors() const { return m_errors; }

private:
    std::optional<T> m_value;
    Diagnostics m_errors;
};

} // namespace gpuatlas::engine::inline core
