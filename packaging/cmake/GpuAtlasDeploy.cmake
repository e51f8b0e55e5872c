# SPDX-License-Identifier: GPL-3.0-or-later
# Copies Qt (libraries, plugins, Qt's translations) next to the programs at install time,
# so that the Windows installer and ZIP and the macOS bundle run where Qt is not
# installed: windeployqt on Windows, macdeployqt on macOS. Linux packages use the
# distribution's Qt.
#
# qt_deploy_runtime_dependencies() is Qt's deploy API since 6.3 and has kept these
# arguments through 6.10. qt_generate_deploy_app_script() is not used: it deploys one
# target, and its signature changed in 6.5 (FILENAME_VARIABLE became OUTPUT_SCRIPT).
# Include this after every other install rule: the tools work on the finished tree.
if(APPLE)
    set(deploy_executable "${GPUATLAS_BUNDLE_DIR}")
else()
    set(deploy_executable "${GPUATLAS_INSTALL_BINDIR}/$<TARGET_FILE_NAME:gpu-atlas>")
endif()
set(deploy_script "${CMAKE_CURRENT_BINARY_DIR}/deploy-qt-$<CONFIG>.cmake")
# Paths are relative to QT_DEPLOY_PREFIX, the install prefix (with DESTDIR), so CPack's
# staging installs deploy too. On Windows qt.conf goes next to the programs, pointing at
# the plugins and translations folders windeployqt fills; the translations stay.
file(GENERATE OUTPUT "${deploy_script}" CONTENT "
include(\"${QT_DEPLOY_SUPPORT}\")
qt_deploy_runtime_dependencies(
    EXECUTABLE \"${deploy_executable}\"
    ADDITIONAL_EXECUTABLES \"${GPUATLAS_INSTALL_BINDIR}/$<TARGET_FILE_NAME:gpu-atlas-cli>\"
    GENERATE_QT_CONF
    VERBOSE)
")
install(SCRIPT "${deploy_script}")

if(APPLE)
    # macdeployqt rewrites the binaries' library paths, which voids their signatures; an
    # unsigned binary does not start on Apple silicon. Sign the whole bundle again, ad hoc
    # by default; a release passes a Developer ID (then notarize the DMG).
    set(GPUATLAS_CODESIGN_IDENTITY "-" CACHE STRING "codesign identity for the app bundle (- signs ad hoc)")
    # Notarization wants the hardened runtime and a secure timestamp; an ad hoc
    # signature has neither (and the hardened runtime would refuse its own libraries).
    set(codesign_options "")
    if(NOT GPUATLAS_CODESIGN_IDENTITY STREQUAL "-")
        set(codesign_options --options runtime --timestamp)
    endif()
    install(CODE "
execute_process(
    COMMAND codesign --force --deep ${codesign_options}
            --sign \"${GPUATLAS_CODESIGN_IDENTITY}\"
            \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${GPUATLAS_BUNDLE_DIR}\"
    COMMAND_ECHO STDOUT
    COMMAND_ERROR_IS_FATAL ANY)
")
endif()
