// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace gpuatlas::engine::inline core {

// Where a figure comes from. `covers` lists the fields (names such as "tdp_w" or JSON
// pointers such as "/tensor_tflops/fp8") the source backs; a source with no `covers`
// backs every field no other source claims.
struct Source
{
    std::string title;
    std::string url;
    std::string retrieved; // ISO date
    std::vector<std::string> covers;
};

// Whether `cover` (a field name such as "tdp_w" or a JSON pointer relative to the GPU such
// as "/tensor_tflops/fp8") names the field at `pointer` or one of its ancestors: "tdp_w"
// and "/tdp_w" name "/tdp_w"; "/tensor_tflops/fp8" names "/tensor_tflops/fp8/dense".
// The form of both a source's `covers` and a GPU's `unverified`.
bool namesField(std::string_view cover, std::string_view pointer);

// The source backing the field at `pointer` (e.g. "/tensor_tflops/fp16/dense"): the
// source whose `covers` names the longest prefix of it, else the default source.
const Source* sourceForField(const std::vector<Source>& sources, std::string_view pointer);

} // namespace gpuatlas::engine::inline core
