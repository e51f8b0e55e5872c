// SPDX-License-Identifier: GPL-3.0-or-later
#include "support/TestMain.h"
#include "ui/LazyPage.h"

#include <QLabel>
#include <QLayout>
#include <QTest>

using gpuatlas::ui::LazyPage;

class tst_LazyPage : public QObject
{
    Q_OBJECT

private slots:
    void makesNothingUntilAsked();
    void makesThePageOnceIntoItself();
    void aFactoryThatMakesNothingIsAskedAgain();
};

void tst_LazyPage::makesNothingUntilAsked()
{
    int made = 0;
    LazyPage holder(QStringLiteral("charts"), [&made](QWidget* parent) {
        ++made;
        return new QLabel(parent);
    });
    holder.resize(200, 100);
    holder.show();
    QVERIFY(QTest::qWaitForWindowExposed(&holder));
    QCOMPARE(holder.id(), QStringLiteral("charts"));
    QVERIFY(!holder.isBuilt());
    QVERIFY(!holder.builtPage());
    QCOMPARE(made, 0);
}

void tst_LazyPage::makesThePageOnceIntoItself()
{
    int made = 0;
    QWidget* parentSeen = nullptr;
    LazyPage holder(QStringLiteral("charts"), [&made, &parentSeen](QWidget* parent) {
        ++made;
        parentSeen = parent;
        return new QLabel(QStringLiteral("page"), parent);
    });
    QWidget* page = holder.page();
    QVERIFY(page);
    QCOMPARE(made, 1);
    QCOMPARE(parentSeen, &holder);
    QCOMPARE(page->parentWidget(), &holder);
    QCOMPARE(holder.layout()->indexOf(page), 0); // fills the tab
    QVERIFY(holder.isBuilt());
    QCOMPARE(holder.builtPage(), page);
    QCOMPARE(holder.page(), page);
    QCOMPARE(made, 1);
}

void tst_LazyPage::aFactoryThatMakesNothingIsAskedAgain()
{
    int asked = 0;
    LazyPage holder(QStringLiteral("later"),
                    [&asked](QWidget* parent) -> QWidget* { return ++asked < 2 ? nullptr : new QLabel(parent); });
    QVERIFY(!holder.page());
    QVERIFY(!holder.isBuilt());
    QVERIFY(holder.page());
    QCOMPARE(asked, 2);
    QVERIFY(holder.isBuilt());
}

GPUATLAS_TEST_MAIN(tst_LazyPage)
#include "tst_LazyPage.moc"
