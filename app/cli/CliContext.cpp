// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliContext.h"

#include "text/DataFiles.h"
#include "text/DiagnosticText.h"

#include <QCoreApplication>

#include <cstdio>

namespace gpuatlas::cli {

CliContext::CliContext(QCommandLineParser& parser, QStringList positional)
    : m_parser(parser)
    , m_positional(std::move(positional))
{
}

bool CliContext::json() const
{
    return m_parser.isSet(QStringLiteral("json"));
}

template <class T>
const T* CliContext::remember(std::optional<T>& slot, engine::Result<T> result)
{
    if (!result) {
        badInput(result.errors());
        return nullptr;
    }
    slot = std::move(result).value();
    return &*slot;
}

const engine::Catalog* CliContext::catalog()
{
    if (m_catalog)
        return &*m_catalog;
    return remember(m_catalog, text::DataFiles::loadCatalog(option(QStringLiteral("catalog"))));
}

const engine::ModelCatalog* CliContext::models()
{
    if (m_models)
        return &*m_models;
    return remember(m_models, text::DataFiles::loadModels());
}

const engine::PriceBook* CliContext::prices()
{
    if (m_prices)
        return &*m_prices;
    return remember(m_prices, text::DataFiles::loadPrices());
}

void CliContext::print(const QString& text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
    std::fflush(stdout);
}

void CliContext::printJson(const nlohmann::json& value)
{
    // Non-ASCII stays UTF-8; invalid sequences (there should be none) are replaced
    // rather than throwing mid-output.
    const std::string text = value.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
}

int CliContext::badInput(const QString& message)
{
    const QByteArray bytes = (message + QLatin1Char('\n')).toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stderr);
    return BadInput;
}

int CliContext::badInput(const engine::Diagnostics& diagnostics)
{
    // The contract asks for one line naming the file and the field.
    return badInput(text::DiagnosticText::summaryLine(diagnostics));
}

int CliContext::failure(const QString& message)
{
    badInput(message);
    return Failure;
}

std::optional<int> CliContext::intOption(const QString& name, int min, int max, int fallback)
{
    if (!isSet(name))
        return fallback;
    bool ok = false;
    const int value = option(name).toInt(&ok);
    if (!ok || value < min || value > max) {
        badInput(QCoreApplication::translate("cli", "--%1: expected a whole number from %2 to %3, got \"%4\"")
                     .arg(name)
                     .arg(min)
                     .arg(max)
                     .arg(option(name)));
        return std::nullopt;
    }
    return value;
}

} // namespace gpuatlas::cli
