<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>AccuracyChart</name>
    <message>
        <source>Estimates against published measurements: %1</source>
        <translation>估算與公開實測對比：%1</translation>
    </message>
    <message>
        <source>Estimates against published measurements</source>
        <translation>估算與公開實測對比</translation>
    </message>
    <message>
        <source>Estimate as a share of the measurement (%)</source>
        <translation>估算值佔實測值的百分比（%）</translation>
    </message>
    <message>
        <source>Each row is a published measurement (data/accuracy.json, with its source), estimated by the engine for the same GPU, layout and workload. 100 % is exact; between the dashed lines (%1 to %2) the measurement lies inside the range the estimate gives.</source>
        <translation>每列是一項公開實測（資料檔 data/accuracy.json，附來源），由引擎按相同的 GPU、並行方案和工作負載估算。100% 表示完全一致；兩條虛線之間（%1 至 %2）表示實測值落在估算給出的區間內。</translation>
    </message>
    <message>
        <source>Range of the estimates</source>
        <translation>估算區間</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>實測值</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>估算值</translation>
    </message>
    <message>
        <source>%1: estimate %2, measured %3 (%4)</source>
        <translation>%1：估算 %2，實測 %3（%4）</translation>
    </message>
    <message>
        <source>not reproduced</source>
        <translation>無法重現</translation>
    </message>
    <message>
        <source>No published measurements to compare with.</source>
        <translation>沒有可供對比的公開實測。</translation>
    </message>
</context>
<context>
    <name>AccuracyCommands</name>
    <message>
        <source>accuracy: unexpected argument &quot;%1&quot;</source>
        <translation>accuracy：多餘的參數「%1」</translation>
    </message>
    <message>
        <source>--split: unknown split &quot;%1&quot;; use validation, calibration or all</source>
        <translation>--split：未知的資料集「%1」；請用 validation（驗證集）、calibration（校準集）或 all（全部）</translation>
    </message>
    <message>
        <source>--out: unknown file type &quot;%1&quot; in %2; use .png, .svg or .pdf</source>
        <translation>--out：%2 的檔案類型「%1」未知；請用 .png、.svg 或 .pdf</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>案例</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>卡數</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指標</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>實測值</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>估算值</translation>
    </message>
    <message>
        <source>Ratio</source>
        <translation>比值</translation>
    </message>
    <message>
        <source>not reproduced</source>
        <translation>無法重現</translation>
    </message>
    <message>
        <source>%1, not reproduced: %2
</source>
        <translation>%1，無法重現：%2
</translation>
    </message>
</context>
<context>
    <name>AccuracyReport</name>
    <message>
        <source>Calibration</source>
        <translation>校準</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>驗證</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>tokens/s per GPU</source>
        <translation>每卡 token/秒</translation>
    </message>
    <message>
        <source>samples/s</source>
        <translation>樣本/秒</translation>
    </message>
    <message>
        <source>images/s</source>
        <translation>圖/秒</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message numerus="yes">
        <source>All %n cases</source>
        <translation>
            <numerusform>全部 %n 個案例</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Validation: %n cases no constant was fitted to</source>
        <translation>
            <numerusform>驗證集：%n 個未用於擬合任何常數的案例</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Calibration: %n cases the fitted constants were fitted to</source>
        <translation>
            <numerusform>校準集：%n 個用於擬合常數的案例</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. On average an estimate lies within %2 of its measurement (geometric mean); the furthest is %3 of it.</source>
        <translation>%1。估算與實測平均相差 %2 以內（幾何平均）；相差最大的為 %3。</translation>
    </message>
    <message>
        <source>Estimates run %1 high on average.</source>
        <translation>估算平均偏高 %1。</translation>
    </message>
    <message>
        <source>Estimates run %1 low on average.</source>
        <translation>估算平均偏低 %1。</translation>
    </message>
    <message numerus="yes">
        <source>%n case(s) the estimator cannot reproduce (listed without an estimate).</source>
        <translation>
            <numerusform>估算器無法重現的案例有 %n 個（已列出，不附估算值）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 (%n cases)</source>
        <translation>
            <numerusform>%1 %2（%n 個案例）</numerusform>
        </translation>
    </message>
    <message>
        <source>Per runtime: %1.</source>
        <translation>依框架：%1。</translation>
    </message>
    <message>
        <source>prompt tokens/s</source>
        <translation>提示詞 token/秒</translation>
    </message>
    <message>
        <source>mixture of experts</source>
        <translation>混合專家</translation>
    </message>
    <message>
        <source>image generation</source>
        <translation>影像生成</translation>
    </message>
    <message>
        <source>convolutional</source>
        <translation>卷積網路</translation>
    </message>
    <message>
        <source>dense transformers</source>
        <translation>稠密 Transformer</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2, worst %3 (%n cases)</source>
        <translation>
            <numerusform>%1 %2，最差 %3（%n 個案例）</numerusform>
        </translation>
    </message>
    <message>
        <source>Per model family: %1.</source>
        <translation>依模型類別：%1。</translation>
    </message>
</context>
<context>
    <name>ArticleComparison</name>
    <message>
        <source>neither is both faster and cheaper; the priorities&apos; balance of speed, cost and energy decides.</source>
        <translation>兩者都不是既更快又更便宜；由優先順序中速度、成本和能耗的權衡決定。</translation>
    </message>
    <message>
        <source>its time to train decides, %1 at %2 GPUs against %3 at %4.</source>
        <translation>決定因素是訓練時間：%2 張 GPU 需 %1，對方 %4 張 GPU 需 %3。</translation>
    </message>
    <message>
        <source>its speed decides, %1 against %2 per second.</source>
        <translation>決定因素是速度：每秒 %1，對方每秒 %2。</translation>
    </message>
    <message>
        <source>its speed decides.</source>
        <translation>決定因素是速度。</translation>
    </message>
    <message>
        <source>its cost decides, %1 for the run against %2.</source>
        <translation>決定因素是成本：整個訓練任務 %1，對方 %2。</translation>
    </message>
    <message>
        <source>its cost decides, %1 against %2.</source>
        <translation>決定因素是成本：%1，對方 %2。</translation>
    </message>
    <message>
        <source>its cost decides.</source>
        <translation>決定因素是成本。</translation>
    </message>
    <message>
        <source>The source article recommends the %1 before the %2 for training; here the %2 ranks higher: %3</source>
        <translation>原文推薦訓練時優先選用 %1 而非 %2；此處 %2 排名更高，%3</translation>
    </message>
    <message>
        <source>The source article recommends the %1 before the %2 for inference; here the %2 ranks higher: %3</source>
        <translation>原文推薦推理時優先選用 %1 而非 %2；此處 %2 排名更高，%3</translation>
    </message>
</context>
<context>
    <name>AtomicWriter</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
</context>
<context>
    <name>BreakEvenChartBuilder</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Rent or buy %1: cost over time</source>
        <translation>租用還是購買 %1：隨時間累計的成本</translation>
    </message>
    <message>
        <source>Cumulative spending at %1 utilisation</source>
        <translation>利用率 %1 時的累計支出</translation>
    </message>
    <message>
        <source>Buying: the GPUs and their server share paid at month 0, then energy, hosting and maintenance each month (no resale counted). Renting: the price per GPU-hour for the hours used.</source>
        <translation>購買：第 0 個月支付 GPU 及其伺服器分攤費用，之後每月支付電費、託管和維護費用（不計轉售）。租用：按實際使用的時數，以每卡每小時價格計費。</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>月數</translation>
    </message>
    <message>
        <source>Renting</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>Buying</source>
        <translation>購買</translation>
    </message>
    <message>
        <source>Month %1</source>
        <translation>第 %1 個月</translation>
    </message>
    <message>
        <source>Renting, month %1</source>
        <translation>租用，第 %1 個月</translation>
    </message>
    <message>
        <source>Buying, month %1</source>
        <translation>購買，第 %1 個月</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>盈虧平衡點</translation>
    </message>
    <message numerus="yes">
        <source>Buying is ahead after %n month(s); %1 spent either way by then.</source>
        <translation>
            <numerusform>%n 個月後購買更划算；屆時兩種方式都已花費 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Rent or buy %1: cost by utilisation</source>
        <translation>租用還是購買 %1：按利用率的成本</translation>
    </message>
    <message>
        <source>Cost per month; buying is depreciated over %1</source>
        <translation>每月成本；購買的折舊期為 %1</translation>
    </message>
    <message>
        <source>Utilisation (share of the month&apos;s hours the GPUs are busy)</source>
        <translation>利用率（GPU 忙碌的小時佔當月小時的比例）</translation>
    </message>
    <message>
        <source>Renting at %1</source>
        <translation>利用率 %1 時租用</translation>
    </message>
    <message>
        <source>Buying at %1</source>
        <translation>利用率 %1 時購買</translation>
    </message>
    <message>
        <source>Equal monthly cost at %1 utilisation: %2.</source>
        <translation>利用率為 %1 時月成本相等：%2。</translation>
    </message>
    <message>
        <source>Rent %1 or buy %2: cost over time</source>
        <translation>租用 %1 還是購買 %2：隨時間累計的成本</translation>
    </message>
    <message>
        <source>Cumulative spending for the same work: what %1 does at %2 utilisation</source>
        <translation>相同工作量下的累計支出：%1 在利用率 %2 時完成的工作量</translation>
    </message>
    <message>
        <source>Buying: the GPUs and their server share paid at month 0, then energy, hosting and maintenance each month (no resale counted). Renting: the hours the rented GPUs need for the same work, at their own speed (a committed rental: every hour of its term).</source>
        <translation>購買：第 0 個月支付 GPU 及其伺服器分攤費用，之後每月支付電費、託管和維護（不計轉售）。租用：租用的 GPU 按自身速度完成相同工作量所需的小時數（承諾期租用：按整個期限的每個小時計費）。</translation>
    </message>
    <message>
        <source>Renting %1</source>
        <translation>租用 %1</translation>
    </message>
    <message>
        <source>Buying %1</source>
        <translation>購買 %1</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>累計成本（%1）</translation>
    </message>
    <message>
        <source>Cost per month (%1)</source>
        <translation>每月成本（%1）</translation>
    </message>
</context>
<context>
    <name>CatalogCommands</name>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 M</source>
        <translation>%1 M</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>%1 (dense)</source>
        <translation>%1（稠密）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>gpu: give exactly one GPU id, e.g. gpu-atlas-cli gpu h100-sxm</source>
        <translation>gpu：請給出一個 GPU ID，例如 gpu-atlas-cli gpu h100-sxm</translation>
    </message>
    <message>
        <source>gpu: unknown GPU id &quot;%1&quot; (see gpu-atlas-cli gpus)</source>
        <translation>gpu：未知的 GPU ID「%1」（見 gpu-atlas-cli gpus）</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>欄位</translation>
    </message>
    <message>
        <source>Dense</source>
        <translation>稠密</translation>
    </message>
    <message>
        <source>Sparse</source>
        <translation>稀疏</translation>
    </message>
    <message>
        <source>Sources:</source>
        <translation>來源：</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>類型</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>參數量</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>層數</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>隱藏維度</translation>
    </message>
    <message>
        <source>Heads / KV heads</source>
        <translation>注意力頭 / KV 頭</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>GPU link</source>
        <translation>GPU 互連</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>ChartCommands</name>
    <message>
        <source>chart: say which chart: radar or bars</source>
        <translation>chart：請指定圖表：radar 或 bars</translation>
    </message>
    <message>
        <source>chart: unknown chart &quot;%1&quot;; use radar or bars</source>
        <translation>chart：未知圖表「%1」；請用 radar 或 bars</translation>
    </message>
    <message>
        <source>chart %1: unexpected argument &quot;%2&quot;</source>
        <translation>chart %1：多餘的參數「%2」</translation>
    </message>
    <message>
        <source>chart %1: --gpus ID,ID,... is required</source>
        <translation>chart %1：需要 --gpus ID,ID,...</translation>
    </message>
    <message>
        <source>chart %1: --out FILE.png, .svg or .pdf is required</source>
        <translation>chart %1：需要 --out FILE.png、.svg 或 .pdf</translation>
    </message>
    <message>
        <source>--out: unknown file type &quot;%1&quot; in %2; use .png, .svg or .pdf</source>
        <translation>--out：%2 的檔案類型「%1」未知；請用 .png、.svg 或 .pdf</translation>
    </message>
    <message>
        <source>--gpus: unknown GPU id &quot;%1&quot; (see gpu-atlas-cli gpus)</source>
        <translation>--gpus：未知的 GPU ID「%1」（見 gpu-atlas-cli gpus）</translation>
    </message>
    <message>
        <source>--gpus: no GPU id given</source>
        <translation>--gpus：沒有給出 GPU ID</translation>
    </message>
</context>
<context>
    <name>ChartConversion</name>
    <message>
        <source>%1 %2</source>
        <comment>series name, value</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>category: values</comment>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>……另有 %n 項。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChartExporter</name>
    <message>
        <source>cannot start the SVG writer</source>
        <translation>無法啟動 SVG 寫入器</translation>
    </message>
    <message>
        <source>the SVG writer failed</source>
        <translation>SVG 寫入失敗</translation>
    </message>
    <message>
        <source>cannot start the PDF writer</source>
        <translation>無法啟動 PDF 寫入器</translation>
    </message>
    <message>
        <source>the PDF writer failed</source>
        <translation>PDF 寫入失敗</translation>
    </message>
    <message>
        <source>an image of %1 x %2 pixels is too large</source>
        <translation>%1 × %2 像素的影像過大</translation>
    </message>
    <message>
        <source>unknown format</source>
        <translation>未知格式</translation>
    </message>
    <message>
        <source>%1: unknown file type &quot;%2&quot;; use .png, .svg or .pdf</source>
        <translation>%1：檔案類型「%2」未知；請用 .png、.svg 或 .pdf</translation>
    </message>
</context>
<context>
    <name>ChartSummary</name>
    <message>
        <source>no values</source>
        <translation>無數值</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>all equal (%1)</source>
        <translation>均相同（%1）</translation>
    </message>
    <message>
        <source>best %1 (%2), worst %3 (%4)</source>
        <translation>最佳 %1（%2），最差 %3（%4）</translation>
    </message>
    <message>
        <source>highest %1 (%2), lowest %3 (%4)</source>
        <translation>最高 %1（%2），最低 %3（%4）</translation>
    </message>
    <message>
        <source>The chart has no data.</source>
        <translation>圖表沒有資料。</translation>
    </message>
    <message numerus="yes">
        <source>Compares %1 on %n measure(s): %2.</source>
        <translation>
            <numerusform>在 %n 項指標上比較 %1：%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message numerus="yes">
        <source>Shows %1 for %n row(s): %2.</source>
        <translation>
            <numerusform>%1，共 %n 列：%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>Across the rows: %1.</source>
        <translation>各列中：%1。</translation>
    </message>
    <message>
        <source>Shows %1 against %2 for %3, from %4 to %5.</source>
        <translation>顯示 %3 的%1隨%2的變化，從 %4 到 %5。</translation>
    </message>
    <message>
        <source>At %1: %2.</source>
        <translation>在 %1：%2。</translation>
    </message>
    <message>
        <source>The lines do not cross between %1 and %2.</source>
        <translation>在 %1 與 %2 之間各曲線沒有交叉。</translation>
    </message>
    <message numerus="yes">
        <source>The lines cross %n more time(s).</source>
        <translation>
            <numerusform>各曲線另有 %n 次交叉。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2 cross between %3 and %4.</source>
        <translation>%1 與 %2 在 %3 與 %4 之間交叉。</translation>
    </message>
</context>
<context>
    <name>CliApp</name>
    <message>
        <source>Print the version and exit.</source>
        <translation>顯示版本號並結束。</translation>
    </message>
    <message>
        <source>Print this help and exit.</source>
        <translation>顯示本說明並結束。</translation>
    </message>
    <message>
        <source>Print JSON instead of a table.</source>
        <translation>輸出 JSON 而不是表格。</translation>
    </message>
    <message>
        <source>Use this GPU catalogue instead of the built-in one.</source>
        <translation>使用此 GPU 目錄檔案代替內建目錄。</translation>
    </message>
    <message>
        <source>Language of the output: en, zh_CN or zh_TW.</source>
        <translation>輸出語言：en、zh_CN 或 zh_TW。</translation>
    </message>
    <message>
        <source>Workload file (JSON).</source>
        <translation>工作負載檔案（JSON）。</translation>
    </message>
    <message>
        <source>GPU id.</source>
        <translation>GPU ID。</translation>
    </message>
    <message>
        <source>Number of GPUs.</source>
        <translation>卡數。</translation>
    </message>
    <message>
        <source>Comma-separated GPU ids.</source>
        <translation>以逗號分隔的 GPU ID。</translation>
    </message>
    <message>
        <source>Show only the best K.</source>
        <translation>只顯示排名前 K 的結果。</translation>
    </message>
    <message>
        <source>Output file.</source>
        <translation>輸出檔案。</translation>
    </message>
    <message>
        <source>Resolution of PNG output.</source>
        <translation>PNG 輸出的解析度。</translation>
    </message>
    <message>
        <source>--lang: &quot;%1&quot; is not a language; use en, zh_CN or zh_TW</source>
        <translation>--lang：「%1」不是支援的語言；請用 en、zh_CN 或 zh_TW</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;</source>
        <translation>未知指令「%1」</translation>
    </message>
    <message>
        <source>--version: unexpected argument &quot;%1&quot;</source>
        <translation>--version：多餘的參數「%1」</translation>
    </message>
    <message>
        <source>%1: unexpected argument &quot;%2&quot;</source>
        <translation>%1：多餘的參數「%2」</translation>
    </message>
    <message>
        <source>Which published measurements: validation, calibration or all.</source>
        <translation>使用哪些公開實測：validation（驗證集）、calibration（校準集）或 all（全部）。</translation>
    </message>
    <message>
        <source>Currency of the costs: USD, CNY or EUR.</source>
        <translation>成本的幣別：USD、CNY 或 EUR。</translation>
    </message>
    <message>
        <source>Usage:
  gpu-atlas-cli --version
  gpu-atlas-cli gpus   [--json] [--catalog FILE]
  gpu-atlas-cli gpu ID [--json] [--catalog FILE]
  gpu-atlas-cli models [--json]
  gpu-atlas-cli estimate  --workload FILE --gpu ID [--count N] [--json] [--lang L]
  gpu-atlas-cli recommend --workload FILE [--gpus ID,ID,...] [--top K] [--json] [--lang L]
  gpu-atlas-cli chart radar|bars --gpus ID,ID,... --out FILE.(png|svg|pdf) [--dpi N] [--lang L]
  gpu-atlas-cli report --workload FILE --out FILE.(pdf|html|md|odt) [--gpus ID,...] [--lang L]
  gpu-atlas-cli slides --workload FILE --out FILE.pptx [--gpus ID,...] [--lang L]
  gpu-atlas-cli table [--gpus ID,...] --out FILE.(csv|md|html|xlsx) [--lang L] [--catalog FILE]
  gpu-atlas-cli matrix [--gpus ID,...] [--json] [--lang L] [--out FILE.(png|svg|pdf|csv|md|html)]
  gpu-atlas-cli accuracy [--split validation|calibration|all] [--json] [--out FILE.(png|svg|pdf)]
  gpu-atlas-cli import-config FILE [--json]

Exit status: 0 success, 2 bad input (the message names the file and field), 1 other failure.
</source>
        <translation>用法：
  gpu-atlas-cli --version
  gpu-atlas-cli gpus   [--json] [--catalog FILE]
  gpu-atlas-cli gpu ID [--json] [--catalog FILE]
  gpu-atlas-cli models [--json]
  gpu-atlas-cli estimate  --workload FILE --gpu ID [--count N] [--json] [--lang L]
  gpu-atlas-cli recommend --workload FILE [--gpus ID,ID,...] [--top K] [--json] [--lang L]
  gpu-atlas-cli chart radar|bars --gpus ID,ID,... --out FILE.(png|svg|pdf) [--dpi N] [--lang L]
  gpu-atlas-cli report --workload FILE --out FILE.(pdf|html|md|odt) [--gpus ID,...] [--lang L]
  gpu-atlas-cli slides --workload FILE --out FILE.pptx [--gpus ID,...] [--lang L]
  gpu-atlas-cli table [--gpus ID,...] --out FILE.(csv|md|html|xlsx) [--lang L] [--catalog FILE]
  gpu-atlas-cli matrix [--gpus ID,...] [--json] [--lang L] [--out FILE.(png|svg|pdf|csv|md|html)]
  gpu-atlas-cli accuracy [--split validation|calibration|all] [--json] [--out FILE.(png|svg|pdf)]
  gpu-atlas-cli import-config FILE [--json]

結束狀態：0 成功，2 輸入有誤（訊息會指出檔案和欄位），1 其他失敗。
</translation>
    </message>
    <message>
        <source>estimate, recommend, report, slides and matrix also take --currency USD|CNY|EUR (default: the currency chosen in the app, else USD).
</source>
        <translation>estimate（估算）、recommend（推薦）、report（報告）、slides（投影片）和 matrix（適用場景矩陣）指令還接受 --currency USD|CNY|EUR（預設：應用程式中選定的幣別，否則為 USD）。
</translation>
    </message>
    <message>
        <source>gpus, recommend, report, slides and matrix also take --market global|china|all: the parts sold worldwide, the China-market parts, or both (default: all).
</source>
        <translation>gpus（GPU 列表）、recommend（推薦）、report（報告）、slides（投影片）和 matrix（適用場景矩陣）指令還接受 --market global|china|all：全球銷售的型號、中國市場特供型號，或兩者皆要（預設：all）。
</translation>
    </message>
    <message>
        <source>Which parts: global, china or all.</source>
        <translation>參與比較的型號：global、china 或 all。</translation>
    </message>
</context>
<context>
    <name>ComparisonChartBuilder</name>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Values as specified, in each metric&apos;s own unit</source>
        <translation>按規格原值，各指標用各自的單位</translation>
    </message>
    <message>
        <source>Relative to the best GPU on each axis (best = 100%)</source>
        <translation>相對於每個軸上的最佳 GPU（最佳 = 100%）</translation>
    </message>
    <message>
        <source>Relative to %1 (= 100% on every axis)</source>
        <translation>相對於 %1（每個軸上均為 100%）</translation>
    </message>
    <message>
        <source>Logarithmic: the best GPU on each axis at the rim, each ring inwards 10× less</source>
        <translation>對數刻度：每個軸上的最佳 GPU 位於最外圈，每向內一圈縮小為十分之一</translation>
    </message>
    <message>
        <source>GPU comparison</source>
        <translation>GPU 對比</translation>
    </message>
    <message>
        <source>n/a: not supported or no data. Specifications from vendor datasheets (gpus.json).</source>
        <translation>不適用：不支援或無資料。規格來自廠商規格書（gpus.json）。</translation>
    </message>
    <message>
        <source>Select GPUs to compare in the spec table.</source>
        <translation>請在規格表中勾選要對比的 GPU。</translation>
    </message>
    <message>
        <source>Choose at least one metric.</source>
        <translation>請至少選擇一個指標。</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不適用</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>value (note)</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>metric: value</comment>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>A radar chart needs at least %n axes: choose more, or show bars.</source>
        <translation>
            <numerusform>雷達圖至少需要 %n 個軸：請多選幾個，或改用長條圖。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (n/a)</source>
        <translation>%1（不適用）</translation>
    </message>
    <message>
        <source>%1 (n/a for %2)</source>
        <translation>%1（%2 無此數值）</translation>
    </message>
    <message>
        <source>%1 has no value to compare with</source>
        <translation>%1 沒有可比較的數值</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 的 %1</translation>
    </message>
    <message>
        <source>%1 of the best</source>
        <translation>最佳值的 %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>axis (why it is empty)</comment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>DeckBuilder</name>
    <message>
        <source>GPU recommendation</source>
        <translation>GPU 推薦</translation>
    </message>
    <message>
        <source>%1 · GPU Atlas %2</source>
        <translation>%1 · GPU 圖鑑 %2</translation>
    </message>
    <message>
        <source>Every figure in this deck is an estimate by the GPU Atlas engine from published specifications, dated prices and the assumptions on the Assumptions slide; real systems differ by the ranges given with each result.</source>
        <translation>本簡報中的所有數字均為 GPU 圖鑑引擎的估算，依據公開規格、註明日期的價格以及「假設」頁列出的假設；實際系統會有偏差，幅度見各結果給出的範圍。</translation>
    </message>
    <message>
        <source>The full report, with every constant and the reasons for each verdict: gpu-atlas-cli report, or File &gt; Export report in the app.</source>
        <translation>完整報告（列出每個常數及每項結論的理由）：gpu-atlas-cli report，或在應用程式中選擇「檔案 &gt; 匯出報告」。</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>結論</translation>
    </message>
    <message>
        <source>No candidate fits this workload within its constraints.</source>
        <translation>在限制條件內，沒有候選方案能執行此工作負載。</translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation>推薦：%1</translation>
    </message>
    <message>
        <source>%1 of %2 candidates fit the workload within its constraints.</source>
        <translation>%2 個候選方案中，有 %1 個能在限制條件內執行此工作負載。</translation>
    </message>
    <message>
        <source>Runner-up %1: %2</source>
        <translation>備選 %1：%2</translation>
    </message>
    <message>
        <source>Each GPU at the count the engine chooses at each point, without the request rate: what each can do, not how it copes with one load.</source>
        <translation>每種 GPU 在每個點都採用引擎選定的卡數，且不考慮請求速率：反映的是各自的能力，而不是應對某一負載的表現。</translation>
    </message>
</context>
<context>
    <name>DeckMatrix</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作負載</translation>
    </message>
    <message>
        <source>Each row ranked over these GPUs by the engine; ★ recommended, ✓ suitable, ○ possible, ✗ unsuitable. The Matrix page gives every cell&apos;s reasons.</source>
        <translation>每列都由引擎在這些 GPU 中排名；★ 推薦，✓ 適合，○ 可用，✗ 不適合。各儲存格的理由見適用場景矩陣頁。</translation>
    </message>
    <message>
        <source>Which GPU suits which work</source>
        <translation>哪些 GPU 適合哪些工作</translation>
    </message>
</context>
<context>
    <name>DeckTables</name>
    <message>
        <source>%1 (%2)</source>
        <comment>label (unit)</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Specification</source>
        <translation>規格</translation>
    </message>
    <message>
        <source>%1 dense</source>
        <translation>%1 稠密</translation>
    </message>
    <message>
        <source>%1 sparse</source>
        <translation>%1 稀疏</translation>
    </message>
    <message>
        <source>Each figure is the vendor&apos;s, from the sources below; &quot;%1&quot; means the GPU does not have it.</source>
        <translation>每個數字均為廠商給出的數值，來源見下；「%1」表示該 GPU 沒有此項。</translation>
    </message>
    <message>
        <source>%1: %2 (%3, retrieved %4)</source>
        <translation>%1：%2（%3，取得於 %4）</translation>
    </message>
    <message>
        <source>%1 (%2/%3)</source>
        <comment>title (page/pages)</comment>
        <translation>%1（%2/%3）</translation>
    </message>
    <message>
        <source>Specifications</source>
        <translation>規格</translation>
    </message>
    <message>
        <source>Tensor Core performance</source>
        <translation>Tensor Core 性能</translation>
    </message>
    <message>
        <source>Sparse figures assume 2:4 structured sparsity, which few models use: compare GPUs by their dense figures.</source>
        <translation>稀疏數值以 2:4 結構化稀疏為前提，而很少有模型採用這種稀疏：請按稠密數值比較 GPU。</translation>
    </message>
    <message>
        <source>Dense and sparse figures in rows of their own. Sources: the vendors&apos; datasheets.</source>
        <translation>稠密與稀疏數值各佔一列。來源：廠商規格書。</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>欄位</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>數值</translation>
    </message>
    <message>
        <source>Serving stack: %1.</source>
        <translation>推理框架：%1。</translation>
    </message>
    <message>
        <source>%1: %2 (default %3)</source>
        <translation>%1：%2（預設 %3）</translation>
    </message>
    <message>
        <source>Every engine constant is at its default; the report lists them all with their sources.</source>
        <translation>所有引擎常數均為預設值；報告列出了全部常數及其來源。</translation>
    </message>
    <message>
        <source>The full report (%1) gives every constant, its source and the reasons for each verdict.</source>
        <translation>完整報告（%1）給出每個常數、其來源以及每項結論的理由。</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假設</translation>
    </message>
    <message numerus="yes">
        <source>%n engine constant(s) changed from the default.</source>
        <translation>
            <numerusform>%n 個引擎常數已偏離預設值。</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>來源</translation>
    </message>
    <message>
        <source>Retrieved</source>
        <translation>取得日期</translation>
    </message>
    <message>
        <source>%1: %2 from %3, %4 (%5)</source>
        <translation>%1：%2，來自 %3，%4（%5）</translation>
    </message>
    <message>
        <source>your own quote</source>
        <translation>您自己的報價</translation>
    </message>
    <message>
        <source>Rental prices used (per GPU-hour):</source>
        <translation>所用租用價格（每卡每小時）：</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>來源</translation>
    </message>
    <message>
        <source>Every figure is an estimate by the GPU Atlas engine from these sources; check prices before you buy.</source>
        <translation>每個數字都是 GPU 圖鑑引擎根據這些來源得出的估算；購買前請核實價格。</translation>
    </message>
