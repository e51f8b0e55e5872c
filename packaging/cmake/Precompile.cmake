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
# makes fatal. So each library and each folder's test executable makes its own.

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

# gpuatlas_precompile_tests(): after every suite is defined (each folder's test executable
# gathers its classes' sources and libraries first), one header per test executable:
# Qt Widgets for those that link the UI or the document library, Qt Core otherwise.
function(gpuatlas_precompile_tests)
    if(NOT GPUATLAS_PCH OR NOT GPUATLAS_PCH_TESTS)
        return()
    endif()
    get_property(suites GLOBAL PROPERTY GPUATLAS_TEST_SUITES)
    foreach(suite IN LISTS suites)
        get_target_property(libs ${suite} LINK_LIBRARIES)
        set(kind CORE)
        if(libs MATCHES "gpuatlas_ui|gpuatlas_document|gpuatlas_gui")
            set(kind WIDGETS)
        endif()
        target_precompile_headers(${suite} PRIVATE ${_GPUATLAS_PCH_${kind}} <QTest>)
    endforeach()
endfunction()
