// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliApp.h"

#include "AccuracyCommands.h"
#include "CatalogCommands.h"
#include "ChartCommands.h"
#include "CliContext.h"
#include "EstimateCommands.h"
#include "ImportCommands.h"
#include "MatrixCommands.h"
#include "ReportCommands.h"
#include "SlidesCommands.h"
#include "TableCommands.h"
#include "text/LanguageManager.h"

#include <QCommandLineParser>

#include <cstdio>
#include <utility>

namespace gpuatlas::cli {

namespace {

struct CommandEntry
{
    const char* name;
    CliApp::Command run;
    bool gui;
    // Positional arguments after the name; -1: the command checks them itself.
    int maxArguments;
};

// Every command of docs/cli.md. Chart and report export draw with Qt Widgets, on the
// offscreen platform.
const CommandEntry commands[] = {
    {"gpus", &CatalogCommands::gpus, false, 0},
    {"gpu", &CatalogCommands::gpu, false, -1},
    {"models", &CatalogCommands::models, false, 0},
    {"estimate", &EstimateCommands::estimate, false, 0},
    {"recommend", &EstimateCommands::recommend, false, 0},
    {"chart", &ChartCommands::chart, true, -1},
    {"report", &ReportCommands::report, true, 0},
    {"slides", &SlidesCommands::slides, true, 0},
    {"matrix", &MatrixCommands::matrix, true, 0},
    {"table", &TableCommands::table, false, 0},
    {"accuracy", &AccuracyCommands::accuracy, true, 0},
    {"import-config", &ImportCommands::importConfig, false, -1},
};

} // namespace

CliApp::Command CliApp::commandFor(const QString& name)
{
    for (const auto& entry : commands) {
        if (name == QLatin1String(entry.name))
            return entry.run;
    }
    return nullptr;
}

namespace {

int maxArgumentsFor(const QString& name)
{
    for (const auto& entry : commands) {
        if (name == QLatin1String(entry.name))
            return entry.maxArguments;
    }
    return -1;
}

} // namespace

bool CliApp::needsGui(const QStringList& arguments)
{
    for (const auto& argument : arguments.mid(1)) {
        if (argument.startsWith(QLatin1Char('-')))
            continue;
        for (const auto& entry : commands) {
            if (argument == QLatin1String(entry.name))
                return entry.gui;
        }
        return false;
    }
    return false;
}

QString CliApp::usage()
{
    return tr("Usage:\n"
              "  gpu-atlas-cli --version\n"
              "  gpu-atlas-cli gpus   [--json] [--catalog FILE]\n"
              "  gpu-atlas-cli gpu ID [--json] [--catalog FILE]\n"
              "  gpu-atlas-cli models [--json]\n"
              "  gpu-atlas-cli estimate  --workload FILE --gpu ID [--count N] [--json] [--lang L]\n"
              "  gpu-atlas-cli recommend --workload FILE [--gpus ID,ID,...] [--top K] [--json] [--lang L]\n"
              "  gpu-atlas-cli chart radar|bars --gpus ID,ID,... --out FILE.(png|svg|pdf) [--dpi N] [--lang L]\n"
              "  gpu-atlas-cli report --workload FILE --out FILE.(pdf|html|md|odt) [--gpus ID,...] [--lang L]\n"
              "  gpu-atlas-cli slides --workload FILE --out FILE.pptx [--gpus ID,...] [--lang L]\n"
              "  gpu-atlas-cli table [--gpus ID,...] --out FILE.(csv|md|html|xlsx) [--lang L] [--catalog FILE]\n"
              "  gpu-atlas-cli matrix [--gpus ID,...] [--json] [--lang L] [--out FILE.(png|svg|pdf|csv|md|html)]\n"
              "  gpu-atlas-cli accuracy [--split validation|calibration|all] [--json] [--out FILE.(png|svg|pdf)]\n"
              "  gpu-atlas-cli import-config FILE [--json]\n"
              "\n"
              "Exit status: 0 success, 2 bad input (the message names the file and field), 1 other failure.\n") +
           // Its own line, so that the commands' lines and their translations stay as they are.
           tr("estimate, recommend, report, slides and matrix also take --currency USD|CNY|EUR (default: the "
              "currency chosen in the app, else USD).\n") +
           tr("gpus, recommend, report, slides and matrix also take --market global|china|all: the parts sold "
              "worldwide, the China-market parts, or both (default: all).\n");
}

int CliApp::run(const QStringList& arguments)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const auto option = [](const char* name, const QString& description, const char* valueName = nullptr) {
        return valueName ? QCommandLineOption(QString::fromLatin1(name), description, QString::fromLatin1(valueName))
                         : QCommandLineOption(QString::fromLatin1(name), description);
    };
    parser.addOptions({
        option("version", tr("Print the version and exit.")),
        option("help", tr("Print this help and exit.")),
        option("json", tr("Print JSON instead of a table.")),
        option("catalog", tr("Use this GPU catalogue instead of the built-in one."), "FILE"),
        option("lang", tr("Language of the output: en, zh_CN or zh_TW."), "L"),
        option("workload", tr("Workload file (JSON)."), "FILE"),
        option("gpu", tr("GPU id."), "ID"),
        option("count", tr("Number of GPUs."), "N"),
        option("gpus", tr("Comma-separated GPU ids."), "IDS"),
        option("top", tr("Show only the best K."), "K"),
        option("out", tr("Output file."), "FILE"),
        option("dpi", tr("Resolution of PNG output."), "N"),
        // estimate, recommend, report and slides.
        option("currency", tr("Currency of the costs: USD, CNY or EUR."), "CODE"),
        option("market", tr("Which parts: global, china or all."), "M"),
        option("split", tr("Which published measurements: validation, calibration or all."), "S"),
    });
    if (!parser.parse(arguments)) {
        std::fprintf(stderr, "%s\n%s", qPrintable(parser.errorText()), qPrintable(usage()));
        return BadInput;
    }
    QStringList positional = parser.positionalArguments();
    CliContext context(parser, positional.mid(1));