</context>
<context>
    <name>DiagnosticText</name>
    <message>
        <source>the file does not exist</source>
        <translation>檔案不存在</translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <translation>這是資料夾，不是檔案</translation>
    </message>
    <message>
        <source>the file cannot be opened (%1)</source>
        <translation>無法開啟檔案（%1）</translation>
    </message>
    <message>
        <source>the file cannot be read (%1)</source>
        <translation>無法讀取檔案（%1）</translation>
    </message>
    <message>
        <source>the file is too large (%1 bytes; the limit is %2 bytes)</source>
        <translation>檔案過大（%1 位元組；上限為 %2 位元組）</translation>
    </message>
    <message>
        <source>the file is not valid UTF-8 text (at byte %1)</source>
        <translation>檔案不是有效的 UTF-8 文字（位於第 %1 位元組）</translation>
    </message>
    <message>
        <source>the file is not valid JSON (error at byte %1)</source>
        <translation>檔案不是有效的 JSON（錯誤位於第 %1 位元組）</translation>
    </message>
    <message>
        <source>the JSON is nested more than %1 levels deep</source>
        <translation>JSON 巢狀超過 %1 層</translation>
    </message>
    <message>
        <source>the number %1 is too large</source>
        <translation>數字 %1 過大</translation>
    </message>
    <message>
        <source>must be of type %1, not %2</source>
        <translation>類型應為 %1，而不是 %2</translation>
    </message>
    <message>
        <source>the required field &quot;%1&quot; is missing</source>
        <translation>缺少必填欄位「%1」</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; (check the spelling)</source>
        <translation>未知欄位「%1」（請檢查拼字）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not allowed; use one of: %2</source>
        <translation>不允許「%1」；請使用以下之一：%2</translation>
    </message>
    <message>
        <source>must be %1</source>
        <translation>必須為 %1</translation>
    </message>
    <message>
        <source>must be at least %2 (found %1)</source>
        <translation>不得小於 %2（實際為 %1）</translation>
    </message>
    <message>
        <source>must be greater than %2 (found %1)</source>
        <translation>必須大於 %2（實際為 %1）</translation>
    </message>
    <message>
        <source>must be at most %2 (found %1)</source>
        <translation>不得大於 %2（實際為 %1）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not have the required form (%2)</source>
        <translation>「%1」格式不符合要求（%2）</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能為空</translation>
    </message>
    <message>
        <source>must list at least %1 item(s)</source>
        <translation>至少需要 %1 項</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>必須是有限的數字</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; is used twice (first at %2)</source>
        <translation>ID「%1」重複使用（首次出現在 %2）</translation>
    </message>
    <message>
        <source>the sparse figure %2 should be twice the dense figure %1 (the vendor states 2:4 sparsity doubles it)</source>
        <translation>稀疏值 %2 應為稠密值 %1 的兩倍（廠商說明 2:4 稀疏可使其加倍）</translation>
    </message>
    <message>
        <source>the sparse figure %2 is lower than the dense figure %1</source>
        <translation>稀疏值 %2 低於稠密值 %1</translation>
    </message>
    <message>
        <source>unknown GPU id &quot;%1&quot;</source>
        <translation>未知的 GPU ID「%1」</translation>
    </message>
    <message>
        <source>unknown model id &quot;%1&quot;</source>
        <translation>未知的模型 ID「%1」</translation>
    </message>
    <message>
        <source>GPU &quot;%1&quot; already has a default price (at %2)</source>
        <translation>GPU「%1」已有預設價格（位於 %2）</translation>
    </message>
    <message>
        <source>inconsistent value for &quot;%1&quot;: %2</source>
        <translation>「%1」的值不一致：%2</translation>
    </message>
    <message>
        <source>invalid input</source>
        <translation>輸入無效</translation>
    </message>
    <message numerus="yes">
        <source>(and %n more problem(s))</source>
        <translation>
            <numerusform>（另有 %n 個問題）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>... and %n more problem(s)</source>
        <translation>
            <numerusform>……另有 %n 個問題</numerusform>
        </translation>
    </message>
    <message>
        <source>this is a device or socket, not a file</source>
        <translation>這是裝置或通訊端，不是檔案</translation>
    </message>
    <message>
        <source>the file holds more than %1 values</source>
        <translation>檔案包含的值超過 %1 個</translation>
    </message>
    <message>
        <source>the model&apos;s shape gives %1 parameters; at most %2 are supported</source>
        <translation>模型結構對應 %1 個參數；最多支援 %2 個</translation>
    </message>
    <message>
        <source>the JSON is nested more than %1 levels deep (at byte %2)</source>
        <translation>JSON 巢狀超過 %1 層（位於第 %2 位元組）</translation>
    </message>
    <message>
        <source>the file holds more than %1 values (the limit is passed at byte %2)</source>
        <translation>檔案包含超過 %1 個值（在第 %2 位元組處超出限制）</translation>
    </message>
    <message>
        <source>the number %1 is too large (at byte %2)</source>
        <translation>數字 %1 過大（位於第 %2 位元組）</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in the same object</source>
        <translation>鍵「%1」在同一個物件中出現了兩次</translation>
    </message>
    <message>
        <source>the file ends too early (after %1 bytes)</source>
        <translation>檔案過早結束（讀取 %1 位元組後）</translation>
    </message>
</context>
<context>
    <name>EngineMetrics</name>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Cost efficiency</source>
        <translation>成本效率</translation>
    </message>
    <message>
        <source>no workload</source>
        <translation>無工作負載</translation>
    </message>
    <message>
        <source>Describe a workload on the Recommendation page to fill this axis.</source>
        <translation>請在「推薦」頁描述一個工作負載來填充此軸。</translation>
    </message>
    <message>
        <source>Throughput and cost need a workload: describe one on the Recommendation page.</source>
        <translation>吞吐量和成本需要工作負載：請在「推薦」頁描述一個。</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>Throughput and cost: estimated for the current workload, each GPU at the count the engine chooses for it.</source>
        <translation>吞吐量和成本：按目前工作負載估算，每款 GPU 採用引擎為其選擇的卡數。</translation>
    </message>
    <message>
        <source>Throughput and cost: estimated for &quot;%1&quot;, each GPU at the count the engine chooses for it.</source>
        <translation>吞吐量和成本：按「%1」估算，每款 GPU 採用引擎為其選擇的卡數。</translation>
    </message>
    <message>
        <source>not feasible</source>
        <translation>不可行</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 張 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>Throughput of the current workload (%1) at the GPU count the engine chooses</source>
        <translation>目前工作負載的吞吐量（%1），採用引擎選擇的卡數</translation>
    </message>
    <message>
        <source>%1 of the current workload at the GPU count the engine chooses; lower is better, so the cheapest GPU is at 100%</source>
        <translation>目前工作負載的%1，採用引擎選擇的卡數；越低越好，因此最便宜的 GPU 為 100%</translation>
    </message>
    <message>
        <source>Capacity for the current workload (%1) at the GPU count the engine chooses: the most it could serve, since each one that fits serves the load itself</source>
        <translation>目前工作負載的容量（%1），按引擎選擇的卡數：即最多可承載的量，因為每個可行的配置都能承載該負載</translation>
    </message>
    <message>
        <source>not a candidate</source>
        <translation>不是候選</translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <source>No configuration of up to %1 GPUs fits and meets the constraints.</source>
        <translation>在 %1 張 GPU 以內，沒有任何配置放得下又符合限制條件。</translation>
    </message>
    <message>
        <source>No NVLink: the %1 GPUs exchange data over PCIe, which makes multi-GPU work slower.</source>
        <translation>沒有 NVLink：這 %1 張 GPU 透過 PCIe 交換資料，多卡執行會更慢。</translation>
    </message>
    <message>
        <source>The NVLink bridge joins only %1 GPUs; with %2 GPUs the traffic goes over PCIe.</source>
        <translation>NVLink 橋接器只能連接 %1 張 GPU；使用 %2 張 GPU 時，通訊改經 PCIe。</translation>
    </message>
    <message>
        <source>This GPU has no native %1; it runs at %2 instead.</source>
        <translation>這款 GPU 不支援原生 %1，改以 %2 執行。</translation>
    </message>
    <message>
        <source>KV cache stored as %1.</source>
        <translation>KV 快取以 %1 儲存。</translation>
    </message>
    <message>
        <source>Over budget: %1 per hour, the limit is %2.</source>
        <translation>超出預算：每小時 %1，上限為 %2。</translation>
    </message>
    <message>
        <source>Over budget: %1 in total, the limit is %2.</source>
        <translation>超出預算：總計 %1，上限為 %2。</translation>
    </message>
    <message>
        <source>Misses the deadline: %1 instead of at most %2.</source>
        <translation>無法在期限內完成：需要 %1，上限為 %2。</translation>
    </message>
    <message>
        <source>Time to first token %1, the target is %2.</source>
        <translation>首 token 延遲 %1，目標為 %2。</translation>
    </message>
    <message>
        <source>Inter-token latency %1, the target is %2.</source>
        <translation>token 間延遲 %1，目標為 %2。</translation>
    </message>
    <message>
        <source>No rental price is known for this GPU, so its cost is not estimated.</source>
        <translation>這款 GPU 沒有已知的租用價格，因此不估算其成本。</translation>
    </message>
    <message>
        <source>ZeRO stage %1 shards the model states across %2 data-parallel GPUs.</source>
        <translation>ZeRO 第 %1 階段將模型狀態分片到 %2 張資料並行的 GPU 上。</translation>
    </message>
    <message numerus="yes">
        <source>The model is split over %1 GPUs (tensor parallel); %n copies of it serve in parallel.</source>
        <translation>
            <numerusform>模型切分到 %1 張 GPU 上（張量並行），共 %n 個副本同時提供服務。</numerusform>
        </translation>
    </message>
    <message>
        <source>Spans %1 servers; data-parallel traffic crosses the network.</source>
        <translation>跨越 %1 台伺服器；資料並行的通訊要經過網路。</translation>
    </message>
    <message>
        <source>Mixture of experts: all %1 experts stay in memory, %2 work on each token.</source>
        <translation>混合專家模型：全部 %1 個專家常駐顯存，每個 token 由 %2 個專家處理。</translation>
    </message>
    <message>
        <source>Memory limits the batch to %1 sequences.</source>
        <translation>受顯存所限，批次大小最多 %1 個序列。</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>計算</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>顯存頻寬</translation>
    </message>
    <message>
        <source>interconnect</source>
        <translation>互連</translation>
    </message>
    <message>
        <source>memory capacity</source>
        <translation>顯存容量</translation>
    </message>
    <message>
        <source>fixed overhead</source>
        <translation>固定開銷</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>TF32</source>
        <translation>TF32</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>INT8</source>
        <translation>INT8</translation>
    </message>
    <message>
        <source>INT4</source>
        <translation>INT4</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>training</source>
        <translation>訓練</translation>
    </message>
    <message>
        <source>fine-tuning</source>
        <translation>微調</translation>
    </message>
    <message>
        <source>optimized server (vLLM, TensorRT-LLM)</source>
        <translation>最佳化的推理框架（vLLM、TensorRT-LLM）</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>顯存</translation>
    </message>
    <message>
        <source>Performance</source>
        <translation>性能</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>互連</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation>不確定性</translation>
    </message>
    <message>
        <source>Usable share of GPU memory</source>
        <translation>可用顯存比例</translation>
    </message>
    <message>
        <source>Runtime reserve</source>
        <translation>執行階段預留</translation>
    </message>
    <message>
        <source>Tokens per forward pass</source>
        <translation>每次前向傳播的 token 數</translation>
    </message>
    <message>
        <source>Bytes per activation</source>
        <translation>每個激活值的位元組數</translation>
    </message>
    <message>
        <source>Bytes per logit</source>
        <translation>每個 logit 的位元組數</translation>
    </message>
    <message>
        <source>Largest batch</source>
        <translation>最大批次大小</translation>
    </message>
    <message>
        <source>INT4 bits per weight</source>
        <translation>INT4 每個權重的位元數</translation>
    </message>
    <message>
        <source>NF4 bits per weight (QLoRA)</source>
        <translation>NF4 每個權重的位元數（QLoRA）</translation>
    </message>
    <message>
        <source>Training weight bytes</source>
        <translation>訓練權重位元組數</translation>
    </message>
    <message>
        <source>Gradient bytes</source>
        <translation>梯度位元組數</translation>
    </message>
    <message>
        <source>Master weight bytes</source>
        <translation>主權重位元組數</translation>
    </message>
    <message>
        <source>Adam state bytes</source>
        <translation>Adam 狀態位元組數</translation>
    </message>
    <message>
        <source>8-bit Adam state bytes</source>
        <translation>8 位元 Adam 狀態位元組數</translation>
    </message>
    <message>
        <source>SGD momentum bytes</source>
        <translation>SGD 動量位元組數</translation>
    </message>
    <message>
        <source>LoRA adapter bytes</source>
        <translation>LoRA 適配器位元組數</translation>
    </message>
    <message>
        <source>Activation coefficient (per layer)</source>
        <translation>激活係數（每層）</translation>
    </message>
    <message>
        <source>Attention score coefficient</source>
        <translation>注意力分數係數</translation>
    </message>
    <message>
        <source>Full recomputation coefficient</source>
        <translation>完全重計算係數</translation>
    </message>
    <message>
        <source>Prefill compute efficiency</source>
        <translation>預填充計算效率</translation>
    </message>
    <message>
        <source>Decode compute efficiency</source>
        <translation>解碼計算效率</translation>
    </message>
    <message>
        <source>FP8/INT8 efficiency</source>
        <translation>FP8/INT8 效率</translation>
    </message>
    <message>
        <source>Decode bandwidth efficiency (HBM)</source>
        <translation>解碼頻寬效率（HBM）</translation>
    </message>
    <message>
        <source>Decode bandwidth efficiency (GDDR)</source>
        <translation>解碼頻寬效率（GDDR）</translation>
    </message>
    <message>
        <source>KV-cache read efficiency</source>
        <translation>KV 快取讀取效率</translation>
    </message>
    <message>
        <source>Overhead per decode step</source>
        <translation>每個解碼步的開銷</translation>
    </message>
    <message>
        <source>Training compute efficiency</source>
        <translation>訓練計算效率</translation>
    </message>
    <message>
        <source>Training bandwidth efficiency (HBM)</source>
        <translation>訓練頻寬效率（HBM）</translation>
    </message>
    <message>
        <source>Training bandwidth efficiency (GDDR)</source>
        <translation>訓練頻寬效率（GDDR）</translation>
    </message>
    <message>
        <source>Elementwise traffic factor</source>
        <translation>逐元素存取係數</translation>
    </message>
    <message>
        <source>FLOPs with full recomputation</source>
        <translation>完全重計算時的 FLOPs</translation>
    </message>
    <message>
        <source>FLOPs with LoRA</source>
        <translation>LoRA 的 FLOPs</translation>
    </message>
    <message>
        <source>NVLink efficiency</source>
        <translation>NVLink 效率</translation>
    </message>
    <message>
        <source>PCIe efficiency</source>
        <translation>PCIe 效率</translation>
    </message>
    <message>
        <source>NVLink latency</source>
        <translation>NVLink 延遲</translation>
    </message>
    <message>
        <source>PCIe latency</source>
        <translation>PCIe 延遲</translation>
    </message>
    <message>
        <source>Network bandwidth per GPU</source>
        <translation>每張 GPU 的網路頻寬</translation>
    </message>
    <message>
        <source>Gradient communication overlap</source>
        <translation>梯度通訊重疊比例</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>每台伺服器的卡數</translation>
    </message>
    <message>
        <source>GPUs per workstation</source>
        <translation>每台工作站的卡數</translation>
    </message>
    <message>
        <source>Average power</source>
        <translation>平均功耗</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Range, low</source>
        <translation>範圍下限</translation>
    </message>
    <message>
        <source>Range, high</source>
        <translation>範圍上限</translation>
    </message>
    <message>
        <source>Range when communication dominates, low</source>
        <translation>通訊為瓶頸時的範圍下限</translation>
    </message>
    <message>
        <source>Range when communication dominates, high</source>
        <translation>通訊為瓶頸時的範圍上限</translation>
    </message>
    <message>
        <source>Range widening for emulated precision</source>
        <translation>精度需模擬時的範圍加寬</translation>
    </message>
    <message>
        <source>Share of the card&apos;s memory the runtime may fill; the rest is left to the driver, fragmentation and other processes.</source>
        <translation>執行階段可佔用的顯存比例；其餘留給驅動程式、碎片和其他程序。</translation>
    </message>
    <message>
        <source>Memory the runtime keeps for the CUDA context, library workspaces and CUDA graphs.</source>
        <translation>執行階段為 CUDA 上下文、函式庫工作區和 CUDA Graph 保留的顯存。</translation>
    </message>
    <message>
        <source>Tokens an inference server processes in one forward pass; sizes its activation workspace.</source>
        <translation>推理伺服器一次前向傳播處理的 token 數；決定激活工作區的大小。</translation>
    </message>
    <message>
        <source>Bytes per activation value during inference.</source>
        <translation>推理時每個激活值的位元組數。</translation>
    </message>
    <message>
        <source>Bytes per output logit (kept in FP32 for the softmax and the loss).</source>
        <translation>每個輸出 logit 的位元組數（為 softmax 和損失保持 FP32）。</translation>
    </message>
    <message>
        <source>The most sequences a server runs at once when the batch is &quot;max&quot;.</source>
        <translation>批次大小為「max」時，伺服器同時執行的最多序列數。</translation>
    </message>
    <message>
        <source>Real storage of a 4-bit weight including group scales and zero points.</source>
        <translation>4 位元權重的實際儲存大小，包括分組縮放因子和零點。</translation>
    </message>
    <message>
        <source>Storage of a QLoRA NF4 weight with double quantisation.</source>
        <translation>QLoRA NF4 權重在雙重量化下的儲存大小。</translation>
    </message>
    <message>
        <source>Bytes per working weight in mixed-precision training.</source>
        <translation>混合精度訓練中每個工作權重的位元組數。</translation>
    </message>
    <message>
        <source>Bytes per gradient in mixed-precision training.</source>
        <translation>混合精度訓練中每個梯度的位元組數。</translation>
    </message>
    <message>
        <source>Bytes per FP32 master weight kept by the optimizer.</source>
        <translation>優化器儲存的每個 FP32 主權重的位元組數。</translation>
    </message>
    <message>
        <source>Bytes of Adam/AdamW moments per parameter.</source>
        <translation>每個參數的 Adam/AdamW 動量位元組數。</translation>
    </message>
    <message>
        <source>Bytes of 8-bit Adam moments per parameter.</source>
        <translation>每個參數的 8 位元 Adam 動量位元組數。</translation>
    </message>
    <message>
        <source>Bytes of SGD momentum per parameter.</source>
        <translation>每個參數的 SGD 動量位元組數。</translation>
    </message>
    <message>
        <source>Bytes per trained adapter parameter: weight, gradient and optimizer state.</source>
        <translation>每個可訓練適配器參數的位元組數：權重、梯度和優化器狀態。</translation>
    </message>
    <message>
        <source>Bytes stored per token and hidden unit in each layer (Korthikanti et al. 2022).</source>
        <translation>每層每個 token、每個隱藏單元儲存的位元組數（Korthikanti 等，2022）。</translation>
    </message>
    <message>
        <source>Bytes of attention scores per token, head and token of context, without recomputation.</source>
        <translation>不重計算時，每個 token、每個頭、每個上下文 token 的注意力分數位元組數。</translation>
    </message>
    <message>
        <source>Bytes kept per token and hidden unit in each layer with full recomputation.</source>
        <translation>完全重計算時，每層每個 token、每個隱藏單元保留的位元組數。</translation>
    </message>
    <message>
        <source>Share of the dense tensor peak reached while processing prompts and encoder inputs.</source>
        <translation>處理提示詞和編碼器輸入時達到的稠密 Tensor 峰值比例。</translation>
    </message>
    <message>
        <source>Share of the dense tensor peak reached by large decode batches.</source>
        <translation>大批次解碼時達到的稠密 Tensor 峰值比例。</translation>
    </message>
    <message>
        <source>Efficiency of FP8/INT8 kernels relative to 16-bit ones, against their doubled peak.</source>
        <translation>FP8/INT8 kernel 相對 16 位元 kernel 的效率（對照其加倍的峰值）。</translation>
    </message>
    <message>
        <source>Share of an HBM card&apos;s memory bandwidth reached while generating tokens.</source>
        <translation>生成 token 時 HBM 顯示卡達到的顯存頻寬比例。</translation>
    </message>
    <message>
        <source>Share of a GDDR card&apos;s memory bandwidth reached while generating tokens.</source>
        <translation>生成 token 時 GDDR 顯示卡達到的顯存頻寬比例。</translation>
    </message>
    <message>
        <source>Reading the KV cache relative to streaming weights.</source>
        <translation>讀取 KV 快取相對於串流讀取權重的效率。</translation>
    </message>
    <message>
        <source>Fixed time per generated token step: scheduling, sampling, kernel launches.</source>
        <translation>每生成一步 token 的固定時間：排程、取樣、kernel 啟動。</translation>
    </message>
    <message>
        <source>Share of the dense tensor peak reached by training matrix multiplies.</source>
        <translation>訓練矩陣乘法達到的稠密 Tensor 峰值比例。</translation>
    </message>
    <message>
        <source>Share of HBM bandwidth reached by training&apos;s elementwise kernels.</source>
        <translation>訓練逐元素 kernel 達到的 HBM 頻寬比例。</translation>
    </message>
    <message>
        <source>Share of GDDR bandwidth reached by training&apos;s elementwise kernels.</source>
        <translation>訓練逐元素 kernel 達到的 GDDR 頻寬比例。</translation>
    </message>
    <message>
        <source>Bytes moved by memory-bound training kernels, as a multiple of the stored activations.</source>
        <translation>受限於顯存存取的訓練 kernel 搬移的位元組數，以所存激活值的倍數表示。</translation>
    </message>
    <message>
        <source>Training FLOPs per parameter and token with full recomputation.</source>
        <translation>完全重計算時每個參數、每個 token 的訓練 FLOPs。</translation>
    </message>
    <message>
        <source>Training FLOPs per parameter and token with LoRA adapters.</source>
        <translation>使用 LoRA 適配器時每個參數、每個 token 的訓練 FLOPs。</translation>
    </message>
    <message>
        <source>Share of the NVLink rate an all-reduce reaches.</source>
        <translation>all-reduce 能達到的 NVLink 速率比例。</translation>
    </message>
    <message>
        <source>Share of the PCIe x16 rate an all-reduce reaches.</source>
        <translation>all-reduce 能達到的 PCIe x16 速率比例。</translation>
    </message>
    <message>
        <source>Fixed latency of one collective over NVLink.</source>
        <translation>一次 NVLink 集體通訊的固定延遲。</translation>
    </message>
    <message>
        <source>Fixed latency of one collective over PCIe or the network.</source>
        <translation>一次 PCIe 或網路集體通訊的固定延遲。</translation>
    </message>
    <message>
        <source>Network bandwidth per GPU between servers, each way.</source>
        <translation>伺服器之間每張 GPU 的單向網路頻寬。</translation>
    </message>
    <message>
        <source>GPUs in one server; tensor parallelism stays inside it.</source>
        <translation>一台伺服器內的卡數；張量並行只在伺服器內進行。</translation>
    </message>
    <message>
        <source>PCIe cards a workstation holds.</source>
        <translation>一台工作站可安裝的 PCIe 卡數。</translation>
    </message>
    <message>
        <source>Average power draw as a share of the board power (TDP).</source>
        <translation>平均功耗佔板卡功耗（TDP）的比例。</translation>
    </message>
    <message>
        <source>Power usage effectiveness of the data centre; 1 counts the GPUs only.</source>
        <translation>資料中心的電能使用效率；1 表示只計 GPU。</translation>
    </message>
    <message>
        <source>Lower end of the uncertainty range, as a factor of the estimate.</source>
        <translation>不確定性範圍的下限，以估算值的倍數表示。</translation>
    </message>
    <message>
        <source>Upper end of the uncertainty range, as a factor of the estimate.</source>
        <translation>不確定性範圍的上限，以估算值的倍數表示。</translation>
    </message>
    <message>
        <source>Lower end of the range when communication limits the speed.</source>
        <translation>通訊限制速度時的範圍下限。</translation>
    </message>
    <message>
        <source>Upper end of the range when communication limits the speed.</source>
        <translation>通訊限制速度時的範圍上限。</translation>
    </message>
    <message>
        <source>Extra width of the range when the GPU lacks the requested precision.</source>
        <translation>GPU 不支援所需精度時範圍的額外寬度。</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 個 token</translation>
    </message>
    <message>
        <source>%1 sequences</source>
        <translation>%1 個序列</translation>
    </message>
    <message>
        <source>%1 bits/weight</source>
        <translation>%1 位元/權重</translation>
    </message>
    <message>
        <source>%1 bytes/parameter</source>
        <translation>%1 位元組/參數</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 微秒</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 張 GPU</translation>
    </message>
    <message>
        <source>The time-to-first-token target limits the batch to %1 sequences, which are prefilled together.</source>
        <translation>受首 token 延遲目標所限，批次大小最多 %1 個序列，並一起預填充。</translation>
    </message>
    <message>
        <source>%1 GPUs asked for, more than the workload&apos;s limit of %2 GPUs.</source>
        <translation>需要 %1 張 GPU，超過工作負載設定的上限（%2 張）。</translation>
    </message>
    <message>
        <source>Training updates 16-bit weights: a %1 model is trained at %2 (only QLoRA keeps a quantised base).</source>
        <translation>訓練更新 16 位元權重：%1 模型以 %2 訓練（只有 QLoRA 保留量化的基礎模型）。</translation>
    </message>
    <message>
        <source>The prompt of %1 tokens is longer than the model&apos;s context of %2 tokens.</source>
        <translation>提示詞長 %1 個 token，超過模型的上下文長度（%2 個 token）。</translation>
    </message>
    <message>
        <source>Embeddings kept at 16 bits</source>
        <translation>嵌入層保持 16 位元</translation>
    </message>
    <message>
        <source>Tokens per optimizer step</source>
        <translation>每個優化器步的 token 數</translation>
    </message>
    <message>
        <source>Share of the embedding and output-head weights a quantised (INT4, INT8, FP8) model keeps at 16 bits.</source>
        <translation>量化（INT4、INT8、FP8）模型中保持 16 位元的嵌入層和輸出頭權重所佔比例。</translation>
    </message>
    <message>
        <source>Global batch of a transformer training step; micro-batches are accumulated up to it before the gradients are exchanged and the optimizer runs.</source>
        <translation>Transformer 訓練每步的全域批次大小；微批次累積到該大小後才交換梯度並執行優化器。</translation>
    </message>
    <message>
        <source>Share of the computation that can hide the data-parallel gradient and weight exchange.</source>
        <translation>可掩蓋資料並行梯度與權重交換的計算所佔比例。</translation>
    </message>
    <message>
        <source>Cannot sustain %1; this configuration serves at most %2.</source>
        <translation>無法承載%1；此配置最多承載%2。</translation>
    </message>
    <message numerus="yes">
        <source>Serves %1 with up to %2 requests in flight per copy, %n copies; it could serve about %3.</source>
        <translation>
            <numerusform>承載%1，每個副本同時處理最多 %2 個請求，共 %n 個副本；最多約可承載%3。</numerusform>
        </translation>
    </message>
    <message>
        <source>The model runs in %1 pipeline stages (%2 virtual stages each); with %3 micro-batches per step the pipeline stands idle %4 of the time.</source>
        <translation>模型分為 %1 個管線階段（每個階段 %2 個虛擬階段）；每步 %3 個微批次時，管線有 %4 的時間處於閒置。</translation>
    </message>
    <message>
        <source>The model runs in %1 pipeline stages, each on its own GPUs; the batch flows through them in micro-batches.</source>
        <translation>模型分為 %1 個管線階段，各佔一組 GPU；批次以微批次的形式依序流經各階段。</translation>
    </message>
    <message>
        <source>The experts are spread whole over %1 GPUs, which exchange tokens all-to-all; attention runs as %2 data-parallel copies, each with its own KV cache.</source>
        <translation>各專家完整地分布在 %1 張 GPU 上，GPU 之間以 all-to-all 交換 token；注意力以 %2 個資料並行副本計算，各有自己的 KV 快取。</translation>
    </message>
    <message>
        <source>The experts are spread whole over %1 GPUs, which exchange tokens all-to-all.</source>
        <translation>各專家完整地分布在 %1 張 GPU 上，GPU 之間以 all-to-all 交換 token。</translation>
    </message>
    <message>
        <source>Layout fixed by the workload: tensor parallel %1, pipeline parallel %2.</source>
        <translation>並行方案由工作負載指定：張量並行 %1，管線並行 %2。</translation>
    </message>
    <message>
        <source>The fixed layout (tensor parallel %1 x pipeline parallel %2) does not fit %3 GPUs or a model of %4 heads and %5 layers.</source>
        <translation>指定的並行方案（張量並行 %1 × 管線並行 %2）與 %3 張 GPU 或 %4 個注意力頭、%5 層的模型不相符。</translation>
    </message>
    <message>
        <source>Micro-batch %1: the largest that fits.</source>
        <translation>微批次 %1：顯存能容納的最大值。</translation>
    </message>
    <message>
        <source>A micro-batch of %1 fits: set the micro-batch to %1 or to &quot;max&quot;.</source>
        <translation>微批次為 %1 時放得下：請把微批次設為 %1 或「max」。</translation>
    </message>
    <message>
        <source>FP8 training: linear layers in FP8, attention in 16 bit, FP32 master weights; the FP8 weight copies take %1 GB per GPU.</source>
        <translation>FP8 訓練：線性層用 FP8，注意力用 16 位元，主權重為 FP32；FP8 權重副本每卡佔 %1 GB。</translation>
    </message>
    <message>
        <source>%1 against %2 for the layout chosen.</source>
        <translation>%1，而所選並行方案可達 %2。</translation>
    </message>
    <message>
        <source>Memory limits the batch to %1 (the layout chosen runs %2): %3 against %4.</source>
        <translation>受顯存所限，批次大小最多 %1（所選並行方案為 %2）：吞吐量 %3，而所選方案可達 %4。</translation>
    </message>
    <message>
        <source>Estimated for %1.</source>
        <translation>以 %1 估算。</translation>
    </message>
    <message>
        <source>%1 has no %2 format.</source>
        <translation>%1 沒有 %2 格式。</translation>
    </message>
    <message>
        <source>%1 does not do %2.</source>
        <translation>%1 不支援%2。</translation>
    </message>
    <message>
        <source>%1 of %2 layers on the GPU; the rest (%3 GB) stays in system memory and is read from there for every token.</source>
        <translation>%2 層中有 %1 層放在 GPU 上；其餘部分（%3 GB）留在系統記憶體中，每個 token 都要從那裡讀取。</translation>
    </message>
    <message>
        <source>With layers in system memory a reply comes at %1, slower than people read (%2): too slow to be useful for chat.</source>
        <translation>部分層在系統記憶體中時，回覆速度為 %1，比人的閱讀速度（%2）還慢：用於聊天太慢。</translation>
    </message>
    <message>
        <source>The layers kept in system memory need %1 GB; the machine has %2 GB.</source>
        <translation>留在系統記憶體中的層需要 %1 GB；本機只有 %2 GB。</translation>
    </message>
    <message>
        <source>%1 batches requests statically: each waits for a batch to start and for its prefill.</source>
        <translation>%1 以靜態批次處理請求：每個請求都要等一批開始並完成其預填充。</translation>
    </message>
    <message>
        <source>Serves at most %1 within the latency targets, against %2 for the layout chosen.</source>
        <translation>在延遲目標內最多承載%1，而所選並行方案可達%2。</translation>
    </message>
    <message>
        <source>FP4</source>
        <translation>FP4</translation>
    </message>
    <message>
        <source>llama.cpp (Ollama, LM Studio)</source>
        <translation>llama.cpp (Ollama, LM Studio)</translation>
    </message>
    <message>
        <source>vLLM</source>
        <translation>vLLM</translation>
    </message>
    <message>
        <source>SGLang</source>
        <translation>SGLang</translation>
    </message>
    <message>
        <source>TensorRT-LLM</source>
        <translation>TensorRT-LLM</translation>
    </message>
    <message>
        <source>Hugging Face transformers (plain PyTorch)</source>
        <translation>Hugging Face transformers（原生 PyTorch）</translation>
    </message>
    <message>
        <source>NeMo / Megatron-LM</source>
        <translation>NeMo / Megatron-LM</translation>
    </message>
    <message>
        <source>DeepSpeed</source>
        <translation>DeepSpeed</translation>
    </message>
    <message>
        <source>PyTorch FSDP</source>
        <translation>PyTorch FSDP</translation>
    </message>
    <message>
        <source>System memory</source>
        <translation>系統記憶體</translation>
    </message>
    <message>
        <source>System memory bandwidth (desktop)</source>
        <translation>系統記憶體頻寬（桌上型電腦）</translation>
    </message>
    <message>
        <source>System memory bandwidth (server)</source>
        <translation>系統記憶體頻寬（伺服器）</translation>
    </message>
    <message>
        <source>System memory efficiency</source>
        <translation>系統記憶體效率</translation>
    </message>
    <message>
        <source>Slowest useful generation</source>
        <translation>最低可用生成速度</translation>
    </message>
    <message>
        <source>Usable share of GPU memory (training)</source>
        <translation>可用顯存比例（訓練）</translation>
    </message>
    <message>
        <source>FP8 training efficiency</source>
        <translation>FP8 訓練效率</translation>
    </message>
    <message>
        <source>Tensor-parallel overlap (training)</source>
        <translation>張量並行重疊（訓練）</translation>
    </message>
    <message>
        <source>Large-GPU threshold</source>
        <translation>大顯存卡門檻</translation>
    </message>
    <message>
        <source>Tokens per forward pass (smaller GPUs)</source>
        <translation>每次前向的 token 數（較小的卡）</translation>
    </message>
    <message>
        <source>Largest batch (smaller GPUs)</source>
        <translation>最大批次大小（較小的卡）</translation>
    </message>
    <message>
        <source>FP4 bits per weight</source>
        <translation>FP4 每個權重的位元數</translation>
    </message>
    <message>
        <source>FP8 weight cache</source>
        <translation>FP8 權重快取</translation>
    </message>
    <message>
        <source>FP8 activation saving</source>
        <translation>FP8 激活值節省</translation>
    </message>
    <message>
        <source>PCIe rate without peer-to-peer</source>
        <translation>無點對點時的 PCIe 速率</translation>
    </message>
    <message>
        <source>Latency without peer-to-peer</source>
        <translation>無點對點時的延遲</translation>
    </message>
    <message>
        <source>Network bandwidth per GPU (PCIe Gen 4)</source>
        <translation>每張 GPU 的網路頻寬（PCIe Gen 4）</translation>
    </message>
    <message>
        <source>Network bandwidth per GPU (PCIe Gen 6)</source>
        <translation>每張 GPU 的網路頻寬（PCIe Gen 6）</translation>
    </message>
    <message>
        <source>Elementwise traffic (transformers)</source>
        <translation>逐元素存取量（Transformer）</translation>
    </message>
    <message>
        <source>Bandwidth of a desktop&apos;s system memory (dual-channel DDR5), where llama.cpp keeps the layers that do not fit the GPU.</source>
        <translation>桌上型電腦系統記憶體（雙通道 DDR5）的頻寬，llama.cpp 把放不進 GPU 的層留在這裡。</translation>
    </message>
    <message>
        <source>Bandwidth of a server&apos;s or large workstation&apos;s system memory (eight-channel DDR5).</source>
        <translation>伺服器或大型工作站系統記憶體（八通道 DDR5）的頻寬。</translation>
    </message>
    <message>
        <source>Share of the system memory&apos;s bandwidth that token generation on the CPU reaches.</source>
        <translation>在 CPU 上生成 token 時能達到的系統記憶體頻寬比例。</translation>
    </message>
    <message>
        <source>System memory available for the layers that stay off the GPU.</source>
        <translation>可供不在 GPU 上的層使用的系統記憶體。</translation>
    </message>
    <message>
        <source>Below this a reply comes slower than people read; an offloaded model that slow is flagged.</source>
        <translation>低於此值，回覆比人的閱讀速度還慢；這麼慢的卸載模型會被標示。</translation>
    </message>
    <message>
        <source>Share of the card&apos;s memory a training job may fill; training frameworks reserve nothing up front.</source>
        <translation>訓練任務可以佔用的顯存比例；訓練框架不會預先保留顯存。</translation>
    </message>
    <message>
        <source>Share of the 16-bit efficiency FP8 training GEMMs reach against their doubled peak.</source>
        <translation>FP8 訓練的 GEMM 相對於翻倍的峰值所能達到的 16 位元效率比例。</translation>
    </message>
    <message>
        <source>Share of a training step&apos;s computation that can hide tensor-parallel traffic.</source>
        <translation>訓練每步的計算中能夠掩蓋張量並行通訊的比例。</translation>
    </message>
    <message>
        <source>GPU memory from which the serving runtime uses its large scheduler defaults (vLLM: 70 GiB, A100s excluded).</source>
        <translation>顯存達到此值時，推理框架使用較大的排程預設值（vLLM：70 GiB，A100 除外）。</translation>
    </message>
    <message>
        <source>Tokens an inference server processes in one forward pass on GPUs below the large-GPU threshold.</source>
        <translation>在低於大顯存卡門檻的 GPU 上，推理伺服器一次前向處理的 token 數。</translation>
    </message>
    <message>
        <source>The most sequences a server runs at once on GPUs below the large-GPU threshold.</source>
        <translation>在低於大顯存卡門檻的 GPU 上，伺服器同時處理的最多序列數。</translation>
    </message>
    <message>
        <source>Real storage of an FP4 weight including its block scales (NVFP4: 4.5 bits).</source>
        <translation>FP4 權重連同區塊縮放因子的實際儲存（NVFP4：4.5 位元）。</translation>
    </message>
    <message>
        <source>Bytes per parameter that FP8 training keeps as FP8 copies of the weights (and their transposes).</source>
        <translation>FP8 訓練為權重（及其轉置）保留的 FP8 副本，每個參數所佔的位元組數。</translation>
    </message>
    <message>
        <source>Bytes per token and hidden unit saved in each layer when FP8 training keeps the linear layers&apos; inputs in FP8.</source>
        <translation>FP8 訓練以 FP8 存放線性層輸入時，每層每個 token、每個隱藏單元節省的位元組數。</translation>
    </message>
    <message>
        <source>Share of the PCIe all-reduce rate left when cards without peer-to-peer (GeForce) exchange data through host memory.</source>
        <translation>不支援點對點的卡（GeForce）經系統記憶體交換資料時，剩下的 PCIe all-reduce 速率比例。</translation>
    </message>
    <message>
        <source>Fixed latency of one collective through host memory.</source>
        <translation>經系統記憶體進行一次集體通訊的固定延遲。</translation>
    </message>
    <message>
        <source>Network bandwidth per GPU between servers, each way, for GPUs on PCIe Gen 4 (half of it for Gen 3).</source>
        <translation>伺服器之間每張 GPU 的單向網路頻寬，適用於 PCIe Gen 4 的 GPU（Gen 3 為其一半）。</translation>
    </message>
    <message>
        <source>Network bandwidth per GPU between servers, each way, for GPUs on PCIe Gen 6.</source>
        <translation>伺服器之間每張 GPU 的單向網路頻寬，適用於 PCIe Gen 6 的 GPU。</translation>
    </message>
    <message>
        <source>Bytes moved by a transformer&apos;s memory-bound kernels per training step, as a multiple of the activations kept for backward.</source>
        <translation>Transformer 中受限於顯存存取的 kernel 在每個訓練步搬移的位元組數，以為反向傳播保留的激活值的倍數表示。</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>Scores %1 of the best GPU here, the %2.</source>
        <translation>評分為此處最佳 GPU（%2）的 %1。</translation>
    </message>
    <message>
        <source>Costs %1 times as much as the %2 for the same work.</source>
        <translation>完成同樣的工作，成本是 %2 的 %1 倍。</translation>
    </message>
    <message>
        <source>Takes %1 times as long as the %2 for the same work.</source>
        <translation>完成同樣的工作，耗時是 %2 的 %1 倍。</translation>
    </message>
    <message>
        <source>Suitability matrix</source>
        <translation>適用場景矩陣</translation>
    </message>
    <message>
        <source>Recommended: share of the best score</source>
        <translation>推薦：佔最佳評分的比例</translation>
    </message>
    <message>
        <source>Suitable: share of the best score</source>
        <translation>適合：佔最佳評分的比例</translation>
    </message>
    <message>
        <source>Gap worth pointing out</source>
        <translation>值得指出的差距</translation>
    </message>
    <message>
        <source>In the suitability matrix, a GPU scoring at least this share of the best GPU&apos;s score is recommended for the workload.</source>
        <translation>在適用場景矩陣中，評分至少達到最佳 GPU 評分這一比例的 GPU，推薦用於該工作負載。</translation>
    </message>
    <message>
        <source>In the suitability matrix, a GPU that can run the workload and scores at least this share of the best is suitable; below it, possible.</source>
        <translation>在適用場景矩陣中，能執行該工作負載且評分至少達到最佳評分這一比例的 GPU 為「適合」；低於此比例為「可用」。</translation>
    </message>
    <message>
        <source>In the suitability matrix, a cell says a GPU costs more, or takes longer, than the best for the same work when the gap reaches this factor.</source>
        <translation>在適用場景矩陣中，當差距達到這一倍數時，儲存格會指出該 GPU 完成同樣的工作比最佳 GPU 成本更高或耗時更長。</translation>
    </message>
    <message>
        <source>Out of memory: needs %1 GB per GPU, but only %2 GB of the card&apos;s %3 are usable.</source>
        <translation>顯存不足：每張卡需要 %1 GB，但這張卡的顯存為 %3，其中只有 %2 GB 可用。</translation>
    </message>
    <message>
        <source>No single-GPU configuration fits and meets the constraints.</source>
        <translation>沒有任何單卡配置放得下並滿足限制條件。</translation>
    </message>
    <message>
        <source>%1 modules need a server board; they do not fit a workstation.</source>
        <translation>%1 模組需要伺服器主機板，裝不進工作站。</translation>
    </message>
    <message>
        <source>As fast as the layout chosen (%1), which is simpler: fewer GPUs work on each copy of the model, or fewer pipeline stages.</source>
        <translation>與所選並行方案一樣快（%1），但所選方案更簡單：每個模型副本用的 GPU 更少，或管線階段更少。</translation>
    </message>
    <message>
        <source>Attention on the CPU, per layer</source>
        <translation>CPU 上的注意力（每層）</translation>
    </message>
    <message>
        <source>Attention on the CPU, prompt rate</source>
        <translation>CPU 上的注意力（提示詞速率）</translation>
    </message>
    <message>
        <source>Live activations of a denoising step</source>
        <translation>單個去噪步驟的使用中激活值</translation>
    </message>
    <message>
        <source>FP4 tensor path efficiency</source>
        <translation>FP4 Tensor 路徑效率</translation>
    </message>
    <message>
        <source>4-bit weights in 16-bit kernels</source>
        <translation>16 位元 kernel 中的 4 位元權重</translation>
    </message>
    <message>
        <source>Routing cost per MoE layer</source>
        <translation>每個 MoE 層的路由成本</translation>
    </message>
    <message>
        <source>MLA decode attention efficiency</source>
        <translation>MLA 解碼注意力效率</translation>
    </message>
    <message>
        <source>Host work per sequence and step</source>
        <translation>每個序列每步的主機開銷</translation>
    </message>
    <message>
        <source>With the KV cache in system memory, what each layer on the GPU adds to a generated token: its attention runs on the CPU and its activations cross the PCIe link both ways.</source>
        <translation>KV 快取放在系統記憶體時，GPU 上的每一層為每個生成的 token 增加的時間：該層的注意力在 CPU 上計算，激活值經 PCIe 往返一次。</translation>
    </message>
    <message>
        <source>With the KV cache in system memory, the rate at which the CPU computes the prompt&apos;s attention.</source>
        <translation>KV 快取放在系統記憶體時，CPU 計算提示詞注意力的速率。</translation>
    </message>
    <message>
        <source>Share of a training sample&apos;s stored activations that an image model keeps at once while it generates an image.</source>
        <translation>影像模型生成影像時同時保留的激活值，占訓練時單個樣本所存激活值的比例。</translation>
    </message>
    <message>
        <source>Share of the 16-bit efficiency that NVFP4 kernels reach against the FP4 tensor peak (Blackwell).</source>
        <translation>NVFP4 kernel 相對於 FP4 Tensor 峰值所能達到的 16 位元效率比例（Blackwell）。</translation>
    </message>
    <message>
        <source>Share of a 16-bit GEMM&apos;s speed when 4-bit weights are unpacked inside it, on GPUs without FP4 tensor cores.</source>
        <translation>在沒有 FP4 Tensor Core 的 GPU 上，於 16 位元 GEMM 內部解包 4 位元權重時，相對於 16 位元 GEMM 的速度比例。</translation>
    </message>
    <message>
        <source>Time each mixture-of-experts layer spends routing and sorting tokens to their experts, per decode step, whatever the batch.</source>
        <translation>每個解碼步驟中，每個混合專家層把 token 路由並排序到各專家所花的時間，與批次大小無關。</translation>
    </message>
    <message>
        <source>Share of the 16-bit peak reached by multi-head latent attention (DeepSeek) while generating.</source>
        <translation>生成時多頭潛在注意力（DeepSeek）達到的 16 位元峰值比例。</translation>
    </message>
    <message>
        <source>Time the serving software&apos;s scheduler spends on each sequence in every decode step, which the GPU waits for.</source>
        <translation>每個解碼步驟中，推理框架的排程器在每個序列上花費、GPU 需要等待的時間。</translation>
    </message>
    <message>
        <source>Diffusion denoiser efficiency</source>
        <translation>擴散去噪網路效率</translation>
    </message>
    <message>
        <source>Share of the dense tensor peak an image model&apos;s denoiser (a UNet or a diffusion transformer) reaches while it generates.</source>
        <translation>影像模型的去噪網路（UNet 或擴散 Transformer）在生成時達到的稠密 Tensor 峰值比例。</translation>
    </message>
