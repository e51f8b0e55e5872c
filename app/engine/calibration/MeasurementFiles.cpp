// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/calibration/MeasurementFiles.h"

#include "engine/core/NumberText.h"
#include "engine/io/EmbeddedSchemas.h"
#include "engine/io/JsonInput.h"
#include "engine/io/JsonRead.h"
#include "engine/io/JsonSchema.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <sstream>

namespace gpuatlas::engine::inline calibration {

using nlohmann::json;
namespace jr = jsonread;

namespace {

constexpr std::array<std::string_view, 15> columns{
    "gpu",    "model", "task",    "precision",    "batch",         "prompt_tokens", "output_tokens", "seq_len",
    "method", "gpus",  "runtime", "tokens_per_s", "samples_per_s", "date",          "note"};
constexpr std::array<std::string_view, 5> integerColumns{"batch", "prompt_tokens", "output_tokens", "seq_len", "gpus"};
constexpr std::array<std::string_view, 2> numberColumns{"tokens_per_s", "samples_per_s"};

const JsonSchema& schema()
{
    static const JsonSchema parsed(json::parse(schemas::measurements));
    return parsed;
}

Task taskFrom(const std::string& id)
{
    for (const Task task : {Task::Inference, Task::Training, Task::Finetune}) {
        if (taskId(task) == id)
            return task;
    }
    return Task::Inference;
}

FinetuneMethod methodFrom(const std::string& id)
{
    for (const FinetuneMethod method : {FinetuneMethod::Full, FinetuneMethod::Lora, FinetuneMethod::Qlora}) {
        if (finetuneMethodId(method) == id)
            return method;
    }
    return FinetuneMethod::Full;
}

Measurement measurementFrom(const json& value)
{
    Measurement m;
    m.gpuId = value["gpu"].get<std::string>();
    m.modelId = value["model"].get<std::string>();
    m.task = taskFrom(value["task"].get<std::string>());
    m.precision = precisionFromId(value["precision"].get<std::string>()).value_or(Precision::FP16);
    m.batch = value["batch"].get<int>();
    m.promptTokens = jr::optionalInt(value, "prompt_tokens").value_or(m.promptTokens);
    m.outputTokens = jr::optionalInt(value, "output_tokens").value_or(m.outputTokens);
    m.seqLen = jr::optionalInt(value, "seq_len").value_or(m.seqLen);
    m.method = methodFrom(jr::stringOr(value, "method", "full"));
    m.gpus = jr::optionalInt(value, "gpus").value_or(1);
    m.runtime = Assumptions::runtimeFromId(jr::stringOr(value, "runtime", "optimized")).value_or(Runtime::Optimized);
    if (value.contains("tokens_per_s")) {
        m.metric = MeasuredMetric::TokensPerS;
        m.value = value["tokens_per_s"].get<double>();
    } else {
        m.metric = MeasuredMetric::SamplesPerS;
        m.value = value["samples_per_s"].get<double>();
    }
    m.date = jr::stringOr(value, "date");
    m.note = jr::stringOr(value, "note");
    return m;
}

// Validates a document and reads its rows. `pointerFor` maps a JSON pointer of the
// document to the one reported (the CSV form reports lines).
template <class PointerFor>
Result<std::vector<Measurement>> readDocument(const json& document, const std::string& file, PointerFor pointerFor)
{
    Diagnostics errors;
    schema().validate(document, file, errors);
    if (errors.empty()) {
        const auto& items = document["measurements"];
        for (std::size_t i = 0; i < items.size(); ++i) {
            if (items[i].contains("tokens_per_s") && items[i].contains("samples_per_s")) {
                errors.push_back({DiagnosticCode::InconsistentValue,
                                  file,
                                  jsonPointerAppend(jsonPointerAppend("/measurements", i), "samples_per_s"),
                                  {"samples_per_s", "tokens_per_s"},
                                  {}});
            }
        }
    }
    if (!errors.empty()) {
        for (auto& error : errors)
            error.pointer = pointerFor(error.pointer);
        return errors;
    }
    std::vector<Measurement> out;
    for (const auto& item : document["measurements"])
        out.push_back(measurementFrom(item));
    return out;
}

// ---- CSV (RFC 4180) --------------------------------------------------------------

struct CsvRecord
{
    int line = 1; // where the record starts
    std::vector<std::string> fields;
};

std::vector<CsvRecord> parseCsv(std::string_view text, char separator)
{
    std::vector<CsvRecord> records;
    CsvRecord record;
    std::string field;
    bool quoted = false;
    bool fieldStarted = false;
    int line = 1;
    const auto endRecord = [&] {
        record.fields.push_back(std::move(field));
        field.clear();
        const bool blank = record.fields.size() == 1 && record.fields.front().empty() && !fieldStarted;
        if (!blank)
            records.push_back(std::move(record));
        record = CsvRecord{};
        record.line = line;
        fieldStarted = false;
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                if (c == '\n')
                    ++line;
                field += c;
            }
            continue;
        }
        if (c == '"') {
            quoted = true;
            fieldStarted = true;
        } else if (c == separator) {
            record.fields.push_back(std::move(field));
            field.clear();
            fieldStarted = true;
        } else if (c == '\n' || c == '\r') {
            if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
                ++i;
            ++line;
            endRecord();
        } else {
            field += c;
            fieldStarted = true;
        }
    }
    if (fieldStarted || !field.empty() || !record.fields.empty())
        endRecord();
    return records;
}

