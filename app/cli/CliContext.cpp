// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliContext.h"

#include "engine/core/NumberText.h"
#include "engine/cost/CostModel.h"
#include "engine/io/JsonInput.h"
#include "files/DataFiles.h"
#include "files/FileReader.h"
#include "state/Settings.h"
#include "text/DiagnosticText.h"

#include <QCoreApplication>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>

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
    return remember(m_catalog, files::DataFiles::loadCatalog(option(QStringLiteral("catalog"))));
}

const engine::ModelCatalog* CliContext::models()
{
    if (m_models)
        return &*m_models;
    return remember(m_models, files::DataFiles::loadModels());
}

namespace {

// The id in the workload file's "model", if it names a catalogue model; checked as any
// user file is (the workload is read again, in full, by its command).
std::optional<std::string> namedModel(const QString& workloadPath)
{
    const auto text = files::readTextFile(workloadPath);
    if (!text)
        return std::nullopt;
    const auto document = engine::parseJson(text.value(), "workload");
    if (!document || !document.value().is_object())
        return std::nullopt;
    const auto model = document.value().find("model");
    if (model == document.value().end() || !model->is_string())
        return std::nullopt;
    return model->get<std::string>();
}

} // namespace

const engine::ModelCatalog* CliContext::modelsFor(const QString& workloadPath)
{
    if (m_models)
        return &*m_models;
    if (m_workloadModels)
        return &*m_workloadModels;
    // Parsing every model of models.json was a third of what `recommend` added to the
    // program's start (docs/performance.md).
    const auto id = namedModel(workloadPath);
    if (!id)
        return models();
    return remember(m_workloadModels, files::DataFiles::loadModel(*id));
}

const engine::PriceBook* CliContext::prices()
{
    if (m_prices)
        return &*m_prices;
    return remember(m_prices, files::DataFiles::loadPrices());
}

namespace {

// Writes all of `bytes` to stdout and flushes; the errno of the failure otherwise.
int writeOut(const char* data, std::size_t size)
{
    errno = 0;
    if (size > 0 && std::fwrite(data, 1, size, stdout) != size)
        return errno != 0 ? errno : EIO;
    if (std::fflush(stdout) != 0)
        return errno != 0 ? errno : EIO;
    return 0;
}

} // namespace

bool CliContext::writeOutput(const char* data, std::size_t size)
{
    if (m_outputFailed)
        return false;
    if (const int error = writeOut(data, size); error != 0) {
        m_outputFailed = true;
        failure(QCoreApplication::translate("cli", "cannot write the output: %1")
                    .arg(QString::fromLocal8Bit(std::strerror(error))));
        return false;
    }
    return true;
}

bool CliContext::finishOutput()
{
    return writeOutput(nullptr, 0);
}

bool CliContext::print(const QString& text)
{
    const QByteArray bytes = text.toUtf8();
    return writeOutput(bytes.constData(), static_cast<std::size_t>(bytes.size()));
}

bool CliContext::printJson(const nlohmann::json& value)
{
    // Non-ASCII stays UTF-8; invalid sequences (there should be none) are replaced
    // rather than throwing mid-output.
    const std::string text = value.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
    return writeOutput(text.data(), text.size());
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

std::optional<engine::MarketScope> CliContext::market()
{
    if (!isSet(QStringLiteral("market")))
        return engine::MarketScope::All;
    const QString id = option(QStringLiteral("market")).trimmed();
    if (const auto market = engine::marketScopeFromId(id.toLower().toStdString()))
        return market;
    badInput(QCoreApplication::translate("cli", "--market: \"%1\" is not a market; use global, china or all").arg(id));
    return std::nullopt;
}

std::optional<engine::Currency> CliContext::currency()
{
    if (!isSet(QStringLiteral("currency")))
        return state::Settings::chosenCurrency().value_or(engine::Currency::USD);
    const QString code = option(QStringLiteral("currency")).trimmed();
    // "cny" is meant as CNY; ISO 4217 codes are written in capitals.
    if (const auto currency = engine::currencyFromId(code.toUpper().toStdString()))
        return currency;
    badInput(QCoreApplication::translate("cli", "--currency: \"%1\" is not a currency; use USD, CNY or EUR").arg(code));
    return std::nullopt;
}

bool CliContext::convertCosts(std::vector<engine::Estimate>& estimates, const engine::PriceBook& prices)
{
    const auto target = currency();
    if (!target)
        return false;
    if (engine::CostModel::convert(estimates, *target, prices.rates()))
        return true;
    noRateTo(*target);
    return false;
}

void CliContext::noRateTo(engine::Currency currency)
{
    const auto id = engine::currencyId(currency);
    failure(
        QCoreApplication::translate("cli", "--currency: no exchange rate to %1 for every price (exchange-rates.json)")
            .arg(QString::fromLatin1(id.data(), static_cast<qsizetype>(id.size()))));
}

std::optional<text::DisplayCurrency> CliContext::displayCurrency(const engine::PriceBook& prices)
{
    const auto target = currency();
    if (!target)
        return std::nullopt;
    if (*target == engine::Currency::USD)
        return text::DisplayCurrency{};
    if (const auto rate = prices.rates().find(engine::Currency::USD, *target))
        return text::DisplayCurrency::of(*target, rate);
    noRateTo(*target);
    return std::nullopt;
}

std::optional<int> CliContext::intOption(const QString& name, int min, int max, int fallback)
{
    if (!isSet(name))
        return fallback;
    // The engine's reader, as for every number read from text; spaces around the digits are
    // fine, as they were with QString::toInt().
    engine::numbertext::Rules rules;
    rules.allowSurroundingSpace = true;
    const auto parsed = engine::numbertext::parseInteger(option(name).toStdString(), rules);
    if (!parsed || parsed.value < min || parsed.value > max) {
        badInput(QCoreApplication::translate("cli", "--%1: expected a whole number from %2 to %3, got \"%4\"")
                     .arg(name)
                     .arg(min)
                     .arg(max)
                     .arg(option(name)));
        return std::nullopt;
    }
    return static_cast<int>(parsed.value);
}

std::optional<std::vector<const engine::Gpu*>> CliContext::gpusOption(const engine::Catalog& catalog)
{
    std::vector<const engine::Gpu*> gpus;
    for (const QString& part : option(QStringLiteral("gpus")).split(QLatin1Char(','))) {
        const QString id = part.trimmed();
        if (id.isEmpty())
            continue;
        const engine::Gpu* gpu = catalog.find(id.toStdString());
        if (!gpu) {
            badInput(
                QCoreApplication::translate("ChartCommands", "--gpus: unknown GPU id \"%1\" (see gpu-atlas-cli gpus)")
                    .arg(id));
            return std::nullopt;
        }
        if (std::find(gpus.begin(), gpus.end(), gpu) == gpus.end())
            gpus.push_back(gpu);
    }
    if (gpus.empty()) {
        badInput(QCoreApplication::translate("ChartCommands", "--gpus: no GPU id given"));
        return std::nullopt;
    }
    return gpus;
}

bool CliContext::checkFileOptions()
{
    for (const char* name : {"catalog", "workload", "out"}) {
        const QString option = QString::fromLatin1(name);
        if (isSet(option) && this->option(option).trimmed().isEmpty()) {
            badInput(QCoreApplication::translate("cli", "--%1: no file given").arg(option));
            return false;
        }
    }
    return true;
}

} // namespace gpuatlas::cli