</context>
<context>
    <name>EstimateCommands</name>
    <message>
        <source>--workload: give the workload file (JSON), e.g. --workload chat.json</source>
        <translation>--workload：請給出工作負載檔案（JSON），例如 --workload chat.json</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>數量</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>可行</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每卡顯存</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>瓶頸</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>評分</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 中的 %1</translation>
    </message>
    <message>
        <source>%1 x %2, %3 (%4)</source>
        <translation>%1 × %2，%3（%4）</translation>
    </message>
    <message>
        <source>  Memory per GPU: %1 of %2 usable (weights %3, KV cache %4, activations %5, gradients %6, optimizer %7, overhead %8)</source>
        <translation>  每卡顯存：%1，可用 %2（權重 %3，KV 快取 %4，激活 %5，梯度 %6，優化器 %7，開銷 %8）</translation>
    </message>
    <message>
        <source>  Speed: %1 (range %2-%3x), bottleneck: %4</source>
        <translation>  速度：%1（範圍 %2–%3 倍），瓶頸：%4</translation>
    </message>
    <message>
        <source>  Time to first token: %1, inter-token latency: %2</source>
        <translation>  首 token 延遲：%1，token 間延遲：%2</translation>
    </message>
    <message>
        <source>  Time to train: %1</source>
        <translation>  訓練時間：%1</translation>
    </message>
    <message>
        <source>  Cost: %1 (%2)</source>
        <translation>  成本：%1（%2）</translation>
    </message>
    <message>
        <source>%1 in total</source>
        <translation>總計 %1</translation>
    </message>
    <message>
        <source>  Energy: %1</source>
        <translation>  能耗：%1</translation>
    </message>
    <message>
        <source>--gpu: give a GPU id, e.g. --gpu h100-sxm (see gpu-atlas-cli gpus)</source>
        <translation>--gpu：請給出 GPU ID，例如 --gpu h100-sxm（見 gpu-atlas-cli gpus）</translation>
    </message>
    <message>
        <source>--gpu: unknown GPU id &quot;%1&quot; (see gpu-atlas-cli gpus)</source>
        <translation>--gpu：未知的 GPU ID「%1」（見 gpu-atlas-cli gpus）</translation>
    </message>
    <message>
        <source>%1: /gpus: unknown GPU id &quot;%2&quot; (see gpu-atlas-cli gpus)</source>
        <translation>%1：/gpus：未知的 GPU ID「%2」（見 gpu-atlas-cli gpus）</translation>
    </message>
    <message>
        <source>  Layout: %1</source>
        <translation>  並行方案：%1</translation>
    </message>
    <message>
        <source>  Also considered: %1</source>
        <translation>  其他候選方案：%1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>value unit</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, capacity %2</source>
        <translation>%1，容量 %2</translation>
    </message>
    <message>
        <source>; converted at %1</source>
        <translation>；換算匯率為 %1</translation>
    </message>
</context>
<context>
    <name>EstimateExplanation</name>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 images/s</source>
        <translation>%1 圖/秒</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 樣本/秒</translation>
    </message>
    <message>
        <source>done in %1</source>
        <translation>耗時 %1</translation>
    </message>
    <message>
        <source>%1 for the run</source>
        <translation>一次訓練共 %1</translation>
    </message>
    <message>
        <source>%1 per million tokens</source>
        <translation>每百萬 token %1</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Feasible.</source>
        <translation>可行。</translation>
    </message>
    <message>
        <source>Not feasible.</source>
        <translation>不可行。</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每卡顯存</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>權重</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 快取</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>優化器狀態</translation>
    </message>
    <message>
        <source>Runtime reserve</source>
        <translation>執行階段預留</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>可用</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Bottleneck: %1.</source>
        <translation>瓶頸：%1。</translation>
    </message>
    <message>
        <source>First token after %1.</source>
        <translation>首 token 延遲為 %1。</translation>
    </message>
    <message>
        <source>Then one token every %1 per request.</source>
        <translation>之後每個請求的 token 間延遲為 %1。</translation>
    </message>
    <message>
        <source>Uncertainty: %1 to %2 of the central value.</source>
        <translation>不確定性：中心值的 %1 到 %2。</translation>
    </message>
    <message>
        <source>Time per step: compute %1, memory traffic %2, GPU-to-GPU communication %3, fixed overhead %4.</source>
        <translation>每步時間：計算 %1，顯存存取 %2，GPU 間通訊 %3，固定開銷 %4。</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n GPU(s) (%2).</source>
        <translation>
            <numerusform>%n 張 GPU %1（%2）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Energy for the run: %1.</source>
        <translation>一次訓練的能耗：%1。</translation>
    </message>
    <message>
        <source>Energy per million tokens: %1.</source>
        <translation>每百萬 token 能耗：%1。</translation>
    </message>
    <message>
        <source>serves %1 (capacity %2)</source>
        <translation>承載 %1（容量 %2）</translation>
    </message>
    <message>
        <source>%1: not feasible.</source>
        <translation>%1：不可行</translation>
    </message>
    <message>
        <source>That price is more than a year old: check the current one (Tools &gt; Prices).</source>
        <translation>該價格已超過一年：請確認目前價格（工具 &gt; 價格）。</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>並行方案</translation>
    </message>
    <message>
        <source>Also considered:</source>
        <translation>其他候選方案：</translation>
    </message>
    <message>
        <source>The price is quoted in %1, converted at %2.</source>
        <translation>該價格以 %1 報價，換算匯率為 %2。</translation>
    </message>
</context>
<context>
    <name>ExportDialogs</name>
    <message>
        <source>Export failed</source>
        <translation>匯出失敗</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 影像（*.png）</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 向量圖（*.svg）</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文件（*.pdf）</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>匯出圖表</translation>
    </message>
    <message>
        <source>CSV for spreadsheets (*.csv)</source>
        <translation>CSV 試算表（*.csv）</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown（*.md）</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>網頁（*.html）</translation>
    </message>
    <message>
        <source>Export spec table</source>
        <translation>匯出規格表</translation>
    </message>
    <message>
        <source>Excel workbook, with a chart and the sources (*.xlsx)</source>
        <translation>Excel 活頁簿，含圖表和來源（*.xlsx）</translation>
    </message>
</context>
<context>
    <name>FrontierChartBuilder</name>
    <message>
        <source>Time and cost at each GPU count</source>
        <translation>各卡數下的時間與成本</translation>
    </message>
    <message>
        <source>Rate and cost at each GPU count</source>
        <translation>各卡數下的速率與成本</translation>
    </message>
    <message>
        <source>Each line: the counts of one GPU that no other count of it beats on both speed and cost. Ringed: the count chosen for your priorities.</source>
        <translation>每條線：同一 GPU 的各個卡數，其中任何一個都不會被該 GPU 的其他卡數在速度和成本上同時勝過。圓圈：依您的優先順序選定的卡數。</translation>
    </message>
    <message>
        <source>No count was searched: the GPU count is fixed by the workload or the what-if controls.</source>
        <translation>未搜尋卡數：卡數已由工作負載或假設分析控制項固定。</translation>
    </message>
    <message>
        <source>Cost of the run (%1)</source>
        <translation>整個訓練任務的成本（%1）</translation>
    </message>
    <message>
        <source>Cost per million tokens (%1)</source>
        <translation>每百萬 token 成本（%1）</translation>
    </message>
    <message>
        <source>Time to train (days)</source>
        <translation>訓練時間（天）</translation>
    </message>
    <message>
        <source>Time to train (hours)</source>
        <translation>訓練時間（小時）</translation>
    </message>
    <message>
        <source>Throughput (per second)</source>
        <translation>吞吐量（每秒）</translation>
    </message>
    <message>
        <source>Count chosen</source>
        <translation>選定的卡數</translation>
    </message>
    <message>
        <source>Costs at the default price of each GPU, as in the ranking.</source>
        <translation>成本依各 GPU 的預設價格計算，與排名一致。</translation>
    </message>
    <message numerus="yes">
        <source>%n GPUs: %1 for %2</source>
        <translation>
            <numerusform>%n 張 GPU：%1，花費 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, chosen: %2</source>
        <translation>%1，選定：%2</translation>
    </message>
</context>
<context>
    <name>GpuCell</name>
    <message>
        <source>%1 (sparse)</source>
        <translation>%1（稀疏）</translation>
    </message>
    <message>
        <source>Figures with 2:4 structured sparsity.</source>
        <translation>採用 2:4 結構化稀疏的數值。</translation>
    </message>
    <message>
        <source>Dense figures (no sparsity).</source>
        <translation>稠密數值（無稀疏）。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Tick the box to compare this GPU side by side.</source>
        <translation>勾選以便並排對比這款 GPU。</translation>
    </message>
    <message>
        <source>A GPU you added.</source>
        <translation>您新增的 GPU。</translation>
    </message>
    <message>
        <source>This GPU has no such figure.</source>
        <translation>這款 GPU 沒有此項數值。</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>來源：%1</translation>
    </message>
    <message>
        <source>Retrieved %1</source>
        <translation>取得於 %1</translation>
    </message>
