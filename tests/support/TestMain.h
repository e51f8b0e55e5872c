// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One executable per test folder, each Qt Test class still its own ctest entry
// (tests/CMakeLists.txt, gpuatlas_add_test): a class registers the main function Qt's
// QTEST_*MAIN would have given it, and TestRunner.cpp's main() runs the class named by
// its first argument, so every class keeps a process, an application object and a
// command line of its own:
//   tests_engine tst_Estimator [Qt Test options...]      tests_engine --list
// Linking Qt Widgets a dozen times instead of once per class is most of what this saves.

#include <QTest>

namespace gpuatlas::tests {

using TestMainFunction = int (*)(int argc, char** argv);

// Adds `main` under `name` to the executable's table of test classes.
struct TestRegistration
{
    TestRegistration(const char* name, TestMainFunction main);
};

} // namespace gpuatlas::tests

// Registers a test class that has a main function of its own (a custom application object).
#define GPUATLAS_REGISTER_TEST(TestObject, function)                                                                   \
    static const ::gpuatlas::tests::TestRegistration gpuatlasTestRegistration(#TestObject, &(function));

// What QTEST_MAIN_WRAPPER (qtest.h) puts in main(), in a function of the test's own.
#define GPUATLAS_TEST_WRAPPER(TestObject, ...)                                                                         \
    static int gpuatlasTestMain(int argc, char* argv[])                                                                \
    {                                                                                                                  \
        QT_PREPEND_NAMESPACE(QTest::Internal::callInitMain)<TestObject>();                                             \
        __VA_ARGS__                                                                                                    \
        TestObject tc;                                                                                                 \
        QTEST_SET_MAIN_SOURCE_PATH                                                                                     \
        return QTest::qExec(&tc, argc, argv);                                                                          \
    }                                                                                                                  \
    GPUATLAS_REGISTER_TEST(TestObject, gpuatlasTestMain)

// The three mains of qtest.h: an application of the kind the suite links (QApplication
// with Qt Widgets, QGuiApplication with Qt Gui), a QCoreApplication, or none.
#define GPUATLAS_TEST_MAIN(TestObject) GPUATLAS_TEST_WRAPPER(TestObject, QTEST_MAIN_SETUP())
#define GPUATLAS_TEST_GUILESS_MAIN(TestObject) GPUATLAS_TEST_WRAPPER(TestObject, QTEST_QAPP_SETUP(QCoreApplication))
#define GPUATLAS_TEST_APPLESS_MAIN(TestObject) GPUATLAS_TEST_WRAPPER(TestObject)
