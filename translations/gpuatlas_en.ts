<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AccuracyReport</name>
    <message numerus="yes">
        <source>All %n cases</source>
        <translation>
            <numerusform>All %n case</numerusform>
            <numerusform>All %n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Validation: %n cases no constant was fitted to</source>
        <translation>
            <numerusform>Validation: %n case no constant was fitted to</numerusform>
            <numerusform>Validation: %n cases no constant was fitted to</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Calibration: %n cases the fitted constants were fitted to</source>
        <translation>
            <numerusform>Calibration: %n case the fitted constants were fitted to</numerusform>
            <numerusform>Calibration: %n cases the fitted constants were fitted to</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n case(s) the estimator cannot reproduce (listed without an estimate).</source>
        <translation>
            <numerusform>%n case the estimator cannot reproduce (listed without an estimate).</numerusform>
            <numerusform>%n cases the estimator cannot reproduce (listed without an estimate).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 (%n cases)</source>
        <translation>
            <numerusform>%1 %2 (%n case)</numerusform>
            <numerusform>%1 %2 (%n cases)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2, worst %3 (%n cases)</source>
        <translation>
            <numerusform>%1 %2, worst %3 (%n case)</numerusform>
            <numerusform>%1 %2, worst %3 (%n cases)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BreakEvenChartBuilder</name>
    <message numerus="yes">
        <source>Buying is ahead after %n month(s); %1 spent either way by then.</source>
        <translation>
            <numerusform>Buying is ahead after %n month; %1 spent either way by then.</numerusform>
            <numerusform>Buying is ahead after %n months; %1 spent either way by then.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChartConversion</name>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… and %n more.</numerusform>
            <numerusform>… and %n more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChartSummary</name>
    <message numerus="yes">
        <source>Compares %1 on %n measure(s): %2.</source>
        <translation>
            <numerusform>Compares %1 on %n measure: %2.</numerusform>
            <numerusform>Compares %1 on %n measures: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shows %1 for %n row(s): %2.</source>
        <translation>
            <numerusform>Shows %1 for %n row: %2.</numerusform>
            <numerusform>Shows %1 for %n rows: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The lines cross %n more time(s).</source>
        <translation>
            <numerusform>The lines cross %n more time.</numerusform>
            <numerusform>The lines cross %n more times.</numerusform>
        </translation>
    </message>