std::string trimmed(const std::string& text)
{
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string::npos)
        return {};
    const auto last = text.find_last_not_of(" \t");
    return text.substr(first, last - first + 1);
}

bool contains(std::span<const std::string_view> list, std::string_view value)
{
    return std::find(list.begin(), list.end(), value) != list.end();
}

// Spreadsheets in locales with a decimal comma (German, French) save CSV with ';' between
// cells and ',' in numbers. Such a file is recognised by its header: a ';' and no ','.
char separatorOf(std::string_view text)
{
    const std::string_view header = text.substr(0, text.find_first_of("\r\n"));
    return header.find(',') == std::string_view::npos && header.find(';') != std::string_view::npos ? ';' : ',';
}

// A CSV cell as the JSON value it stands for: numbers in numeric columns when they
// parse, otherwise the text (so the schema reports the type at the right place).
json cellValue(std::string_view column, const std::string& text, numbertext::DecimalSeparator decimal)
{
    const bool integer = contains(integerColumns, column);
    const bool number = integer || contains(numberColumns, column);
    if (!number)
        return text;
    numbertext::Rules rules;
    rules.decimal = decimal;
    if (const auto whole = numbertext::parseInteger(text, rules))
        return whole.value;
    if (const auto real = numbertext::parseDouble(text, rules))
        return real.value;
    return text;
}

std::string csvQuoted(const std::string& text)
{
    if (text.find_first_of(",\"\r\n") == std::string::npos)
        return text;
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"')
            out += '"';
        out += c;
    }
    return out + '"';
}

std::string numberText(double value)
{
    std::ostringstream out;
    out.precision(12);
    out << value;
    return out.str();
}

} // namespace

Result<std::vector<Measurement>> readMeasurements(std::string_view text, const std::string& file)
{
    auto parsed = parseJson(text, file);
    if (!parsed)
        return parsed.errors();
    return readDocument(parsed.value(), file, [](const std::string& pointer) { return pointer; });
}

