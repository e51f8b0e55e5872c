// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/calibration/Measurement.h"
#include "engine/calibration/MeasurementFiles.h"
#include "support/TestMain.h"

#include <QTest>

using namespace gpuatlas::engine;

namespace {

std::vector<Measurement> sample()
{
    Measurement chat;
    chat.gpuId = "l40s";
    chat.modelId = "llama-3-8b";
    chat.task = Task::Inference;
    chat.precision = Precision::FP16;
    chat.batch = 8;
    chat.promptTokens = 512;
    chat.outputTokens = 128;
    chat.value = 310.5;
    chat.date = "2026-11-20";
    chat.note = "vLLM 0.6, \"warm\" cache, 3 runs";
    Measurement local = chat;
    local.runtime = Runtime::LlamaCpp;
    local.batch = 1;
    local.value = 43.4;
    local.note = "llama-bench tg1024,\nsecond line";
    local.date.clear();
    Measurement tune;
    tune.gpuId = "h100-sxm";
    tune.modelId = "llama-3-8b";
    tune.task = Task::Finetune;
    tune.method = FinetuneMethod::Lora;
    tune.precision = Precision::BF16;
    tune.batch = 4;
    tune.seqLen = 4096;
    tune.gpus = 8;
    tune.value = 61000;
    Measurement images;
    images.gpuId = "rtx-4090";
    images.modelId = "resnet-50";
    images.task = Task::Training;
    images.precision = Precision::FP16;
    images.batch = 128;
    images.metric = MeasuredMetric::SamplesPerS;
    images.value = 1301;
    return {chat, local, tune, images};
}

} // namespace

class tst_Measurement : public QObject
{
    Q_OBJECT

private slots:
    void jsonRoundTrip();
    void csvRoundTrip();
    void csvByHand();
    void csvFromADecimalCommaLocale();
    void invalidJson_data();
    void invalidJson();
    void invalidCsv_data();
    void invalidCsv();
    void workloadReproducesTheMeasurement();
};

void tst_Measurement::jsonRoundTrip()
{
    const auto measurements = sample();
    const auto read = readMeasurements(measurementsDocument(measurements).dump(2), "m.json");
    QVERIFY(read.ok());
    QCOMPARE(read.value().size(), measurements.size());
    for (std::size_t i = 0; i < measurements.size(); ++i)
        QVERIFY2(read.value()[i] == measurements[i], std::to_string(i).c_str());
}

void tst_Measurement::csvRoundTrip()
{
    const auto measurements = sample();
    const std::string csv = measurementsCsv(measurements);
    QVERIFY(csv.rfind("gpu,model,task,precision,batch,", 0) == 0);
    const auto read = readMeasurementsCsv(csv, "m.csv");
    QVERIFY2(read.ok(), read.ok() ? "" : read.errors().front().pointer.c_str());
    QCOMPARE(read.value().size(), measurements.size());
    for (std::size_t i = 0; i < measurements.size(); ++i)
        QVERIFY2(read.value()[i] == measurements[i], std::to_string(i).c_str());
}

void tst_Measurement::csvByHand()
{
    // A BOM, columns in another order, spaces, a quoted comma, a blank line, LF endings.
    const std::string csv = "\xEF\xBB\xBFmodel, gpu ,task,precision,batch,tokens_per_s,note\n"
                            "llama-3-8b,l40s,inference,fp16,1,43.42,\"single stream, llama.cpp\"\n"
                            "\n"
                            "resnet-50,a10,training,fp16,64,,\n";
    const auto read = readMeasurementsCsv(csv, "hand.csv");
    QVERIFY(!read.ok()); // the ResNet row has no throughput
    QCOMPARE(read.errors().front().pointer, std::string("/4/samples_per_s"));
    QCOMPARE(read.errors().front().code, DiagnosticCode::MissingField);

    const std::string fixed = "model, gpu ,task,precision,batch,tokens_per_s,samples_per_s,note\r\n"
                              "llama-3-8b,l40s,inference,fp16,1,43.42,,\"single stream, llama.cpp\"\r\n"
                              "resnet-50,a10,training,fp16,64,,638,\r\n";
    const auto ok = readMeasurementsCsv(fixed, "hand.csv");
    QVERIFY(ok.ok());
    QCOMPARE(ok.value().size(), std::size_t(2));
    QCOMPARE(ok.value()[0].gpuId, std::string("l40s"));
    QCOMPARE(ok.value()[0].value, 43.42);
    QCOMPARE(ok.value()[0].note, std::string("single stream, llama.cpp"));
    QCOMPARE(ok.value()[1].metric, MeasuredMetric::SamplesPerS);
    QCOMPARE(ok.value()[1].batch, 64);
}

