# SPDX-License-Identifier: GPL-3.0-or-later
# gpuatlas_embed_files(<target> OUTPUT <name> NAMESPACE <ns> FILES <symbol>=<path> ...)
#
# Compiles files into <target> as std::string_view constants, so that the Qt-free
# engine can carry its JSON Schemas without a resource system. Byte arrays rather
# than string literals: MSVC caps a single literal at 16 KiB.
set(_GPUATLAS_EMBED_SCRIPT "${CMAKE_CURRENT_LIST_DIR}/EmbedFilesScript.cmake")

function(gpuatlas_embed_files target)
    cmake_parse_arguments(ARG "" "OUTPUT;NAMESPACE" "FILES" ${ARGN})
    set(out "${CMAKE_CURRENT_BINARY_DIR}/${ARG_OUTPUT}.cpp")
    set(depends "")
    set(pairs "")
    foreach(entry IN LISTS ARG_FILES)
        string(REPLACE "=" ";" parts "${entry}")
        list(GET parts 1 path)
        get_filename_component(path "${path}" ABSOLUTE)
        list(GET parts 0 symbol)
        list(APPEND depends "${path}")
        list(APPEND pairs "${symbol}=${path}")
    endforeach()
    string(REPLACE ";" "|" pairs_arg "${pairs}")
    add_custom_command(OUTPUT "${out}"
        COMMAND ${CMAKE_COMMAND} "-DOUT=${out}" "-DNAMESPACE=${ARG_NAMESPACE}" "-DPAIRS=${pairs_arg}"
                -P "${_GPUATLAS_EMBED_SCRIPT}"
        DEPENDS ${depends} "${_GPUATLAS_EMBED_SCRIPT}"
        COMMENT "Embedding ${ARG_OUTPUT}"
        VERBATIM)
    target_sources(${target} PRIVATE "${out}")
endfunction()
