// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace gpuatlas::engine::inline core {

// What went wrong with an input, as a code and its parameters. The engine never
// builds sentences: app/text turns a Diagnostic into a translated message.
enum class DiagnosticCode
{
    FileUnreadable,        // args: reason
    FileTooLarge,          // args: size in bytes, limit in bytes
    InvalidUtf8,           // args: byte offset
    JsonSyntax,            // args: byte offset; detail: parser message
    JsonTooDeep,           // args: depth limit, byte offset
    JsonTooManyValues,     // args: value limit, byte offset
    NumberOutOfRange,      // args: the number as written, byte offset
    DuplicateKey,          // args: the key; pointer: where it repeats
    WrongType,             // args: expected type(s), actual type
    MissingField,          // args: field name
    UnknownField,          // args: field name
    NotInEnum,             // args: value, allowed values joined by ", "
    WrongConstant,         // args: expected value
    BelowMinimum,          // args: value, minimum
    NotAboveMinimum,       // args: value, exclusive minimum
    AboveMaximum,          // args: value, maximum
    PatternMismatch,       // args: value, pattern
    StringTooShort,        // args: minimum length
    TooFewItems,           // args: minimum count
    NotFinite,             // args: -
    DuplicateId,           // args: id, first JSON pointer
    SparseNotDoubleDense,  // args: dense, sparse
    SparseBelowDense,      // args: dense, sparse
    UnknownGpu,            // args: id
    UnknownModel,          // args: id
    DuplicateDefaultPrice, // args: gpu id
    InconsistentValue,     // args: what, detail value(s)
    ModelTooLarge,         // args: parameters, the most allowed
    FileTruncated,         // args: bytes read before the file ended; pointer: what was being read
};

struct Diagnostic
{
    DiagnosticCode code = DiagnosticCode::JsonSyntax;
    std::string file;              // as the user named it
    std::string pointer;           // RFC 6901 JSON pointer; empty for the whole document
    std::vector<std::string> args; // code-specific parameters, see DiagnosticCode
    std::string detail;            // technical detail from a parser, English, may be empty
};

using Diagnostics = std::vector<Diagnostic>;

// Stable kebab-case identifier, used in JSON output and logs ("missing-field").
std::string_view diagnosticCodeId(DiagnosticCode code);

} // namespace gpuatlas::engine::inline core