// What a spreadsheet in a German or French locale saves: ';' between cells, ',' in numbers.
void tst_Measurement::csvFromADecimalCommaLocale()
{
    const std::string csv = "gpu;model;task;precision;batch;tokens_per_s;note\r\n"
                            "l40s;llama-3-8b;inference;fp16;16;380,5;\"vLLM 0.6; 3,5 GB frei\"\r\n"
                            "l40s;llama-3-8b;inference;fp16;1;3,65e1;one stream\r\n";
    const auto read = readMeasurementsCsv(csv, "de.csv");
    QVERIFY(read.ok());
    QCOMPARE(read.value().size(), std::size_t(2));
    QCOMPARE(read.value()[0].batch, 16);
    QCOMPARE(read.value()[0].value, 380.5);
    QCOMPARE(read.value()[0].note, std::string("vLLM 0.6; 3,5 GB frei"));
    QCOMPARE(read.value()[1].value, 36.5);

    // A point in such a file could be a thousands separator ("1.234,5"): not guessed at.
    const auto points = readMeasurementsCsv("gpu;model;task;precision;batch;tokens_per_s\n"
                                            "l40s;llama-3-8b;inference;fp16;1;1.234,5\n"
                                            "l40s;llama-3-8b;inference;fp16;1;36.5\n",
                                            "de.csv");
    QVERIFY(!points.ok());
    QCOMPARE(points.errors().front().code, DiagnosticCode::WrongType);
    QCOMPARE(points.errors().front().pointer, std::string("/2/tokens_per_s"));
    QCOMPARE(points.errors().back().pointer, std::string("/3/tokens_per_s"));

    // A comma in the header keeps the file ','-separated, with decimal points.
    const auto comma = readMeasurementsCsv("gpu,model,task,precision,batch,tokens_per_s,note\n"
                                           "l40s,llama-3-8b,inference,fp16,1,36.5,a;b\n",
                                           "m.csv");
    QVERIFY(comma.ok());
    QCOMPARE(comma.value()[0].value, 36.5);
    QCOMPARE(comma.value()[0].note, std::string("a;b"));
}

void tst_Measurement::invalidJson_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("pointer");
    const QString head = QStringLiteral(R"({"format": "gpu-atlas-measurements", "version": 1, "measurements": [%1]})");
    QTest::newRow("no throughput")
        << head.arg(QStringLiteral(
               R"({"gpu": "l40s", "model": "llama-3-8b", "task": "inference", "precision": "fp16", "batch": 1})"))
        << int(DiagnosticCode::MissingField) << "/measurements/0/samples_per_s";
    QTest::newRow("both throughputs")
        << head.arg(QStringLiteral(
               R"({"gpu": "l40s", "model": "llama-3-8b", "task": "inference", "precision": "fp16", "batch": 1, "tokens_per_s": 4, "samples_per_s": 4})"))
        << int(DiagnosticCode::InconsistentValue) << "/measurements/0/samples_per_s";
    QTest::newRow("zero batch")
        << head.arg(QStringLiteral(
               R"({"gpu": "l40s", "model": "llama-3-8b", "task": "inference", "precision": "fp16", "batch": 0, "tokens_per_s": 4})"))
        << int(DiagnosticCode::BelowMinimum) << "/measurements/0/batch";
    QTest::newRow("unknown runtime")
        << head.arg(QStringLiteral(
               R"({"gpu": "l40s", "model": "llama-3-8b", "task": "inference", "precision": "fp16", "batch": 1, "runtime": "ollama", "tokens_per_s": 4})"))
        << int(DiagnosticCode::NotInEnum) << "/measurements/0/runtime";
    QTest::newRow("typo in a key")
        << head.arg(QStringLiteral(
               R"({"gpu": "l40s", "model": "llama-3-8b", "task": "inference", "precision": "fp16", "batch": 1, "tokens_per_sec": 4})"))
        << int(DiagnosticCode::UnknownField) << "/measurements/0/tokens_per_sec";
    QTest::newRow("wrong format") << QStringLiteral(
                                         R"({"format": "gpu-atlas-prices", "version": 1, "measurements": []})")
                                  << int(DiagnosticCode::WrongConstant) << "/format";
    QTest::newRow("truncated") << QStringLiteral(R"({"format": "gpu-atlas-measurements", "vers)")
                               << int(DiagnosticCode::JsonSyntax) << "";
}

