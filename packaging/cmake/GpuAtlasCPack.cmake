# SPDX-License-Identifier: GPL-3.0-or-later
# Packages. `cpack` in the build folder makes the platform's packages: DEB and TGZ on
# Linux, NSIS installer and ZIP on Windows, DMG on macOS; `cpack -G <generator>` one of
# them. docs/packaging.md has the details.
set(CPACK_PACKAGE_NAME "${GPUATLAS_PACKAGE_NAME}")
set(CPACK_PACKAGE_VENDOR "${GPUATLAS_VENDOR}")
set(CPACK_PACKAGE_CONTACT "${GPUATLAS_MAINTAINER}")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
# Debian's checker (lintian) wants the extended description's lines within 80 columns.
set(CPACK_PACKAGE_DESCRIPTION
"GPU Atlas helps machine-learning engineers choose GPUs for training and
inference. It compares data-centre and workstation GPUs from NVIDIA, AMD and
Intel side by side, each figure with its datasheet source, and estimates for a
model and workload the memory needed, the speed, the number of GPUs and the
cost, in English, Simplified Chinese and Traditional Chinese.

The package contains the desktop application (gpu-atlas) and a command-line
tool (gpu-atlas-cli) with JSON output for scripts.")
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "${GPUATLAS_DISPLAY_NAME}")
set(CPACK_PACKAGE_INSTALL_REGISTRY_KEY "${GPUATLAS_DISPLAY_NAME}")
set(CPACK_RESOURCE_FILE_LICENSE "${CMAKE_CURRENT_BINARY_DIR}/LICENSE.txt")
set(CPACK_PACKAGE_CHECKSUM SHA256)
set(CPACK_VERBATIM_VARIABLES ON)

if(WIN32)
    set(CPACK_GENERATOR NSIS ZIP)
    set(CPACK_SYSTEM_NAME "windows-${CMAKE_SYSTEM_PROCESSOR}")
elseif(APPLE)
    set(CPACK_GENERATOR DragNDrop)
    set(CPACK_SYSTEM_NAME "macos")
else()
    set(CPACK_GENERATOR DEB TGZ)
    set(CPACK_SYSTEM_NAME "linux-${CMAKE_SYSTEM_PROCESSOR}")
    # Not on macOS: stripping after codesign would void the signature.
    set(CPACK_STRIP_FILES ON)
endif()
string(TOLOWER "${CPACK_PACKAGE_NAME}-${PROJECT_VERSION}-${CPACK_SYSTEM_NAME}" CPACK_PACKAGE_FILE_NAME)

set(CPACK_SOURCE_GENERATOR TGZ)
set(CPACK_SOURCE_PACKAGE_FILE_NAME "${CPACK_PACKAGE_NAME}-${PROJECT_VERSION}")
set(CPACK_SOURCE_IGNORE_FILES "/\\.git/" "/build[^/]*/" "/\\.cache/" "~$")

# Debian and Ubuntu. The library dependencies come from dpkg-shlibdeps (dpkg-dev).
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)   # gpu-atlas_1.0.0-1_amd64.deb
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${PROJECT_HOMEPAGE_URL}")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The window icon is an SVG, drawn by Qt's SVG icon engine plugin, which dpkg-shlibdeps
# cannot see. Debian 12 and Ubuntu 24.04 ship it in libqt6svg6, later releases in
# qt6-svg-plugins: depend on whichever package holds it on the build system.
set(GPUATLAS_SVG_PLUGIN_PACKAGE libqt6svg6)
find_program(GPUATLAS_DPKG dpkg)
if(GPUATLAS_DPKG)
    execute_process(
        COMMAND "${GPUATLAS_DPKG}" -S "${QT6_INSTALL_PREFIX}/${QT6_INSTALL_PLUGINS}/iconengines/libqsvgicon.so"
        OUTPUT_VARIABLE owner ERROR_QUIET RESULT_VARIABLE owner_result)
    if(owner_result EQUAL 0 AND owner MATCHES "^([^:, ]+)")
        set(GPUATLAS_SVG_PLUGIN_PACKAGE "${CMAKE_MATCH_1}")
    endif()
endif()
# QuaZip (the .pptx and .xlsx packages) is a linked library: dpkg-shlibdeps adds
# libquazip1-qt6-1 (Debian 12's name) from the programs' NEEDED entries; check-deb.sh
# fails when it is missing.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "${GPUATLAS_SVG_PLUGIN_PACKAGE}")
# Chinese glyphs, Qt's own Chinese strings (QWizard's buttons, standard dialogs; the app
# carries a copy, the system's matches its Qt), and the X11 and Wayland platform plugins.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk, qt6-translations-l10n, qt6-qpa-plugins")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "qt6-wayland")
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

# Windows installer: Start menu and desktop shortcuts, optional PATH entry for the CLI.
set(CPACK_NSIS_DISPLAY_NAME "${GPUATLAS_DISPLAY_NAME}")
set(CPACK_NSIS_PACKAGE_NAME "${GPUATLAS_DISPLAY_NAME} ${PROJECT_VERSION}")
set(CPACK_NSIS_MUI_ICON "${GPUATLAS_ICON_DIR}/gpu-atlas.ico")
set(CPACK_NSIS_MUI_UNIICON "${GPUATLAS_ICON_DIR}/gpu-atlas.ico")
set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\gpu-atlas.exe")
set(CPACK_NSIS_INSTALL_ROOT "$PROGRAMFILES64")
set(CPACK_NSIS_URL_INFO_ABOUT "${PROJECT_HOMEPAGE_URL}")
set(CPACK_NSIS_HELP_LINK "${PROJECT_HOMEPAGE_URL}")
set(CPACK_NSIS_CONTACT "${GPUATLAS_MAINTAINER}")
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
set(CPACK_NSIS_MODIFY_PATH ON)
set(CPACK_NSIS_MANIFEST_DPI_AWARE ON)
set(CPACK_NSIS_EXECUTABLES_DIRECTORY bin)
set(CPACK_PACKAGE_EXECUTABLES gpu-atlas "${GPUATLAS_DISPLAY_NAME}")
set(CPACK_CREATE_DESKTOP_LINKS gpu-atlas)

# macOS disk image: the bundle and a link to /Applications to drag it onto.
set(CPACK_DMG_VOLUME_NAME "${GPUATLAS_DISPLAY_NAME}")
set(CPACK_DMG_FORMAT UDZO)
set(CPACK_DMG_SLA_USE_RESOURCE_FILE_LICENSE OFF)
if(APPLE)
    set(CPACK_PACKAGE_ICON "${GPUATLAS_ICON_DIR}/gpu-atlas.icns")   # the volume icon
endif()

include(CPack)
