// SPDX-License-Identifier: GPL-3.0-or-later
#include "GgufWriter.h"
#include "engine/imports/GgufHeader.h"
#include "engine/perf/MemoryModel.h"
#include "support/TestMain.h"

#include <QTest>

#include <limits>
#include <sstream>

using namespace gpuatlas::engine;

Q_DECLARE_METATYPE(DiagnosticCode)

namespace {

Result<GgufHeader> read(const std::string& bytes, const GgufLimits& limits = {})
{
    std::istringstream in(bytes);
    return readGgufHeader(in, "model.gguf", limits);
}

Result<ModelImport> import(const std::string& bytes)
{
    std::istringstream in(bytes);
    return importGguf(in, "model.gguf");
}

// A DeepSeek-V3 header as llama.cpp's converter writes it (arch deepseek2).
// DeepSeek-V3's header; `sharedExperts` of its 2,048-wide experts in every MoE layer.
GgufWriter deepseekWriter(std::uint32_t sharedExperts = 1)
{
    GgufWriter w;
    w.counts(1025, 19)
        .str("general.architecture", "deepseek2")
        .u32("deepseek2.block_count", 61)
        .u32("deepseek2.context_length", 163840)
        .u32("deepseek2.embedding_length", 7168)
        .u32("deepseek2.feed_forward_length", 18432)
        .u32("deepseek2.attention.head_count", 128)
        .u32("deepseek2.attention.head_count_kv", 128)
        .u32("deepseek2.attention.key_length", 192)
        .u32("deepseek2.attention.value_length", 128)
        .u32("deepseek2.attention.q_lora_rank", 1536)
        .u32("deepseek2.attention.kv_lora_rank", 512)
        .u32("deepseek2.rope.dimension_count", 64)
        .u32("deepseek2.leading_dense_block_count", 3)
        .u32("deepseek2.expert_count", 256)
        .u32("deepseek2.expert_used_count", 8)
        .u32("deepseek2.expert_shared_count", sharedExperts)
        .u32("deepseek2.expert_feed_forward_length", 2048)
        .u32("general.file_type", 7)
        .tokens("tokenizer.ggml.tokens", 129280);
    return w;
}

std::string deepseekGguf()
{
    return deepseekWriter().bytes();
}

// A header whose first key-value holds the raw `tail` after the key.
std::string withValue(const std::string& key, std::uint32_t type, const std::string& tail)
{
    GgufWriter w;
    w.counts(0, 1).keyed(key, type);
    return w.bytes() + tail;
}

template <class T>
std::string raw(T value)
{
    return std::string(reinterpret_cast<const char*>(&value), sizeof(T));
}

} // namespace

class tst_GgufHeader : public QObject
{
    Q_OBJECT

private slots:
    void readsLlamaHeader();
    void stopsAfterTheMetadata();
    void fileTypeSetsBitsPerWeight_data();
    void fileTypeSetsBitsPerWeight();
    void statedParameterCountWins();
    void mixtureOfExpertsAndMla();
    void slidingWindowPattern();
    void perLayerHeadCounts();
    void bigEndian();
    void magicIsRecognised();
    void hostileHeaders_data();
    void hostileHeaders();
    void everyTruncationIsAnError();
    void metadataBudget();
    void badShape_data();
    void badShape();
};

void tst_GgufHeader::readsLlamaHeader()
{
    const auto header = read(llamaGguf());
    QVERIFY(header.ok());
    QCOMPARE(header->version, 3u);
    QCOMPARE(header->tensorCount, std::uint64_t(291));
    QCOMPARE(header->metadata.size(), std::size_t(11));
    QCOMPARE(*header->metadata.at("general.architecture").text, std::string("llama"));
    QCOMPARE(header->metadata.at("tokenizer.ggml.tokens").count, std::uint64_t(128256));
    QVERIFY(header->metadata.at("tokenizer.ggml.tokens").items.empty()); // skipped, not stored

    const auto imported = import(llamaGguf());
    QVERIFY(imported.ok());
    const auto& model = imported->model;
    QCOMPARE(imported->format, std::string("gguf"));
    QCOMPARE(imported->modelType, std::string("llama"));
    QCOMPARE(model.name, std::string("Meta Llama 3 8B"));
    QCOMPARE(model.layers, 32);
    QCOMPARE(model.hidden, 4096);
    QCOMPARE(model.heads, 32);
    QCOMPARE(model.kvHeads, 8);
    QCOMPARE(model.headDim, 128); // embedding_length / head_count: no key_length
    QCOMPARE(model.ffn, 14336);
    QCOMPARE(model.vocab, 128256); // the tokenizer's array length
    QCOMPARE(model.maxContext, 8192);
    QVERIFY(model.gatedFfn);
    // From the shape: the 8,030,261,248 of Llama 3 8B.
    QCOMPARE(model.params, 8030261248.0);
    QCOMPARE(MemoryModel::kvBytesPerToken(model, Precision::FP16), 131072.0);
    // Q4_K_M: llama-quantize's 4.58 GiB for Llama-3-8B -> 4.90 bits per weight.
    QCOMPARE(model.quantization, std::string("Q4_K_M"));
    QCOMPARE(model.bitsPerWeight, 4.9);
    QCOMPARE(model.suggestedPrecision, std::string("int4"));
    QVERIFY(imported->unknownKeys.empty()); // rope.freq_base is known and irrelevant
}

