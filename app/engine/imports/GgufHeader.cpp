// SPDX-License-Identifier: GPL-3.0-or-later
// The GGUF header (ggml docs/gguf.md): "GGUF", uint32 version, uint64 tensor count,
// uint64 metadata key-value count, then each key-value as a gguf_string key (uint64 length
// + bytes), a uint32 value type and the value; arrays are a uint32 element type, a uint64
// count and the elements. Little-endian, or big-endian for files written so (version 3).
#include "engine/imports/GgufHeader.h"

#include "engine/io/JsonInput.h"

#include <algorithm>
#include <array>
#include <cstring>

namespace gpuatlas::engine::inline imports {

namespace {

constexpr std::uint64_t keptStringBytes = 4096;
constexpr std::uint64_t keptArrayItems = 65536;

// A key as diagnostics and the preview show it: bytes that are not printable ASCII
// become \xNN, so a hostile key never reaches a message or an export as markup.
std::string printableKey(std::string_view key)
{
    std::string out;
    for (const unsigned char c : key.substr(0, 256)) {
        if (c >= 0x20 && c < 0x7f) {
            out += static_cast<char>(c);
        } else {
            static const char hex[] = "0123456789abcdef";
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 0xf];
        }
    }
    return out;
}

// Reads the header from a stream with a byte budget, so every length and count is
// checked against what is left before anything is read, allocated or skipped.
class Reader
{
public:
    Reader(std::istream& in, const std::string& file, const GgufLimits& limits)
        : m_in(in)
        , m_file(file)
        , m_limits(limits)
    {
    }

    bool failed() const { return !m_errors.empty(); }
    Diagnostics takeErrors() { return std::move(m_errors); }
    std::uint64_t offset() const { return m_offset; }
    void setBigEndian(bool big) { m_bigEndian = big; }

    bool bytes(char* out, std::uint64_t count, const std::string& where)
    {
        if (!budget(count, where))
            return false;
        m_in.read(out, static_cast<std::streamsize>(count));
        const auto got = static_cast<std::uint64_t>(std::max<std::streamsize>(0, m_in.gcount()));
        m_offset += got;
        if (got < count) {
            truncated(where);
            return false;
        }
        return true;
    }

    bool skip(std::uint64_t count, const std::string& where)
    {
        if (!budget(count, where))
            return false;
        std::array<char, 4096> scratch{};
        while (count > 0) {
            const std::uint64_t step = std::min<std::uint64_t>(count, scratch.size());
            if (!bytes(scratch.data(), step, where))
                return false;
            count -= step;
        }
        return true;
    }

    template <class T>
    bool scalar(T& out, const std::string& where)
    {
        std::array<unsigned char, sizeof(T)> raw{};
        if (!bytes(reinterpret_cast<char*>(raw.data()), sizeof(T), where))
            return false;
        if (m_bigEndian)
            std::reverse(raw.begin(), raw.end());
        std::memcpy(&out, raw.data(), sizeof(T));
        return true;
    }

    // A gguf_string: kept whole up to `keep` bytes, skipped beyond (never more than the cap).
    bool string(std::optional<std::string>& out, std::uint64_t cap, std::uint64_t keep, const std::string& where)
    {
        std::uint64_t length = 0;
        if (!scalar(length, where))
            return false;
        if (length > cap) {
            tooLarge(where, length, cap);
            return false;
        }
        if (length > keep)
            return skip(length, where);
        std::string text(static_cast<std::size_t>(length), '\0');
        if (!bytes(text.data(), length, where))
            return false;
        out = std::move(text);
        return true;
    }

    void tooLarge(const std::string& where, std::uint64_t value, std::uint64_t limit)
    {
        m_errors.push_back(
            {DiagnosticCode::AboveMaximum, m_file, where, {std::to_string(value), std::to_string(limit)}, {}});
    }

