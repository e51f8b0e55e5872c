// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace gpuatlas::text {

// The outcome of something that can fail (saving a file, applying the user's data):
// success, or why not, in words for people that name the file. [[nodiscard]]: a
// failure cannot be dropped by accident, as an empty string meaning success could.
struct [[nodiscard]] Status
{
    bool ok = false;
    QString error; // translated; empty on success

    explicit operator bool() const { return ok; }
    static Status success() { return {true, {}}; }
    static Status failure(const QString& error) { return {false, error}; }
};

} // namespace gpuatlas::text