void tst_GgufHeader::stopsAfterTheMetadata()
{
    // Whatever follows the key-values (tensor infos, then gigabytes of tensors) is never read.
    const std::string header = llamaGguf();
    std::istringstream in(header + std::string(1 << 20, '\xff'));
    const auto read = readGgufHeader(in, "model.gguf");
    QVERIFY(read.ok());
    QCOMPARE(read->metadataBytes, std::uint64_t(header.size()));
    QCOMPARE(static_cast<std::uint64_t>(in.tellg()), std::uint64_t(header.size()));
}

void tst_GgufHeader::fileTypeSetsBitsPerWeight_data()
{
    QTest::addColumn<uint>("fileType");
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("bits");
    QTest::addColumn<QString>("precision");
    // llama.h llama_ftype; bits from llama-quantize's sizes on Llama-3-8B (GiB x 2^33 / 8.03e9).
    QTest::newRow("F32") << 0u << "F32" << 32.0 << "fp32";
    QTest::newRow("F16") << 1u << "F16" << 16.0 << "fp16";
    QTest::newRow("Q4_0") << 2u << "Q4_0" << 4.64 << "int4";
    QTest::newRow("Q8_0") << 7u << "Q8_0" << 8.51 << "int8";
    QTest::newRow("Q4_K_S") << 14u << "Q4_K_S" << 4.67 << "int4";
    QTest::newRow("Q5_K_M") << 17u << "Q5_K_M" << 5.7 << "int8";
    QTest::newRow("Q6_K") << 18u << "Q6_K" << 6.57 << "int8";
    QTest::newRow("IQ4_XS (stated in bits)") << 30u << "IQ4_XS" << 4.25 << "int4";
    QTest::newRow("BF16") << 32u << "BF16" << 16.0 << "bf16";
    QTest::newRow("MXFP4_MOE") << 38u << "MXFP4_MOE" << 4.25 << "fp4";
}

void tst_GgufHeader::fileTypeSetsBitsPerWeight()
{
    QFETCH(uint, fileType);
    QFETCH(QString, name);
    QFETCH(double, bits);
    QFETCH(QString, precision);
    const auto imported = import(llamaGguf(fileType));
    QVERIFY(imported.ok());
    QCOMPARE(QString::fromStdString(imported->model.quantization), name);
    QCOMPARE(imported->model.bitsPerWeight, bits);
    QCOMPARE(QString::fromStdString(imported->model.suggestedPrecision), precision);
    QCOMPARE(imported->ggufFileType, std::uint32_t(fileType));

    // A type this table does not know names no quantization and says so.
    const auto unknown = import(llamaGguf(99));
    QVERIFY(unknown.ok());
    QVERIFY(unknown->model.quantization.empty());
    QCOMPARE(unknown->model.bitsPerWeight, 0.0);
    QVERIFY(std::any_of(unknown->assumed.begin(), unknown->assumed.end(),
                        [](const AssumedValue& v) { return v.key == "general.file_type"; }));
}

void tst_GgufHeader::statedParameterCountWins()
{
    GgufWriter w;
    w.counts(0, 6)
        .str("general.architecture", "qwen3")
        .u32("qwen3.block_count", 36)
        .u32("qwen3.embedding_length", 4096)
        .u32("qwen3.attention.head_count", 32)
        .u64("general.parameter_count", 8190735360ull)
        .tokens("tokenizer.ggml.tokens", 1000);
    const auto imported = import(w.bytes());
    QVERIFY(imported.ok());
    QCOMPARE(imported->model.params, 8190735360.0);
    QVERIFY(imported->parameterCountFromFile);
    QCOMPARE(imported->model.kvHeads, 32); // no head_count_kv: as many as heads, and said so
    QVERIFY(std::any_of(imported->assumed.begin(), imported->assumed.end(),
                        [](const AssumedValue& v) { return v.key == "qwen3.attention.head_count_kv"; }));
}

