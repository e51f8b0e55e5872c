// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

namespace gpuatlas::engine::inline core {

enum class Language
{
    English,
    SimplifiedChinese,
    TraditionalChinese,
};

// Data-side text that people read (the article's suitability notes, caveats). The
// data files carry all three languages, so the engine can hand the right one over.
struct LocalizedText
{
    std::string en;
    std::string zhCN;
    std::string zhTW;

    const std::string& in(Language language) const
    {
        switch (language) {
        case Language::SimplifiedChinese:
            return zhCN.empty() ? en : zhCN;
        case Language::TraditionalChinese:
            return zhTW.empty() ? en : zhTW;
        case Language::English:
            break;
        }
        return en;
    }
    bool empty() const { return en.empty(); }
};

} // namespace gpuatlas::engine::inline core