Result<std::vector<Measurement>> readMeasurementsCsv(std::string_view text, const std::string& file)
{
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);
    // The rows end up in JSON (the user's measurements file), which must be UTF-8:
    // json::dump() throws on anything else, which crashed the app on save (fuzz_measurements_csv).
    if (const auto bad = firstInvalidUtf8(text); bad != std::string_view::npos)
        return Diagnostic{DiagnosticCode::InvalidUtf8, file, {}, {std::to_string(bad)}, {}};
    // Every field costs a string even when empty: bound them as JSON values are bounded,
    // or a file of commas costs gigabytes.
    const char separator = separatorOf(text);
    const auto decimal = separator == ';' ? numbertext::DecimalSeparator::Comma : numbertext::DecimalSeparator::Point;
    const auto fields = static_cast<std::size_t>(
        std::count_if(text.begin(), text.end(), [separator](char c) { return c == separator || c == '\n'; }));
    if (const std::size_t limit = JsonLimits{}.maxValues; fields > limit)
        return Diagnostic{DiagnosticCode::JsonTooManyValues, file, {}, {std::to_string(limit)}, {}};
    const std::vector<CsvRecord> records = parseCsv(text, separator);
    if (records.empty())
        return Diagnostic{DiagnosticCode::MissingField, file, "/1/gpu", {"gpu"}, {}};

    std::vector<std::string> header;
    Diagnostics errors;
    for (const auto& name : records.front().fields) {
        header.push_back(trimmed(name));
        if (!contains(columns, header.back()))
            errors.push_back(
                {DiagnosticCode::UnknownField, file, jsonPointerAppend("/1", header.back()), {header.back()}, {}});
    }
    if (!errors.empty())
        return errors;

    json list = json::array();
    std::vector<int> lines;
    for (std::size_t r = 1; r < records.size(); ++r) {
        const CsvRecord& record = records[r];
        json item = json::object();
        for (std::size_t c = 0; c < record.fields.size(); ++c) {
            const std::string value = trimmed(record.fields[c]);
            if (c >= header.size()) {
                if (!value.empty())
                    errors.push_back({DiagnosticCode::InconsistentValue,
                                      file,
                                      "/" + std::to_string(record.line),
                                      {"columns", std::to_string(record.fields.size())},
                                      {}});
                continue;
            }
            if (!value.empty())
                item[header[c]] = cellValue(header[c], value, decimal);
        }
        list.push_back(std::move(item));
        lines.push_back(record.line);
    }
    if (!errors.empty())
        return errors;

    const json document{{"format", "gpu-atlas-measurements"}, {"version", 1}, {"measurements", std::move(list)}};
    // "/measurements/3/batch" -> "/<line of row 3>/batch"
    return readDocument(document, file, [&lines](const std::string& pointer) {
        const std::string prefix = "/measurements/";
        if (pointer.rfind(prefix, 0) != 0)
            return pointer;
        const auto slash = pointer.find('/', prefix.size());
        const auto row =
            numbertext::parseInteger(std::string_view(pointer).substr(prefix.size(), slash - prefix.size()));
        const auto index = static_cast<std::size_t>(row.value);
        const std::string rest = slash == std::string::npos ? std::string() : pointer.substr(slash);
        return "/" + std::to_string(row && index < lines.size() ? lines[index] : 0) + rest;
    });
}

json measurementsDocument(std::span<const Measurement> measurements)
{
    json list = json::array();
    for (const auto& m : measurements) {
        json item{{"gpu", m.gpuId},
                  {"model", m.modelId},
                  {"task", taskId(m.task)},
                  {"precision", precisionId(m.precision)},
                  {"batch", m.batch}};
        if (m.task == Task::Inference) {
            item["prompt_tokens"] = m.promptTokens;
            item["output_tokens"] = m.outputTokens;
        } else {
            item["seq_len"] = m.seqLen;
            if (m.task == Task::Finetune)
                item["method"] = finetuneMethodId(m.method);
        }
        if (m.gpus != 1)
            item["gpus"] = m.gpus;
        if (m.runtime != Runtime::Optimized)
            item["runtime"] = runtimeId(m.runtime);
        item[std::string(measuredMetricId(m.metric))] = m.value;
        if (!m.date.empty())
            item["date"] = m.date;
        if (!m.note.empty())
            item["note"] = m.note;
        list.push_back(std::move(item));
    }
    return json{{"format", "gpu-atlas-measurements"}, {"version", 1}, {"measurements", std::move(list)}};
}

std::string measurementsCsv(std::span<const Measurement> measurements)
{
    std::string out;
    for (std::size_t c = 0; c < columns.size(); ++c)
        out += (c ? "," : "") + std::string(columns[c]);
    out += "\r\n";
    const json document = measurementsDocument(measurements);
    for (const auto& item : document["measurements"]) {
        for (std::size_t c = 0; c < columns.size(); ++c) {
            if (c)
                out += ',';
            const auto it = item.find(std::string(columns[c]));
            if (it == item.end())
                continue;
            out += it->is_string()           ? csvQuoted(it->get<std::string>())
                   : it->is_number_integer() ? std::to_string(it->get<long long>())
                                             : numberText(it->get<double>());
        }
        out += "\r\n";
    }
    return out;
}

} // namespace gpuatlas::engine::inline calibration