    void fail(DiagnosticCode code, const std::string& where, std::vector<std::string> args)
    {
        m_errors.push_back({code, m_file, where, std::move(args), {}});
    }

private:
    bool budget(std::uint64_t count, const std::string& where)
    {
        // m_offset never exceeds the cap, so the sum cannot overflow once count is below it.
        if (count > m_limits.maxMetadataBytes || m_offset + count > m_limits.maxMetadataBytes) {
            tooLarge(where, count > m_limits.maxMetadataBytes ? count : m_offset + count, m_limits.maxMetadataBytes);
            return false;
        }
        return true;
    }

    void truncated(const std::string& where)
    {
        m_errors.push_back({DiagnosticCode::FileTruncated, m_file, where, {std::to_string(m_offset)}, {}});
    }

    std::istream& m_in;
    const std::string& m_file;
    const GgufLimits& m_limits;
    Diagnostics m_errors;
    std::uint64_t m_offset = 0;
    bool m_bigEndian = false;
};

bool isKnownType(std::uint32_t type)
{
    return type <= static_cast<std::uint32_t>(GgufType::Float64);
}

std::uint64_t scalarSize(GgufType type)
{
    switch (type) {
    case GgufType::Uint8:
    case GgufType::Int8:
    case GgufType::Bool:
        return 1;
    case GgufType::Uint16:
    case GgufType::Int16:
        return 2;
    case GgufType::Uint32:
    case GgufType::Int32:
    case GgufType::Float32:
        return 4;
    case GgufType::Uint64:
    case GgufType::Int64:
    case GgufType::Float64:
        return 8;
    case GgufType::String:
    case GgufType::Array:
        break;
    }
    return 0;
}

template <class T>
bool readAs(Reader& reader, std::optional<double>& out, const std::string& where)
{
    T value{};
    if (!reader.scalar(value, where))
        return false;
    out = static_cast<double>(value);
    return true;
}

bool readNumber(Reader& reader, GgufType type, std::optional<double>& out, const std::string& where)
{
    switch (type) {
    case GgufType::Uint8:
    case GgufType::Bool:
        return readAs<std::uint8_t>(reader, out, where);
    case GgufType::Int8:
        return readAs<std::int8_t>(reader, out, where);
    case GgufType::Uint16:
        return readAs<std::uint16_t>(reader, out, where);
    case GgufType::Int16:
        return readAs<std::int16_t>(reader, out, where);
    case GgufType::Uint32:
        return readAs<std::uint32_t>(reader, out, where);
    case GgufType::Int32:
        return readAs<std::int32_t>(reader, out, where);
    case GgufType::Float32:
        return readAs<float>(reader, out, where);
    case GgufType::Uint64:
        return readAs<std::uint64_t>(reader, out, where);
    case GgufType::Int64:
        return readAs<std::int64_t>(reader, out, where);
    case GgufType::Float64:
        return readAs<double>(reader, out, where);
    case GgufType::String:
    case GgufType::Array:
        break;
    }
    return false;
}

bool readValue(Reader& reader, GgufType type, GgufValue& out, int depth, const std::string& where,
               const GgufLimits& limits);

bool readArray(Reader& reader, GgufValue& out, int depth, const std::string& where, const GgufLimits& limits)
{
    if (depth >= limits.maxArrayDepth) {
        reader.tooLarge(where, static_cast<std::uint64_t>(depth) + 1, static_cast<std::uint64_t>(limits.maxArrayDepth));
        return false;
    }
    std::uint32_t element = 0;
    if (!reader.scalar(element, where) || !reader.scalar(out.count, where))
        return false;
    if (!isKnownType(element)) {
        reader.fail(DiagnosticCode::NotInEnum, where, {std::to_string(element), "0-12"});
        return false;
    }
    out.elementType = static_cast<GgufType>(element);
    if (out.count > limits.maxArrayCount) {
        reader.tooLarge(where, out.count, limits.maxArrayCount);
        return false;
    }
    if (const std::uint64_t size = scalarSize(out.elementType); size > 0) {
        // Fixed-size elements: a few integers are kept (per-layer values), the rest skipped
        // in one step, without allocating.
        if (out.count > keptArrayItems || out.elementType == GgufType::Float32 || out.elementType == GgufType::Float64)
            return reader.skip(out.count * size, where);
        for (std::uint64_t i = 0; i < out.count; ++i) {
            std::optional<double> number;
            if (!readNumber(reader, out.elementType, number, where))
                return false;
            out.items.push_back(*number);
        }
        return true;
    }
    for (std::uint64_t i = 0; i < out.count; ++i) {
        GgufValue item;
        if (!readValue(reader, out.elementType, item, depth + 1, where, limits))
            return false;
    }
    return true;
}

bool readValue(Reader& reader, GgufType type, GgufValue& out, int depth, const std::string& where,
               const GgufLimits& limits)
{
    out.type = type;
    if (type == GgufType::String)
        return reader.string(out.text, limits.maxStringBytes, depth == 0 ? keptStringBytes : 0, where);
    if (type == GgufType::Array)
        return readArray(reader, out, depth, where, limits);
    return readNumber(reader, type, out.number, where);
}

// Magic and version; sets the byte order from the version field.
bool readPreamble(Reader& reader, GgufHeader& header)
{
    std::array<char, 4> magic{};
    if (!reader.bytes(magic.data(), magic.size(), "/magic"))
        return false;
    if (!isGgufMagic(std::string_view(magic.data(), magic.size()))) {
        reader.fail(DiagnosticCode::WrongConstant, "/magic", {"GGUF"});
        return false;
    }
    std::uint32_t version = 0;
    if (!reader.scalar(version, "/version"))
        return false;
    // Version 1 counted in uint32 and is long gone; a big-endian file shows its version
    // byte-swapped (gguf.md: "GGUF files are little-endian by default... v3 added big-endian").
    const std::uint32_t swapped =
        ((version & 0xffu) << 24) | ((version & 0xff00u) << 8) | ((version & 0xff0000u) >> 8) | (version >> 24);
    if (version == 2 || version == 3) {
        header.version = version;
    } else if (swapped == 3) {
        header.version = swapped;
        header.bigEndian = true;
        reader.setBigEndian(true);
    } else {
        reader.fail(DiagnosticCode::NotInEnum, "/version", {std::to_string(version), "2, 3"});
        return false;
    }
    return true;
}

bool readMetadata(Reader& reader, GgufHeader& header, const GgufLimits& limits)
{
    std::uint64_t keys = 0;
    if (!reader.scalar(header.tensorCount, "/tensor_count") || !reader.scalar(keys, "/metadata_kv_count"))
        return false;
    if (header.tensorCount > limits.maxTensors) {
        reader.tooLarge("/tensor_count", header.tensorCount, limits.maxTensors);
        return false;
    }
    if (keys > limits.maxKeys) {
        reader.tooLarge("/metadata_kv_count", keys, limits.maxKeys);
        return false;
    }
    for (std::uint64_t i = 0; i < keys; ++i) {
        const std::string at = jsonPointerAppend("/metadata", static_cast<std::size_t>(i));
        std::optional<std::string> key;
        if (!reader.string(key, limits.maxKeyBytes, limits.maxKeyBytes, at))
            return false;
        const std::string where = jsonPointerAppend("", printableKey(*key));
        std::uint32_t type = 0;
        if (!reader.scalar(type, where))
            return false;
        if (!isKnownType(type)) {
            reader.fail(DiagnosticCode::NotInEnum, where, {std::to_string(type), "0-12"});
            return false;
        }
        GgufValue value;
        if (!readValue(reader, static_cast<GgufType>(type), value, 0, where, limits))
            return false;
        if (!header.metadata.emplace(*key, std::move(value)).second) {
            reader.fail(DiagnosticCode::DuplicateKey, where, {printableKey(*key)});
            return false;
        }
    }
    header.metadataBytes = reader.offset();
    return true;
}

// Bits per weight of a whole file: llama.cpp's llama-quantize table (tools/quantize/
// quantize.cpp, QUANT_OPTIONS) gives each mixture's size on Llama-3-8B (8,030,261,248
// parameters) in GiB, or its bits per weight directly for the i-quants and ternary types;
// the size over the parameter count is the real average, K-quants' 6-bit output and
// embedding tensors included (Q4_K_M: 4.58 GiB -> 4.90 bits). MXFP4 stores 32 4-bit values
// with one 8-bit scale (OCP Microscaling Formats v1.0): 4.25 bits, for the experts.
constexpr double llama3Params = 8030261248.0;
constexpr double fromGiB(double gib)
{
    return gib * 1073741824.0 * 8.0 / llama3Params;
}

constexpr std::array fileTypes{
    GgufFileType{0, "F32", 32.0, "fp32"},
    GgufFileType{1, "F16", 16.0, "fp16"},
    GgufFileType{2, "Q4_0", fromGiB(4.34), "int4"},
    GgufFileType{3, "Q4_1", fromGiB(4.78), "int4"},
    GgufFileType{7, "Q8_0", fromGiB(7.96), "int8"},
    GgufFileType{8, "Q5_0", fromGiB(5.21), "int8"},
    GgufFileType{9, "Q5_1", fromGiB(5.65), "int8"},
    GgufFileType{10, "Q2_K", fromGiB(2.96), "int4"},
    GgufFileType{11, "Q3_K_S", fromGiB(3.41), "int4"},
    GgufFileType{12, "Q3_K_M", fromGiB(3.74), "int4"},
    GgufFileType{13, "Q3_K_L", fromGiB(4.03), "int4"},
    GgufFileType{14, "Q4_K_S", fromGiB(4.37), "int4"},
    GgufFileType{15, "Q4_K_M", fromGiB(4.58), "int4"},
    GgufFileType{16, "Q5_K_S", fromGiB(5.21), "int8"},
    GgufFileType{17, "Q5_K_M", fromGiB(5.33), "int8"},
    GgufFileType{18, "Q6_K", fromGiB(6.14), "int8"},
    GgufFileType{19, "IQ2_XXS", 2.06, "int4"},
    GgufFileType{20, "IQ2_XS", 2.31, "int4"},
    GgufFileType{21, "Q2_K_S", fromGiB(2.96), "int4"},
    GgufFileType{22, "IQ3_XS", 3.3, "int4"},
    GgufFileType{23, "IQ3_XXS", 3.06, "int4"},
    GgufFileType{24, "IQ1_S", 1.56, "int4"},
    GgufFileType{25, "IQ4_NL", 4.50, "int4"},
    GgufFileType{26, "IQ3_S", 3.44, "int4"},
    GgufFileType{27, "IQ3_M", 3.66, "int4"},
    GgufFileType{28, "IQ2_S", 2.5, "int4"},
    GgufFileType{29, "IQ2_M", 2.7, "int4"},
    GgufFileType{30, "IQ4_XS", 4.25, "int4"},
    GgufFileType{31, "IQ1_M", 1.75, "int4"},
    GgufFileType{32, "BF16", 16.0, "bf16"},
    GgufFileType{36, "TQ1_0", 1.69, "int4"},
    GgufFileType{37, "TQ2_0", 2.06, "int4"},
    GgufFileType{38, "MXFP4_MOE", 4.25, "fp4"},
};

} // namespace

bool isGgufMagic(std::string_view bytes)
{
    return bytes.size() >= 4 && bytes.substr(0, 4) == "GGUF";
}

const GgufFileType* ggufFileType(std::uint32_t id)
{
    for (const auto& type : fileTypes) {
        if (type.id == id)
            return &type;
    }
    return nullptr;
}

Result<GgufHeader> readGgufHeader(std::istream& in, const std::string& file, const GgufLimits& limits)
{
    Reader reader(in, file, limits);
    GgufHeader header;
    if (!readPreamble(reader, header) || !readMetadata(reader, header, limits))
        return reader.takeErrors();
    return header;
}

} // namespace gpuatlas::engine::inline imports
