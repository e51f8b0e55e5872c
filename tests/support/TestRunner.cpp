// SPDX-License-Identifier: GPL-3.0-or-later
// main() of a folder's test executable (TestMain.h): runs the one class its first
// argument names, with the rest of the command line for Qt Test.
#include "TestMain.h"

#include <cstdio>
#include <cstring>
#include <map>
#include <string>
#include <vector>

namespace gpuatlas::tests {

namespace {

std::map<std::string, TestMainFunction>& registry()
{
    static std::map<std::string, TestMainFunction> classes;
    return classes;
}

int usage(const char* program, const char* problem)
{
    std::fprintf(stderr, "%s%s\nUsage: %s TEST_CLASS [Qt Test options]   or   %s --list\nTest classes:", problem,
                 *problem ? "\n" : "", program, program);
    for (const auto& entry : registry())
        std::fprintf(stderr, " %s", entry.first.c_str());
    std::fprintf(stderr, "\n");
    return 2;
}

} // namespace

TestRegistration::TestRegistration(const char* name, TestMainFunction main)
{
    registry().emplace(name, main);
}

} // namespace gpuatlas::tests

int main(int argc, char** argv)
{
    using gpuatlas::tests::registry;
    if (argc < 2)
        return gpuatlas::tests::usage(argv[0], "");
    if (std::strcmp(argv[1], "--list") == 0) {
        for (const auto& entry : registry())
            std::printf("%s\n", entry.first.c_str());
        return 0;
    }
    const auto found = registry().find(argv[1]);
    if (found == registry().end()) {
        const std::string problem = std::string("No test class ") + argv[1] + " in this executable.";
        return gpuatlas::tests::usage(argv[0], problem.c_str());
    }
    // The class sees a command line without its own name: argv[0], then Qt Test's options.
    std::vector<char*> arguments;
    arguments.push_back(argv[0]);
    for (int i = 2; i < argc; ++i)
        arguments.push_back(argv[i]);
    arguments.push_back(nullptr);
    return found->second(argc - 1, arguments.data());
}