</context>
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
    <name>DeckTables</name>
    <message numerus="yes">
        <source>%n engine constant(s) changed from the default.</source>
        <translation>
            <numerusform>%n engine constant changed from the default.</numerusform>
            <numerusform>%n engine constants changed from the default.</numerusform>
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
    <name>EngineMetrics</name>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
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
        <source>Serves %1 with up to %2 requests in flight per copy, %n copies; it could serve about %3.</source>
        <translation>
            <numerusform>Serves %1 with up to %2 requests in flight on %n copy of the model; it could serve about %3.</numerusform>
            <numerusform>Serves %1 with up to %2 requests in flight per copy, %n copies; it could serve about %3.</numerusform>
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
    <name>FrontierChartBuilder</name>
    <message numerus="yes">
        <source>%n GPUs: %1 for %2</source>
        <translation>
            <numerusform>%n GPU: %1 for %2</numerusform>
            <numerusform>%n GPUs: %1 for %2</numerusform>
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
    <name>LayoutText</name>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n server(s)</source>
        <translation>
            <numerusform>%1, %n server</numerusform>
            <numerusform>%1, %n servers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MatrixText</name>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OwnershipTable</name>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n month</numerusform>
            <numerusform>%n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month(s), after its life</source>
        <translation>
            <numerusform>%n month, after its life</numerusform>
            <numerusform>%n months, after its life</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OwnershipText</name>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n month</numerusform>
            <numerusform>%n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Buying %1 pays off after %n month(s) at %2 utilisation.</source>
        <translation>
            <numerusform>Buying %1 pays off after %n month at %2 utilisation.</numerusform>
            <numerusform>Buying %1 pays off after %n months at %2 utilisation.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Buying %1 pays off only after %n month(s) at %2 utilisation, beyond its %3 life: rent instead.</source>
        <translation>
            <numerusform>Buying %1 pays off only after %n month at %2 utilisation, beyond its %3 life: rent instead.</numerusform>
            <numerusform>Buying %1 pays off only after %n months at %2 utilisation, beyond its %3 life: rent instead.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Buying %1 pays off after %n month(s) compared with renting %2 at %3 for the same work.</source>
        <translation>
            <numerusform>Buying %1 pays off after %n month compared with renting %2 at %3 for the same work.</numerusform>
            <numerusform>Buying %1 pays off after %n months compared with renting %2 at %3 for the same work.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Buying %1 pays off only after %n month(s) compared with renting %2 at %3 for the same work, beyond its %4 life: rent instead.</source>
        <translation>
            <numerusform>Buying %1 pays off only after %n month compared with renting %2 at %3 for the same work, beyond its %4 life: rent instead.</numerusform>
            <numerusform>Buying %1 pays off only after %n months compared with renting %2 at %3 for the same work, beyond its %4 life: rent instead.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RankingTable</name>
    <message numerus="yes">
        <source>%n ×</source>
        <translation>
            <numerusform>%n ×</numerusform>
            <numerusform>%n ×</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReportDocument</name>
    <message numerus="yes">
        <source>The %n best-ranked candidate(s), side by side; the ranking below lists all of them.</source>
        <translation>
            <numerusform>The best-ranked candidate; the ranking below lists all of them.</numerusform>
            <numerusform>The %n best-ranked candidates, side by side; the ranking below lists all of them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n constant(s) changed from the default, marked &quot;changed&quot;.</source>
        <translation>
            <numerusform>%n constant changed from the default, marked &quot;changed&quot;.</numerusform>
            <numerusform>%n constants changed from the default, marked &quot;changed&quot;.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n month</numerusform>
            <numerusform>%n months</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) are more than a year old: check current prices before you buy.</source>
        <translation>
            <numerusform>%n price is more than a year old: check current prices before you buy.</numerusform>
            <numerusform>%n prices are more than a year old: check current prices before you buy.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultChartsBuilder</name>
    <message numerus="yes">
        <source>(%n GPU(s))</source>
        <translation>
            <numerusform>(%n GPU)</numerusform>
            <numerusform>(%n GPUs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The best %1 of %Ln candidates are shown.</source>
        <translation>
            <numerusform>The best %1 of %Ln candidate is shown.</numerusform>
            <numerusform>The best %1 of %Ln candidates are shown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The best %1 of %Ln feasible candidates are shown.</source>
        <translation>
            <numerusform>The best %1 of %Ln feasible candidate is shown.</numerusform>
            <numerusform>The best %1 of %Ln feasible candidates are shown.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SensitivityChartBuilder</name>
    <message numerus="yes">
        <source>%1 %2: %3 (%n GPU(s))</source>
        <translation>
            <numerusform>%1 %2: %3 (%n GPU)</numerusform>
            <numerusform>%1 %2: %3 (%n GPUs)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more crossover(s) not listed.</source>
        <translation>
            <numerusform>%n more crossover not listed.</numerusform>
            <numerusform>%n more crossovers not listed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each point at %n GPU(s), the count fixed for every candidate; gaps where a GPU is not feasible.</source>
        <translation>
            <numerusform>Each point at %n GPU, the count fixed for every candidate; gaps where a GPU is not feasible.</numerusform>
            <numerusform>Each point at %n GPUs, the count fixed for every candidate; gaps where a GPU is not feasible.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SizingText</name>
    <message numerus="yes">
        <source>%n GPUs</source>
        <comment>a count of GPUs</comment>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
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
    <name>gpuatlas::ui::CalibrationDialog</name>
    <message numerus="yes">
        <source>Typical error over %n usable measurement(s): %1× before calibration, %2× after (1× is exact). %3</source>
        <translation>
            <numerusform>Typical error over %n usable measurement: %1× before calibration, %2× after (1× is exact). %3</numerusform>
            <numerusform>Typical error over %n usable measurements: %1× before calibration, %2× after (1× is exact). %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n measurement(s)</source>
        <translation>
            <numerusform>%n measurement</numerusform>
            <numerusform>%n measurements</numerusform>
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
    <name>gpuatlas::ui::OneConfigurationPanel</name>
    <message numerus="yes">
        <source>%n-month term</source>
        <translation>
            <numerusform>%n-month term</numerusform>
            <numerusform>%n-month term</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::PriceEditDialog</name>
    <message numerus="yes">
        <source>%1 for %n GPUs</source>
        <translation>
            <numerusform>%1 for %n GPU</numerusform>
            <numerusform>%1 for %n GPUs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::PricesDialog</name>
    <message numerus="yes">
        <source>%n price(s) are more than a year old and marked with a warning.</source>
        <translation>
            <numerusform>%n price is more than a year old and marked with a warning.</numerusform>
            <numerusform>%n prices are more than a year old and marked with a warning.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::PricesModel</name>
    <message numerus="yes">
        <source>%1, %n month(s)</source>
        <comment>a reserved price and its term</comment>
        <translation>
            <numerusform>%1, %n month</numerusform>
            <numerusform>%1, %n months</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::RecommendationPage</name>
    <message numerus="yes">
        <source>%1 only: %n other GPUs left out.</source>
        <translation>
            <numerusform>%1 only: %n other GPU left out.</numerusform>
            <numerusform>%1 only: %n other GPUs left out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::RentOrBuyPanel</name>
    <message numerus="yes">
        <source>%n-month term</source>
        <translation>
            <numerusform>%n-month term</numerusform>
            <numerusform>%n-month term</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::RuntimePage</name>
    <message numerus="yes">
        <source>The layout pinned needs %1 GPUs, more than the %n allowed on the previous page.</source>
        <translation>
            <numerusform>The layout pinned needs %1 GPUs, more than the %n allowed on the previous page.</numerusform>
            <numerusform>The layout pinned needs %1 GPUs, more than the %n allowed on the previous page.</numerusform>
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
