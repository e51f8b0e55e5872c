// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/core/Catalog.h"
#include "engine/core/Currency.h"
#include "engine/core/Diagnostic.h"
#include "engine/core/Estimate.h"
#include "engine/core/Model.h"
#include "engine/core/Result.h"
#include "engine/cost/PriceBook.h"
#include "text/LanguageManager.h"
#include "text/Money.h"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace gpuatlas::cli {

// Exit codes of docs/cli.md.
enum ExitCode : int
{
    Success = 0,
    Failure = 1,
    BadInput = 2,
};

// What a command needs: the parsed command line, the output streams and lazily
// loaded data. Loading failures are reported here, once, with the contract's exit code.
class CliContext
{
public:
    CliContext(QCommandLineParser& parser, QStringList positional);

    const QCommandLineParser& parser() const { return m_parser; }
    // Positional arguments after the command name.
    const QStringList& arguments() const { return m_positional; }
    bool json() const;
    QString option(const QString& name) const { return m_parser.value(name); }
    bool isSet(const QString& name) const { return m_parser.isSet(name); }
    text::LanguageManager& languages() { return m_languages; }

    // Data; nullptr after printing the problem (exit code then BadInput).
    const engine::Catalog* catalog();
    const engine::ModelCatalog* models();
    // For a command that needs one workload's model only (estimate, recommend): models.json
    // with just the model the workload file names; every model when the file names none
    // (an inline model) or cannot be read (its problem is then reported where it is read).
    const engine::ModelCatalog* modelsFor(const QString& workloadPath);
    const engine::PriceBook* prices();

    // Output helpers. Text goes out as UTF-8. When stdout cannot take it (a full disk,
    // a closed file), one line says so on stderr and outputFailed() turns true: the
    // program then exits with Failure.
    bool print(const QString& text);
    bool printJson(const nlohmann::json& value);
    bool outputFailed() const { return m_outputFailed; }
    // Flushes stdout and reports a failure as print() does; false when the output is lost.
    bool finishOutput();
    // One line on stderr; returns BadInput for convenience.
    int badInput(const QString& message);
    int badInput(const engine::Diagnostics& diagnostics);
    int failure(const QString& message);

    // The currency of --currency (USD, CNY, EUR), else the one the user chose in the app
    // (state::Settings::chosenCurrency, the same key), else USD. nullopt after reporting
    // an unknown code (exit status BadInput).
    std::optional<engine::Currency> currency();
    // Expresses the estimates' costs in currency() with the price book's rates (the
    // usd_* figures stay in dollars); false after reporting a pair the rates cannot link.
    bool convertCosts(std::vector<engine::Estimate>& estimates, const engine::PriceBook& prices);
    // currency() with the rate from dollars in `prices`, for figures the engine gives in
    // dollars (the matrix); nullopt after reporting a bad code or a currency without a rate.
    std::optional<text::DisplayCurrency> displayCurrency(const engine::PriceBook& prices);

    // The parts of --market (global, china, all): which GPUs gpus, recommend, matrix,
    // report and slides consider. Default all, so that scripts keep their answers (the
    // app's default follows its language). nullopt after reporting an unknown id.
    std::optional<engine::MarketScope> market();

    // Parses --option as a positive integer in [min, max]; prints and returns nullopt on error.
    std::optional<int> intOption(const QString& name, int min, int max, int fallback);

    // The GPUs of --gpus ID,ID,... in the order given, each once; nullopt after reporting
    // an unknown id or a list without any id (exit status BadInput). Shared by every
    // command that takes --gpus.
    std::optional<std::vector<const engine::Gpu*>> gpusOption(const engine::Catalog& catalog);

    // Options naming a file (--catalog, --workload, --out) given an empty value: reports
    // the first and returns false (exit status BadInput), rather than letting an empty
    // path fall back to a default.
    bool checkFileOptions();

private:
    bool writeOutput(const char* data, std::size_t size);
    void noRateTo(engine::Currency currency);
    template <class T>
    const T* remember(std::optional<T>& slot, engine::Result<T> result);

    QCommandLineParser& m_parser;
    QStringList m_positional;
    text::LanguageManager m_languages;
    std::optional<engine::Catalog> m_catalog;
    std::optional<engine::ModelCatalog> m_models;
    std::optional<engine::ModelCatalog> m_workloadModels;
    std::optional<engine::PriceBook> m_prices;
    bool m_loadFailed = false;
    bool m_outputFailed = false;
};

} // namespace gpuatlas::cli
