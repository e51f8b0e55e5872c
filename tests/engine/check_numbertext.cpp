// SPDX-License-Identifier: GPL-3.0-or-later
// tst_NumberText's table without Qt, for the builds Qt Test cannot join: .ci/portability runs
// it from the libc++ build (where parseDouble() converts with the classic-locale stream) and
// the MinGW-w64 build. Every row through every conversion this library has, then every double
// of the sweep written with 17 digits and read back.
#include "NumberTextCases.h"

#include <cstdio>
#include <locale>
#include <sstream>

namespace nt = gpuatlas::engine::numbertext;

int main()
{
    int passed = 0;
    int failed = 0;
    std::printf("check_numbertext: parseDouble converts with %s here\n",
                nt::defaultConversion() == nt::Conversion::FromChars ? "std::from_chars" : "the classic-locale stream");
    for (const nt::Conversion conversion : {nt::Conversion::FromChars, nt::Conversion::ClassicStream}) {
        if (!nt::available(conversion))
            continue;
        const char* name = conversion == nt::Conversion::FromChars ? "from_chars" : "classic stream";
        for (const auto& numberCase : gpuatlas::testing::numberCases()) {
            const std::string problem = gpuatlas::testing::numberCaseProblem(numberCase, conversion);
            if (problem.empty()) {
                ++passed;
                continue;
            }
            ++failed;
            std::printf("FAIL %s: %s: %s\n", name, numberCase.name.c_str(), problem.c_str());
        }
        int sweepFailures = 0;
        for (const double value : gpuatlas::testing::numberSweep()) {
            std::ostringstream out;
            out.imbue(std::locale::classic());
            out.precision(17);
            out << value;
            const auto parsed = nt::parseDouble(out.str(), {}, conversion);
            if (!parsed || parsed.value != value) {
                if (++sweepFailures <= 5)
                    std::printf("FAIL %s: %s does not read back\n", name, out.str().c_str());
            }
        }
        (sweepFailures ? failed : passed) += 1;
    }
    std::printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