void tst_GgufHeader::mixtureOfExpertsAndMla()
{
    const auto imported = import(deepseekGguf());
    QVERIFY2(imported.ok(), imported.ok() ? "" : imported.errors().front().pointer.c_str());
    const auto& model = imported->model;
    QCOMPARE(model.attention, AttentionKind::Mla);
    QCOMPARE(model.kvLoraRank, 512);
    QCOMPARE(model.qkRopeHeadDim, 64);
    QCOMPARE(model.qkNopeHeadDim, 128);
    QCOMPARE(model.vHeadDim, 128);
    QCOMPARE(model.experts, 256);
    QCOMPARE(model.ffn, 2048);
    QCOMPARE(model.denseLayers, 3);
    QCOMPARE(model.denseFfn, 18432);
    QCOMPARE(model.sharedExpertFfn, 2048);
    // The same shape as the config.json gives: 671 B, and the latent's 70,272 bytes per token.
    QVERIFY2(std::abs(model.params / 671e9 - 1) < 0.01, std::to_string(model.params).c_str());
    QCOMPARE(MemoryModel::kvBytesPerToken(model, Precision::FP16), 576.0 * 61 * 2);
    QCOMPARE(model.quantization, std::string("Q8_0"));
}

void tst_GgufHeader::slidingWindowPattern()
{
    GgufWriter w;
    w.counts(0, 8)
        .str("general.architecture", "gemma3")
        .u32("gemma3.block_count", 62)
        .u32("gemma3.embedding_length", 5376)
        .u32("gemma3.attention.head_count", 32)
        .u32("gemma3.attention.head_count_kv", 16)
        .u32("gemma3.attention.key_length", 128)
        .u32("gemma3.attention.sliding_window", 1024)
        .tokens("tokenizer.ggml.tokens", 100);
    const auto imported = import(w.bytes());
    QVERIFY(imported.ok());
    // llama.cpp's gemma3: set_swa_pattern(6), five local layers then a global one.
    QCOMPARE(imported->model.attention, AttentionKind::Mixed);
    QCOMPARE(imported->model.slidingWindow, 1024);
    QCOMPARE(imported->model.localLayerCount(), 52);
    QVERIFY(imported->tiedEmbeddings);
}

void tst_GgufHeader::perLayerHeadCounts()
{
    GgufWriter w;
    w.counts(0, 6)
        .str("general.architecture", "llama")
        .u32("llama.block_count", 4)
        .u32("llama.embedding_length", 1024)
        .u32Array("llama.attention.head_count", {8, 8, 8, 8})
        .u32Array("llama.attention.head_count_kv", {2, 2, 4, 2})
        .tokens("tokenizer.ggml.tokens", 10);
    const auto imported = import(w.bytes());
    QVERIFY(imported.ok());
    QCOMPARE(imported->model.heads, 8);
    QCOMPARE(imported->model.kvHeads, 4); // the largest, and the preview says it varies
    QVERIFY(std::any_of(imported->assumed.begin(), imported->assumed.end(),
                        [](const AssumedValue& v) { return v.key == "llama.attention.head_count_kv"; }));

    // Without a tokenizer or a vocab_size there is no vocabulary to size the embeddings.
    GgufWriter noVocabulary;
    noVocabulary.counts(0, 4)
        .str("general.architecture", "llama")
        .u32("llama.block_count", 4)
        .u32("llama.embedding_length", 1024)
        .u32("llama.attention.head_count", 8);
    const auto missing = import(noVocabulary.bytes());
    QVERIFY(!missing.ok());
    QCOMPARE(missing.errors().front().pointer, std::string("/tokenizer.ggml.tokens"));
}

void tst_GgufHeader::bigEndian()
{
    GgufWriter w(3, true);
    w.counts(291, 6)
        .str("general.architecture", "llama")
        .u32("llama.block_count", 32)
        .u32("llama.embedding_length", 4096)
        .u32("llama.attention.head_count", 32)
        .u32("llama.attention.head_count_kv", 8)
        .tokens("tokenizer.ggml.tokens", 32000);
    const auto imported = import(w.bytes());
    QVERIFY(imported.ok());
    QCOMPARE(imported->model.layers, 32);
    QCOMPARE(imported->model.kvHeads, 8);
    QCOMPARE(imported->model.vocab, 32000);
}

