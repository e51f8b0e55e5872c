# SPDX-License-Identifier: GPL-3.0-or-later
# Cross-compiles the Qt-free targets for 64-bit Windows with Debian's MinGW-w64 (package
# mingw-w64), as .ci/portability does:
#   cmake -S . -B build-mingw -G Ninja -DGPUATLAS_QT=OFF \
#         -DCMAKE_TOOLCHAIN_FILE=packaging/cmake/mingw-w64-x86_64.cmake
# The posix-threads variant: with GCC 12 only it has std::thread and std::mutex (the engine
# uses neither today; the win32 variant would fail the day it does). -static, so the
# programs run (under Wine too) without MinGW's DLLs beside them.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(GPUATLAS_MINGW_TRIPLET x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${GPUATLAS_MINGW_TRIPLET}-gcc-posix)
set(CMAKE_CXX_COMPILER ${GPUATLAS_MINGW_TRIPLET}-g++-posix)
set(CMAKE_RC_COMPILER ${GPUATLAS_MINGW_TRIPLET}-windres)
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")

# Libraries and packages come only from the MinGW sysroot, never from the Linux host.
set(CMAKE_FIND_ROOT_PATH /usr/${GPUATLAS_MINGW_TRIPLET})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# nlohmann_json is header-only, so Debian's copy (nlohmann-json3-dev) serves any target. Its
# CMake package points at /usr/include, which must not reach the cross compiler: glibc's
# headers there would shadow MinGW's. So the headers and the package files are copied into
# the build tree, where the package's relative paths find only nlohmann/.
get_property(gpuatlas_in_try_compile GLOBAL PROPERTY IN_TRY_COMPILE)
if(NOT gpuatlas_in_try_compile)
    set(gpuatlas_host_json "${CMAKE_BINARY_DIR}/host-header-only")
    foreach(required IN ITEMS /usr/include/nlohmann/json.hpp /usr/share/cmake/nlohmann_json/nlohmann_jsonConfig.cmake)
        if(NOT EXISTS "${required}")
            message(FATAL_ERROR "${required} is missing: install Debian's nlohmann-json3-dev")
        endif()
    endforeach()
    file(COPY /usr/include/nlohmann DESTINATION "${gpuatlas_host_json}/include")
    file(COPY /usr/share/cmake/nlohmann_json DESTINATION "${gpuatlas_host_json}/share/cmake")
    set(nlohmann_json_DIR "${gpuatlas_host_json}/share/cmake/nlohmann_json" CACHE PATH
        "nlohmann_json's CMake package, copied from the host (packaging/cmake/mingw-w64-x86_64.cmake)")
endif()