    const QString language = parser.isSet(QStringLiteral("lang"))
                                 ? parser.value(QStringLiteral("lang"))
                                 : text::LanguageManager::languageFor(QLocale::system());
    if (!text::LanguageManager::languages().contains(language))
        return context.badInput(tr("--lang: \"%1\" is not a language; use en, zh_CN or zh_TW").arg(language));
    context.languages().setLanguage(language);

    if (!context.currency() || !context.market())
        return BadInput;

    if (parser.isSet(QStringLiteral("version"))) {
        if (!positional.isEmpty())
            return context.badInput(tr("--version: unexpected argument \"%1\"").arg(positional.front()));
        context.print(QStringLiteral("gpu-atlas-cli %1\n").arg(QCoreApplication::applicationVersion()));
        return context.finishOutput() ? Success : Failure;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        context.print(usage());
        return context.finishOutput() ? Success : Failure;
    }
    if (positional.isEmpty()) {
        std::fprintf(stderr, "%s", qPrintable(usage()));
        return BadInput;
    }
    const Command command = commandFor(positional.front());
    if (!command)
        return context.badInput(tr("unknown command \"%1\"").arg(positional.front()) + QLatin1Char('\n') + usage());
    const int maxArguments = maxArgumentsFor(positional.front());
    if (maxArguments >= 0 && context.arguments().size() > maxArguments) {
        return context.badInput(
            tr("%1: unexpected argument \"%2\"").arg(positional.front(), context.arguments().at(maxArguments)));
    }
    if (!context.checkFileOptions())
        return BadInput;
    const int status = command(context);
    // Output that could not be written is a failure whatever the command concluded.
    if (!context.finishOutput())
        return Failure;
    return status;
}

} // namespace gpuatlas::cli
