// SPDX-License-Identifier: GPL-3.0-or-later
#include "DiagnosticText.h"

#include <QStringList>

namespace gpuatlas::text {

using engine::DiagnosticCode;

namespace {

QString arg(const engine::Diagnostic& diagnostic, std::size_t index)
{
    return index < diagnostic.args.size() ? QString::fromStdString(diagnostic.args[index]) : QString();
}

} // namespace

QString DiagnosticText::message(const engine::Diagnostic& d)
{
    switch (d.code) {
    case DiagnosticCode::FileUnreadable: {
        const QString reason = arg(d, 0);
        if (reason == QLatin1String("not-found"))
            return tr("the file does not exist");
        if (reason == QLatin1String("is-directory"))
            return tr("this is a folder, not a file");
        if (reason == QLatin1String("not-a-file"))
            return tr("this is a device or socket, not a file");
        if (reason == QLatin1String("permission"))
            return tr("the file cannot be opened (%1)").arg(QString::fromStdString(d.detail));
        return tr("the file cannot be read (%1)").arg(QString::fromStdString(d.detail));
    }
    case DiagnosticCode::FileTooLarge:
        return tr("the file is too large (%1 bytes; the limit is %2 bytes)").arg(arg(d, 0), arg(d, 1));
    case DiagnosticCode::InvalidUtf8:
        return tr("the file is not valid UTF-8 text (at byte %1)").arg(arg(d, 0));
    case DiagnosticCode::JsonSyntax:
        return tr("the file is not valid JSON (error at byte %1)").arg(arg(d, 0));
    case DiagnosticCode::JsonTooDeep:
        if (d.args.size() < 2)
            return tr("the JSON is nested more than %1 levels deep").arg(arg(d, 0));
        return tr("the JSON is nested more than %1 levels deep (at byte %2)").arg(arg(d, 0), arg(d, 1));
    case DiagnosticCode::JsonTooManyValues:
        if (d.args.size() < 2)
            return tr("the file holds more than %1 values").arg(arg(d, 0));
        return tr("the file holds more than %1 values (the limit is passed at byte %2)").arg(arg(d, 0), arg(d, 1));
    case DiagnosticCode::NumberOutOfRange:
        if (d.args.size() < 2)
            return tr("the number %1 is too large").arg(arg(d, 0));
        return tr("the number %1 is too large (at byte %2)").arg(arg(d, 0), arg(d, 1));
    case DiagnosticCode::DuplicateKey:
        return tr("the key \"%1\" appears twice in the same object").arg(arg(d, 0));
    case DiagnosticCode::WrongType:
        return tr("must be of type %1, not %2").arg(arg(d, 0), arg(d, 1));
    case DiagnosticCode::MissingField:
        return tr("the required field \"%1\" is missing").arg(arg(d, 0));
    case DiagnosticCode::UnknownField:
        return tr("unknown field \"%1\" (check the spelling)").arg(arg(d, 0));
    case DiagnosticCode::NotInEnum:
        return tr("\"%1\" is not allowed; use one of: %2").arg(arg(d, 0), arg(d, 1));
    case DiagnosticCode::WrongConstant:
        return tr("must be %1").arg(arg(d, 0));
    case DiagnosticCode::BelowMinimum:
        return tr("must be at least %2 (found %1)").arg(arg(d, 0), arg(d, 1));
    case DiagnosticCode::NotAboveMinimum:
        return tr("must be greater than %2 (found %1)").arg(arg(d, 0), arg(d, 1));
    case DiagnosticCode::AboveMaximum:
        return tr("must be at most %2 (found %1)").arg(arg(d, 0), arg(d, 1));
    case DiagnosticCode::PatternMismatch:
        return tr("\"%1\" does not have the required form (%2)").arg(arg(d, 0).left(80), arg(d, 1));
    case DiagnosticCode::StringTooShort:
        return tr("must not be empty");
    case DiagnosticCode::TooFewItems:
        return tr("must list at least %1 item(s)").arg(arg(d, 0));
    case DiagnosticCode::NotFinite:
        return tr("must be a finite number");
    case DiagnosticCode::DuplicateId:
        return tr("the id \"%1\" is used twice (first at %2)").arg(arg(d, 0), arg(d, 1));
    case DiagnosticCode::SparseNotDoubleDense:
        return tr("the sparse figure %2 should be twice the dense figure %1 (the vendor states 2:4 sparsity doubles "
                  "it)")
            .arg(arg(d, 0), arg(d, 1));
    case DiagnosticCode::SparseBelowDense:
        return tr("the sparse figure %2 is lower than the dense figure %1").arg(arg(d, 0), arg(d, 1));
    case DiagnosticCode::UnknownGpu:
        return tr("unknown GPU id \"%1\"").arg(arg(d, 0));
    case DiagnosticCode::UnknownModel:
        return tr("unknown model id \"%1\"").arg(arg(d, 0));
    case DiagnosticCode::DuplicateDefaultPrice:
        return tr("GPU \"%1\" already has a default price (at %2)").arg(arg(d, 0), arg(d, 1));
    case DiagnosticCode::InconsistentValue:
        return tr("inconsistent value for \"%1\": %2").arg(arg(d, 0), arg(d, 1));
    case DiagnosticCode::ModelTooLarge:
        return tr("the model's shape gives %1 parameters; at most %2 are supported").arg(arg(d, 0), arg(d, 1));
    case DiagnosticCode::FileTruncated:
        return tr("the file ends too early (after %1 bytes)").arg(arg(d, 0));
    }
    return tr("invalid input");
}

namespace {

// Problems with the file as a whole, rather than with a value in it.
bool aboutWholeFile(DiagnosticCode code)
{
    switch (code) {
    case DiagnosticCode::FileUnreadable:
    case DiagnosticCode::FileTooLarge:
    case DiagnosticCode::InvalidUtf8:
    case DiagnosticCode::JsonSyntax:
    case DiagnosticCode::JsonTooDeep:
    case DiagnosticCode::JsonTooManyValues:
    case DiagnosticCode::NumberOutOfRange:
        return true;
    default:
        return false;
    }
}

} // namespace

QString DiagnosticText::line(const engine::Diagnostic& d)
{
    QString out = QString::fromStdString(d.file);
    if (!d.pointer.empty())
        out += QLatin1String(": ") + QString::fromStdString(d.pointer);
    else if (!aboutWholeFile(d.code))
        out += QLatin1String(": /"); // the document itself (pointer ""), written as people expect the root
    return out + QLatin1String(": ") + message(d);
}

QString DiagnosticText::summaryLine(const engine::Diagnostics& diagnostics)
{
    if (diagnostics.empty())
        return {};
    QString out = line(diagnostics.front());
    if (diagnostics.size() > 1)
        out += QLatin1Char(' ') + tr("(and %n more problem(s))", nullptr, static_cast<int>(diagnostics.size() - 1));
    return out;
}

QString DiagnosticText::lines(const engine::Diagnostics& diagnostics, int limit)
{
    QStringList out;
    for (const auto& diagnostic : diagnostics) {
        if (out.size() == limit)
            break;
        out << line(diagnostic);
    }
    const auto extra = static_cast<qsizetype>(diagnostics.size()) - out.size();
    if (extra > 0)
        out << tr("... and %n more problem(s)", nullptr, static_cast<int>(extra));
    return out.join(QLatin1Char('\n'));
}

} // namespace gpuatlas::text