void tst_Measurement::invalidJson()
{
    QFETCH(QString, text);
    QFETCH(int, code);
    QFETCH(QString, pointer);
    const auto read = readMeasurements(text.toStdString(), "bad.json");
    QVERIFY(!read.ok());
    QCOMPARE(int(read.errors().front().code), code);
    QCOMPARE(QString::fromStdString(read.errors().front().pointer), pointer);
    QCOMPARE(read.errors().front().file, std::string("bad.json"));
}

void tst_Measurement::invalidCsv_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("pointer");
    const QString header = QStringLiteral("gpu,model,task,precision,batch,tokens_per_s,note\n");
    QTest::newRow("unknown column") << QStringLiteral("gpu,model,tokens/s\nl40s,llama-3-8b,4\n")
                                    << int(DiagnosticCode::UnknownField) << "/1/tokens~1s";
    QTest::newRow("text in a number") << header + QStringLiteral("l40s,llama-3-8b,inference,fp16,two,40,\n")
                                      << int(DiagnosticCode::WrongType) << "/2/batch";
    QTest::newRow("fraction in an integer") << header + QStringLiteral("l40s,llama-3-8b,inference,fp16,1.5,40,\n")
                                            << int(DiagnosticCode::WrongType) << "/2/batch";
    // A note spanning two lines moves the next record to line 4.
    QTest::newRow("line numbers count quoted newlines")
        << header +
               QStringLiteral("l40s,llama-3-8b,inference,fp16,1,40,\"a\nb\"\nl40s,llama-3-8b,inference,fp17,1,40,\n")
        << int(DiagnosticCode::NotInEnum) << "/4/precision";
    QTest::newRow("too many cells") << header + QStringLiteral("l40s,llama-3-8b,inference,fp16,1,40,,extra\n")
                                    << int(DiagnosticCode::InconsistentValue) << "/2";
    QTest::newRow("empty") << QString() << int(DiagnosticCode::MissingField) << "/1/gpu";
}

void tst_Measurement::invalidCsv()
{
    QFETCH(QString, text);
    QFETCH(int, code);
    QFETCH(QString, pointer);
    const auto read = readMeasurementsCsv(text.toStdString(), "bad.csv");
    QVERIFY(!read.ok());
    QCOMPARE(int(read.errors().front().code), code);
    QCOMPARE(QString::fromStdString(read.errors().front().pointer), pointer);
}

void tst_Measurement::workloadReproducesTheMeasurement()
{
    const auto measurements = sample();
    const Workload chat = measurementWorkload(measurements[0]);
    QCOMPARE(chat.task, Task::Inference);
    QCOMPARE(*chat.inference.batch, 8);
    QCOMPARE(chat.inference.promptTokens, 512);
    QCOMPARE(chat.gpus, std::vector<std::string>{"l40s"});
    const Workload tune = measurementWorkload(measurements[2]);
    QCOMPARE(tune.training.microBatch, 4);
    QCOMPARE(tune.training.seqLen, 4096);
    QCOMPARE(tune.training.method, FinetuneMethod::Lora);
    QCOMPARE(tune.constraints.maxGpus, 8);
}

GPUATLAS_TEST_GUILESS_MAIN(tst_Measurement)
#include "tst_Measurement.moc"
