# SPDX-License-Identifier: GPL-3.0-or-later
# Precompiled headers for clean builds (GPUATLAS_PCH, used by CI's .ci/test and .ci/sanitize).
#
# Most of a GPU Atlas translation unit's compile time is parsing Qt, the standard library
# and nlohmann/json: a ui/ source took 6.5 s to compile on its own and 3.6 s with these
# headers precompiled, a Qt Test suite 8.3 s and 5.8 s (g++ 12, -O2, measured December
# 2026). Incremental builds gain little and ccache cannot cache a compile that uses a
# precompiled header, so the option is off by default.
#
# GCC uses a precompiled header only where every -D on the command line is the same as
# when it was made (QT_TESTCASE_BUILDDIR differs per test folder, QT_WIDGETS_LIB per
# linked library), and says so under -Winvalid-pch, which CMake turns on and -Werror
# makes fatal. So each library makes its own, and the test suites share one per group
# of suites whose compile definitions and libraries are the same (gpuatlas_precompile_tests).

set(_GPUATLAS_PCH_ENGINE
    <algorithm> <array> <cmath> <cstdint> <functional> <map> <memory> <optional> <span>
    <string> <string_view> <utility> <vector> <nlohmann/json.hpp>)
set(_GPUATLAS_PCH_CORE ${_GPUATLAS_PCH_ENGINE}
    <QCoreApplication> <QDir> <QFile> <QList> <QLocale> <QObject> <QString> <QStringList> <QVariant>)
set(_GPUATLAS_PCH_WIDGETS ${_GPUATLAS_PCH_CORE} <QtWidgets>)

# gpuatlas_precompile_library(<target> ENGINE|CORE|WIDGETS)
function(gpuatlas_precompile_library target kind)
    if(GPUATLAS_PCH)
        target_precompile_headers(${target} PRIVATE ${_GPUATLAS_PCH_${kind}})
    endif()
endfunction()

# gpuatlas_register_test(<target> <libraries...>): called by gpuatlas_add_test.
function(gpuatlas_register_test target)
    set_property(GLOBAL APPEND PROPERTY GPUATLAS_PCH_TESTS ${target})
    set_property(TARGET ${target} PROPERTY GPUATLAS_PCH_LIBS "${ARGN}")
endfunction()

# gpuatlas_precompile_tests(): after every suite is defined (a folder may add definitions
# to a suite after gpuatlas_add_test), the first suite of each group makes the header and
# the others reuse it.
function(gpuatlas_precompile_tests)
    if(NOT GPUATLAS_PCH OR NOT GPUATLAS_PCH_TESTS)
        return()
    endif()
    get_property(tests GLOBAL PROPERTY GPUATLAS_PCH_TESTS)
    foreach(test IN LISTS tests)
        get_target_property(dir ${test} BINARY_DIR)
        get_target_property(libs ${test} GPUATLAS_PCH_LIBS)
        get_target_property(definitions ${test} COMPILE_DEFINITIONS)
        get_target_property(options ${test} COMPILE_OPTIONS)
        string(MD5 group "${dir}|${libs}|${definitions}|${options}")
        if(DEFINED _pch_host_${group})
            target_precompile_headers(${test} REUSE_FROM ${_pch_host_${group}})
            continue()
        endif()
        set(_pch_host_${group} ${test})
        set(kind CORE)
        if(libs MATCHES "gpuatlas_ui")
            set(kind WIDGETS)
        endif()
        target_precompile_headers(${test} PRIVATE ${_GPUATLAS_PCH_${kind}} <QTest>)
    endforeach()
endfunction()