void tst_GgufHeader::magicIsRecognised()
{
    QVERIFY(isGgufMagic("GGUF\x03"));
    QVERIFY(!isGgufMagic("GGU"));
    QVERIFY(!isGgufMagic("{\"model_type\": \"llama\"}"));
    QVERIFY(!isGgufMagic("ggml"));
}

void tst_GgufHeader::hostileHeaders_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<DiagnosticCode>("code");
    QTest::addColumn<QString>("pointer");
    const auto row = [](const char* name, const std::string& bytes, DiagnosticCode code, const char* pointer) {
        QTest::newRow(name) << QByteArray(bytes.data(), static_cast<qsizetype>(bytes.size())) << code
                            << QString::fromLatin1(pointer);
    };
    const std::uint64_t huge = std::uint64_t(1) << 62;
    row("not GGUF", "GGML" + raw(std::uint32_t(3)), DiagnosticCode::WrongConstant, "/magic");
    row("version 1", GgufWriter(1).bytes() + raw(std::uint32_t(0)), DiagnosticCode::NotInEnum, "/version");
    row("version 4", GgufWriter(4).counts(0, 0).bytes(), DiagnosticCode::NotInEnum, "/version");
    row("2^62 tensors", GgufWriter().counts(huge, 0).bytes(), DiagnosticCode::AboveMaximum, "/tensor_count");
    row("2^62 keys", GgufWriter().counts(0, huge).bytes(), DiagnosticCode::AboveMaximum, "/metadata_kv_count");
    row("2^62-byte key", GgufWriter().counts(0, 1).put(huge).bytes(), DiagnosticCode::AboveMaximum, "/metadata/0");
    row("2^62-byte string", withValue("general.name", GgufWriter::String, raw(huge)), DiagnosticCode::AboveMaximum,
        "/general.name");
    row("2^62-element array",
        withValue("tokenizer.ggml.tokens", GgufWriter::Array, raw(std::uint32_t(GgufWriter::String)) + raw(huge)),
        DiagnosticCode::AboveMaximum, "/tokenizer.ggml.tokens");
    row("2^62 bytes of uint8",
        withValue("tokenizer.ggml.token_type", GgufWriter::Array, raw(std::uint32_t(GgufWriter::Uint8)) + raw(huge)),
        DiagnosticCode::AboveMaximum, "/tokenizer.ggml.token_type");
    row("value type 99", withValue("general.name", 99, ""), DiagnosticCode::NotInEnum, "/general.name");
    row("array of type 99",
        withValue("general.tags", GgufWriter::Array, raw(std::uint32_t(99)) + raw(std::uint64_t(1))),
        DiagnosticCode::NotInEnum, "/general.tags");
    std::string nested = raw(std::uint32_t(GgufWriter::Array)) + raw(std::uint64_t(1));
    for (int i = 0; i < 6; ++i)
        nested += raw(std::uint32_t(GgufWriter::Array)) + raw(std::uint64_t(1));
    row("arrays nested 7 deep", withValue("general.tags", GgufWriter::Array, nested), DiagnosticCode::AboveMaximum,
        "/general.tags");
    GgufWriter twice;
    twice.counts(0, 2).u32("llama.block_count", 32).u32("llama.block_count", 40);
    row("a key twice", twice.bytes(), DiagnosticCode::DuplicateKey, "/llama.block_count");
    GgufWriter control;
    control.counts(0, 1).keyed("bad\x1b[31mkey", 99);
    // The key is shown with its control bytes escaped, never as a terminal escape sequence.
    row("escape codes in a key", control.bytes(), DiagnosticCode::NotInEnum, "/bad\\x1b[31mkey");
}

void tst_GgufHeader::hostileHeaders()
{
    QFETCH(QByteArray, bytes);
    QFETCH(DiagnosticCode, code);
    QFETCH(QString, pointer);
    const auto header = read(bytes.toStdString());
    QVERIFY(!header.ok());
    QCOMPARE(header.errors().front().code, code);
    QCOMPARE(QString::fromStdString(header.errors().front().pointer), pointer);
    QCOMPARE(header.errors().front().file, std::string("model.gguf"));
}

