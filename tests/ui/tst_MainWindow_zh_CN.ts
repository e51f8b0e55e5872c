<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<!-- A few messages for tst_MainWindow's runtime language switch. Not the app's
     translation (that is translations/gpuatlas_zh_CN.ts): the test needs strings it
     knows to be translated, whatever state the real translation is in. -->
<TS version="2.1" language="zh_CN">
<context>
    <name>gpuatlas::ui::MainWindow</name>
    <message>
        <source>GPU Atlas</source>
        <translation>GPU 图鉴</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Specifications</source>
        <translation>规格</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::SpecPage</name>
    <message>
        <source>GPUs as &amp;Rows</source>
        <translation>GPU 按行(&amp;R)</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::SpecFilterBar</name>
    <message>
        <source>All vendors</source>
        <translation>全部厂商</translation>
    </message>
</context>
</TS>
