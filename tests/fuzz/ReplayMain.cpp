// SPDX-License-Identifier: GPL-3.0-or-later
// Stands in for libFuzzer where it is not available (GCC, MSVC, the ordinary test
// build): runs every file named on the command line, or found in a folder named there,
// through the harness once. ctest uses it to replay the seed corpus and every past
// finding (tests/fuzz/regressions) in every build, sanitizers included.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

void runFile(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    const std::vector<char> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    std::fprintf(stderr, "replay %s (%zu bytes)\n", path.string().c_str(), bytes.size());
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
}

} // namespace

int main(int argc, char** argv)
{
    int files = 0;
    for (int i = 1; i < argc; ++i) {
        const std::filesystem::path path(argv[i]);
        if (std::filesystem::is_directory(path)) {
            std::vector<std::filesystem::path> entries;
            for (const auto& entry : std::filesystem::recursive_directory_iterator(path)) {
                if (entry.is_regular_file())
                    entries.push_back(entry.path());
            }
            std::sort(entries.begin(), entries.end());
            for (const auto& entry : entries) {
                runFile(entry);
                ++files;
            }
        } else if (std::filesystem::is_regular_file(path)) {
            runFile(path);
            ++files;
        }
    }
    std::printf("%d input(s) replayed without a finding\n", files);
    // Replaying nothing means the corpus went missing: that is a failure, not a pass.
    return files > 0 ? 0 : 1;
}