</context>
<context>
    <name>GpuFields</name>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>廠商</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架構</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>外形規格</translation>
    </message>
    <message>
        <source>CUDA/stream cores</source>
        <translation>CUDA 核心/流處理器</translation>
    </message>
    <message>
        <source>Tensor Cores</source>
        <translation>Tensor Core</translation>
    </message>
    <message>
        <source>Tensor Core gen.</source>
        <translation>Tensor Core 代數</translation>
    </message>
    <message>
        <source>FP64</source>
        <translation>FP64</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>TF32 Tensor</source>
        <translation>TF32 Tensor</translation>
    </message>
    <message>
        <source>BF16 Tensor</source>
        <translation>BF16 Tensor</translation>
    </message>
    <message>
        <source>FP16 Tensor</source>
        <translation>FP16 Tensor</translation>
    </message>
    <message>
        <source>FP8 Tensor</source>
        <translation>FP8 Tensor</translation>
    </message>
    <message>
        <source>INT8 Tensor</source>
        <translation>INT8 Tensor</translation>
    </message>
    <message>
        <source>FP4 Tensor</source>
        <translation>FP4 Tensor</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>顯存</translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation>顯存類型</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>內存帶寬</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>MIG</source>
        <translation>MIG</translation>
    </message>
    <message>
        <source>Product name</source>
        <translation>產品名稱</translation>
    </message>
    <message>
        <source>Manufacturer</source>
        <translation>製造商</translation>
    </message>
    <message>
        <source>GPU architecture (newer architectures perform better)</source>
        <translation>GPU 架構（越新的架構性能越好）</translation>
    </message>
    <message>
        <source>Year the GPU was launched</source>
        <translation>GPU 推出年份</translation>
    </message>
    <message>
        <source>CUDA cores (NVIDIA) or stream processors (AMD)</source>
        <translation>CUDA 核心（NVIDIA）或流處理器（AMD）</translation>
    </message>
    <message>
        <source>Tensor Cores (NVIDIA) or Matrix Cores (AMD)</source>
        <translation>Tensor Core（NVIDIA）或 Matrix Core（AMD）</translation>
    </message>
    <message>
        <source>Generation of the Tensor/Matrix Cores</source>
        <translation>Tensor/Matrix Core 的代數</translation>
    </message>
    <message>
        <source>Double-precision throughput without Tensor Cores</source>
        <translation>不使用 Tensor Core 的雙精度算力</translation>
    </message>
    <message>
        <source>Single-precision throughput without Tensor Cores</source>
        <translation>不使用 Tensor Core 的單精度算力</translation>
    </message>
    <message>
        <source>TF32 Tensor Core throughput</source>
        <translation>TF32 Tensor Core 算力</translation>
    </message>
    <message>
        <source>BF16 Tensor Core throughput (FP32 accumulate)</source>
        <translation>BF16 Tensor Core 算力（FP32 累加）</translation>
    </message>
    <message>
        <source>FP16 Tensor Core throughput (FP32 accumulate)</source>
        <translation>FP16 Tensor Core 算力（FP32 累加）</translation>
    </message>
    <message>
        <source>FP8 Tensor Core throughput; not available before Ada Lovelace and Hopper</source>
        <translation>FP8 Tensor Core 算力；Ada Lovelace 和 Hopper 之前的架構不支援</translation>
    </message>
    <message>
        <source>INT8 Tensor Core throughput in TOPS</source>
        <translation>INT8 Tensor Core 算力，單位 TOPS</translation>
    </message>
    <message>
        <source>FP4 Tensor Core throughput; Blackwell only</source>
        <translation>FP4 Tensor Core 算力；僅 Blackwell 支援</translation>
    </message>
    <message>
        <source>Memory capacity</source>
        <translation>顯存容量</translation>
    </message>
    <message>
        <source>Memory technology (HBM is faster than GDDR)</source>
        <translation>顯存技術（HBM 比 GDDR 快）</translation>
    </message>
    <message>
        <source>Memory bandwidth: decides decoding speed in LLM inference</source>
        <translation>內存帶寬：決定大模型推理的解碼速度</translation>
    </message>
    <message>
        <source>PCI Express generation of the host link</source>
        <translation>連接主機的 PCI Express 代數</translation>
    </message>
    <message>
        <source>Maximum board power</source>
        <translation>最大板卡功耗</translation>
    </message>
    <message>
        <source>Maximum Multi-Instance GPU partitions</source>
        <translation>多實例 GPU（MIG）的最大分區數</translation>
    </message>
    <message>
        <source>None (PCIe only)</source>
        <translation>無（僅 PCIe）</translation>
    </message>
    <message numerus="yes">
        <source>bridge, %n GPUs</source>
        <translation>
            <numerusform>橋接，%n 張 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>switch, %n GPUs</source>
        <translation>
            <numerusform>交換晶片互連，%n 張 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mesh, %n GPUs</source>
        <translation>
            <numerusform>網狀互連，%n 張 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2（%3）</translation>
    </message>
    <message numerus="yes">
        <source>up to %n instances</source>
        <translation>
            <numerusform>最多 %n 個實例</numerusform>
        </translation>
    </message>
    <message>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Gen %1</source>
        <translation>第 %1 代</translation>
    </message>
    <message>
        <source>%1 (custom)</source>
        <comment>a GPU the user added</comment>
        <translation>%1（自訂）</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>市場</translation>
    </message>
    <message>
        <source>SXM/OAM modules sit on a server board; PCIe cards fit a standard slot; a superchip&apos;s GPUs sit in a rack (NVL72); a desktop system is a whole computer for the desk</source>
        <translation>SXM/OAM 模組裝在伺服器主機板上；PCIe 卡插在標準插槽中；超級晶片的 GPU 裝在機櫃中（NVL72）；桌上型系統是放在桌上的整台電腦</translation>
    </message>
    <message>
        <source>Where the GPU is sold: China-market parts are cut down to fit US export rules</source>
        <translation>GPU 的銷售市場：中國市場型號經過削減，以符合美國出口管制規定</translation>
    </message>
    <message>
        <source>GPU-to-GPU link bandwidth (NVLink, Infinity Fabric or Ethernet), both directions, and how many GPUs it joins; decides multi-GPU training speed</source>
        <translation>GPU 間互連頻寬（NVLink、Infinity Fabric 或乙太網路，雙向合計）及可互連的卡數；決定多卡訓練的速度</translation>
    </message>
    <message>
        <source>Superchip</source>
        <comment>form factor: a Grace-Blackwell superchip in a rack</comment>
        <translation>超級晶片</translation>
    </message>
    <message>
        <source>Desktop system</source>
        <comment>form factor: a whole computer for the desk (DGX Spark)</comment>
        <translation>桌上型系統</translation>
    </message>
    <message>
        <source>China</source>
        <comment>market: parts made for China&apos;s export rules</comment>
        <translation>中國</translation>
    </message>
    <message>
        <source>Worldwide</source>
        <comment>market: sold everywhere</comment>
        <translation>全球</translation>
    </message>
    <message>
        <source>%1, unified</source>
        <comment>memory type of a GPU whose memory is shared with the CPU</comment>
        <translation>%1，統一記憶體</translation>
    </message>
    <message>
        <source>Parts sold worldwide</source>
        <comment>market setting</comment>
        <translation>全球銷售的型號</translation>
    </message>
    <message>
        <source>China-market parts</source>
        <comment>market setting: parts made for China&apos;s export rules</comment>
        <translation>中國市場特供型號</translation>
    </message>
    <message>
        <source>All markets</source>
        <comment>market setting</comment>
        <translation>所有市場</translation>
    </message>
    <message>
        <source>%1 Unverified: no vendor or maker document states this figure; it comes from the best secondary source found.</source>
        <translation>%1 未經核實：沒有廠商或整機廠商的文件列出此數值；它來自能找到的最可靠的第二手來源。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a GPU outside the market chosen, with its own market</comment>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>HeadlineText</name>
    <message>
        <source>tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>samples/s</source>
        <translation>樣本/秒</translation>
    </message>
    <message>
        <source>images/s</source>
        <translation>圖/秒</translation>
    </message>
    <message>
        <source>Capacity, tokens/s</source>
        <translation>容量，token/秒</translation>
    </message>
    <message>
        <source>Training tokens/s</source>
        <translation>訓練 token/秒</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>Samples/s</source>
        <translation>樣本/秒</translation>
    </message>
    <message>
        <source>Images/s</source>
        <translation>圖/秒</translation>
    </message>
    <message>
        <source>The most tokens per second this configuration could generate; the load asks for %1</source>
        <translation>此配置每秒最多能生成的 token 數；負載要求 %1</translation>
    </message>
    <message>
        <source>First token / per token</source>
        <translation>首 token 延遲 / token 間延遲</translation>
    </message>
    <message>
        <source>Per request</source>
        <translation>每個請求</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>訓練時間</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>first token / per token</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>每百萬 token 成本</translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation>每次訓練成本</translation>
    </message>
    <message>
        <source>Cost per hour</source>
        <translation>每小時成本</translation>
    </message>
    <message>
        <source>Rental cost per million generated tokens</source>
        <translation>每生成百萬 token 的租用成本</translation>
    </message>
    <message>
        <source>Rental cost of the whole training run</source>
        <translation>一次訓練的租用總成本</translation>
    </message>
    <message>
        <source>Rental cost per hour of the whole configuration: this workload does not produce tokens</source>
        <translation>整個配置每小時的租用成本：此工作負載不產生 token</translation>
    </message>
</context>
<context>
    <name>ImportCommands</name>
    <message>
        <source>full attention on every layer</source>
        <translation>每層均為全注意力</translation>
    </message>
    <message>
        <source>sliding window on every layer</source>
        <translation>每層均使用滑動視窗</translation>
    </message>
    <message>
        <source>sliding window on %1 of %2 layers, full attention on the others</source>
        <translation>%2 層中有 %1 層使用滑動視窗，其餘為全注意力</translation>
    </message>
    <message>
        <source>multi-head latent attention (MLA), latent %1 + RoPE key %2</source>
        <translation>多頭潛在注意力（MLA），潛向量 %1 + RoPE 鍵 %2</translation>
    </message>
    <message>
        <source>none (dense)</source>
        <translation>無（稠密模型）</translation>
    </message>
    <message>
        <source>%1 routed, %2 per token</source>
        <translation>%1 個路由專家，每個 token %2 個</translation>
    </message>
    <message>
        <source>%1 per routed expert</source>
        <translation>每個路由專家 %1</translation>
    </message>
    <message>
        <source>shared experts %1</source>
        <translation>共用專家 %1</translation>
    </message>
    <message>
        <source>%1 dense layers of %2</source>
        <translation>%1 個稠密層，寬度 %2</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the parts of the MLP width</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>GGUF version %1</source>
        <translation>GGUF 第 %1 版</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>欄位</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>數值</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>參數量</translation>
    </message>
    <message>
        <source>Active per token</source>
        <translation>每個 token 激活的參數</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>層數</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隱藏維度</translation>
    </message>
    <message>
        <source>Heads / KV heads</source>
        <translation>注意力頭 / KV 頭</translation>
    </message>
    <message>
        <source>Head width</source>
        <translation>每頭維度</translation>
    </message>
    <message>
        <source>MLP width</source>
        <translation>MLP 寬度</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>專家</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>詞表</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>Sliding window</source>
        <translation>滑動視窗</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>每 token 的 KV 快取</translation>
    </message>
    <message>
        <source>%1 KiB (16-bit, all layers, full span)</source>
        <translation>%1 KiB（16 位元，全部層，完整跨度）</translation>
    </message>
    <message>
        <source>Suggested precision</source>
        <translation>建議精度</translation>
    </message>
    <message>
        <source>Quantization</source>
        <translation>量化</translation>
    </message>
    <message>
        <source>file type %1</source>
        <translation>檔案類型 %1</translation>
    </message>
    <message>
        <source>%1, %2 bits per weight</source>
        <translation>%1，每權重 %2 位元</translation>
    </message>
    <message>
        <source>Multi-token prediction</source>
        <translation>多 token 預測</translation>
    </message>
    <message>
        <source>%1 layer(s), not counted</source>
        <translation>%1 層，未計入</translation>
    </message>
    <message>
        <source>Vision tower</source>
        <translation>視覺編碼器</translation>
    </message>
    <message>
        <source>%1, not active per token</source>
        <translation>%1，不計入每 token 激活參數</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <translation>%1（%2，%3）</translation>
    </message>
    <message>
        <source>Assumed (not in the file):</source>
        <translation>假定值（檔案中未給出）：</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Unknown keys (not used):</source>
        <translation>未知的鍵（未使用）：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>import-config: give exactly one file, e.g. gpu-atlas-cli import-config config.json</source>
        <translation>import-config（匯入模型設定）：請給出一個檔案，例如 gpu-atlas-cli import-config config.json</translation>
    </message>
</context>
<context>
    <name>LayoutText</name>
    <message>
        <source>TP %1</source>
        <translation>TP %1</translation>
    </message>
    <message>
        <source>PP %1 (%2 virtual stages each)</source>
        <translation>PP %1（每個階段 %2 個虛擬階段）</translation>
    </message>
    <message>
        <source>PP %1</source>
        <translation>PP %1</translation>
    </message>
    <message>
        <source>EP %1</source>
        <translation>EP %1</translation>
    </message>
    <message>
        <source>attention DP %1</source>
        <translation>注意力 DP %1</translation>
    </message>
    <message>
        <source>DP %1</source>
        <translation>DP %1</translation>
    </message>
    <message>
        <source>single GPU</source>
        <translation>單卡</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 張 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 over NVLink</source>
        <translation>%1，經 NVLink</translation>
    </message>
    <message>
        <source>%1 over PCIe</source>
        <translation>%1，經 PCIe</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n server(s)</source>
        <translation>
            <numerusform>%1，%n 台伺服器</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a runner-up layout: why it lost</comment>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>MatrixCommands</name>
    <message>
        <source>matrix: the catalogue has no GPU &quot;%1&quot; of the default columns; name the GPUs with --gpus ID,...</source>
        <translation>matrix：GPU 目錄中沒有預設欄的 GPU「%1」；請用 --gpus ID,... 指定 GPU</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作負載</translation>
    </message>
    <message>
        <source>%1 x%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1: %2
</source>
        <translation>%1：%2
</translation>
    </message>
</context>
<context>
    <name>MatrixExport</name>
    <message>
        <source>Which GPU suits which workload</source>
        <translation>哪款 GPU 適合哪種工作負載</translation>
    </message>
    <message>
        <source>The engine&apos;s verdict for each GPU on each workload, against the best GPU of the row</source>
        <translation>引擎對每款 GPU 在每種工作負載上的結論，與該列最佳 GPU 相比</translation>
    </message>
    <message>
        <source>Each row is ranked over these GPUs from the workload&apos;s priorities; key figure: GPUs needed, speed or time, cost.</source>
        <translation>每列依工作負載的優先順序在這些 GPU 之間排名；關鍵數字：所需卡數、速度或時間、成本。</translation>
    </message>
    <message>
        <source>Select GPUs to compare.</source>
        <translation>請選擇要比較的 GPU。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作負載</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>結論</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>卡數</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>評分</translation>
    </message>
    <message>
        <source>Key figure</source>
        <translation>關鍵數字</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Reasons</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>--out: unknown file type &quot;%1&quot; in %2; use .png, .svg, .pdf, .csv, .md or .html</source>
        <translation>--out：%2 的檔案類型「%1」未知；請使用 .png、.svg、.pdf、.csv、.md 或 .html</translation>
    </message>
</context>
<context>
    <name>MatrixText</name>
    <message>
        <source>Recommended</source>
        <translation>推薦</translation>
    </message>
    <message>
        <source>Suitable</source>
        <translation>適合</translation>
    </message>
    <message>
        <source>Possible</source>
        <translation>可用</translation>
    </message>
    <message>
        <source>Unsuitable</source>
        <translation>不適合</translation>
    </message>
    <message>
        <source>at least %1 of the best score</source>
        <translation>至少達到最佳評分的 %1</translation>
    </message>
    <message>
        <source>feasible, below %1 of the best score</source>
        <translation>可行，但低於最佳評分的 %1</translation>
    </message>
    <message>
        <source>not feasible within the workload&apos;s limits</source>
        <translation>在工作負載的限制內不可行</translation>
    </message>
    <message>
        <source>%1/request</source>
        <translation>每個請求 %1</translation>
    </message>
    <message>
        <source>%1 s/request</source>
        <translation>每個請求 %1 秒</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 樣本/秒</translation>
    </message>
    <message>
        <source>%1 images/s</source>
        <translation>%1 圖/秒</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>無價格</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 張 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>%1 (%2 of the best score)</source>
        <translation>%1（最佳評分的 %2）</translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <source>US dollars (USD)</source>
        <translation>美元（USD）</translation>
    </message>
    <message>
        <source>Chinese yuan (CNY)</source>
        <translation>人民幣（CNY）</translation>
    </message>
    <message>
        <source>euros (EUR)</source>
        <translation>歐元（EUR）</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/小時</translation>
    </message>
    <message>
        <source>%1/M tokens</source>
        <translation>%1/百萬 token</translation>
    </message>
    <message>
        <source>%1 per run</source>
        <translation>每次訓練 %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1/GPU-hour</source>
        <translation>%1/卡·小時</translation>
    </message>
    <message>
        <source>%1 per GPU</source>
        <translation>每卡 %1</translation>
    </message>
    <message>
        <source>1 %1 = %2 %3</source>
        <translation>1 %1 = %2 %3</translation>
    </message>
    <message>
        <source>%1 (your rate of %2)</source>
        <translation>%1（您自己的匯率，%2）</translation>
    </message>
    <message>
        <source>Costs are in %1, the currency of every price used; no exchange rate was needed.</source>
        <translation>成本以%1計，與所用各項價格的幣別相同，無需換算匯率。</translation>
    </message>
    <message>
        <source>Costs are in %1; prices quoted in another currency are converted at %2.</source>
        <translation>成本以%1計；以其他幣別報價的價格已換算，匯率為 %2。</translation>
    </message>
    <message>
        <source>Costs are in %1; to read them in %2, use %3.</source>
        <translation>成本以%1計；如需換算為%2，匯率為 %3。</translation>
    </message>
    <message>
        <source>Costs are in %1; prices quoted in another currency are converted at %2; to read them in %3, use %4.</source>
        <translation>成本以%1計；以其他幣別報價的價格已換算，匯率為 %2；如需換算為%3，匯率為 %4。</translation>
    </message>
    <message>
        <source>%1/kWh</source>
        <translation>%1/千瓦時</translation>
    </message>
</context>
<context>
    <name>OdtWriter</name>
    <message>
        <source>%1 · %2 · GPU Atlas %3</source>
        <translation>%1 · %2 · GPU 圖鑑 %3</translation>
    </message>
    <message>
        <source>the OpenDocument writer failed</source>
        <translation>OpenDocument 寫入失敗</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
</context>
<context>
    <name>OpcPackage</name>
    <message>
        <source>cannot start the ZIP package (error %1)</source>
        <translation>無法建立 ZIP 檔（錯誤 %1）</translation>
    </message>
    <message>
        <source>cannot add %1 to the ZIP package (error %2)</source>
        <translation>無法將 %1 加入 ZIP 檔（錯誤 %2）</translation>
    </message>
    <message>
        <source>cannot finish the ZIP package (error %1)</source>
        <translation>無法完成 ZIP 檔（錯誤 %1）</translation>
    </message>
</context>
<context>
    <name>OwnershipTable</name>
    <message>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Renting</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>Buying</source>
        <translation>購買</translation>
    </message>
    <message>
        <source>Rent per month</source>
        <translation>每月租金</translation>
    </message>
    <message>
        <source>Own per month</source>
        <translation>每月自購成本</translation>
    </message>
    <message>
        <source>Owning cheaper above</source>
        <translation>自購更便宜的利用率</translation>
    </message>
    <message>
        <source>Pays off after</source>
        <translation>回本時間</translation>
    </message>
    <message>
        <source>no purchase price</source>
        <translation>無購買價格</translation>
    </message>
    <message>
        <source>no rental price</source>
        <translation>無租用價格</translation>
    </message>
    <message>
        <source>below %1</source>
        <translation>低於 %1</translation>
    </message>
    <message>
        <source>always</source>
        <translation>始終</translation>
    </message>
    <message>
        <source>never</source>
        <translation>永不</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n 個月</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month(s), after its life</source>
        <translation>
            <numerusform>%n 個月，超過使用壽命</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per run</source>
        <translation>每次訓練 %1</translation>
    </message>
    <message>
        <source>%1/M samples</source>
        <translation>%1/百萬樣本</translation>
    </message>
    <message>
        <source>Cheapest way to run this workload: %1.</source>
        <translation>執行此工作負載最便宜的方式：%1。</translation>
    </message>
</context>
<context>
    <name>OwnershipText</name>
    <message>
        <source>Utilisation</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>電價</translation>
    </message>
    <message>
        <source>Data-centre PUE</source>
        <translation>資料中心 PUE</translation>
    </message>
    <message>
        <source>GPU power while busy</source>
        <translation>GPU 忙碌時的功耗</translation>
    </message>
    <message>
        <source>Rest of the server&apos;s power</source>
        <translation>伺服器其餘部分的功耗</translation>
    </message>
    <message>
        <source>Server share per GPU (SXM/OAM)</source>
        <translation>每張 GPU 的伺服器分攤（SXM/OAM）</translation>
    </message>
    <message>
        <source>Server share per GPU (PCIe)</source>
        <translation>每張 GPU 的伺服器分攤（PCIe）</translation>
    </message>
    <message>
        <source>Depreciation period</source>
        <translation>折舊期</translation>
    </message>
    <message>
        <source>Resale value at the end</source>
        <translation>期末殘值</translation>
    </message>
    <message>
        <source>Maintenance per year</source>
        <translation>每年維護費</translation>
    </message>
    <message>
        <source>Hosting (colocation)</source>
        <translation>託管（機房租用）</translation>
    </message>
    <message>
        <source>The share of each month&apos;s hours the GPUs do useful work. Rented GPUs are paid by the hour used; bought GPUs cost the same whether busy or idle.</source>
        <translation>GPU 每月有效工作的小時比例。租用的 GPU 按使用小時付費；購買的 GPU 無論忙閒成本都一樣。</translation>
    </message>
    <message>
        <source>What you pay per kilowatt-hour at the wall.</source>
        <translation>您為每千瓦時用電實際支付的價格（依電表計）。</translation>
    </message>
    <message>
        <source>Power usage effectiveness: the data centre&apos;s total power divided by the IT power (cooling, power delivery). 1 counts the servers only.</source>
        <translation>電能使用效率：資料中心總功率除以 IT 設備功率（含冷卻、供電）。1 表示只計伺服器。</translation>
    </message>
    <message>
        <source>Average board power of a busy GPU as a share of its TDP.</source>
        <translation>GPU 忙碌時的平均板卡功耗佔 TDP 的比例。</translation>
    </message>
    <message>
        <source>What the rest of the server (CPUs, switches, fans, NICs) draws, as a multiple of the GPUs&apos; TDP.</source>
        <translation>伺服器其餘部分（CPU、交換晶片、風扇、網卡）的功耗，以 GPU TDP 的倍數表示。</translation>
    </message>
    <message>
        <source>The price of the server around each SXM or OAM GPU: baseboard, CPUs, memory, network, storage, chassis.</source>
        <translation>每張 SXM 或 OAM GPU 周邊伺服器的價格：基板、CPU、記憶體、網路、儲存、機箱。</translation>
    </message>
    <message>
        <source>The price of the server around each PCIe card.</source>
        <translation>每張 PCIe 卡周邊伺服器的價格。</translation>
    </message>
    <message>
        <source>How long the hardware is written off over (its useful life).</source>
        <translation>硬體的折舊年限（即使用壽命）。</translation>
    </message>
    <message>
        <source>What you expect to sell the hardware for at the end, as a share of its price.</source>
        <translation>期末預計出售硬體可得的金額，佔購買價的比例。</translation>
    </message>
    <message>
        <source>Support contract and repairs per year, as a share of the purchase price.</source>
        <translation>每年的維護合約與維修費用，佔購買價的比例。</translation>
    </message>
    <message>
        <source>Colocation: rack space, cooling and power delivery per kilowatt of IT load per month (energy is counted separately). 0 for your own server room.</source>
        <translation>機房託管：每千瓦 IT 負載每月的機櫃空間、冷卻和供電費用（電費另計）。自有機房填 0。</translation>
    </message>
    <message>
        <source>$%1/kWh</source>
        <translation>$%1/千瓦時</translation>
    </message>
    <message>
        <source>%1 × GPU TDP</source>
        <translation>%1 × GPU TDP</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n 個月</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per kW-month</source>
        <translation>每千瓦每月 %1</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>隨需</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>預留</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>競價</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>購買</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <comment>GPU count × GPU name</comment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Owning is cheaper than renting above %1 utilisation.</source>
        <translation>利用率高於 %1 時，自購比租用便宜。</translation>
    </message>
    <message>
        <source>Owning is cheaper than this committed rental below %1 utilisation.</source>
        <translation>利用率低於 %1 時，自購比這項承諾租用便宜。</translation>
    </message>
    <message>
        <source>Owning is cheaper than renting at any utilisation.</source>
        <translation>任何利用率下自購都比租用便宜。</translation>
    </message>
    <message>
        <source>Renting is cheaper than owning at any utilisation.</source>
        <translation>任何利用率下租用都比自購便宜。</translation>
    </message>
    <message numerus="yes">
        <source>Buying %1 pays off after %n month(s) at %2 utilisation.</source>
        <translation>
            <numerusform>利用率為 %2 時，購買 %1 在 %n 個月後回本。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Buying %1 pays off only after %n month(s) at %2 utilisation, beyond its %3 life: rent instead.</source>
        <translation>
            <numerusform>利用率為 %2 時，購買 %1 要 %n 個月才能回本，超過了其使用壽命（%3）：建議租用。</numerusform>
        </translation>
    </message>
    <message>
        <source>Buying %1 never pays off at %2 utilisation: renting costs less each month than running your own.</source>
        <translation>利用率為 %2 時，購買 %1 永遠無法回本：租用每月的花費低於自己營運。</translation>
    </message>
    <message>
        <source>Renting costs %1 per training run; owning, %2.</source>
        <translation>每次訓練的費用：租用 %1，自購 %2。</translation>
    </message>
    <message>
        <source>Renting costs %1; owning, %2.</source>
        <translation>費用：租用 %1，自購 %2。</translation>
    </message>
    <message>
        <source>Renting costs %1 per million samples; owning, %2.</source>
        <translation>每百萬樣本的費用：租用 %1，自購 %2。</translation>
    </message>
    <message>
        <source>%1 per run</source>
        <translation>每次訓練 %1</translation>
    </message>
    <message>
        <source>%1 per million samples</source>
        <translation>每百萬樣本 %1</translation>
    </message>
    <message>
        <source>buy %1: %2 at %3 utilisation</source>
        <translation>購買 %1：%2（利用率 %3）</translation>
    </message>
    <message>
        <source>rent %1: %2</source>
        <translation>租用 %1：%2</translation>
    </message>
    <message>
        <source>Street price</source>
        <translation>市場價</translation>
    </message>
    <message>
        <source>Street price (analyst estimate)</source>
        <translation>市場價（分析師估計）</translation>
    </message>
    <message>
        <source>Street price (refurbished/used)</source>
        <translation>市場價（翻新/二手）</translation>
    </message>
    <message>
        <source>Street price (estimate)</source>
        <translation>市場價（估計）</translation>
    </message>
    <message>
        <source>Street price (spot market)</source>
        <translation>市場價（現貨市場）</translation>
    </message>
    <message>
        <source>Estimate from sibling card</source>
        <translation>按同系列顯示卡估計</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>估計</translation>
    </message>
    <message>
        <source>NVIDIA MSRP</source>
        <translation>NVIDIA 建議零售價</translation>
    </message>
    <message>
        <source>NVIDIA launch price</source>
        <translation>NVIDIA 上市價</translation>
    </message>
    <message>
        <source>MSRP as quoted</source>
        <translation>報價中的建議零售價</translation>
    </message>
    <message>
        <source>Retail price</source>
        <translation>零售價</translation>
    </message>
    <message numerus="yes">
        <source>Buying %1 pays off after %n month(s) compared with renting %2 at %3 for the same work.</source>
        <translation>
            <numerusform>若租用 %2（%3）完成相同工作量，購買 %1 在 %n 個月後回本。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Buying %1 pays off only after %n month(s) compared with renting %2 at %3 for the same work, beyond its %4 life: rent instead.</source>
        <translation>
            <numerusform>若租用 %2（%3）完成相同工作量，購買 %1 要 %n 個月才能回本，超過了其使用壽命（%4）：建議租用。</numerusform>
        </translation>
    </message>
    <message>
        <source>Buying %1 never pays off compared with renting %2 at %3 for the same work: the rental costs less each month than running your own.</source>
        <translation>若租用 %2（%3）完成相同工作量，購買 %1 永遠無法回本：租用每月的花費低於自己營運。</translation>
    </message>
    <message>
        <source>At %1 utilisation of the GPUs bought, renting costs %2 a month (%3 per training run); owning, %4 a month amortised (%5 per run).</source>
        <translation>所購 GPU 利用率為 %1 時，租用每月花費 %2（每次訓練 %3）；自購每月攤提 %4（每次訓練 %5）。</translation>
    </message>
    <message>
        <source>%1/M samples</source>
        <translation>%1/百萬樣本</translation>
    </message>
    <message>
        <source>At %1 utilisation of the GPUs bought, renting costs %2 a month (%3); owning, %4 a month amortised (%5).</source>
        <translation>所購 GPU 利用率為 %1 時，租用每月花費 %2（%3）；自購每月攤提 %4（%5）。</translation>
    </message>
</context>
<context>
    <name>PptxWriter</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
</context>
<context>
    <name>RankingTable</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>卡數</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>可行</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>評分</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>瓶頸</translation>
    </message>
    <message numerus="yes">
        <source>%n ×</source>
        <translation>
            <numerusform>%n ×</numerusform>
        </translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>No</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>ReportCommands</name>
    <message>
        <source>report: unexpected argument &quot;%1&quot;</source>
        <translation>report：多餘的參數「%1」</translation>
    </message>
    <message>
        <source>--workload: give the workload file (JSON), e.g. --workload chat.json</source>
        <translation>--workload：請給出工作負載檔案（JSON），例如 --workload chat.json</translation>
    </message>
    <message>
        <source>report: --out FILE.pdf, .html, .md or .odt is required</source>
        <translation>report：需要 --out FILE.pdf、.html、.md 或 .odt</translation>
    </message>
    <message>
        <source>--out: unknown file type &quot;%1&quot; in %2; use .pdf, .html, .md or .odt</source>
        <translation>--out：%2 的檔案類型「%1」未知；請用 .pdf、.html、.md 或 .odt</translation>
    </message>
