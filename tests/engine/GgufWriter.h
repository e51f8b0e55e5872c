// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Builds GGUF headers in memory for the tests (tst_GgufHeader, tst_ImportCommands): the
// layout of ggml docs/gguf.md, little-endian unless asked otherwise. Only the header:
// readers must never need the tensors.
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

class GgufWriter
{
public:
    enum Type : std::uint32_t
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

    explicit GgufWriter(std::uint32_t version = 3, bool bigEndian = false)
        : m_bigEndian(bigEndian)
    {
        m_bytes = "GGUF";
        put(version);
    }

    // Call once, right after the constructor.
    GgufWriter& counts(std::uint64_t tensors, std::uint64_t keys)
    {
        put(tensors);
        put(keys);
        return *this;
    }

    GgufWriter& u32(const std::string& key, std::uint32_t value) { return keyed(key, Uint32).put(value); }
    GgufWriter& u64(const std::string& key, std::uint64_t value) { return keyed(key, Uint64).put(value); }
    GgufWriter& i32(const std::string& key, std::int32_t value) { return keyed(key, Int32).put(value); }
    GgufWriter& f32(const std::string& key, float value) { return keyed(key, Float32).put(value); }
    GgufWriter& flag(const std::string& key, bool value) { return keyed(key, Bool).put(std::uint8_t(value)); }
    GgufWriter& str(const std::string& key, const std::string& value) { return keyed(key, String).text(value); }

    GgufWriter& u32Array(const std::string& key, const std::vector<std::uint32_t>& values)
    {
        keyed(key, Array).put(std::uint32_t(Uint32)).put(std::uint64_t(values.size()));
        for (const auto value : values)
            put(value);
        return *this;
    }

    // The tokenizer's vocabulary: `count` short strings.
    GgufWriter& tokens(const std::string& key, std::uint64_t count)
    {
        keyed(key, Array).put(std::uint32_t(String)).put(count);
        for (std::uint64_t i = 0; i < count; ++i)
            text("t" + std::to_string(i));
        return *this;
    }

    // Raw pieces, for hostile headers.
    template <class T>
    GgufWriter& put(T value)
    {
        char raw[sizeof(T)];
        std::memcpy(raw, &value, sizeof(T));
        if (m_bigEndian) {
            for (std::size_t i = 0; i < sizeof(T) / 2; ++i)
                std::swap(raw[i], raw[sizeof(T) - 1 - i]);
        }
        m_bytes.append(raw, sizeof(T));
        return *this;
    }

    GgufWriter& text(const std::string& value)
    {
        put(std::uint64_t(value.size()));
        m_bytes += value;
        return *this;
    }

    GgufWriter& keyed(const std::string& key, std::uint32_t type)
    {
        text(key);
        return put(type);
    }

    const std::string& bytes() const { return m_bytes; }

private:
    std::string m_bytes;
    bool m_bigEndian = false;
};

// A Llama-3-8B-shaped header (llama.cpp's convert_hf_to_gguf.py writes these keys), with
// a tokenizer of `vocab` tokens and file type `fileType` (15: Q4_K_M).
inline std::string llamaGguf(std::uint32_t fileType = 15, std::uint64_t vocab = 128256)
{
    GgufWriter w;
    w.counts(291, 11)
        .str("general.architecture", "llama")
        .str("general.name", "Meta Llama 3 8B")
        .u32("llama.block_count", 32)
        .u32("llama.context_length", 8192)
        .u32("llama.embedding_length", 4096)
        .u32("llama.feed_forward_length", 14336)
        .u32("llama.attention.head_count", 32)
        .u32("llama.attention.head_count_kv", 8)
        .f32("llama.rope.freq_base", 500000.0f)
        .u32("general.file_type", fileType)
        .tokens("tokenizer.ggml.tokens", vocab);
    return w.bytes();
}
