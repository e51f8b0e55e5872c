// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/TestMain.h"
#include "ui/widgets/AccessibleNames.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTest>

using gpuatlas::ui::AccessibleNames;

class tst_AccessibleNames : public QObject
{
    Q_OBJECT

private slots:
    void labelTextBecomesAName_data();
    void labelTextBecomesAName();
    void formRowsGetBuddies();
    void namesFollowTheLabelsButKeepOwnNames();
};

void tst_AccessibleNames::labelTextBecomesAName_data()
{
    QTest::addColumn<QString>("label");
    QTest::addColumn<QString>("name");
    QTest::newRow("mnemonic and colon") << "&Layers:"
                                        << "Layers";
    QTest::newRow("literal ampersand") << "R&&D &budget:"
                                       << "R&D budget";
    QTest::newRow("Chinese mnemonic") << "文件(&F)"
                                      << "文件";
    QTest::newRow("full-width colon and bracket") << "图表（&C）："
                                                  << "图表";
    QTest::newRow("ellipsis kept") << "&Export report…"
                                   << "Export report…";
}

void tst_AccessibleNames::labelTextBecomesAName()
{
    QFETCH(QString, label);
    QFETCH(QString, name);
    QCOMPARE(AccessibleNames::fromLabelText(label), name);
}

void tst_AccessibleNames::formRowsGetBuddies()
{
    QWidget root;
    auto* form = new QFormLayout(&root);
    auto* layersLabel = new QLabel(QStringLiteral("Layers:"));
    auto* layers = new QSpinBox;
    form->addRow(layersLabel, layers);
    // A field that is a row of widgets: the first control is the buddy.
    auto* headsLabel = new QLabel(QStringLiteral("Heads:"));
    auto* row = new QHBoxLayout;
    auto* heads = new QSpinBox;
    row->addWidget(new QLabel(QStringLiteral("count")));
    row->addWidget(heads);
    form->addRow(headsLabel, row);
    // A buddy set by hand is kept.
    auto* nameLabel = new QLabel(QStringLiteral("Name:"));
    auto* name = new QLineEdit;
    auto* other = new QLineEdit;
    nameLabel->setBuddy(other);
    form->addRow(nameLabel, name);
    form->addRow(QString(), other);
    AccessibleNames::addFormBuddies(root);
    QCOMPARE(layersLabel->buddy(), layers);
    QCOMPARE(headsLabel->buddy(), heads);
    QCOMPARE(nameLabel->buddy(), other);
}

void tst_AccessibleNames::namesFollowTheLabelsButKeepOwnNames()
{
    QWidget root;
    auto* label = new QLabel(QStringLiteral("&Batch:"), &root);
    auto* batch = new QSpinBox(&root);
    label->setBuddy(batch);
    auto* ownLabel = new QLabel(QStringLiteral("active per token:"), &root);
    auto* experts = new QSpinBox(&root);
    ownLabel->setBuddy(experts);
    experts->setAccessibleName(QStringLiteral("Active experts per token"));
    AccessibleNames::nameFromBuddies(root);
    QCOMPARE(batch->accessibleName(), QStringLiteral("Batch"));
    QCOMPARE(experts->accessibleName(), QStringLiteral("Active experts per token"));
    // A language switch: the label changes, the name given from it follows.
    label->setText(QStringLiteral("批大小(&B)："));
    AccessibleNames::nameFromBuddies(root);
    QCOMPARE(batch->accessibleName(), QStringLiteral("批大小"));
    QCOMPARE(experts->accessibleName(), QStringLiteral("Active experts per token"));
}

GPUATLAS_TEST_MAIN(tst_AccessibleNames)
#include "tst_AccessibleNames.moc"