</context>
<context>
    <name>ReportDocument</name>
    <message>
        <source>The GPUs chosen for comparison, side by side.</source>
        <translation>選作對比的 GPU，並排顯示。</translation>
    </message>
    <message>
        <source>The workload&apos;s candidate GPUs, side by side.</source>
        <translation>工作負載的候選 GPU，並排顯示。</translation>
    </message>
    <message numerus="yes">
        <source>The %n best-ranked candidate(s), side by side; the ranking below lists all of them.</source>
        <translation>
            <numerusform>排名最前的 %n 款候選 GPU 並排顯示；下面的排名列出全部候選。</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU recommendation report</source>
        <translation>GPU 推薦報告</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>No GPU was considered for this workload.</source>
        <translation>沒有為此工作負載考慮任何 GPU。</translation>
    </message>
    <message>
        <source>No candidate fits this workload within its constraints. The reasons for each verdict say what is missing: more GPUs, a smaller model or batch, a lower precision, or looser limits.</source>
        <translation>沒有候選 GPU 能在限制條件內執行此工作負載。每項結論的原因說明了缺少什麼：更多 GPU、更小的模型或批次大小、更低的精度，或更寬鬆的限制。</translation>
    </message>
    <message>
        <source>Recommended: %1 Bottleneck: %2.</source>
        <translation>推薦：%1。瓶頸：%2。</translation>
    </message>
    <message>
        <source>%1 of %2 candidates fit the workload within its constraints. Every figure is an estimate by the GPU Atlas engine from published specifications, prices and the assumptions listed at the end; real systems differ by the ranges given with each result.</source>
        <translation>%2 款候選中有 %1 款能在限制條件內執行此工作負載。所有數字都是 GPU 圖鑑引擎根據公開規格、價格和文末所列假設做出的估算；實際系統會有偏差，幅度見各結果給出的範圍。</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作負載</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>欄位</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>數值</translation>
    </message>
    <message>
        <source>GPUs compared</source>
        <translation>對比的 GPU</translation>
    </message>
    <message>
        <source>Specification</source>
        <translation>規格</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Reasons for each verdict</source>
        <translation>各項結論的原因</translation>
    </message>
    <message>
        <source>Assumptions and constants</source>
        <translation>假設與常數</translation>
    </message>
    <message>
        <source>Serving stack: %1.</source>
        <translation>推理框架：%1。</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>分組</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>假設</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>預設值</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>來源</translation>
    </message>
    <message>
        <source>%1 (changed)</source>
        <translation>%1（已修改）</translation>
    </message>
    <message>
        <source>Every constant is at its default.</source>
        <translation>所有常數均為預設值。</translation>
    </message>
    <message numerus="yes">
        <source>%n constant(s) changed from the default, marked &quot;changed&quot;.</source>
        <translation>
            <numerusform>有 %n 個常數與預設值不同，標為「已修改」。</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Calibration factor</source>
        <translation>校準係數</translation>
    </message>
    <message>
        <source>Data sources</source>
        <translation>資料來源</translation>
    </message>
    <message>
        <source>Specifications</source>
        <translation>規格</translation>
    </message>
    <message>
        <source>Retrieved</source>
        <translation>取得日期</translation>
    </message>
    <message>
        <source>your own entry</source>
        <translation>您自己的項目</translation>
    </message>
    <message>
        <source>no source given</source>
        <translation>未給出來源</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>價格</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>供應商</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>實例</translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation>每卡每小時</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>your own quote</source>
        <translation>您自己的報價</translation>
    </message>
    <message>
        <source>No rental prices are known for these GPUs: costs are not estimated.</source>
        <translation>這些 GPU 沒有已知的租用價格：不估算成本。</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>How each figure is estimated, and the source of every formula and constant, is documented in docs/engine.md. Check prices and figures before you buy.</source>
        <translation>每個數字如何估算，以及每個公式和常數的來源，詳見 docs/engine.md。購買前請核對價格和數值。</translation>
    </message>
    <message>
        <source>Rent or buy</source>
        <translation>租用還是購買</translation>
    </message>
    <message>
        <source>Renting cannot be compared with buying: no candidate that fits has a rental price, or none has a purchase price.</source>
        <translation>無法比較租用與購買：可行的候選都沒有租用價格，或都沒有購買價格。</translation>
    </message>
    <message>
        <source>Renting against buying, as compared on the Cost of ownership page:</source>
        <translation>租用與購買的比較，與「持有成本」頁面所選一致：</translation>
    </message>
    <message>
        <source>Renting against buying: the rental that costs least per unit of work against the GPUs that cost least to own per unit of work.</source>
        <translation>租用與購買的比較：單位工作量租用成本最低的方案，對比單位工作量持有成本最低的 GPU。</translation>
    </message>
    <message>
        <source>The same work each way: what the GPUs bought do in a month at the utilisation used; the rented GPUs are paid for the hours they need for it at their own speed.</source>
        <translation>兩種方式完成相同的工作量：所購 GPU 在所用利用率下一個月完成的工作；租用的 GPU 按自身速度完成這些工作所需的小時數付費。</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>購買</translation>
    </message>
    <message>
        <source>%1 per run</source>
        <translation>每次訓練 %1</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>價格</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小時</translation>
    </message>
    <message>
        <source>Busy hours per month (of 730)</source>
        <translation>每月忙碌小時數（共 730）</translation>
    </message>
    <message>
        <source>Paid at the start</source>
        <translation>初始支付</translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation>每月成本</translation>
    </message>
    <message>
        <source>%1 (running %2)</source>
        <translation>%1（營運 %2）</translation>
    </message>
    <message>
        <source>Per unit of work</source>
        <translation>單位工作量成本</translation>
    </message>
    <message>
        <source>Buying pays off after</source>
        <translation>購買回本時間</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n 個月</numerusform>
        </translation>
    </message>
    <message>
        <source>never</source>
        <translation>永不</translation>
    </message>
    <message>
        <source>Each candidate rented and bought</source>
        <translation>每個候選的租用與購買</translation>
    </message>
    <message>
        <source>At each configuration&apos;s default prices; per month at the utilisation used of its own GPUs, so rows do different amounts of work: compare them per run or per million units.</source>
        <translation>按每個配置的預設價格；每月成本按其自身 GPU 的所用利用率計算，因此各列完成的工作量不同：請按每次訓練或每百萬單位比較。</translation>
    </message>
    <message>
        <source>No candidate that fits has a price.</source>
        <translation>可行的候選都沒有價格。</translation>
    </message>
    <message>
        <source>Ownership inputs</source>
        <translation>持有成本輸入項</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>輸入項</translation>
    </message>
    <message>
        <source>Prices used</source>
        <translation>所用價格</translation>
    </message>
    <message>
        <source>%1 (over a year old)</source>
        <translation>%1（超過一年）</translation>
    </message>
    <message>
        <source>No purchase price is known for these GPUs.</source>
        <translation>這些 GPU 沒有已知的購買價格。</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) are more than a year old: check current prices before you buy.</source>
        <translation>
            <numerusform>%n 個價格已超過一年：購買前請確認目前價格。</numerusform>
        </translation>
    </message>
    <message>
        <source>All candidates, best first. Each GPU is shown at the count that serves the job best: of the counts tried, none is both faster and cheaper for the workload&apos;s priorities (the chart of counts below). The score (0-100) weighs speed, cost and energy by those priorities.</source>
        <translation>全部候選，依優劣排序。每種 GPU 都以最適合該任務的卡數列出：在嘗試過的卡數中，依工作負載的優先順序，沒有哪個既更快又更便宜（見下方的卡數圖）。評分（0–100）依這些優先順序權衡速度、成本和能耗。</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>%1 · %2 · GPU Atlas %3</source>
        <translation>%1 · %2 · GPU 圖鑑 %3</translation>
    </message>
    <message>
        <source>cannot start the PDF writer</source>
        <translation>無法啟動 PDF 寫入器</translation>
    </message>
    <message>
        <source>cannot start page %1</source>
        <translation>無法開始第 %1 頁</translation>
    </message>
    <message>
        <source>GPU Atlas %1 · %2</source>
        <translation>GPU 圖鑑 %1 · %2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 頁，共 %2 頁</translation>
    </message>
    <message>
        <source>the PDF writer failed</source>
        <translation>PDF 寫入失敗</translation>
    </message>
    <message>
        <source>Cannot write %1: the chart &quot;%2&quot; could not be drawn</source>
        <translation>無法寫入 %1：圖表「%2」無法繪製</translation>
    </message>
    <message>
        <source>Cannot write %1: cannot create the folder %2</source>
        <translation>無法寫入 %1：無法建立資料夾 %2</translation>
    </message>
    <message>
        <source>%1: unknown file type &quot;%2&quot;; use .pdf, .html, .md or .odt</source>
        <translation>%1：檔案類型「%2」未知；請用 .pdf、.html、.md 或 .odt</translation>
    </message>
</context>
<context>
    <name>ResultChartsBuilder</name>
    <message>
        <source>Weights</source>
        <translation>權重</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 快取</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>優化器狀態</translation>
    </message>
    <message>
        <source>Runtime reserve</source>
        <translation>執行階段預留</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每卡顯存</translation>
    </message>
    <message>
        <source>Each candidate&apos;s memory per GPU, best candidate first. A bar that passes the solid line needs more than the usable memory and does not fit.</source>
        <translation>各候選的每卡顯存，最佳候選在前。超過實線的長條需要的顯存多於可用顯存，放不下。</translation>
    </message>
    <message>
        <source>Memory per GPU (GB)</source>
        <translation>每卡顯存（GB）</translation>
    </message>
    <message>
        <source>Usable memory: the capacity less what the driver, the CUDA context and fragmentation take (see Assumptions). Capacity: the vendor&apos;s figure.</source>
        <translation>可用顯存：容量減去驅動程式、CUDA 上下文和碎片佔用的部分（見「假設」）。容量：廠商標稱值。</translation>
    </message>
    <message>
        <source>Usable memory</source>
        <translation>可用顯存</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>Pinned total</source>
        <translation>固定結果總量</translation>
    </message>
    <message>
        <source>No results yet.</source>
        <translation>還沒有結果。</translation>
    </message>
    <message>
        <source>%1 / %2 GB</source>
        <comment>memory used / usable</comment>
        <translation>%1 / %2 GB</translation>
    </message>
    <message>
        <source>%1 of %2 usable per GPU</source>
        <translation>每卡可用 %2 中的 %1</translation>
    </message>
    <message>
        <source>Does not fit: %1 needed, %2 usable per GPU</source>
        <translation>放不下：需要 %1，每卡可用 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>part: size</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>目前</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>已固定</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不適用</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>which result: value</comment>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>(%n GPU(s))</source>
        <translation>
            <numerusform>（%n 張 GPU）</numerusform>
        </translation>
    </message>
    <message>
        <source>(not feasible)</source>
        <translation>（不可行）</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>Training throughput</source>
        <translation>訓練吞吐量</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Feasible candidates, best first; higher is better.</source>
        <translation>可行的候選，最佳在前；越高越好。</translation>
    </message>
    <message>
        <source>Throughput (%1)</source>
        <translation>吞吐量（%1）</translation>
    </message>
    <message>
        <source>No candidate is feasible: nothing to compare.</source>
        <translation>沒有可行的候選：無可比較。</translation>
    </message>
    <message>
        <source>Feasible candidates, best first; lower is better. n/a: no price for this GPU.</source>
        <translation>可行的候選，最佳在前；越低越好。不適用：此 GPU 無價格。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>The best %1 of %Ln candidates are shown.</source>
        <translation>
            <numerusform>僅顯示排名前 %1 的候選（共 %Ln 款）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The best %1 of %Ln feasible candidates are shown.</source>
        <translation>
            <numerusform>僅顯示排名前 %1 的可行候選（共 %Ln 款）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Feasible candidates, best first: the most each could serve; every one serves the load.</source>
        <translation>可行的候選，最佳在前：各自最多可承載的量；每個都能承載該負載。</translation>
    </message>
    <message>
        <source>Capacity (%1)</source>
        <translation>容量（%1）</translation>
    </message>
</context>
<context>
    <name>ResultValues</name>
    <message>
        <source>tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>value unit</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <comment>GPU count × GPU name</comment>
        <translation>%1 × %2</translation>
    </message>
</context>
<context>
    <name>ScreenshotRenderer</name>
    <message>
        <source>Unknown page &quot;%1&quot;; choose one of: %2.</source>
        <translation>未知頁面「%1」；請選擇：%2。</translation>
    </message>
    <message>
        <source>Cannot write %1: the folder does not exist.</source>
        <translation>無法寫入 %1：資料夾不存在。</translation>
    </message>
</context>
<context>
    <name>SensitivityChartBuilder</name>
    <message>
        <source>Micro-batch per GPU</source>
        <translation>每卡微批次大小</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>批次大小</translation>
    </message>
    <message>
        <source>Sequence length (tokens)</source>
        <translation>序列長度（token）</translation>
    </message>
    <message>
        <source>Prompt length (tokens)</source>
        <translation>提示詞長度（token）</translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>批次大小</translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation>序列長度</translation>
    </message>
    <message>
        <source>prompt length</source>
        <translation>提示詞長度</translation>
    </message>
    <message>
        <source>Throughput (%1)</source>
        <translation>吞吐量（%1）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Time to train (hours)</source>
        <translation>訓練時間（小時）</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>訓練時間</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>敏感度</translation>
    </message>
    <message>
        <source>Describe a workload on the Recommendation page to see how its results change with batch size or context length.</source>
        <translation>請在「推薦」頁描述一個工作負載，查看其結果如何隨批次大小或上下文長度變化。</translation>
    </message>
    <message>
        <source>Select GPUs to compare in the spec table.</source>
        <translation>請在規格表中勾選要對比的 GPU。</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <comment>result against variable</comment>
        <translation>%1隨%2的變化</translation>
    </message>
    <message>
        <source>Each point at the GPU count the engine chooses there; gaps where a GPU is not feasible.</source>
        <translation>每個點採用引擎在該處選擇的卡數；GPU 不可行處留空。</translation>
    </message>
    <message>
        <source>Each point at the GPU count the engine chooses there, without the request rate; gaps where a GPU is not feasible.</source>
        <translation>每個點採用引擎在該處選擇的卡數，不考慮請求速率；GPU 不可行處留空。</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>workload name. how the points are made</comment>
        <translation>%1。%2</translation>
    </message>
    <message>
        <source>Crossover</source>
        <translation>交叉點</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2: %3 (%n GPU(s))</source>
        <translation>
            <numerusform>%1 %2：%3（%n 張 GPU）</numerusform>
        </translation>
    </message>
    <message>
        <source>None of the selected GPUs can run this workload in the range shown.</source>
        <translation>所選 GPU 在所示範圍內都無法執行此工作負載。</translation>
    </message>
    <message>
        <source>At %1 ≈ %2, %3 overtakes %4.</source>
        <translation>在%1 ≈ %2 處，%3 超過 %4。</translation>
    </message>
    <message>
        <source>Not feasible anywhere in this range: %1.</source>
        <translation>在此範圍內均不可行：%1。</translation>
    </message>
    <message>
        <source>No crossover in this range: the order of the GPUs stays the same.</source>
        <translation>此範圍內沒有交叉點：GPU 的排序保持不變。</translation>
    </message>
    <message numerus="yes">
        <source>%n more crossover(s) not listed.</source>
        <translation>
            <numerusform>另有 %n 個交叉點未列出。</numerusform>
        </translation>
    </message>
    <message>
        <source>Estimates by the GPU Atlas engine with the current prices and assumptions.</source>
        <translation>由 GPU 圖鑑引擎按目前價格和假設估算。</translation>
    </message>
    <message numerus="yes">
        <source>Each point at %n GPU(s), the count fixed for every candidate; gaps where a GPU is not feasible.</source>
        <translation>
            <numerusform>每個點都按 %n 張 GPU 計算，即為每個候選固定的數量；空缺處表示該 GPU 不可行。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SizingText</name>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 images/s</source>
        <translation>%1 圖/秒</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 樣本/秒</translation>
    </message>
    <message numerus="yes">
        <source>%n GPUs</source>
        <comment>a count of GPUs</comment>
        <translation>
            <numerusform>%n 張 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2; no other count is faster.</source>
        <translation>%1：%2；沒有其他卡數更快。</translation>
    </message>
    <message>
        <source>%1: %2 for %3; no other count is both faster and cheaper.</source>
        <translation>%1：%2，花費 %3；沒有其他卡數既更快又更便宜。</translation>
    </message>
    <message>
        <source>%1: %2; %3 would take %4.</source>
        <translation>%1：%2；用 %3 需要 %4。</translation>
    </message>
    <message>
        <source>%1: %2 for %3; %4 would take %5 for %6 less.</source>
        <translation>%1：%2，花費 %3；用 %4 需要 %5，少花 %6。</translation>
    </message>
    <message>
        <source>%1: %2 for %3; %4 would take %5 for %6 more.</source>
        <translation>%1：%2，花費 %3；用 %4 需要 %5，多花 %6。</translation>
    </message>
    <message>
        <source>%1: %2; no other count is both faster and cheaper for the same work.</source>
        <translation>%1：%2；完成同樣的工作量，沒有其他卡數既更快又更便宜。</translation>
    </message>
    <message>
        <source>%1: %2; %3 would give %4.</source>
        <translation>%1：%2；用 %3 可達 %4。</translation>
    </message>
    <message>
        <source>%1: %2 at %3 per million tokens; %4 would give %5 at %6 per million tokens.</source>
        <translation>%1：%2，每百萬 token %3；用 %4 可達 %5，每百萬 token %6。</translation>
    </message>
    <message>
        <source>%1: %2; %3 would give %4 for %5 less for the same work.</source>
        <translation>%1：%2；用 %3 可達 %4，同樣的工作量少花 %5。</translation>
    </message>
    <message>
        <source>%1: %2; %3 would give %4 for %5 more for the same work.</source>
        <translation>%1：%2；用 %3 可達 %4，同樣的工作量多花 %5。</translation>
    </message>
    <message>
        <source>%1: the fewest that sustain the load.</source>
        <translation>%1：能承載該負載的最少卡數。</translation>
    </message>
    <message>
        <source>%1: the fewest that sustain the load, for %2 per hour.</source>
        <translation>%1：能承載該負載的最少卡數，每小時 %2。</translation>
    </message>
    <message>
        <source>%1: the fewest that sustain the load; %2 would sustain up to %3.</source>
        <translation>%1：能承載該負載的最少卡數；用 %2 最多可承載 %3。</translation>
    </message>
    <message>
        <source>%1: the fewest that sustain the load, for %2 per hour; %3 would sustain up to %4 for %5 per hour.</source>
        <translation>%1：能承載該負載的最少卡數，每小時 %2；用 %3 最多可承載 %4，每小時 %5。</translation>
    </message>
</context>
<context>
    <name>SlidesCommands</name>
    <message>
        <source>slides: unexpected argument &quot;%1&quot;</source>
        <translation>slides：多餘的參數「%1」</translation>
    </message>
    <message>
        <source>--workload: give the workload file (JSON), e.g. --workload chat.json</source>
        <translation>--workload：請給出工作負載檔案（JSON），例如 --workload chat.json</translation>
    </message>
    <message>
        <source>slides: --out FILE.pptx is required</source>
        <translation>slides：需要 --out FILE.pptx</translation>
    </message>
    <message>
        <source>--out: unknown file type &quot;%1&quot; in %2; use .pptx</source>
        <translation>--out：%2 的檔案類型「%1」未知；請用 .pptx</translation>
    </message>
</context>
<context>
    <name>SpecMetrics</name>
    <message>
        <source>FP16/BF16 Tensor</source>
        <translation>FP16/BF16 Tensor</translation>
    </message>
    <message>
        <source>Dense FP16/BF16 Tensor Core throughput (FP32 accumulate, no 2:4 sparsity)</source>
        <translation>稠密 FP16/BF16 Tensor Core 算力（FP32 累加，無 2:4 稀疏）</translation>
    </message>
    <message>
        <source>Tensor throughput is dense (without 2:4 sparsity).</source>
        <translation>Tensor 算力為稠密值（不含 2:4 稀疏）。</translation>
    </message>
    <message>
        <source>Dense FP8 Tensor Core throughput; not available before Ada Lovelace and Hopper</source>
        <translation>稠密 FP8 Tensor Core 算力；Ada Lovelace 和 Hopper 之前的架構不支援</translation>
    </message>
    <message>
        <source>no FP8 support</source>
        <translation>不支援 FP8</translation>
    </message>
    <message>
        <source>GPU-to-GPU link</source>
        <translation>GPU 間互連</translation>
    </message>
    <message>
        <source>NVLink or Infinity Fabric bandwidth per GPU, both directions; for cards without one, the bandwidth of their PCIe x16 slot</source>
        <translation>每張 GPU 的 NVLink 或 Infinity Fabric 雙向頻寬；沒有這類互連的卡按其 PCIe x16 插槽頻寬計</translation>
    </message>
    <message>
        <source>GPU-to-GPU link: NVLink or Infinity Fabric, both directions; cards without one are shown with their PCIe x16 bandwidth.</source>
        <translation>GPU 間互連：NVLink 或 Infinity Fabric，雙向；沒有這類互連的卡顯示其 PCIe x16 頻寬。</translation>
    </message>
    <message>
        <source>PCIe Gen %1 x16, no NVLink</source>
        <translation>PCIe 第 %1 代 x16，無 NVLink</translation>
    </message>
    <message>
        <source>Performance per watt</source>
        <translation>每瓦性能</translation>
    </message>
    <message>
        <source>TFLOPS/W</source>
        <translation>TFLOPS/W</translation>
    </message>
    <message>
        <source>Dense FP16 Tensor TFLOPS per watt of TDP</source>
        <translation>每瓦 TDP 的稠密 FP16 Tensor TFLOPS</translation>
    </message>
    <message>
        <source>Performance per watt: dense FP16 TFLOPS / TDP.</source>
        <translation>每瓦性能：稠密 FP16 TFLOPS / TDP。</translation>
    </message>
    <message>
        <source>%1 TFLOPS/W</source>
        <translation>%1 TFLOPS/W</translation>
    </message>
    <message>
        <source>Performance per dollar</source>
        <translation>每美元性能</translation>
    </message>
    <message>
        <source>TFLOPS per $/h</source>
        <translation>TFLOPS 每 $/小時</translation>
    </message>
    <message>
        <source>Dense FP16 Tensor TFLOPS per dollar of on-demand rent per GPU-hour</source>
        <translation>稠密 FP16 Tensor TFLOPS 除以每卡每小時的隨需租金（美元）</translation>
    </message>
    <message>
        <source>Performance per dollar: dense FP16 TFLOPS / default on-demand price per GPU-hour (prices.json).</source>
        <translation>每美元性能：稠密 FP16 TFLOPS / 每卡每小時預設隨需價格（prices.json）。</translation>
    </message>
    <message>
        <source>%1 TFLOPS per $/h</source>
        <translation>%1 TFLOPS 每 $/小時</translation>
    </message>
    <message>
        <source>no rental price</source>
        <translation>無租用價格</translation>
    </message>
    <message>
        <source>at %1 from %2</source>
        <translation>%1，來自 %2</translation>
    </message>
</context>
<context>
    <name>SpreadsheetTables</name>
    <message>
        <source>Sources</source>
        <translation>來源</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>來源</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>網址</translation>
    </message>
    <message>
        <source>Retrieved</source>
        <translation>取得日期</translation>
    </message>
    <message>
        <source>your own entry</source>
        <translation>您自己的項目</translation>
    </message>
    <message>
        <source>no source given</source>
        <translation>未給出來源</translation>
    </message>
    <message>
        <source>GPU Atlas spec table</source>
        <translation>GPU 圖鑑規格表</translation>
    </message>
    <message>
        <source>Specifications (dense)</source>
        <translation>規格（稠密）</translation>
    </message>
    <message>
        <source>Tensor, sparse</source>
        <translation>Tensor 稀疏</translation>
    </message>
    <message>
        <source>%1, dense</source>
        <translation>%1，稠密</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>圖表</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>卡數</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>可行</translation>
    </message>
    <message>
        <source>Throughput (%1)</source>
        <translation>吞吐量（%1）</translation>
    </message>
    <message>
        <source>Time to train (h)</source>
        <translation>訓練時間（小時）</translation>
    </message>
    <message>
        <source>First token (ms)</source>
        <translation>首 token 延遲（毫秒）</translation>
    </message>
    <message>
        <source>Per token (ms)</source>
        <translation>token 間延遲（毫秒）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Score (0-100)</source>
        <translation>評分（0–100）</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>瓶頸</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>No</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>供應商</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>實例</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>your own quote</source>
        <translation>您自己的報價</translation>
    </message>
    <message>
        <source>GPU ranking</source>
        <translation>GPU 排名</translation>
    </message>
    <message>
        <source>Cost per hour (%1)</source>
        <translation>每小時成本（%1）</translation>
    </message>
    <message>
        <source>Per GPU-hour, as quoted</source>
        <translation>每卡每小時（按原報價）</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>幣別</translation>
    </message>
</context>
<context>
    <name>TableCommands</name>
    <message>
        <source>table: --out FILE is required (%1)</source>
        <translation>table：需要 --out FILE（%1）</translation>
    </message>
    <message>
        <source>--out: unknown file type &quot;%1&quot; in %2; use %3</source>
        <translation>--out：%2 的檔案類型「%1」未知；請用 %3</translation>
    </message>
</context>
<context>
    <name>TableExporter</name>
    <message>
        <source>GPU specifications</source>
        <translation>GPU 規格</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>unknown format</source>
        <translation>未知格式</translation>
    </message>
    <message>
        <source>%1: unknown file type &quot;%2&quot;; use .csv, .md or .html</source>
        <translation>%1：檔案類型「%2」未知；請用 .csv、.md 或 .html</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>%1 TFLOPS</source>
        <translation>%1 TFLOPS</translation>
    </message>
    <message>
        <source>%1 TOPS</source>
        <translation>%1 TOPS</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>$%1</translation>
    </message>
    <message>
        <source>$%1/h</source>
        <translation>$%1/小時</translation>
    </message>
    <message>
        <source>$%1/M tokens</source>
        <translation>$%1/百萬 token</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 token/秒</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分鐘</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小時</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 千瓦時</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 hundred million</source>
        <translation>%1 億</translation>
    </message>
    <message>
        <source>%1 ten thousand</source>
        <translation>%1 萬</translation>
    </message>
    <message>
        <source>%1 trillion</source>
        <translation>%1 兆</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>%1 十億</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 百萬</translation>
    </message>
    <message>
        <source>%1 request/s</source>
        <translation>每秒 %1 個請求</translation>
    </message>
    <message>
        <source>%1 requests/s</source>
        <translation>每秒 %1 個請求</translation>
    </message>
    <message>
        <source>%1 GiB (%2)</source>
        <translation>%1 GiB（%2）</translation>
    </message>
</context>
<context>
    <name>UserDataFile</name>
    <message>
        <source>%1 is invalid and was kept as it is; set it aside before saving.</source>
        <translation>%1 無效，已原樣保留；儲存前請先將其移開。</translation>
    </message>
    <message>
        <source>Cannot create the folder for %1.</source>
        <translation>無法為 %1 建立資料夾。</translation>
    </message>
    <message>
        <source>the data could not be written</source>
        <translation>資料無法寫入</translation>
    </message>
    <message>
        <source>%1 is invalid and was kept as it is; set it aside first.</source>
        <translation>%1 無效，已原樣保留；請先將其移開。</translation>
    </message>
    <message>
        <source>Cannot remove %1.</source>
        <translation>無法刪除 %1。</translation>
    </message>
