// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/HfConfigImport.h"

#include <QFile>
#include <QTest>

using namespace gpuatlas::engine;

Q_DECLARE_METATYPE(DiagnosticCode)

namespace {

std::string fixture(const QString& name)
{
    QFile file(QStringLiteral(GPUATLAS_FIXTURES_DIR "/hf-config/") + name);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll().toStdString();
}

} // namespace

class tst_HfConfigImport : public QObject
{
    Q_OBJECT

private slots:
    void importsShape_data();
    void importsShape();
    void malformedConfigs_data();
    void malformedConfigs();
};

void tst_HfConfigImport::importsShape_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("kvHeads");
    QTest::addColumn<int>("headDim");
    QTest::addColumn<bool>("gated");
    QTest::addColumn<int>("experts");
    QTest::addColumn<double>("params");       // published total
    QTest::addColumn<double>("activeParams"); // published per-token
    // Published counts: Meta Llama 3 model card 8.03B; Mistral AI Mixtral 46.7B total,
    // 12.9B active; EleutherAI GPT-J 6.05B; Devlin et al. BERT-large 340M (335M exact).
    QTest::newRow("Llama 3 8B (GQA)") << "llama-3-8b.json" << 32 << 8 << 128 << true << 1 << 8.03e9 << 8.03e9;
    QTest::newRow("Mixtral 8x7B (MoE)") << "mixtral-8x7b.json" << 32 << 8 << 128 << true << 8 << 46.7e9 << 12.9e9;
    QTest::newRow("GPT-J 6B (n_inner null)") << "gpt-j-6b.json" << 28 << 16 << 256 << false << 1 << 6.05e9 << 6.05e9;
    QTest::newRow("BERT-large (encoder)") << "bert-large.json" << 24 << 16 << 64 << false << 1 << 0.335e9 << 0.335e9;
    QTest::newRow("Llava (nested text_config)")
        << "llava-nested.json" << 32 << 32 << 128 << true << 1 << 6.76e9 << 6.76e9;
}

void tst_HfConfigImport::importsShape()
{
    QFETCH(QString, file);
    QFETCH(int, layers);
    QFETCH(int, kvHeads);
    QFETCH(int, headDim);
    QFETCH(bool, gated);
    QFETCH(int, experts);
    QFETCH(double, params);
    QFETCH(double, activeParams);
    const auto model = modelFromHfConfig(fixture(file), file.toStdString());
    QVERIFY2(model.ok(), model.ok() ? "" : model.errors().front().pointer.c_str());
    QCOMPARE(model->layers, layers);
    QCOMPARE(model->kvHeads, kvHeads);
    QCOMPARE(model->headDim, headDim);
    QCOMPARE(model->gatedFfn, gated);
    QCOMPARE(model->experts, experts);
    QVERIFY(model->custom);
    // Biases and position embeddings are left out of the count: within 1.5 %.
    QVERIFY2(std::abs(model->params / params - 1) < 0.015, std::to_string(model->params).c_str());
    QVERIFY2(std::abs(model->activeParams / activeParams - 1) < 0.015, std::to_string(model->activeParams).c_str());
}

void tst_HfConfigImport::malformedConfigs_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<DiagnosticCode>("code");
    QTest::addColumn<QString>("pointer");
    QTest::newRow("missing hidden size") << "bad-missing-hidden.json" << DiagnosticCode::MissingField << "/hidden_size";
    QTest::newRow("negative layers") << "bad-negative-layers.json" << DiagnosticCode::BelowMinimum
                                     << "/num_hidden_layers";
    QTest::newRow("kv heads do not divide heads")
        << "bad-kv-heads.json" << DiagnosticCode::InconsistentValue << "/num_key_value_heads";
    QTest::newRow("string instead of number") << "bad-wrong-type.json" << DiagnosticCode::WrongType << "/hidden_size";
    QTest::newRow("truncated") << "bad-truncated.json" << DiagnosticCode::JsonSyntax << "";
    QTest::newRow("not an object") << "bad-not-object.json" << DiagnosticCode::WrongType << "";
}

void tst_HfConfigImport::malformedConfigs()
{
    QFETCH(QString, file);
    QFETCH(DiagnosticCode, code);
    QFETCH(QString, pointer);
    const auto model = modelFromHfConfig(fixture(file), file.toStdString());
    QVERIFY(!model.ok());
    QCOMPARE(model.errors().front().code, code);
    QCOMPARE(QString::fromStdString(model.errors().front().pointer), pointer);
    QCOMPARE(QString::fromStdString(model.errors().front().file), file);
}

QTEST_GUILESS_MAIN(tst_HfConfigImport)
#include "tst_HfConfigImport.moc"
