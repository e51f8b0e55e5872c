// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/Catalog.h"
#include "engine/Diagnostic.h"
#include "engine/Model.h"
#include "engine/PriceBook.h"
#include "engine/Result.h"
#include "text/LanguageManager.h"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <optional>
#include <string>

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
    const engine::PriceBook* prices();

    // Output helpers. Text goes out as UTF-8.
    void print(const QString& text);
    void printJson(const nlohmann::json& value);
    // One line on stderr; returns BadInput for convenience.
    int badInput(const QString& message);
    int badInput(const engine::Diagnostics& diagnostics);
    int failure(const QString& message);

    // Parses --option as a positive integer in [min, max]; prints and returns nullopt on error.
    std::optional<int> intOption(const QString& name, int min, int max, int fallback);

private:
    template <class T>
    const T* remember(std::optional<T>& slot, engine::Result<T> result);

    QCommandLineParser& m_parser;
    QStringList m_positional;
    text::LanguageManager m_languages;
    std::optional<engine::Catalog> m_catalog;
    std::optional<engine::ModelCatalog> m_models;
    std::optional<engine::PriceBook> m_prices;
    bool m_loadFailed = false;
};

} // namespace gpuatlas::cli
