// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/core/Diagnostic.h"

namespace gpuatlas::engine::inline core {

std::string_view diagnosticCodeId(DiagnosticCode code)
{
    switch (code) {
    case DiagnosticCode::FileUnreadable:
        return "file-unreadable";
    case DiagnosticCode::FileTooLarge:
        return "file-too-large";
    case DiagnosticCode::InvalidUtf8:
        return "invalid-utf8";
    case DiagnosticCode::JsonSyntax:
        return "json-syntax";
    case DiagnosticCode::JsonTooDeep:
        return "json-too-deep";
    case DiagnosticCode::JsonTooManyValues:
        return "json-too-many-values";
    case DiagnosticCode::NumberOutOfRange:
        return "number-out-of-range";
    case DiagnosticCode::DuplicateKey:
        return "duplicate-key";
    case DiagnosticCode::WrongType:
        return "wrong-type";
    case DiagnosticCode::MissingField:
        return "missing-field";
    case DiagnosticCode::UnknownField:
        return "unknown-field";
    case DiagnosticCode::NotInEnum:
        return "not-in-enum";
    case DiagnosticCode::WrongConstant:
        return "wrong-constant";
    case DiagnosticCode::BelowMinimum:
        return "below-minimum";
    case DiagnosticCode::NotAboveMinimum:
        return "not-above-minimum";
    case DiagnosticCode::AboveMaximum:
        return "above-maximum";
    case DiagnosticCode::PatternMismatch:
        return "pattern-mismatch";
    case DiagnosticCode::StringTooShort:
        return "string-too-short";
    case DiagnosticCode::TooFewItems:
        return "too-few-items";
    case DiagnosticCode::NotFinite:
        return "not-finite";
    case DiagnosticCode::DuplicateId:
        return "duplicate-id";
    case DiagnosticCode::SparseNotDoubleDense:
        return "sparse-not-double-dense";
    case DiagnosticCode::SparseBelowDense:
        return "sparse-below-dense";
    case DiagnosticCode::UnknownGpu:
        return "unknown-gpu";
    case DiagnosticCode::UnknownModel:
        return "unknown-model";
    case DiagnosticCode::DuplicateDefaultPrice:
        return "duplicate-default-price";
    case DiagnosticCode::InconsistentValue:
        return "inconsistent-value";
    case DiagnosticCode::ModelTooLarge:
        return "model-too-large";
    case DiagnosticCode::FileTruncated:
        return "file-truncated";
    }
    return "unknown";
}

} // namespace gpuatlas::engine::inline core