void tst_GgufHeader::everyTruncationIsAnError()
{
    // Cut anywhere, a header is refused with the place it was cut, never read past its end.
    GgufWriter w;
    w.counts(3, 5)
        .str("general.architecture", "llama")
        .u32("llama.block_count", 2)
        .u32Array("llama.attention.head_count", {4, 4})
        .f32("llama.rope.freq_base", 10000.0f)
        .tokens("tokenizer.ggml.tokens", 3);
    const std::string whole = w.bytes();
    QVERIFY(read(whole).ok());
    for (std::size_t size = 0; size < whole.size(); ++size) {
        const auto cut = read(whole.substr(0, size));
        QVERIFY2(!cut.ok(), qPrintable(QString::number(size)));
        QCOMPARE(cut.errors().front().code, DiagnosticCode::FileTruncated);
        QCOMPARE(cut.errors().front().args.front(), std::to_string(size));
    }
}

void tst_GgufHeader::metadataBudget()
{
    // A header larger than the cap is refused when the cap is reached, not read to its end.
    GgufLimits limits;
    limits.maxMetadataBytes = 4096;
    const auto header = read(llamaGguf(), limits);
    QVERIFY(!header.ok());
    QCOMPARE(header.errors().front().code, DiagnosticCode::AboveMaximum);
    QCOMPARE(header.errors().front().pointer, std::string("/tokenizer.ggml.tokens"));
    QCOMPARE(header.errors().front().args.back(), std::string("4096"));
}

void tst_GgufHeader::badShape_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<DiagnosticCode>("code");
    QTest::addColumn<QString>("pointer");
    const auto row = [](const char* name, GgufWriter& w, DiagnosticCode code, const char* pointer) {
        QTest::newRow(name) << QByteArray(w.bytes().data(), static_cast<qsizetype>(w.bytes().size())) << code
                            << QString::fromLatin1(pointer);
    };
    GgufWriter noArch;
    noArch.counts(0, 1).u32("llama.block_count", 32);
    row("no architecture", noArch, DiagnosticCode::MissingField, "/general.architecture");
    GgufWriter stringLayers;
    stringLayers.counts(0, 2).str("general.architecture", "llama").str("llama.block_count", "32");
    row("block_count as text", stringLayers, DiagnosticCode::WrongType, "/llama.block_count");
    GgufWriter noLayers;
    noLayers.counts(0, 4)
        .str("general.architecture", "llama")
        .u32("llama.embedding_length", 4096)
        .u32("llama.attention.head_count", 32)
        .tokens("tokenizer.ggml.tokens", 10);
    row("no block_count", noLayers, DiagnosticCode::MissingField, "/llama.block_count");
    GgufWriter tooMany;
    tooMany.counts(0, 2).str("general.architecture", "llama").u32("llama.block_count", 4000000000u);
    row("4e9 layers", tooMany, DiagnosticCode::AboveMaximum, "/llama.block_count");
    GgufWriter badKv;
    badKv.counts(0, 6)
        .str("general.architecture", "llama")
        .u32("llama.block_count", 32)
        .u32("llama.embedding_length", 4096)
        .u32("llama.attention.head_count", 32)
        .u32("llama.attention.head_count_kv", 5)
        .tokens("tokenizer.ggml.tokens", 10);
    row("5 KV heads for 32", badKv, DiagnosticCode::InconsistentValue, "/llama.attention.head_count_kv");
    GgufWriter floatHeads;
    floatHeads.counts(0, 2).str("general.architecture", "llama").f32("llama.attention.head_count", 32.5f);
    row("a float head count", floatHeads, DiagnosticCode::WrongType, "/llama.attention.head_count");
    // 10,000 x 2,048 = 20.5 million: each count is valid, their product is past what a workload saves.
    GgufWriter wideShared = deepseekWriter(10000);
    row("shared experts 20 million wide", wideShared, DiagnosticCode::AboveMaximum, "/deepseek2.expert_shared_count");
}

void tst_GgufHeader::badShape()
{
    QFETCH(QByteArray, bytes);
    QFETCH(DiagnosticCode, code);
    QFETCH(QString, pointer);
    const auto imported = import(bytes.toStdString());
    QVERIFY(!imported.ok());
    QCOMPARE(imported.errors().front().code, code);
    QCOMPARE(QString::fromStdString(imported.errors().front().pointer), pointer);
}

GPUATLAS_TEST_GUILESS_MAIN(tst_GgufHeader)
#include "tst_GgufHeader.moc"
