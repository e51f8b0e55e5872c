// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Result.h"
#include "engine/imports/ModelImport.h"

#include <cstdint>
#include <istream>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpuatlas::engine::inline imports {

// Hard caps on what a GGUF header may make us read. A real header (llama.cpp's gguf.md:
// magic, version, tensor and key counts, then the key-values) is a few MB, mostly the
// tokenizer's arrays (a 262k vocabulary is about 4 MB); anything beyond these is refused
// before it is read, so a hostile count cannot make us allocate or loop without bound.
struct GgufLimits
{
    std::uint64_t maxMetadataBytes = 64ull * 1024 * 1024;
    std::uint64_t maxKeys = 65536;
    std::uint64_t maxKeyBytes = 65536;
    std::uint64_t maxStringBytes = 16ull * 1024 * 1024; // chat templates run to tens of KB
    std::uint64_t maxArrayCount = 16ull * 1024 * 1024;
    std::uint64_t maxTensors = 16ull * 1024 * 1024;
    int maxArrayDepth = 4;
};

// GGUF metadata value types (gguf.md, "gguf_metadata_value_type").
enum class GgufType : std::uint32_t
{
    Uint8 = 0,
    Int8 = 1,
    Uint16 = 2,
    Int16 = 3,
    Uint32 = 4,
    Int32 = 5,
    Float32 = 6,
    Bool = 7,
    String = 8,
    Array = 9,
    Uint64 = 10,
    Int64 = 11,
    Float64 = 12,
};

// One metadata value as kept: scalars whole, short strings whole, arrays by their element
// type and count (and their values when they are a few integers, such as per-layer head
// counts). Long strings and the tokenizer's arrays are skipped, never stored.
struct GgufValue
{
    GgufType type = GgufType::Uint32;
    std::optional<double> number;    // every integer and float type (bool as 0/1)
    std::optional<std::string> text; // strings up to 4 KiB
    GgufType elementType = GgufType::Uint32;
    std::uint64_t count = 0;   // arrays
    std::vector<double> items; // integer arrays of up to 65,536 entries
};

struct GgufHeader
{
    std::uint32_t version = 0;
    bool bigEndian = false;
    std::uint64_t tensorCount = 0;
    std::uint64_t metadataBytes = 0; // bytes read, from the magic to the last value
    std::map<std::string, GgufValue, std::less<>> metadata;
};

// True when `bytes` starts with the GGUF magic ("GGUF").
bool isGgufMagic(std::string_view bytes);

// Reads the header of a GGUF file: up to and including the metadata key-values, never
// the tensor infos or the tensors, so a 40 GB file opens at once. Diagnostics name `file`
// and, as a JSON pointer, the field or metadata key ("/llama.block_count").
Result<GgufHeader> readGgufHeader(std::istream& in, const std::string& file, const GgufLimits& limits = {});

// llama.cpp's file types (include/llama.h, llama_ftype) with their real bits per weight.
struct GgufFileType
{
    std::uint32_t id;
    std::string_view name;      // as llama-quantize names it: "Q4_K_M"
    double bitsPerWeight;       // whole-file average, see GgufHeader.cpp
    std::string_view precision; // the workload precision it is closest to
};
const GgufFileType* ggufFileType(std::uint32_t id);

// The model a header describes: the shape from <arch>.* keys, the vocabulary from
// tokenizer.ggml.tokens, parameters from general.parameter_count or the shape, and the
// quantization from general.file_type.
Result<ModelImport> modelFromGguf(const GgufHeader& header, const std::string& file);
Result<ModelImport> importGguf(std::istream& in, const std::string& file, const GgufLimits& limits = {});

} // namespace gpuatlas::engine::inline imports
