<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ComparisonChartBuilder</name>
    <message numerus="yes">
        <source>A radar chart needs at least %n axes: choose more, or show bars.</source>
        <translation>
            <numerusform>A radar chart needs at least %n axis: choose more, or show bars.</numerusform>
            <numerusform>A radar chart needs at least %n axes: choose more, or show bars.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiagnosticText</name>
    <message numerus="yes">
        <source>(and %n more problem(s))</source>
        <translation>
            <numerusform>(and %n more problem)</numerusform>
            <numerusform>(and %n more problems)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>... and %n more problem(s)</source>
        <translation>
            <numerusform>... and %n more problem</numerusform>
            <numerusform>... and %n more problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message numerus="yes">
        <source>The model is split over %1 GPUs (tensor parallel); %n copies of it serve in parallel.</source>
        <translation>
            <numerusform>The model is split over %1 GPUs (tensor parallel); %n copy of it serves.</numerusform>
            <numerusform>The model is split over %1 GPUs (tensor parallel); %n copies of it serve in parallel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Serves %1 requests/s with up to %2 requests in flight per copy, %n copies; it could serve about %3 requests/s.</source>
        <translation>
            <numerusform>Serves %1 requests/s with up to %2 requests in flight on %n copy of the model; it could serve about %3 requests/s.</numerusform>
            <numerusform>Serves %1 requests/s with up to %2 requests in flight per copy, %n copies; it could serve about %3 requests/s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EstimateExplanation</name>
    <message numerus="yes">
        <source>%1 for %n GPU(s) (%2).</source>
        <translation>
            <numerusform>%1 for %n GPU (%2).</numerusform>
            <numerusform>%1 for %n GPUs (%2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GpuFields</name>
    <message numerus="yes">
        <source>bridge, %n GPUs</source>
        <translation>
            <numerusform>bridge, %n GPU</numerusform>
            <numerusform>bridge, %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>switch, %n GPUs</source>
        <translation>
            <numerusform>switch, %n GPU</numerusform>
            <numerusform>switch, %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mesh, %n GPUs</source>
        <translation>
            <numerusform>mesh, %n GPU</numerusform>
            <numerusform>mesh, %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>up to %n instances</source>
        <translation>
            <numerusform>up to %n instance</numerusform>
            <numerusform>up to %n instances</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::AssumptionsPanel</name>
    <message numerus="yes">
        <source>%n changed</source>
        <translation>
            <numerusform>%n changed</numerusform>
            <numerusform>%n changed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::MainWindow</name>
    <message numerus="yes">
        <source>%n GPUs shown</source>
        <translation>
            <numerusform>%n GPU shown</numerusform>
            <numerusform>%n GPUs shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n selected</source>
        <translation>
            <numerusform>%n selected</numerusform>
            <numerusform>%n selected</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::ModelPage</name>
    <message numerus="yes">
        <source>%n layers</source>
        <translation>
            <numerusform>%n layer</numerusform>
            <numerusform>%n layers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n heads</source>
        <translation>
            <numerusform>%n head</numerusform>
            <numerusform>%n heads</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::ResultsModel</name>
    <message numerus="yes">
        <source>%n ×</source>
        <translation>
            <numerusform>%n ×</numerusform>
            <numerusform>%n ×</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::ScalePage</name>
    <message numerus="yes">
        <source>Workstation (up to %n PCIe cards)</source>
        <translation>
            <numerusform>Workstation (%n PCIe card)</numerusform>
            <numerusform>Workstation (up to %n PCIe cards)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A workstation holds at most %n GPUs; lower the maximum or choose a server or the cloud.</source>
        <translation>
            <numerusform>A workstation holds at most %n GPU; lower the maximum or choose a server or the cloud.</numerusform>
            <numerusform>A workstation holds at most %n GPUs; lower the maximum or choose a server or the cloud.</numerusform>
        </translation>
    </message>
</context>
</TS>