</context>
<context>
    <name>UserDataPages</name>
    <message>
        <source>&amp;Prices…</source>
        <translation>價格(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;My GPUs…</source>
        <translation>我的 GPU(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Calibration from measurements…</source>
        <translation>根據實測校準(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Exchange rates…</source>
        <translation>匯率(&amp;E)…</translation>
    </message>
</context>
<context>
    <name>WorkloadFileDialogs</name>
    <message>
        <source>Open workload</source>
        <translation>開啟工作負載</translation>
    </message>
    <message>
        <source>Workload (*.json);;All files (*)</source>
        <translation>工作負載（*.json）;;所有檔案（*）</translation>
    </message>
    <message>
        <source>workload.json</source>
        <translation>workload.json</translation>
    </message>
    <message>
        <source>Save workload</source>
        <translation>儲存工作負載</translation>
    </message>
    <message>
        <source>Could not open the workload:
%1</source>
        <translation>無法開啟工作負載：
%1</translation>
    </message>
    <message>
        <source>Could not save the workload:
%1</source>
        <translation>無法儲存工作負載：
%1</translation>
    </message>
</context>
<context>
    <name>WorkloadPresets</name>
    <message>
        <source>Custom</source>
        <translation>自訂</translation>
    </message>
    <message>
        <source>Start from defaults and set everything yourself.</source>
        <translation>從預設值開始，全部自行設定。</translation>
    </message>
</context>
<context>
    <name>WorkloadSummary</name>
    <message>
        <source>full (all weights)</source>
        <translation>全參數（所有權重）</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base model)</source>
        <translation>QLoRA（4 位元基礎模型）</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>AdamW, 8-bit states</source>
        <translation>AdamW，8 位元狀態</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>帶動量的 SGD</translation>
    </message>
    <message>
        <source>none (all activations kept)</source>
        <translation>不重計算（保留全部激活）</translation>
    </message>
    <message>
        <source>selective (attention recomputed)</source>
        <translation>選擇性（重計算注意力）</translation>
    </message>
    <message>
        <source>full (every layer recomputed)</source>
        <translation>完全（每層都重計算）</translation>
    </message>
    <message>
        <source>cloud</source>
        <translation>雲端</translation>
    </message>
    <message>
        <source>a data-centre server (up to 8 GPUs)</source>
        <translation>資料中心伺服器（最多 8 張 GPU）</translation>
    </message>
    <message>
        <source>a workstation (a few PCIe cards)</source>
        <translation>工作站（幾張 PCIe 卡）</translation>
    </message>
    <message>
        <source>a custom model</source>
        <translation>自訂模型</translation>
    </message>
    <message>
        <source>Inference on %1</source>
        <translation>%1 推理</translation>
    </message>
    <message>
        <source>Fine-tuning %1</source>
        <translation>微調 %1</translation>
    </message>
    <message>
        <source>Training %1</source>
        <translation>訓練 %1</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（無）</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任務</translation>
    </message>
    <message>
        <source>%1 (%2 parameters)</source>
        <translation>%1（參數量 %2）</translation>
    </message>
    <message>
        <source>%1, given in the workload</source>
        <translation>%1，在工作負載中給出</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>方式</translation>
    </message>
    <message>
        <source>online serving (latency matters)</source>
        <translation>線上服務（延遲很重要）</translation>
    </message>
    <message>
        <source>offline batch processing</source>
        <translation>離線批次處理</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>提示詞</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 個 token</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>輸出</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批次大小</translation>
    </message>
    <message>
        <source>as large as fits in memory</source>
        <translation>顯存能放下的最大值</translation>
    </message>
    <message>
        <source>%1 (default for the precision)</source>
        <translation>%1（該精度的預設值）</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 快取</translation>
    </message>
    <message>
        <source>Request rate</source>
        <translation>請求速率</translation>
    </message>
    <message>
        <source>not set (peak throughput)</source>
        <translation>未設定（峰值吞吐量）</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>首 token 延遲</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>最多 %1</translation>
    </message>
    <message>
        <source>Time between tokens</source>
        <translation>token 間延遲</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>訓練 token 數</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>輪數</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>資料集</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>樣本數</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列長度</translation>
    </message>
    <message>
        <source>Micro-batch per GPU</source>
        <translation>每卡微批次大小</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>優化器</translation>
    </message>
    <message>
        <source>Activation recomputation</source>
        <translation>激活重計算</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 階段</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>執行環境</translation>
    </message>
    <message>
        <source>Most GPUs</source>
        <translation>卡數上限</translation>
    </message>
    <message>
        <source>Budget per hour</source>
        <translation>每小時預算</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>截止時間</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Budget for the run</source>
        <translation>訓練總預算</translation>
    </message>
    <message>
        <source>Priorities</source>
        <translation>優先順序</translation>
    </message>
    <message>
        <source>speed %1, cost %2, energy %3</source>
        <translation>速度 %1，成本 %2，能耗 %3</translation>
    </message>
    <message>
        <source>GPUs considered</source>
        <translation>考慮的 GPU</translation>
    </message>
    <message>
        <source>every GPU in the catalogue</source>
        <translation>目錄中的每款 GPU</translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation>卡數</translation>
    </message>
    <message>
        <source>%1 for every candidate</source>
        <translation>每個候選均為 %1</translation>
    </message>
    <message>
        <source>for each GPU, the count that serves the job best</source>
        <translation>每種 GPU 各取最適合該任務的卡數</translation>
    </message>
</context>
<context>
    <name>XlsxWriter</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>--%1: expected a whole number from %2 to %3, got &quot;%4&quot;</source>
        <translation>--%1：應為 %2 到 %3 之間的整數，實際為「%4」</translation>
    </message>
    <message>
        <source>cannot write the output: %1</source>
        <translation>無法寫出輸出：%1</translation>
    </message>
    <message>
        <source>--%1: no file given</source>
        <translation>--%1：未指定檔案</translation>
    </message>
    <message>
        <source>--currency: &quot;%1&quot; is not a currency; use USD, CNY or EUR</source>
        <translation>--currency：「%1」不是幣別；請使用 USD、CNY 或 EUR</translation>
    </message>
    <message>
        <source>--currency: no exchange rate to %1 for every price (exchange-rates.json)</source>
        <translation>--currency：並非每項價格都有換算為 %1 的匯率（exchange-rates.json）</translation>
    </message>
    <message>
        <source>--market: &quot;%1&quot; is not a market; use global, china or all</source>
        <translation>--market：「%1」不是有效的市場；請使用 global、china 或 all</translation>
    </message>
</context>
<context>
    <name>gpuatlas::Application</name>
    <message>
        <source>GPU Atlas cannot start</source>
        <translation>GPU 圖鑑無法啟動</translation>
    </message>
    <message>
        <source>The data files could not be loaded:

%1</source>
        <translation>無法載入資料檔案：

%1</translation>
    </message>
    <message>
        <source>GPU Atlas cannot open the workload</source>
        <translation>GPU 圖鑑無法開啟工作負載</translation>
    </message>
    <message>
        <source>The workload could not be opened:

%1</source>
        <translation>無法開啟工作負載：

%1</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::AccuracyAction</name>
    <message>
        <source>&amp;Accuracy of the estimates…</source>
        <translation>估算的準確度(&amp;A)…</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>準確度</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::AccuracyDialog</name>
    <message>
        <source>Accuracy</source>
        <translation>準確度</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>顯示(&amp;S)：</translation>
    </message>
    <message>
        <source>Validation (nothing was fitted to these)</source>
        <translation>驗證集（未用於擬合任何常數）</translation>
    </message>
    <message>
        <source>Calibration (what the constants were fitted to)</source>
        <translation>校準集（常數依此擬合）</translation>
    </message>
    <message>
        <source>All published measurements</source>
        <translation>全部公開實測</translation>
    </message>
    <message>
        <source>Which measurements to show</source>
        <translation>要顯示的實測</translation>
    </message>
    <message>
        <source>Published measurements against the estimates</source>
        <translation>公開實測與估算對比</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>表格(&amp;T)</translation>
    </message>
    <message>
        <source>C&amp;hart</source>
        <translation>圖表(&amp;H)</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::AccuracyModel</name>
    <message>
        <source>not reproduced: %1</source>
        <translation>無法重現：%1</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>案例</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>資料集</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>卡數</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指標</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>實測值</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>估算值</translation>
    </message>
    <message>
        <source>Estimate / measured</source>
        <translation>估算 / 實測</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>來源</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::AssumptionsModel</name>
    <message>
        <source>Group</source>
        <translation>分組</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>假設</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>數值</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>預設值</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>來源</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::AssumptionsPanel</name>
    <message>
        <source>Every number the estimates rest on. Double-click a value to change it; the results update at once. Hover over a row for what it means and where it comes from.</source>
        <translation>估算所依據的全部數字。雙擊數值即可修改，結果會立即更新。將滑鼠停在某一列上可查看其含義和出處。</translation>
    </message>
    <message>
        <source>Serving software:</source>
        <translation>推理框架：</translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation>還原預設值</translation>
    </message>
    <message>
        <source>All defaults</source>
        <translation>全部為預設值</translation>
    </message>
    <message numerus="yes">
        <source>%n changed</source>
        <translation>
            <numerusform>已修改 %n 項</numerusform>
        </translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假設</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::CalibrationDialog</name>
    <message>
        <source>&amp;Add row</source>
        <translation>新增列(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Delete row</source>
        <translation>刪除列(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Import CSV or JSON…</source>
        <translation>匯入 CSV 或 JSON(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>匯出(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;Use the calibrated values in every estimate</source>
        <translation>在所有估算中使用校準值(&amp;U)</translation>
    </message>
    <message>
        <source>Give GPUs without measurements the mean factor of their &amp;architecture</source>
        <translation>為沒有實測的 GPU 使用其架構的平均係數(&amp;A)</translation>
    </message>
    <message>
        <source>Calibration from your measurements</source>
        <translation>根據您的實測進行校準</translation>
    </message>
    <message>
        <source>Enter throughputs you measured (double-click a cell), or import them. For each GPU with measurements, GPU Atlas fits one efficiency factor that brings its estimates closest to yours (least squares on the logarithm), and shows the error before and after. Estimates keep their uncertainty range.</source>
        <translation>輸入您實測的吞吐量（雙擊儲存格），或匯入。對每款有實測的 GPU，GPU 圖鑑擬合一個效率係數，使其估算最接近您的實測（對數最小二乘），並顯示校準前後的誤差。估算仍保留不確定性範圍。</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>係數</translation>
    </message>
    <message>
        <source>From</source>
        <translation>依據</translation>
    </message>
    <message>
        <source>Import measurements</source>
        <translation>匯入實測資料</translation>
    </message>
    <message>
        <source>Measurements (*.csv *.json);;All files (*)</source>
        <translation>實測資料（*.csv *.json）;;所有檔案（*）</translation>
    </message>
    <message>
        <source>Export measurements</source>
        <translation>匯出實測資料</translation>
    </message>
    <message>
        <source>measurements.csv</source>
        <translation>measurements.csv</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json)</source>
        <translation>CSV（*.csv）;;JSON（*.json）</translation>
    </message>
    <message>
        <source>Your measurements could not be saved; nothing was changed.
%1</source>
        <translation>無法儲存您的實測資料；未做任何變更。
%1</translation>
    </message>
    <message>
        <source>No measurements yet: every estimate uses the default efficiencies.</source>
        <translation>還沒有實測資料：所有估算都使用預設效率。</translation>
    </message>
    <message>
        <source>None of the measurements can be estimated; see the error columns.</source>
        <translation>所有實測都無法估算；請查看誤差欄。</translation>
    </message>
    <message numerus="yes">
        <source>Typical error over %n usable measurement(s): %1× before calibration, %2× after (1× is exact). %3</source>
        <translation>
            <numerusform>%n 條可用實測的典型誤差：校準前 %1 倍，校準後 %2 倍（1 倍為完全準確）。%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Every estimate now uses the calibrated values.</source>
        <translation>所有估算現在都使用校準值。</translation>
    </message>
    <message>
        <source>Estimates use the defaults until you switch calibration on.</source>
        <translation>啟用校準之前，估算都使用預設值。</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1 倍</translation>
    </message>
    <message numerus="yes">
        <source>%n measurement(s)</source>
        <translation>
            <numerusform>%n 條實測</numerusform>
        </translation>
    </message>
    <message>
        <source>mean of its architecture</source>
        <translation>其架構的平均值</translation>
    </message>
    <message>
        <source>Choose a row first.</source>
        <translation>請先選擇一列。</translation>
    </message>
    <message>
        <source>Could not import %1:
%2</source>
        <translation>無法匯入 %1：
%2</translation>
    </message>
    <message>
        <source>Fitted factors</source>
        <translation>擬合係數</translation>
    </message>
    <message>
        <source>Your measurements</source>
        <translation>您的實測資料</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::ChartControls</name>
    <message>
        <source>&amp;Chart:</source>
        <translation>圖表(&amp;C)：</translation>
    </message>
    <message>
        <source>Radar</source>
        <translation>雷達圖</translation>
    </message>
    <message>
        <source>Bars per metric</source>
        <translation>按指標分組的長條圖</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>敏感度</translation>
    </message>
    <message>
        <source>&amp;Values:</source>
        <translation>數值(&amp;V)：</translation>
    </message>
    <message>
        <source>As specified (units)</source>
        <translation>規格原值（帶單位）</translation>
    </message>
    <message>
        <source>Relative to the best</source>
        <translation>相對於最佳值</translation>
    </message>
    <message>
        <source>Relative to a baseline GPU</source>
        <translation>相對於基準 GPU</translation>
    </message>
    <message>
        <source>Logarithmic</source>
        <translation>對數刻度</translation>
    </message>
    <message>
        <source>Radar axes have different units, so the radar shows each value relative to the best GPU, to a baseline GPU or on a logarithmic scale</source>
        <translation>雷達圖各軸單位不同，因此每個數值都相對於最佳 GPU、基準 GPU 或以對數刻度顯示</translation>
    </message>
    <message>
        <source>&amp;Baseline:</source>
        <translation>基準(&amp;B)：</translation>
    </message>
    <message>
        <source>The GPU drawn as 100% on every axis</source>
        <translation>在每個軸上都記為 100% 的基準 GPU</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主題(&amp;T)：</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>淺色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Axes</source>
        <translation>座標軸</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>結果(&amp;R)：</translation>
    </message>
    <message>
        <source>The engine result drawn for each selected GPU</source>
        <translation>為每款所選 GPU 繪製的引擎結果</translation>
    </message>
    <message>
        <source>&amp;Vary:</source>
        <translation>變數(&amp;V)：</translation>
    </message>
    <message>
        <source>What changes along the x axis; everything else stays as in the workload</source>
        <translation>沿 x 軸變化的量；其他都與工作負載相同</translation>
    </message>
    <message>
        <source>&amp;Logarithmic x axis</source>
        <translation>對數 x 軸(&amp;L)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>匯出</translation>
    </message>
    <message>
        <source>Spec table…</source>
        <translation>規格表…</translation>
    </message>
    <message>
        <source>Save the specifications of the selected GPUs as CSV, Markdown or HTML</source>
        <translation>把所選 GPU 的規格儲存為 CSV、Markdown 或 HTML</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::ColumnChooserDialog</name>
    <message>
        <source>Columns</source>
        <translation>欄</translation>
    </message>
    <message>
        <source>Choose the columns of the spec table. Hover a value in the table to see its source.</source>
        <translation>選擇規格表中顯示的欄。將滑鼠停在表中的數值上可查看其來源。</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>欄</translation>
    </message>
    <message>
        <source>What it shows</source>
        <translation>顯示內容</translation>
    </message>
    <message>
        <source>Show &amp;All</source>
        <translation>全部顯示(&amp;A)</translation>
    </message>
    <message>
        <source>Columns of the spec table</source>
        <translation>規格表的欄</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::CostOfOwnershipPage</name>
    <message>
        <source>Describe a workload on the Recommendation page first: rent or buy depends on how long the job runs on each GPU.</source>
        <translation>請先在「推薦」頁描述一個工作負載：租用還是購買取決於任務在每款 GPU 上執行多久。</translation>
    </message>
    <message>
        <source>&amp;Utilisation:</source>
        <translation>利用率(&amp;U)：</translation>
    </message>
    <message>
        <source>Inputs (double-click a value to change it; hover for its source):</source>
        <translation>輸入項（雙擊數值修改；滑鼠停留可查看來源）：</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重設</translation>
    </message>
    <message>
        <source>No candidate GPU runs this workload within its limits with a known rental price.</source>
        <translation>沒有候選 GPU 能在限制內以已知租用價格執行此工作負載。</translation>
    </message>
    <message>
        <source>Rent or buy</source>
        <translation>租用還是購買</translation>
    </message>
    <message>
        <source>Rent or buy: %1</source>
        <translation>租用還是購買：%1</translation>
    </message>
    <message>
        <source>The share of the month&apos;s hours the GPUs bought are busy. It sets the work done each month; the rented GPUs are paid for the hours they need for the same work.</source>
        <translation>所購 GPU 每月忙碌小時數所佔比例。它決定每月完成的工作量；租用的 GPU 按完成相同工作量所需的小時數付費。</translation>
    </message>
    <message>
        <source>Rent or buy, over time</source>
        <translation>租用還是購買：隨時間累計</translation>
    </message>
    <message>
        <source>One configuration, over time</source>
        <translation>同一配置：隨時間累計</translation>
    </message>
    <message>
        <source>One configuration, by utilisation</source>
        <translation>同一配置：按利用率</translation>
    </message>
    <message>
        <source>The best candidates, each rented and bought at its default prices. Per month: at the utilisation above of each configuration&apos;s own GPUs, so rows do different amounts of work; compare them per run or per million units.</source>
        <translation>最佳候選，各自按預設價格租用和購買。每月成本按上方設定的利用率、以各配置自身的 GPU 計算，因此各列完成的工作量不同；請按每次訓練或每百萬單位比較。</translation>
    </message>
    <message>
        <source>At the utilisation above of this configuration&apos;s own GPUs (not the same work across rows).</source>
        <translation>按上方設定的利用率、以本配置自身的 GPU 計算（各列完成的工作量不同）。</translation>
    </message>
    <message>
        <source>Not for sale, or no purchase price is known: add one in Tools &gt; Prices to compare buying.</source>
        <translation>不出售或沒有已知的購買價格：在「工具 &gt; 價格」中新增購買價格後即可比較購買。</translation>
    </message>
    <message>
        <source>One configuration both ways: %1</source>
        <translation>同一配置的兩種方式：%1</translation>
    </message>
    <message>
        <source>Costs &amp;in:</source>
        <translation>成本幣別(&amp;I)：</translation>
    </message>
    <message>
        <source>The currency every cost is shown in; the same choice as View &gt; Currency.</source>
        <translation>所有成本顯示所用的幣別；與「檢視 &gt; 幣別」是同一設定。</translation>
    </message>
    <message>
        <source>Cost inputs</source>
        <translation>成本輸入</translation>
    </message>
    <message>
        <source>Best candidates, rented and bought</source>
        <translation>最佳候選（租用與購買）</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::CurrencyChoice</name>
    <message>
        <source>&amp;Currency</source>
        <translation>幣別(&amp;C)</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::CustomGpuDialog</name>
    <message>
        <source>Your GPU</source>
        <translation>您的 GPU</translation>
    </message>
    <message>
        <source>(nothing: start empty)</source>
        <translation>（無：從空白開始）</translation>
    </message>
    <message>
        <source>lower-case letters, digits and dashes, e.g. my-l40s</source>
        <translation>小寫字母、數字和連字號，例如 my-l40s</translation>
    </message>
    <message>
        <source>None (PCIe only)</source>
        <translation>無（僅 PCIe）</translation>
    </message>
    <message>
        <source>switch (every GPU of a node at full rate)</source>
        <translation>交換晶片（節點內所有 GPU 全速互連）</translation>
    </message>
    <message>
        <source>bridge (pairs)</source>
        <translation>橋接（成對）</translation>
    </message>
    <message>
        <source>mesh (point-to-point)</source>
        <translation>網狀（點對點）</translation>
    </message>
    <message>
        <source>2:4 sparsity doubles the dense rate (the vendor says so)</source>
        <translation>2:4 稀疏使稠密速率加倍（廠商如此說明）</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source> TFLOPS</source>
        <translation> TFLOPS</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>識別</translation>
    </message>
    <message>
        <source>Copy from:</source>
        <translation>複製自：</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>ID(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名稱(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Vendor:</source>
        <translation>廠商(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Architecture:</source>
        <translation>架構(&amp;A)：</translation>
    </message>
    <message>
        <source>Launch &amp;year:</source>
        <translation>推出年份(&amp;Y)：</translation>
    </message>
    <message>
        <source>&amp;Form factor:</source>
        <translation>外形規格(&amp;F)：</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>計算</translation>
    </message>
    <message>
        <source>&amp;Shader cores:</source>
        <translation>著色器核心(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Tensor cores:</source>
        <translation>Tensor Core(&amp;T)：</translation>
    </message>
    <message>
        <source>Tensor core &amp;generation:</source>
        <translation>Tensor Core 代數(&amp;G)：</translation>
    </message>
    <message>
        <source>FP&amp;64 (vector):</source>
        <translation>FP64（向量）(&amp;6)：</translation>
    </message>
    <message>
        <source>FP&amp;32 (vector):</source>
        <translation>FP32（向量）(&amp;3)：</translation>
    </message>
    <message>
        <source>Tensor throughput (TFLOPS; TOPS for INT8; – = not supported)</source>
        <translation>Tensor 算力（TFLOPS；INT8 為 TOPS；– 表示不支援）</translation>
    </message>
    <message>
        <source>Dense</source>
        <translation>稠密</translation>
    </message>
    <message>
        <source>With 2:4 sparsity</source>
        <translation>2:4 稀疏</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>顯存</translation>
    </message>
    <message>
        <source>&amp;Memory:</source>
        <translation>顯存(&amp;M)：</translation>
    </message>
    <message>
        <source>Memory t&amp;ype:</source>
        <translation>顯存類型(&amp;Y)：</translation>
    </message>
    <message>
        <source>&amp;Bandwidth:</source>
        <translation>頻寬(&amp;B)：</translation>
    </message>
    <message>
        <source>GPU-to-GPU link</source>
        <translation>GPU 間互連</translation>
    </message>
    <message>
        <source>&amp;Link:</source>
        <translation>互連(&amp;L)：</translation>
    </message>
    <message>
        <source>Link generation:</source>
        <translation>互連代數：</translation>
    </message>
    <message>
        <source>Link bandwidth (both directions):</source>
        <translation>互連頻寬（雙向）：</translation>
    </message>
    <message>
        <source>Topology:</source>
        <translation>拓撲：</translation>
    </message>
    <message>
        <source>GPUs joined:</source>
        <translation>互連卡數：</translation>
    </message>
    <message>
        <source>&amp;PCIe generation:</source>
        <translation>PCIe 代數(&amp;P)：</translation>
    </message>
    <message>
        <source>Power and partitioning</source>
        <translation>功耗與分區</translation>
    </message>
    <message>
        <source>&amp;TDP:</source>
        <translation>TDP(&amp;T)：</translation>
    </message>
    <message>
        <source>MIG &amp;instances:</source>
        <translation>MIG 實例數(&amp;I)：</translation>
    </message>
    <message>
        <source>Source of these figures</source>
        <translation>這些數值的來源</translation>
    </message>
    <message>
        <source>T&amp;itle:</source>
        <translation>標題(&amp;I)：</translation>
    </message>
    <message>
        <source>Lin&amp;k:</source>
        <translation>連結(&amp;K)：</translation>
    </message>
    <message>
        <source>Retrieved:</source>
        <translation>取得日期：</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>備註(&amp;O)：</translation>
    </message>
    <message>
        <source>A cloud instance with several GPUs: describe one of its GPUs here, and enter the instance&apos;s price in Prices with its number of GPUs (it is stored per GPU).</source>
        <translation>有多張 GPU 的雲端實例：在這裡描述其中一張 GPU，再在「價格」中輸入實例價格及其卡數（按每卡儲存）。</translation>
    </message>
    <message>
        <source>%1 (mine)</source>
        <translation>%1（我的）</translation>
    </message>
    <message>
        <source>This id is the built-in %1: your entry replaces it everywhere.</source>
        <translation>此 ID 是內建的 %1：您的項目會在所有地方取代它。</translation>
    </message>
    <message>
        <source>your GPUs</source>
        <translation>您的 GPU</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::CustomGpusDialog</name>
    <message>
        <source>Your GPUs could not be saved; nothing was changed.
%1</source>
        <translation>無法儲存您的 GPU；未做任何變更。
%1</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>新增(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>編輯(&amp;E)…</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>複製(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>刪除(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>匯入(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>匯出(&amp;X)…</translation>
    </message>
    <message>
        <source>My GPUs</source>
        <translation>我的 GPU</translation>
    </message>
    <message>
        <source>Your own GPUs appear everywhere beside the built-in ones, in italics and marked &quot;custom&quot;. Use them for a card the catalogue lacks, a power-capped or corrected built-in GPU (give it the built-in id to replace it), or one GPU of a cloud instance. They are saved in %1 in the catalogue format; Export writes the same format for colleagues and for gpu-atlas-cli --catalog.</source>
        <translation>您自己的 GPU 會和內建 GPU 一起出現在所有地方，以斜體顯示並標為「自訂」。可用於目錄中沒有的顯示卡、限功耗或修正過的內建 GPU（使用內建 ID 即可取代它），或雲端實例中的一張 GPU。它們以目錄格式儲存在 %1 中；「匯出」寫出同樣的格式，可供同事使用，也可用於 gpu-atlas-cli --catalog。</translation>
    </message>
    <message>
        <source>memory only</source>
        <translation>僅顯存</translation>
    </message>
    <message>
        <source>Delete %1?</source>
        <translation>刪除 %1？</translation>
    </message>
    <message>
        <source>Import GPUs</source>
        <translation>匯入 GPU</translation>
    </message>
    <message>
        <source>GPU catalogue (*.json);;All files (*)</source>
        <translation>GPU 目錄（*.json）;;所有檔案（*）</translation>
    </message>
    <message>
        <source>Export GPUs</source>
        <translation>匯出 GPU</translation>
    </message>
    <message>
        <source>my-gpus.json</source>
        <translation>my-gpus.json</translation>
    </message>
    <message>
        <source>GPU catalogue (*.json)</source>
        <translation>GPU 目錄（*.json）</translation>
    </message>
    <message>
        <source>Choose a GPU first.</source>
        <translation>請先選擇一款 GPU。</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>Could not import %1:
%2</source>
        <translation>無法匯入 %1：
%2</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::CustomGpusModel</name>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Replaces built-in</source>
        <translation>取代內建</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::DataPage</name>
    <message>
        <source>Precision and data</source>
        <translation>精度與資料</translation>
    </message>
    <message>
        <source>How numbers are stored and computed, and how much text goes through the model.</source>
        <translation>數字如何儲存和計算，以及有多少文字經過模型。</translation>
    </message>
    <message>
        <source>&amp;Precision:</source>
        <translation>精度(&amp;P)：</translation>
    </message>
    <message>
        <source>FP32 (full precision)</source>
        <translation>FP32（全精度）</translation>
    </message>
    <message>
        <source>TF32 (FP32 storage, Tensor Core math)</source>
        <translation>TF32（FP32 儲存，Tensor Core 計算）</translation>
    </message>
    <message>
        <source>BF16 (16-bit)</source>
        <translation>BF16（16 位元）</translation>
    </message>
    <message>
        <source>FP16 (16-bit)</source>
        <translation>FP16（16 位元）</translation>
    </message>
    <message>
        <source>FP8 (Ada Lovelace, Hopper, Blackwell)</source>
        <translation>FP8（Ada Lovelace、Hopper、Blackwell）</translation>
    </message>
    <message>
        <source>INT8 (8-bit weights)</source>
        <translation>INT8（8 位元權重）</translation>
    </message>
    <message>
        <source>INT4 (4-bit weights: GPTQ/AWQ)</source>
        <translation>INT4（4 位元權重：GPTQ/AWQ）</translation>
    </message>
    <message>
        <source>&amp;KV cache:</source>
        <translation>KV 快取(&amp;K)：</translation>
    </message>
    <message>
        <source>Default (follows the precision)</source>
        <translation>預設（依精度而定）</translation>
    </message>
    <message>
        <source>The element type of the attention key/value cache. It changes memory use and decoding speed a lot.</source>
        <translation>注意力鍵/值快取的元素類型。它對顯存佔用和解碼速度影響很大。</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>請求</translation>
    </message>
    <message>
        <source>Prompt &amp;tokens:</source>
        <translation>提示詞 token 數(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Output tokens:</source>
        <translation>輸出 token 數(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Batch (concurrent requests):</source>
        <translation>批次大小（同時處理的請求數）(&amp;B)：</translation>
    </message>
    <message>
        <source>As large as fits in memory</source>
        <translation>顯存能放下的最大值</translation>
    </message>
    <message>
        <source>Load to serve (requests per second):</source>
        <translation>需要承載的負載（每秒請求數）：</translation>
    </message>
    <message>
        <source>Training data</source>
        <translation>訓練資料</translation>
    </message>
    <message>
        <source>&amp;Dataset (million tokens):</source>
        <translation>資料集（百萬 token）(&amp;D)：</translation>
    </message>
    <message>
        <source>× epochs:</source>
        <translation>× 輪數：</translation>
    </message>
    <message>
        <source>&amp;Sequence length:</source>
        <translation>序列長度(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Micro-batch per GPU:</source>
        <translation>每卡微批次大小(&amp;M)：</translation>
    </message>
    <message>
        <source>LoRA &amp;rank:</source>
        <translation>LoRA 秩(&amp;R)：</translation>
    </message>
    <message>
        <source>O&amp;ptimizer:</source>
        <translation>優化器(&amp;P)：</translation>
    </message>
    <message>
        <source>AdamW, mixed precision (16 bytes per parameter)</source>
        <translation>AdamW，混合精度（每參數 16 位元組）</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8 位元 AdamW</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>帶動量的 SGD</translation>
    </message>
    <message>
        <source>Activation &amp;recomputation:</source>
        <translation>激活重計算(&amp;R)：</translation>
    </message>
    <message>
        <source>None (fastest, most memory)</source>
        <translation>不重計算（最快，顯存佔用最多）</translation>
    </message>
    <message>
        <source>Selective (attention only)</source>
        <translation>選擇性重計算（僅注意力）</translation>
    </message>
    <message>
        <source>Full (least memory, about 33% more compute)</source>
        <translation>完全重計算（顯存最省，計算量約多 33%）</translation>
    </message>
    <message>
        <source>&amp;ZeRO stage:</source>
        <translation>ZeRO 階段(&amp;Z)：</translation>
    </message>
    <message>
        <source>0: no sharding</source>
        <translation>0：不分片</translation>
    </message>
    <message>
        <source>1: shard optimizer states</source>
        <translation>1：分片優化器狀態</translation>
    </message>
    <message>
        <source>2: shard optimizer states and gradients</source>
        <translation>2：分片優化器狀態和梯度</translation>
    </message>
    <message>
        <source>3: shard everything (weights too)</source>
        <translation>3：全部分片（包括權重）</translation>
    </message>
    <message>
        <source>Weight-only: every GPU runs it, unpacking the weights to 16-bit for the math.</source>
        <translation>僅權重量化：所有 GPU 都能執行，計算時把權重反量化為 16 位元。</translation>
    </message>
    <message>
        <source>Every GPU in the catalogue runs this natively.</source>
        <translation>目錄中的所有 GPU 都原生支援。</translation>
    </message>
    <message>
        <source>No GPU in the catalogue runs this natively.</source>
        <translation>目錄中沒有 GPU 原生支援。</translation>
    </message>
    <message>
        <source>Runs natively on %1 of %2 GPUs. Not on %3: they run it at a precision they support, and the results say so.</source>
        <translation>%2 款 GPU 中有 %1 款原生支援。%3 不支援：它們會以自己支援的精度執行，結果中會註明。</translation>
    </message>
    <message>
        <source>Runs natively on %1 of %2 GPUs: %3. The others run it at a precision they support, and the results say so.</source>
        <translation>%2 款 GPU 中有 %1 款原生支援：%3。其他 GPU 會以自己支援的精度執行，結果中會註明。</translation>
    </message>
    <message>
        <source>%1 tokens in total</source>
        <translation>共 %1 個 token</translation>
    </message>
    <message>
        <source>Prompt plus output (%1 tokens) exceeds the model&apos;s context window of %2 tokens.</source>
        <translation>提示詞加輸出（%1 個 token）超過了模型 %2 個 token 的上下文視窗。</translation>
    </message>
    <message>
        <source>The sequence length (%1) exceeds the model&apos;s context window of %2 tokens.</source>
        <translation>序列長度（%1）超過了模型 %2 個 token 的上下文視窗。</translation>
    </message>
    <message>
        <source>Training computes in a floating-point format; choose BF16, FP16, FP8 or FP32 (QLoRA&apos;s 4-bit base is part of the QLoRA method).</source>
        <translation>訓練以浮點格式計算；請選擇 BF16、FP16、FP8 或 FP32（QLoRA 的 4 位元基礎模型已包含在 QLoRA 方法中）。</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::ExchangeRateEditor</name>
    <message>
        <source>My own rate</source>
        <translation>我自己的匯率</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 兌 %2</translation>
    </message>
    <message>
        <source>Shipped:</source>
        <translation>內建：</translation>
    </message>
    <message>
        <source>Published by:</source>
        <translation>發布方：</translation>
    </message>
    <message>
        <source>In use:</source>
        <translation>目前使用：</translation>
    </message>
    <message>
        <source>&amp;Your rate:</source>
        <translation>您的匯率(&amp;Y)：</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>日期(&amp;D)：</translation>
    </message>
    <message>
        <source>S&amp;ource:</source>
        <translation>來源(&amp;O)：</translation>
    </message>
    <message>
        <source>Where the rate comes from (your bank, an invoice…)</source>
        <translation>匯率的出處（您的銀行、某張發票等）</translation>
    </message>
    <message>
        <source>&amp;Use this rate</source>
        <translation>使用此匯率(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Restore shipped rate</source>
        <translation>還原內建匯率(&amp;R)</translation>
    </message>
    <message>
        <source>Your rate, %1</source>
        <translation>您的匯率，%1</translation>
    </message>
    <message>
        <source>Date of your rate, %1</source>
        <translation>您的匯率的日期，%1</translation>
    </message>
    <message>
        <source>Source of your rate, %1</source>
        <translation>您的匯率的來源，%1</translation>
    </message>
    <message>
        <source>Use this rate for %1</source>
        <translation>對 %1 使用此匯率</translation>
    </message>
    <message>
        <source>Restore the shipped rate for %1</source>
        <translation>還原 %1 的內建匯率</translation>
    </message>
    <message>
        <source>None: GPU Atlas ships no rate for this pair.</source>
        <translation>無：GPU 圖鑑未內建此貨幣對的匯率。</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>The shipped rate</source>
        <translation>內建匯率</translation>
    </message>
    <message>
        <source>None</source>
        <translation>無</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::ExchangeRatesDialog</name>
    <message>
        <source>Exchange rates</source>
        <translation>匯率</translation>
    </message>
    <message>
        <source>Your rates are kept for this session only.</source>
        <translation>您的匯率僅在本次工作階段中保留。</translation>
    </message>
    <message>
        <source>Your rates are saved in %1.</source>
        <translation>您的匯率儲存在 %1。</translation>
    </message>
    <message>
        <source>GPU Atlas converts prices quoted in another currency, and shows costs in the currency you chose, with the dated rates it ships. Your own rate (your bank&apos;s, your company&apos;s) replaces the shipped one for its pair everywhere: ranking, cost of ownership, charts and reports, which say that the rate is yours. %1</source>
        <translation>GPU 圖鑑以內建的附日期匯率換算以其他幣別報出的價格，並以您選擇的幣別顯示成本。您自己的匯率（您的銀行或公司的匯率）會在所有地方取代該貨幣對的內建匯率：排名、持有成本、圖表和報告，並註明該匯率是您的。%1</translation>
    </message>
    <message>
        <source>Your exchange rates could not be saved; nothing was changed.
%1</source>
        <translation>無法儲存您的匯率；未做任何變更。
%1</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::GpuDetailPane</name>
    <message>
        <source>Click a GPU in the table to read about it here.</source>
        <translation>點選表格中的 GPU，在這裡查看詳細介紹。</translation>
    </message>
    <message>
        <source>%1 · %2 architecture · %3 · %4</source>
        <translation>%1 · %2 架構 · %3 · %4</translation>
    </message>
    <message>
        <source>A GPU you added.</source>
        <translation>您新增的 GPU。</translation>
    </message>
    <message>
        <source>%1 dense</source>
        <translation>%1 稠密</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1 sparse</source>
        <translation>%1 稀疏</translation>
    </message>
    <message>
        <source>The source article does not discuss this GPU.</source>
        <translation>原文沒有討論這款 GPU。</translation>
    </message>
    <message>
        <source>For training</source>
        <translation>適用場景：模型訓練</translation>
    </message>
    <message>
        <source>For inference</source>
        <translation>適用場景：推理</translation>
    </message>
    <message>
        <source>Real-world deployments</source>
        <translation>實際用例</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>來源</translation>
    </message>
    <message>
        <source>retrieved %1</source>
        <translation>取得於 %1</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::MainWindow</name>
    <message>
        <source>Charts</source>
        <translation>圖表</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推薦</translation>
    </message>
    <message>
        <source>Specifications</source>
        <translation>規格參數</translation>
    </message>
    <message>
        <source>GPU Atlas</source>
        <translation>GPU 圖鑑</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About GPU Atlas</source>
        <translation>關於 GPU 圖鑑(&amp;A)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>status bar: GPUs shown, GPUs ticked</comment>
        <translation>%1，%2</translation>
    </message>
    <message numerus="yes">
        <source>%n GPUs shown</source>
        <translation>
            <numerusform>顯示 %n 款 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n selected</source>
        <translation>
            <numerusform>已選 %n 款</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU Atlas %1</source>
        <translation>GPU 圖鑑 %1</translation>
    </message>
    <message>
        <source>Choose a GPU for AI training and inference: specifications, memory and speed estimates, and cost.</source>
        <translation>為 AI 訓練和推理選擇 GPU：規格參數、顯存與速度估算，以及成本。</translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).</source>
        <translation>授權條款：GNU 通用公共授權條款第 3 版或更高版本（GPL-3.0-or-later）。</translation>
    </message>
    <message>
        <source>Specifications come from the vendors&apos; datasheets and whitepapers; hover a value to see its source, or read the sources in the detail pane. Suitability notes and deployments come from the source article. Check prices and figures before you buy.</source>
        <translation>規格參數來自廠商的規格書和白皮書；將滑鼠停在數值上可查看來源，也可在詳細資訊面板中閱讀來源。適用場景和實際用例來自原文。購買前請核對價格和數值。</translation>
    </message>
    <message>
        <source>About GPU Atlas</source>
        <translation>關於 GPU 圖鑑</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>Cost of ownership</source>
        <translation>持有成本</translation>
    </message>
    <message>
        <source>Suitability</source>
        <translation>適用場景</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts…</source>
        <translation>鍵盤快速鍵(&amp;K)…</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::MarketChoice</name>
    <message>
        <source>&amp;Market</source>
        <translation>市場(&amp;M)</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::MatrixModel</name>
    <message>
        <source>%1 on %2: %3, %4</source>
        <translation>%1 · %2：%3，%4</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::MatrixPage</name>
    <message>
        <source>Select a cell to see why the engine decided as it did.</source>
        <translation>選擇一個儲存格，查看引擎為何得出該結論。</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV（*.csv）</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown（*.md）</translation>
    </message>
    <message>
        <source>HTML page (*.html)</source>
        <translation>HTML 頁面（*.html）</translation>
    </message>
    <message>
        <source>Export the matrix</source>
        <translation>匯出矩陣</translation>
    </message>
    <message>
        <source>Which of these GPUs suit training, and which suit inference: each row is a standard workload, each column a GPU of your selection, each cell the engine&apos;s verdict against the best GPU of the row. Press Enter or double-click a cell to open it in the recommendation.</source>
        <translation>這些 GPU 中哪些適合模型訓練，哪些適合推理：每列是一種標準工作負載，每欄是您選擇的一款 GPU，每個儲存格是引擎與該列最佳 GPU 相比得出的結論。按 Enter 鍵或雙擊儲存格，即可在推薦頁中開啟。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Select GPUs in the Specifications page to fill the matrix.</source>
        <translation>請在「規格參數」頁中選擇 GPU 以填入矩陣。</translation>
    </message>
    <message>
        <source>Open in Recommendation</source>
        <translation>在推薦頁中開啟</translation>
    </message>
    <message>
        <source>Table…</source>
        <translation>表格…</translation>
    </message>
    <message>
        <source>Export the matrix as CSV, Markdown or HTML</source>
        <translation>將矩陣匯出為 CSV、Markdown 或 HTML</translation>
    </message>
    <message>
        <source>Suitability matrix</source>
        <translation>適用場景矩陣</translation>
    </message>
    <message>
        <source>Rows are workloads, columns are GPUs; each cell gives the verdict and the key figure.</source>
        <translation>列是工作負載，欄是 GPU；每個儲存格給出結論和關鍵數字。</translation>
    </message>
    <message>
        <source>Why this verdict</source>
        <translation>為何得出該結論</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::MeasurementsModel</name>
    <message>
        <source>tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>samples/s</source>
        <translation>樣本/秒</translation>
    </message>
    <message>
        <source>unknown GPU</source>
        <translation>未知 GPU</translation>
    </message>
    <message>
        <source>unknown model</source>
        <translation>未知模型</translation>
    </message>
    <message>
        <source>does not fit in memory</source>
        <translation>顯存放不下</translation>
    </message>
    <message>
        <source>no such throughput for this model</source>
        <translation>此模型沒有這種吞吐量</translation>
    </message>
    <message>
        <source>+%1%</source>
        <translation>+%1%</translation>
    </message>
    <message>
        <source>−%1%</source>
        <translation>−%1%</translation>
    </message>
    <message>
        <source>optimized</source>
        <translation>最佳化框架</translation>
    </message>
    <message>
        <source>Inference: sequences per batch. Training: micro-batch per GPU.</source>
        <translation>推理：每批次序列數。訓練：每卡微批次大小。</translation>
    </message>
    <message>
        <source>GPUs the measurement ran on; the throughput is theirs together.</source>
        <translation>實測所用的卡數；吞吐量是這些卡的合計。</translation>
    </message>
    <message>
        <source>How far the estimate is from your measurement: + is an overestimate.</source>
        <translation>估算與您的實測相差多少：+ 表示高估。</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任務</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批次大小</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>提示詞</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>輸出</translation>
    </message>
    <message>
        <source>Seq. length</source>
        <translation>序列長度</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>卡數</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>實測值</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>單位</translation>
    </message>
    <message>
        <source>Estimate before</source>
        <translation>校準前估算</translation>
    </message>
    <message>
        <source>Error before</source>
        <translation>校準前誤差</translation>
    </message>
    <message>
        <source>Estimate after</source>
        <translation>校準後估算</translation>
    </message>
    <message>
        <source>Error after</source>
        <translation>校準後誤差</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備註</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::ModelPage</name>
    <message>
        <source>Which model?</source>
        <translation>要用哪個模型？</translation>
    </message>
    <message>
        <source>The model&apos;s size and shape decide memory use and speed.</source>
        <translation>模型的大小和結構決定顯存佔用和速度。</translation>
    </message>
    <message>
        <source>&amp;Known model:</source>
        <translation>已知模型(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Custom model (type its shape, or import it)</source>
        <translation>自訂模型（輸入結構或匯入）(&amp;C)</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名稱：</translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation>層數：</translation>
    </message>
    <message>
        <source>Hidden size:</source>
        <translation>隱藏維度：</translation>
    </message>
    <message>
        <source>Attention heads:</source>
        <translation>注意力頭數：</translation>
    </message>
    <message>
        <source>KV heads:</source>
        <translation>KV 頭數：</translation>
    </message>
    <message>
        <source>Fewer key/value heads than attention heads means grouped-query attention (GQA), which shrinks the KV cache.</source>
        <translation>KV 頭少於注意力頭即為分組查詢注意力（GQA），可縮小 KV 快取。</translation>
    </message>
    <message>
        <source>Feed-forward size:</source>
        <translation>前饋層維度：</translation>
    </message>
    <message>
        <source>Vocabulary:</source>
        <translation>詞表大小：</translation>
    </message>
    <message>
        <source>Context window:</source>
        <translation>上下文視窗：</translation>
    </message>
    <message>
        <source>Experts (MoE):</source>
        <translation>專家數（MoE）：</translation>
    </message>
    <message>
        <source>active per token:</source>
        <translation>每個 token 激活：</translation>
    </message>
    <message>
        <source>Gated feed-forward (SwiGLU: three matrices)</source>
        <translation>閘控前饋層（SwiGLU：三個矩陣）</translation>
    </message>
    <message>
        <source>&amp;Import config.json…</source>
        <translation>匯入 config.json(&amp;I)…</translation>
    </message>
    <message>
        <source>Read the shape from a Hugging Face config.json file</source>
        <translation>從 Hugging Face 的 config.json 檔案讀取模型結構</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; parameters</source>
        <translation>參數量 &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 active per token (%2 of %3 experts)</source>
        <translation>每個 token 激活 %1（%3 個專家中的 %2 個）</translation>
    </message>
    <message numerus="yes">
        <source>%n layers</source>
        <translation>
            <numerusform>%n 層</numerusform>
        </translation>
    </message>
    <message>
        <source>hidden %1</source>
        <translation>隱藏維度 %1</translation>
    </message>
    <message>
        <source>%1 heads / %2 KV heads (GQA)</source>
        <translation>%1 個注意力頭 / %2 個 KV 頭（GQA）</translation>
    </message>
    <message numerus="yes">
        <source>%n heads</source>
        <translation>
            <numerusform>%n 個注意力頭</numerusform>
        </translation>
    </message>
    <message>
        <source>context %1 tokens</source>
        <translation>上下文 %1 個 token</translation>
    </message>
    <message>
        <source>%1 GFLOPs per sample</source>
        <translation>每個樣本 %1 GFLOPs</translation>
    </message>
    <message>
        <source>%1 px</source>
        <translation>%1 像素</translation>
    </message>
    <message>
        <source>KV heads (%1) must divide the attention heads (%2).</source>
        <translation>KV 頭數（%1）必須能整除注意力頭數（%2）。</translation>
    </message>
    <message>
        <source>The hidden size (%1) must be a multiple of the attention heads (%2).</source>
        <translation>隱藏維度（%1）必須是注意力頭數（%2）的倍數。</translation>
    </message>
    <message>
        <source>Active experts (%1) cannot exceed experts (%2).</source>
        <translation>激活專家數（%1）不能超過專家數（%2）。</translation>
    </message>
    <message>
        <source>Choose a model.</source>
        <translation>請選擇一個模型。</translation>
    </message>
    <message>
        <source>Import Hugging Face config.json</source>
        <translation>匯入 Hugging Face config.json</translation>
    </message>
    <message>
        <source>Model configuration (*.json);;All files (*)</source>
        <translation>模型設定（*.json）;;所有檔案（*）</translation>
    </message>
    <message>
        <source>Active experts per token</source>
        <translation>每個 token 激活的專家數</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::OneConfigurationPanel</name>
    <message>
        <source>One configuration, rented or bought:</source>
        <translation>同一配置，租用或購買：</translation>
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation>GPU(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;How many:</source>
        <translation>卡數(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Rent at:</source>
        <translation>租用價格(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Buy at (per GPU):</source>
        <translation>購買價格（每卡）(&amp;B)：</translation>
    </message>
    <message>
        <source>%1, %2 (%3)</source>
        <translation>%1，%2（%3）</translation>
    </message>
    <message numerus="yes">
        <source>%n-month term</source>
        <translation>
            <numerusform>%n 個月期</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>No purchase price is known for this GPU: enter one (or add it in Tools &gt; Prices).</source>
        <translation>這款 GPU 沒有已知的購買價格：請輸入一個（或在「工具 &gt; 價格」中新增）。</translation>
    </message>
    <message>
        <source>Enter a purchase price to compare with buying.</source>
        <translation>輸入購買價格才能與購買比較。</translation>
    </message>
    <message>
        <source>At this count the workload does not fit within its limits; per-run costs are for what it would take.</source>
        <translation>在此卡數下，工作負載無法滿足其限制；每次訓練的成本仍按以此卡數完成所需的時間計算。</translation>
    </message>
    <message>
        <source>The price of one GPU in %1; the comparison converts it to US dollars at %2.</source>
        <translation>一張 GPU 的價格，以%1計；比較時換算為美元，匯率為 %2。</translation>
    </message>
    <message>
        <source>The price of one GPU in US dollars.</source>
        <translation>一張 GPU 的價格，以美元計。</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::OwnershipInputsModel</name>
    <message>
        <source>%1

Default: %2

%3</source>
        <translation>%1

預設值：%2

%3</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>輸入項</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>數值</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>預設值</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>來源</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::PriceEditDialog</name>
    <message>
        <source>Your price</source>
        <translation>您的價格</translation>
    </message>
    <message>
        <source>e.g. your cloud provider or reseller</source>
        <translation>例如您的雲端服務供應商或經銷商</translation>
    </message>
    <message>
        <source>A price for a whole instance or server: how many GPUs it has. The price is stored per GPU.</source>
        <translation>如果價格對應整個實例或伺服器，請填寫其中的卡數。價格按每卡儲存。</translation>
    </message>
    <message>
        <source> months</source>
        <translation> 個月</translation>
    </message>
    <message>
        <source>optional, e.g. p5.48xlarge</source>
        <translation>選填，例如 p5.48xlarge</translation>
    </message>
    <message>
        <source>Your quote</source>
        <translation>您的報價</translation>
    </message>
    <message>
        <source>optional, https://…</source>
        <translation>選填，https://…</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>選填</translation>
    </message>
    <message>
        <source>Use as this GPU&apos;s price per hour everywhere</source>
        <translation>在所有地方用作此 GPU 的每小時價格</translation>
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation>GPU(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Provider:</source>
        <translation>供應商(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>類型(&amp;K)：</translation>
    </message>
    <message>
        <source>for</source>
        <translation>用於</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>金額(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Commitment:</source>
        <translation>承諾期(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Instance:</source>
        <translation>實例(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>日期(&amp;D)：</translation>
    </message>
    <message>
        <source>Source &amp;title:</source>
        <translation>來源標題(&amp;T)：</translation>
    </message>
    <message>
        <source>Source &amp;link:</source>
        <translation>來源連結(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>備註(&amp;N)：</translation>
    </message>
    <message>
        <source>GPU(s), per hour</source>
        <translation>張 GPU，每小時</translation>
    </message>
    <message>
        <source>GPU(s)</source>
        <translation>張 GPU</translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n GPUs</source>
        <translation>
            <numerusform>%n 張 GPU %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Number of GPUs, per hour</source>
        <translation>卡數（每小時價格）</translation>
    </message>
    <message>
        <source>Number of GPUs</source>
        <translation>卡數</translation>
    </message>
    <message>
        <source>Currency of the amount</source>
        <translation>金額的幣別</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::PricesDialog</name>
    <message>
        <source>&amp;Add…</source>
        <translation>新增(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>刪除(&amp;D)</translation>
    </message>
    <message>
        <source>Use as &amp;default</source>
        <translation>設為預設(&amp;D)</translation>
    </message>
    <message>
        <source>Open &amp;source</source>
        <translation>開啟來源(&amp;S)</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>價格</translation>
    </message>
    <message>
        <source>Filter by GPU, provider or kind</source>
        <translation>按 GPU、供應商或類型篩選</translation>
    </message>
    <message>
        <source>Every price GPU Atlas uses, with its date and source. Your own quotes (in italics) take precedence everywhere: a quote for the same provider, kind and instance replaces the shipped one, and the one you mark as default is the GPU&apos;s price per hour. %1</source>
        <translation>GPU 圖鑑使用的所有價格，附日期和來源。您自己的報價（斜體）在所有地方優先：同一供應商、類型和實例的報價會取代內建價格，標為預設的報價即為該 GPU 的每小時價格。%1</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) are more than a year old and marked with a warning.</source>
        <translation>
            <numerusform>有 %n 個價格超過一年，已標出警告。</numerusform>
        </translation>
    </message>
    <message>
        <source>No price is more than a year old.</source>
        <translation>沒有超過一年的價格。</translation>
    </message>
    <message>
        <source>&amp;Override…</source>
        <translation>覆寫(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>編輯(&amp;E)…</translation>
    </message>
    <message>
        <source>Enter your own figure for this quote; the shipped file is not changed.</source>
        <translation>為此報價輸入您自己的數字；不會修改內建檔案。</translation>
    </message>
    <message>
        <source>Your prices could not be saved; nothing was changed.
%1</source>
        <translation>無法儲存您的價格；未做任何變更。
%1</translation>
    </message>
    <message>
        <source>Choose a price first.</source>
        <translation>請先選擇一個價格。</translation>
    </message>
    <message>
        <source>Only your own prices can be deleted; shipped prices can be overridden.</source>
        <translation>只能刪除您自己的價格；內建價格可以覆寫。</translation>
    </message>
    <message>
        <source>Choose a rental price first.</source>
        <translation>請先選擇一個租用價格。</translation>
    </message>
    <message>
        <source>Your quote</source>
        <translation>您的報價</translation>
    </message>
    <message>
        <source>P&amp;rovider:</source>
        <translation>供應商(&amp;R)：</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>幣別(&amp;U)：</translation>
    </message>
    <message>
        <source>All currencies</source>
        <translation>全部幣別</translation>
    </message>
    <message>
        <source>Prices quoted in this currency (each price is listed as quoted)</source>
        <translation>以該幣別報價的價格（每個價格按原報價列出）</translation>
    </message>
    <message>
        <source>All providers</source>
        <translation>全部供應商</translation>
    </message>
    <message>
        <source>Filter prices</source>
        <translation>篩選價格</translation>
    </message>
    <message>
        <source>E&amp;xchange rates…</source>
        <translation>匯率(&amp;X)…</translation>
    </message>
    <message>
        <source>The rates that convert quotes in yuan or euros; enter your own.</source>
        <translation>換算人民幣或歐元報價所用的匯率；可輸入您自己的匯率。</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::PricesModel</name>
    <message>
        <source>%1 (%2)</source>
        <comment>provider (instance)</comment>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n month(s)</source>
        <comment>a reserved price and its term</comment>
        <translation>
            <numerusform>%1，%n 個月</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost per hour</source>
        <translation>每小時成本</translation>
    </message>
    <message>
        <source>Cost of ownership</source>
        <translation>持有成本</translation>
    </message>
    <message>
        <source>Shipped</source>
        <translation>內建</translation>
    </message>
    <message>
        <source>Yours, replaces %1</source>
        <translation>您的，取代 %1</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>您的</translation>
    </message>
    <message>
        <source>More than a year old: check the current price before relying on it.</source>
        <translation>超過一年：使用前請核對目前價格。</translation>
    </message>
    <message>
        <source>The engine&apos;s price per GPU-hour for this GPU.</source>
        <translation>引擎為此 GPU 使用的每卡每小時價格。</translation>
    </message>
    <message>
        <source>The purchase price the cost of ownership uses for this GPU.</source>
        <translation>持有成本為此 GPU 使用的購買價格。</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>供應商</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>類型</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>價格</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Used for</source>
        <translation>用途</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>出處</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>來源</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備註</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::PrioritiesPage</name>
    <message>
        <source>Priorities</source>
        <translation>優先順序</translation>
    </message>
    <message>
        <source>How the candidates are scored, and which GPUs to consider.</source>
        <translation>候選 GPU 如何評分，以及考慮哪些 GPU。</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>速度(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Cost:</source>
        <translation>成本(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Energy:</source>
        <translation>能耗(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;GPUs to consider:</source>
        <translation>考慮的 GPU(&amp;G)：</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>The spec table&apos;s selection</source>
        <translation>規格表中的選擇</translation>
    </message>
    <message>
        <source>None</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Give at least one priority some weight.</source>
        <translation>請至少給一項優先順序設定權重。</translation>
    </message>
    <message>
        <source>Score = %1 speed + %2 cost + %3 energy</source>
        <translation>評分 = %1 速度 + %2 成本 + %3 能耗</translation>
    </message>
    <message>
        <source>Tick at least one GPU to consider.</source>
        <translation>請至少勾選一款要考慮的 GPU。</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::RecommendationPage</name>
    <message>
        <source>Which GPU should run your job?</source>
        <translation>用哪款 GPU 來跑您的任務？</translation>
    </message>
    <message>
        <source>Describe the job (training, fine-tuning or inference, the model, how much data, your limits) and GPU Atlas estimates memory, speed, GPU count and cost for every GPU, ranks them and explains each verdict.</source>
        <translation>描述您的任務（訓練、微調或推理，模型，資料量，限制條件），GPU 圖鑑會為每款 GPU 估算顯存、速度、所需卡數和成本，排出名次並解釋每項結論。</translation>
    </message>
    <message>
        <source>Describe your workload…</source>
        <translation>描述您的工作負載…</translation>
    </message>
    <message>
        <source>&amp;Edit workload…</source>
        <translation>編輯工作負載(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>新增(&amp;N)…</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假設</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>圖表</translation>
    </message>
    <message>
        <source>No GPU to consider: tick some in the workload&apos;s priorities.</source>
        <translation>沒有要考慮的 GPU：請在工作負載的優先順序中勾選。</translation>
    </message>
    <message>
        <source>No candidate fits this workload within its constraints. The reasons beside each GPU say what is missing: more GPUs, a smaller model or batch, a lower precision, or looser limits.</source>
        <translation>沒有候選 GPU 能在限制條件內執行此工作負載。每款 GPU 旁的原因說明了缺少什麼：更多 GPU、更小的模型或批次大小、更低的精度，或更寬鬆的限制。</translation>
    </message>
    <message>
        <source>Recommended: %1 Bottleneck: %2.</source>
        <translation>推薦：%1。瓶頸：%2。</translation>
    </message>
    <message>
        <source>GPUs ranked for this workload</source>
        <translation>此工作負載的 GPU 排名</translation>
    </message>
    <message>
        <source>One row per GPU, best first: whether it fits, its score, speed and cost. Select a row to read why.</source>
        <translation>每款 GPU 一列，最佳在前：是否放得下、評分、速度和成本。選取一列可查看原因。</translation>
    </message>
    <message numerus="yes">
        <source>%1 only: %n other GPUs left out.</source>
        <translation>
            <numerusform>僅限%1：另有 %n 種 GPU 未列入。</numerusform>
        </translation>
    </message>
    <message>
        <source>Show all markets</source>
        <translation>顯示所有市場</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::RentOrBuyPanel</name>
    <message>
        <source>Rent one configuration or buy another, for the same work:</source>
        <translation>完成相同工作量，租用一種配置還是購買另一種：</translation>
    </message>
    <message>
        <source>R&amp;ent:</source>
        <translation>租用(&amp;E)：</translation>
    </message>
    <message>
        <source>Bu&amp;y:</source>
        <translation>購買(&amp;Y)：</translation>
    </message>
    <message>
        <source>%1 at %2 (%3, %4)</source>
        <translation>%1，%2（%3，%4）</translation>
    </message>
    <message numerus="yes">
        <source>%n-month term</source>
        <translation>
            <numerusform>%n 個月期</numerusform>
        </translation>
    </message>
    <message>
        <source>No candidate has both a rental price and, among the others, a purchase price to compare renting with buying (add your own in Tools &gt; Prices).</source>
        <translation>要比較租用與購買，需要一個有租用價格的候選和另一個有購買價格的候選，目前沒有（可在「工具 &gt; 價格」中新增價格）。</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::ResultsModel</name>
    <message>
        <source>The smallest number of GPUs that fits and meets the constraints</source>
        <translation>放得下且符合限制條件的最少卡數</translation>
    </message>
    <message>
        <source>0-100 from the workload&apos;s priorities (speed, cost, energy)</source>
        <translation>根據工作負載的優先順序（速度、成本、能耗）計算的 0–100 分</translation>
    </message>
    <message>
        <source>Change against the pinned result of the same GPU</source>
        <translation>與同一 GPU 已固定結果相比的變化</translation>
    </message>
    <message>
        <source>vs. pinned</source>
        <translation>對比固定結果</translation>
    </message>
    <message>
        <source>not in the pinned result</source>
        <translation>不在固定結果中</translation>
    </message>
    <message>
        <source>speed %1, cost %2</source>
        <translation>速度 %1，成本 %2</translation>
    </message>
    <message>
        <source>The GPU count fixed for every candidate</source>
        <translation>為每個候選固定的卡數</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::RuntimePage</name>
    <message>
        <source>How it runs</source>
        <translation>如何執行</translation>
    </message>
    <message>
        <source>The software the job runs on and, if you want to fix it, the layout. Left on automatic, GPU Atlas chooses the fastest layout that fits.</source>
        <translation>任務所用的框架，以及（如需固定）並行方案。保持自動時，GPU 圖鑑會選擇放得下的最快並行方案。</translation>
    </message>
    <message>
        <source>&amp;Runtime:</source>
        <translation>框架(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Tensor parallel:</source>
        <translation>張量並行(&amp;T)：</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>GPUs that split every layer between them; the other GPUs hold copies of the model.</source>
        <translation>分擔每一層的 GPU；其餘 GPU 各持有一份模型副本。</translation>
    </message>
    <message>
        <source>&amp;Pipeline parallel:</source>
        <translation>管線並行(&amp;P)：</translation>
    </message>
    <message>
        <source>Stages the layers are divided into, each on its own GPUs (training).</source>
        <translation>各層被劃分成的階段數，每個階段使用自己的 GPU（訓練）。</translation>
    </message>
    <message>
        <source>&amp;Layers on the GPU:</source>
        <translation>放在 GPU 上的層數(&amp;L)：</translation>
    </message>
    <message>
        <source>As many as fit</source>
        <translation>盡可能多</translation>
    </message>
    <message>
        <source>llama.cpp keeps the other layers in system memory and runs them on the CPU.</source>
        <translation>llama.cpp 將其餘各層保留在系統記憶體中，並在 CPU 上執行。</translation>
    </message>
    <message>
        <source>Automatic (the engine&apos;s optimised defaults)</source>
        <translation>自動（引擎最佳化後的預設值）</translation>
    </message>
    <message>
        <source>%1 has no %2 format: choose another precision on the model page, or another runtime.</source>
        <translation>%1 沒有 %2 格式：請在模型頁選擇其他精度，或選擇其他框架。</translation>
    </message>
    <message numerus="yes">
        <source>The layout pinned needs %1 GPUs, more than the %n allowed on the previous page.</source>
        <translation>
            <numerusform>固定的並行方案需要 %1 張 GPU，超過上一頁允許的 %n 張。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::ScalePage</name>
    <message>
        <source>Scale and constraints</source>
        <translation>規模與限制</translation>
    </message>
    <message>
        <source>Limits the recommendation must respect. Leave a limit unticked if it does not matter.</source>
        <translation>推薦必須滿足的限制。無關緊要的限制請不要勾選。</translation>
    </message>
    <message>
        <source>&amp;Maximum GPUs:</source>
        <translation>卡數上限(&amp;M)：</translation>
    </message>
    <message>
        <source>Where it runs:</source>
        <translation>執行環境：</translation>
    </message>
    <message>
        <source>Cloud instances (rented by the hour)</source>
        <translation>雲端實例（按小時租用）</translation>
    </message>
    <message>
        <source>Data-centre server (up to 8 GPUs joined by NVLink where the GPU has it)</source>
        <translation>資料中心伺服器（最多 8 張 GPU，支援時以 NVLink 互連）</translation>
    </message>
    <message numerus="yes">
        <source>Workstation (up to %n PCIe cards)</source>
        <translation>
            <numerusform>工作站（最多 %n 張 PCIe 卡）</numerusform>
        </translation>
    </message>
    <message>
        <source>Budget and time</source>
        <translation>預算與時間</translation>
    </message>
    <message>
        <source>Finish training within (hours):</source>
        <translation>訓練需在多少小時內完成：</translation>
    </message>
    <message>
        <source>Latency targets</source>
        <translation>延遲目標</translation>
    </message>
    <message>
        <source>Time to first token at most (ms):</source>
        <translation>首 token 延遲上限（毫秒）：</translation>
    </message>
    <message>
        <source>Time between tokens at most (ms):</source>
        <translation>token 間延遲上限（毫秒）：</translation>
    </message>
    <message>
        <source>50 ms between tokens is 20 tokens per second, faster than people read.</source>
        <translation>token 間延遲 50 毫秒即每秒生成 20 個 token，比人的閱讀速度快。</translation>
    </message>
    <message numerus="yes">
        <source>A workstation holds at most %n GPUs; lower the maximum or choose a server or the cloud.</source>
        <translation>
            <numerusform>工作站最多裝 %n 張 GPU；請降低上限，或改選伺服器或雲端。</numerusform>
        </translation>
    </message>
    <message>
        <source>At most, per hour (%1):</source>
        <translation>每小時最多（%1）：</translation>
    </message>
    <message>
        <source>At most, in total (%1):</source>
        <translation>總計最多（%1）：</translation>
    </message>
    <message>
        <source>Typed in %1; the workload file keeps budgets in US dollars, converted at %2.</source>
        <translation>以%1輸入；工作負載檔案中的預算以美元儲存，換算匯率為 %2。</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::ShortcutsDialog</name>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>On a chart (Tab to it)</source>
        <translation>在圖表上（用 Tab 鍵移到圖表）</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>鍵盤快速鍵</translation>
    </message>
    <message>
        <source>Tab and Shift+Tab move between controls, the arrow keys within them; Alt and the underlined letter opens a menu; Ctrl+Tab goes to the next tab.</source>
        <translation>Tab 和 Shift+Tab 在控制項之間移動，方向鍵在控制項內移動；Alt 加帶底線的字母開啟選單；Ctrl+Tab 移到下一個分頁。</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>適用位置</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快速鍵</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::SpecFilterBar</name>
    <message>
        <source>&amp;Vendor:</source>
        <translation>廠商(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Architecture:</source>
        <translation>架構(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Memory:</source>
        <translation>顯存(&amp;M)：</translation>
    </message>
    <message>
        <source>With &amp;NVLink only</source>
        <translation>僅限有 NVLink(&amp;N)</translation>
    </message>
    <message>
        <source>Only GPUs with a direct GPU-to-GPU link (NVLink or Infinity Fabric), which multi-GPU training needs.</source>
        <translation>只顯示有 GPU 間直連（NVLink 或 Infinity Fabric）的 GPU，多卡訓練需要它。</translation>
    </message>
    <message>
        <source>Search GPUs (Ctrl+F)</source>
        <translation>搜尋 GPU（Ctrl+F）</translation>
    </message>
    <message>
        <source>Words to find in the name, vendor, architecture or memory type.</source>
        <translation>在名稱、廠商、架構或顯存類型中尋找的字詞。</translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation>所有廠商</translation>
    </message>
    <message>
        <source>All architectures</source>
        <translation>所有架構</translation>
    </message>
    <message>
        <source>Any size</source>
        <translation>任意容量</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>至少 %1</translation>
    </message>
    <message>
        <source>The GPU&apos;s generation, oldest first</source>
        <translation>GPU 的架構世代，由舊到新排列</translation>
    </message>
    <message>
        <source>&amp;Form factor:</source>
        <translation>外形規格(&amp;F)：</translation>
    </message>
    <message>
        <source>Mar&amp;ket:</source>
        <translation>市場(&amp;K)：</translation>
    </message>
    <message>
        <source>China-market parts (H20, H800, A800, L20, RTX 4090 D, RTX 5090 D) are cut down to fit US export rules</source>
        <translation>中國市場型號（H20、H800、A800、L20、RTX 4090 D、RTX 5090 D）經過削減，以符合美國出口管制規定</translation>
    </message>
    <message>
        <source>All form factors</source>
        <translation>所有外形規格</translation>
    </message>
    <message>
        <source>All markets</source>
        <translation>所有市場</translation>
    </message>
    <message>
        <source>Search GPUs</source>
        <translation>搜尋 GPU</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::SpecPage</name>
    <message>
        <source>GPUs as &amp;Rows</source>
        <translation>GPU 按列排列(&amp;R)</translation>
    </message>
    <message>
        <source>GPUs as rows</source>
        <translation>GPU 按列排列</translation>
    </message>
    <message>
        <source>One row per GPU: sort, filter and tick GPUs to compare</source>
        <translation>每款 GPU 一列：排序、篩選並勾選要對比的 GPU</translation>
    </message>
    <message>
        <source>GPUs as &amp;Columns</source>
        <translation>GPU 按欄排列(&amp;C)</translation>
    </message>
    <message>
        <source>GPUs as columns</source>
        <translation>GPU 按欄排列</translation>
    </message>
    <message>
        <source>The ticked GPUs side by side, one column each</source>
        <translation>把勾選的 GPU 並排顯示，每款一欄</translation>
    </message>
    <message>
        <source>&amp;Dense Tensor Figures</source>
        <translation>稠密 Tensor 數值(&amp;D)</translation>
    </message>
    <message>
        <source>Dense</source>
        <translation>稠密</translation>
    </message>
    <message>
        <source>Tensor throughput without sparsity: what most training and inference gets</source>
        <translation>不含稀疏的 Tensor 算力：大多數訓練和推理能用到的</translation>
    </message>
    <message>
        <source>&amp;Sparse Tensor Figures (2:4)</source>
        <translation>稀疏 Tensor 數值（2:4）(&amp;S)</translation>
    </message>
    <message>
        <source>Sparse</source>
        <translation>稀疏</translation>
    </message>
    <message>
        <source>Tensor throughput with 2:4 structured sparsity, as datasheets often print it; only sparse models reach it</source>
        <translation>含 2:4 結構化稀疏的 Tensor 算力，規格書常這樣標註；只有稀疏模型才能達到</translation>
    </message>
    <message>
        <source>C&amp;olumns…</source>
        <translation>欄(&amp;O)…</translation>
    </message>
    <message>
        <source>Columns…</source>
        <translation>欄…</translation>
    </message>
    <message>
        <source>Choose the columns of the spec table</source>
        <translation>選擇規格表中顯示的欄</translation>
    </message>
    <message>
        <source>Find GPU</source>
        <translation>尋找 GPU</translation>
    </message>
    <message>
        <source>Tensor figures:</source>
        <translation>Tensor 數值：</translation>
    </message>
    <message>
        <source>Layout:</source>
        <translation>佈局：</translation>
    </message>
    <message>
        <source>No GPU is ticked for comparison yet.

Switch to &quot;GPUs as rows&quot; and tick the box next to each GPU you want to compare.</source>
        <translation>還沒有勾選要對比的 GPU。

請切換到「GPU 按列排列」，勾選您想對比的每款 GPU 旁的核取方塊。</translation>
    </message>
    <message>
        <source>Tick GPUs to compare them side by side. Best values are in bold.</source>
        <translation>勾選 GPU 即可並排對比。最佳值以粗體顯示。</translation>
    </message>
    <message>
        <source>Comparing the ticked GPUs. Best values are in bold.</source>
        <translation>正在對比勾選的 GPU。最佳值以粗體顯示。</translation>
    </message>
    <message>
        <source>Show &amp;All Columns</source>
        <translation>顯示所有欄(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Default Columns</source>
        <translation>預設欄(&amp;D)</translation>
    </message>
    <message>
        <source>Catalogue &amp;Order</source>
        <translation>目錄順序(&amp;O)</translation>
    </message>
    <message>
        <source>Undo sorting: list the GPUs as the catalogue does</source>
        <translation>取消排序：按目錄順序列出 GPU</translation>
    </message>
    <message>
        <source>Show Details of %1</source>
        <translation>顯示 %1 的詳細資訊</translation>
    </message>
    <message>
        <source>&amp;Remove %1 from Comparison</source>
        <translation>從對比中移除 %1(&amp;R)</translation>
    </message>
    <message>
        <source>GPU specifications</source>
        <translation>GPU 規格</translation>
    </message>
    <message>
        <source>One row per GPU, sortable by any column; the selected GPU&apos;s details and sources are shown beside the table.</source>
        <translation>每款 GPU 一列，可依任一欄排序；所選 GPU 的詳細資訊和來源顯示在表格旁邊。</translation>
    </message>
    <message>
        <source>GPU names</source>
        <translation>GPU 名稱</translation>
    </message>
    <message>
        <source>Ticked GPUs side by side</source>
        <translation>已勾選 GPU 並排對比</translation>
    </message>
    <message>
        <source>GPU details</source>
        <translation>GPU 詳細資訊</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::TaskPage</name>
    <message>
        <source>What do you want to run?</source>
        <translation>您想執行什麼？</translation>
    </message>
    <message>
        <source>Pick the job closest to yours; every value can be changed on the next pages.</source>
        <translation>選擇最接近您的任務；所有數值都可以在後面的頁面中修改。</translation>
    </message>
    <message>
        <source>&amp;Start from:</source>
        <translation>從範本開始(&amp;S)：</translation>
    </message>
    <message>
        <source>Task:</source>
        <translation>任務：</translation>
    </message>
    <message>
        <source>&amp;Inference</source>
        <translation>推理(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Fine-tuning</source>
        <translation>微調(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Training from scratch</source>
        <translation>從零訓練(&amp;T)</translation>
    </message>
    <message>
        <source>Serving:</source>
        <translation>服務方式：</translation>
    </message>
    <message>
        <source>&amp;Online (users wait for answers)</source>
        <translation>線上（使用者等待回答）(&amp;O)</translation>
    </message>
    <message>
        <source>O&amp;ffline batch (throughput only)</source>
        <translation>離線批次處理（只看吞吐量）(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>方法(&amp;M)：</translation>
    </message>
    <message>
        <source>Full fine-tuning (all weights)</source>
        <translation>全參數微調（所有權重）</translation>
    </message>
    <message>
        <source>LoRA (small adapters, frozen 16-bit base)</source>
        <translation>LoRA（小型適配器，凍結的 16 位元基礎模型）</translation>
    </message>
    <message>
        <source>QLoRA (adapters on a 4-bit base)</source>
        <translation>QLoRA（在 4 位元基礎模型上訓練適配器）</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名稱(&amp;N)：</translation>
    </message>
    <message>
        <source>e.g. Support chat on Llama 3 8B</source>
        <translation>例如：基於 Llama 3 8B 的客服聊天</translation>
    </message>
    <message>
        <source>The name must fit on one line.</source>
        <translation>名稱必須在一行之內。</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::UserDataPages</name>
    <message>
        <source>Fine-tune Llama 3 8B (LoRA, 2B tokens)</source>
        <translation>微調 Llama 3 8B（LoRA，20 億 token）</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::UserFileBanner</name>
    <message>
        <source>&amp;Details…</source>
        <translation>詳細資訊(&amp;D)…</translation>
    </message>
    <message>
        <source>%1 is invalid and was left as it is. Changes here cannot be saved until it is fixed or set aside.</source>
        <translation>%1 無效，已原樣保留。在修復或移開它之前，這裡的變更無法儲存。</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::UserFileProblemDialog</name>
    <message>
        <source>your own GPUs</source>
        <translation>您的自訂 GPU 資訊</translation>
    </message>
    <message>
        <source>your price quotes</source>
        <translation>您的價格報價</translation>
    </message>
    <message>
        <source>your measurements</source>
        <translation>您的實測資料</translation>
    </message>
    <message>
        <source>Set the file &amp;aside</source>
        <translation>將檔案移開(&amp;A)</translation>
    </message>
    <message>
        <source>A file of yours could not be read</source>
        <translation>無法讀取您的一個檔案</translation>
    </message>
    <message>
        <source>&lt;p&gt;The file holding %1 is not valid:&lt;/p&gt;&lt;p&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/p&gt;&lt;p&gt;GPU Atlas left it exactly as it is and will not save over it, so changes to %1 cannot be saved for now. Fix the file in a text editor and restart GPU Atlas, or set it aside: it is renamed (nothing is deleted) and a new file is started.&lt;/p&gt;</source>
        <translation>&lt;p&gt;儲存%1的檔案無效：&lt;/p&gt;&lt;p&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/p&gt;&lt;p&gt;GPU 圖鑑已原樣保留該檔案，也不會覆寫它，因此暫時無法儲存對%1的變更。請用文字編輯器修復檔案後重新啟動 GPU 圖鑑，或將其移開：檔案會被重新命名（不會刪除任何內容），並開始一個新檔案。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>whole file</source>
        <translation>整個檔案</translation>
    </message>
    <message>
        <source>&amp;Keep it as it is</source>
        <translation>保持原樣(&amp;K)</translation>
    </message>
    <message>
        <source>%1 could not be renamed. Move it away yourself, then restart GPU Atlas.</source>
        <translation>無法重新命名 %1。請自行將其移開，然後重新啟動 GPU 圖鑑。</translation>
    </message>
    <message>
        <source>The file was renamed to %1. GPU Atlas starts a new one the next time you save.</source>
        <translation>檔案已重新命名為 %1。下次儲存時 GPU 圖鑑會開始一個新檔案。</translation>
    </message>
    <message>
        <source>Problems in %1</source>
        <translation>%1 中的問題</translation>
    </message>
    <message>
        <source>your exchange rates</source>
        <translation>您的匯率</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::WhatIfControls</name>
    <message>
        <source>Micro-batch:</source>
        <translation>微批次：</translation>
    </message>
    <message>
        <source>Batch:</source>
        <translation>批次大小：</translation>
    </message>
    <message>
        <source>Sequences per GPU per step</source>
        <translation>每張 GPU 每步的序列數</translation>
    </message>
    <message>
        <source>Requests processed together</source>
        <translation>一起處理的請求數</translation>
    </message>
    <message>
        <source>max</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>The largest batch that fits in memory</source>
        <translation>顯存能放下的最大批次大小</translation>
    </message>
    <message>
        <source>Sequence:</source>
        <translation>序列：</translation>
    </message>
    <message>
        <source>Prompt:</source>
        <translation>提示詞：</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> 個 token</translation>
    </message>
    <message>
        <source>Precision:</source>
        <translation>精度：</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>卡數：</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>Auto: the smallest count that fits and meets the constraints, for each GPU</source>
        <translation>自動：為每款 GPU 選擇放得下且符合限制條件的最少卡數</translation>
    </message>
    <message>
        <source>Pin for comparison</source>
        <translation>固定結果以便對比</translation>
    </message>
    <message>
        <source>Keep the current results to compare while you explore</source>
        <translation>保留目前結果，方便探索時對比</translation>
    </message>
    <message>
        <source>T&amp;P:</source>
        <translation>TP(&amp;P)：</translation>
    </message>
    <message>
        <source>Tensor-parallel size pinned for every candidate; Auto lets the engine choose.</source>
        <translation>為每個候選方案固定的張量並行規模；選「自動」則由引擎決定。</translation>
    </message>
    <message>
        <source>P&amp;P:</source>
        <translation>PP(&amp;P)：</translation>
    </message>
    <message>
        <source>Pipeline stages pinned for every candidate; Auto lets the engine choose.</source>
        <translation>為每個候選方案固定的管線階段數；選「自動」則由引擎決定。</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列長度</translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation>提示詞長度</translation>
    </message>
    <message>
        <source>In powers of two, in tokens; the box beside it takes any length</source>
        <translation>以 2 的冪為步長，單位為 token；旁邊的輸入框可填任意長度</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::WorkloadActions</name>
    <message>
        <source>&amp;New workload…</source>
        <translation>新增工作負載(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open workload…</source>
        <translation>開啟工作負載(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save workload…</source>
        <translation>儲存工作負載(&amp;S)…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近開啟(&amp;R)</translation>
    </message>
    <message>
        <source>There is no workload to save yet.</source>
        <translation>還沒有可儲存的工作負載。</translation>
    </message>
    <message>
        <source>No recent workloads</source>
        <translation>沒有最近開啟的工作負載</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::WorkloadWizard</name>
    <message>
        <source>Describe your workload</source>
        <translation>描述您的工作負載</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>儲存(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Recommend GPUs</source>
        <translation>推薦 GPU(&amp;R)</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::charts::ChartDataDialog</name>
    <message>
        <source>Data of the chart: %1</source>
        <translation>圖表資料：%1</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Values of %1</source>
        <translation>%1 的數值</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::charts::ChartDataModel</name>
    <message>
        <source>n/a</source>
        <translation>不適用</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>類別</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備註</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::charts::ChartFigureView</name>
    <message>
        <source>Show &amp;data</source>
        <translation>顯示資料(&amp;D)</translation>
    </message>
    <message>
        <source>The chart&apos;s values as a table</source>
        <translation>以表格列出圖表的數值</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>圖表</translation>
    </message>
    <message>
        <source>No chart to show yet.</source>
        <translation>尚無可顯示的圖表。</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::charts::ResultChartsView</name>
    <message>
        <source>C&amp;hart:</source>
        <translation>圖表(&amp;H)：</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每卡顯存</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Memory of each candidate against its capacity, or throughput or cost of the feasible candidates</source>
        <translation>各候選的顯存與容量對比，或可行候選的吞吐量或成本</translation>
    </message>
    <message>
        <source>Time and cost by GPU count</source>
        <translation>各卡數下的時間與成本</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::exporting::ChartExportButtons</name>
    <message>
        <source>PNG…</source>
        <translation>PNG…</translation>
    </message>
    <message>
        <source>Save the chart as a PNG image of a chosen size and resolution</source>
        <translation>把圖表儲存為指定尺寸和解析度的 PNG 影像</translation>
    </message>
    <message>
        <source>SVG…</source>
        <translation>SVG…</translation>
    </message>
    <message>
        <source>Save the chart as an SVG vector drawing</source>
        <translation>把圖表儲存為 SVG 向量圖</translation>
    </message>
    <message>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <source>Save the chart as a vector PDF page</source>
        <translation>把圖表儲存為一頁向量 PDF</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Copy the chart to the clipboard as an image</source>
        <translation>把圖表作為影像複製到剪貼簿</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::exporting::ExportImageDialog</name>
    <message>
        <source>The image will be %1 × %2 pixels.</source>
        <translation>影像將為 %1 × %2 像素。</translation>
    </message>
    <message>
        <source>Export image</source>
        <translation>匯出影像</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>寬度(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>高度(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>解析度(&amp;R)：</translation>
    </message>
    <message>
        <source> px</source>
        <translation> 像素</translation>
    </message>
    <message>
        <source> dpi</source>
        <translation> dpi</translation>
    </message>
    <message>
        <source>Width of the layout in logical pixels (96 per inch); fonts scale with it</source>
        <translation>版面寬度，以邏輯像素計（每英吋 96 個）；字型隨之縮放</translation>
    </message>
    <message>
        <source>96 dpi for screens, 192 for high-DPI screens and slides, 300 for print</source>
        <translation>螢幕用 96 dpi，高解析度螢幕和投影片用 192，列印用 300</translation>
    </message>
    <message>
        <source>&amp;Transparent background</source>
        <translation>透明背景(&amp;T)</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::exporting::ReportActions</name>
    <message>
        <source>Export &amp;report…</source>
        <translation>匯出報告(&amp;R)…</translation>
    </message>
    <message>
        <source>Export spec &amp;table…</source>
        <translation>匯出規格表(&amp;T)…</translation>
    </message>
    <message>
        <source>There is no recommendation to report yet: describe a workload first.</source>
        <translation>還沒有可報告的推薦：請先描述一個工作負載。</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>匯出報告</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文件（*.pdf）</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>網頁（*.html）</translation>
    </message>
    <message>
        <source>Markdown, charts as PNG files beside it (*.md)</source>
        <translation>Markdown，圖表以 PNG 檔案儲存在旁邊（*.md）</translation>
    </message>
    <message>
        <source>Write the recommendation as a PDF, HTML, Markdown or OpenDocument report</source>
        <translation>將推薦寫成 PDF、HTML、Markdown 或 OpenDocument 報告</translation>
    </message>
    <message>
        <source>Export &amp;presentation…</source>
        <translation>匯出簡報(&amp;P)…</translation>
    </message>
    <message>
        <source>Write the recommendation as a PowerPoint deck with native charts and tables</source>
        <translation>將推薦結果匯出為 PowerPoint 簡報，圖表和表格均為原生物件</translation>
    </message>
    <message>
        <source>Export res&amp;ults…</source>
        <translation>匯出結果(&amp;U)…</translation>
    </message>
    <message>
        <source>Save the ranking as an Excel workbook with a chart and the prices used</source>
        <translation>將排名儲存為 Excel 活頁簿，含圖表和所用價格</translation>
    </message>
    <message>
        <source>Save the specifications of the ticked GPUs as CSV, Excel, Markdown or HTML</source>
        <translation>將勾選 GPU 的規格儲存為 CSV、Excel、Markdown 或 HTML</translation>
    </message>
    <message>
        <source>Export presentation</source>
        <translation>匯出簡報</translation>
    </message>
    <message>
        <source>PowerPoint presentation (*.pptx)</source>
        <translation>PowerPoint 簡報（*.pptx）</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>匯出結果</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel 活頁簿（*.xlsx）</translation>
    </message>
    <message>
        <source>OpenDocument text (*.odt)</source>
        <translation>OpenDocument 文字（*.odt）</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Choose a GPU for AI training and inference.</source>
        <translation>為 AI 訓練和推理選擇 GPU。</translation>
    </message>
    <message>
        <source>Use this GPU catalogue file.</source>
        <translation>使用此 GPU 目錄檔案。</translation>
    </message>
    <message>
        <source>Interface language: en, zh_CN or zh_TW.</source>
        <translation>介面語言：en、zh_CN 或 zh_TW。</translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE (PNG) and quit. Uses the default settings and English unless --lang is given; saved settings are neither read nor changed.</source>
        <translation>把視窗截圖儲存為 FILE（PNG）後結束。除非給出 --lang，否則使用預設設定和英文；不讀取也不修改已儲存的設定。</translation>
    </message>
    <message>
        <source>With --screenshot: what to show, one of %1.</source>
        <translation>與 --screenshot 一起使用：要顯示的內容，可選 %1。</translation>
    </message>
    <message>
        <source>With --screenshot: window size, e.g. %1.</source>
        <translation>與 --screenshot 一起使用：視窗尺寸，例如 %1。</translation>
    </message>
    <message>
        <source>Open this workload file and show its recommendation.</source>
        <translation>開啟此工作負載檔案並顯示其推薦結果。</translation>
    </message>
    <message>
        <source>Unknown page &quot;%1&quot;; choose one of: %2.</source>
        <translation>未知頁面「%1」；請選擇：%2。</translation>
    </message>
    <message>
        <source>Bad size &quot;%1&quot;; write it as WIDTHxHEIGHT, e.g. %2.</source>
        <translation>尺寸「%1」無效；請寫成寬、高以 x 相連的形式，例如 %2。</translation>
    </message>
    <message>
        <source>--lang: &quot;%1&quot; is not a language; use en, zh_CN or zh_TW</source>
        <translation>--lang：「%1」不是可用的語言；請使用 en、zh_CN 或 zh_TW</translation>
    </message>
    <message>
        <source>--%1: no file given</source>
        <translation>--%1：未指定檔案</translation>
    </message>
</context>
</TS>
