<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AccuracyChart</name>
    <message>
        <source>Estimates against published measurements: %1</source>
        <translation>估算与公开实测对比：%1</translation>
    </message>
    <message>
        <source>Estimates against published measurements</source>
        <translation>估算与公开实测对比</translation>
    </message>
    <message>
        <source>Estimate as a share of the measurement (%)</source>
        <translation>估算值占实测值的百分比（%）</translation>
    </message>
    <message>
        <source>Each row is a published measurement (data/accuracy.json, with its source), estimated by the engine for the same GPU, layout and workload. 100 % is exact; between the dashed lines (%1 to %2) the measurement lies inside the range the estimate gives.</source>
        <translation>每行是一项公开实测（数据文件 data/accuracy.json，附来源），由引擎按相同的 GPU、并行方案和工作负载估算。100% 表示完全一致；两条虚线之间（%1 至 %2）表示实测值落在估算给出的区间内。</translation>
    </message>
    <message>
        <source>Range of the estimates</source>
        <translation>估算区间</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测值</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>估算值</translation>
    </message>
    <message>
        <source>%1: estimate %2, measured %3 (%4)</source>
        <translation>%1：估算 %2，实测 %3（%4）</translation>
    </message>
    <message>
        <source>not reproduced</source>
        <translation>无法复现</translation>
    </message>
    <message>
        <source>No published measurements to compare with.</source>
        <translation>没有可供对比的公开实测。</translation>
    </message>
</context>
<context>
    <name>AccuracyCommands</name>
    <message>
        <source>accuracy: unexpected argument &quot;%1&quot;</source>
        <translation>accuracy：多余的参数“%1”</translation>
    </message>
    <message>
        <source>--split: unknown split &quot;%1&quot;; use validation, calibration or all</source>
        <translation>--split：未知的数据集“%1”；请用 validation（验证集）、calibration（校准集）或 all（全部）</translation>
    </message>
    <message>
        <source>--out: unknown file type &quot;%1&quot; in %2; use .png, .svg or .pdf</source>
        <translation>--out：%2 的文件类型“%1”未知；请用 .png、.svg 或 .pdf</translation>
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
        <translation>卡数</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测值</translation>
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
        <translation>无法复现</translation>
    </message>
    <message>
        <source>%1, not reproduced: %2
</source>
        <translation>%1，无法复现：%2
</translation>
    </message>
</context>
<context>
    <name>AccuracyReport</name>
    <message>
        <source>Calibration</source>
        <translation>校准</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>验证</translation>
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
        <translation>样本/秒</translation>
    </message>
    <message>
        <source>images/s</source>
        <translation>图/秒</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message numerus="yes">
        <source>All %n cases</source>
        <translation>
            <numerusform>全部 %n 个案例</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Validation: %n cases no constant was fitted to</source>
        <translation>
            <numerusform>验证集：%n 个未用于拟合任何常量的案例</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Calibration: %n cases the fitted constants were fitted to</source>
        <translation>
            <numerusform>校准集：%n 个用于拟合常量的案例</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. On average an estimate lies within %2 of its measurement (geometric mean); the furthest is %3 of it.</source>
        <translation>%1。估算与实测平均相差 %2 以内（几何平均）；相差最大的为 %3。</translation>
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
            <numerusform>估算器无法复现的案例有 %n 个（已列出，不附估算值）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 (%n cases)</source>
        <translation>
            <numerusform>%1 %2（%n 个案例）</numerusform>
        </translation>
    </message>
    <message>
        <source>Per runtime: %1.</source>
        <translation>按框架：%1。</translation>
    </message>
    <message>
        <source>prompt tokens/s</source>
        <translation>提示词 token/秒</translation>
    </message>
    <message>
        <source>mixture of experts</source>
        <translation>混合专家</translation>
    </message>
    <message>
        <source>image generation</source>
        <translation>图像生成</translation>
    </message>
    <message>
        <source>convolutional</source>
        <translation>卷积网络</translation>
    </message>
    <message>
        <source>dense transformers</source>
        <translation>稠密 Transformer</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2, worst %3 (%n cases)</source>
        <translation>
            <numerusform>%1 %2，最差 %3（%n 个案例）</numerusform>
        </translation>
    </message>
    <message>
        <source>Per model family: %1.</source>
        <translation>按模型类别：%1。</translation>
    </message>
</context>
<context>
    <name>ArticleComparison</name>
    <message>
        <source>neither is both faster and cheaper; the priorities&apos; balance of speed, cost and energy decides.</source>
        <translation>两者都不是既更快又更便宜；由优先级中速度、成本和能耗的权衡决定。</translation>
    </message>
    <message>
        <source>its time to train decides, %1 at %2 GPUs against %3 at %4.</source>
        <translation>决定因素是训练时长：%2 张 GPU 需 %1，对方 %4 张 GPU 需 %3。</translation>
    </message>
    <message>
        <source>its speed decides, %1 against %2 per second.</source>
        <translation>决定因素是速度：每秒 %1，对方每秒 %2。</translation>
    </message>
    <message>
        <source>its speed decides.</source>
        <translation>决定因素是速度。</translation>
    </message>
    <message>
        <source>its cost decides, %1 for the run against %2.</source>
        <translation>决定因素是成本：整个训练任务 %1，对方 %2。</translation>
    </message>
    <message>
        <source>its cost decides, %1 against %2.</source>
        <translation>决定因素是成本：%1，对方 %2。</translation>
    </message>
    <message>
        <source>its cost decides.</source>
        <translation>决定因素是成本。</translation>
    </message>
    <message>
        <source>The source article recommends the %1 before the %2 for training; here the %2 ranks higher: %3</source>
        <translation>原文推荐训练时优先选用 %1 而非 %2；此处 %2 排名更高，%3</translation>
    </message>
    <message>
        <source>The source article recommends the %1 before the %2 for inference; here the %2 ranks higher: %3</source>
        <translation>原文推荐推理时优先选用 %1 而非 %2；此处 %2 排名更高，%3</translation>
    </message>
</context>
<context>
    <name>AtomicWriter</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
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
        <translation>租用还是购买 %1：随时间累计的成本</translation>
    </message>
    <message>
        <source>Cumulative spending at %1 utilisation</source>
        <translation>利用率 %1 时的累计支出</translation>
    </message>
    <message>
        <source>Buying: the GPUs and their server share paid at month 0, then energy, hosting and maintenance each month (no resale counted). Renting: the price per GPU-hour for the hours used.</source>
        <translation>购买：第 0 个月支付 GPU 及其服务器分摊费用，之后每月支付电费、托管和维护费用（不计转售）。租用：按实际使用的小时数，以每卡每小时价格计费。</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>月数</translation>
    </message>
    <message>
        <source>Renting</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>Buying</source>
        <translation>购买</translation>
    </message>
    <message>
        <source>Month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>Renting, month %1</source>
        <translation>租用，第 %1 个月</translation>
    </message>
    <message>
        <source>Buying, month %1</source>
        <translation>购买，第 %1 个月</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>盈亏平衡点</translation>
    </message>
    <message numerus="yes">
        <source>Buying is ahead after %n month(s); %1 spent either way by then.</source>
        <translation>
            <numerusform>%n 个月后购买更划算；届时两种方式都已花费 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Rent or buy %1: cost by utilisation</source>
        <translation>租用还是购买 %1：按利用率的成本</translation>
    </message>
    <message>
        <source>Cost per month; buying is depreciated over %1</source>
        <translation>每月成本；购买的折旧期为 %1</translation>
    </message>
    <message>
        <source>Utilisation (share of the month&apos;s hours the GPUs are busy)</source>
        <translation>利用率（GPU 忙碌的小时占当月小时的比例）</translation>
    </message>
    <message>
        <source>Renting at %1</source>
        <translation>利用率 %1 时租用</translation>
    </message>
    <message>
        <source>Buying at %1</source>
        <translation>利用率 %1 时购买</translation>
    </message>
    <message>
        <source>Equal monthly cost at %1 utilisation: %2.</source>
        <translation>利用率为 %1 时月成本相等：%2。</translation>
    </message>
    <message>
        <source>Rent %1 or buy %2: cost over time</source>
        <translation>租用 %1 还是购买 %2：随时间累计的成本</translation>
    </message>
    <message>
        <source>Cumulative spending for the same work: what %1 does at %2 utilisation</source>
        <translation>相同工作量下的累计支出：%1 在利用率 %2 时完成的工作量</translation>
    </message>
    <message>
        <source>Buying: the GPUs and their server share paid at month 0, then energy, hosting and maintenance each month (no resale counted). Renting: the hours the rented GPUs need for the same work, at their own speed (a committed rental: every hour of its term).</source>
        <translation>购买：第 0 个月支付 GPU 及其服务器分摊费用，之后每月支付电费、托管和维护（不计转售）。租用：租用的 GPU 按自身速度完成相同工作量所需的小时数（承诺期租用：按整个期限的每个小时计费）。</translation>
    </message>
    <message>
        <source>Renting %1</source>
        <translation>租用 %1</translation>
    </message>
    <message>
        <source>Buying %1</source>
        <translation>购买 %1</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>累计成本（%1）</translation>
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
        <translation>无</translation>
    </message>
    <message>
        <source>gpu: give exactly one GPU id, e.g. gpu-atlas-cli gpu h100-sxm</source>
        <translation>gpu：请给出一个 GPU ID，例如 gpu-atlas-cli gpu h100-sxm</translation>
    </message>
    <message>
        <source>gpu: unknown GPU id &quot;%1&quot; (see gpu-atlas-cli gpus)</source>
        <translation>gpu：未知的 GPU ID“%1”（见 gpu-atlas-cli gpus）</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
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
        <translation>来源：</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <source>Heads / KV heads</source>
        <translation>注意力头 / KV 头</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>上下文</translation>
    </message>
    <message>
        <source>GPU link</source>
        <translation>GPU 互连</translation>
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
        <translation>chart：请指定图表：radar 或 bars</translation>
    </message>
    <message>
        <source>chart: unknown chart &quot;%1&quot;; use radar or bars</source>
        <translation>chart：未知图表“%1”；请用 radar 或 bars</translation>
    </message>
    <message>
        <source>chart %1: unexpected argument &quot;%2&quot;</source>
        <translation>chart %1：多余的参数“%2”</translation>
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
        <translation>--out：%2 的文件类型“%1”未知；请用 .png、.svg 或 .pdf</translation>
    </message>
    <message>
        <source>--gpus: unknown GPU id &quot;%1&quot; (see gpu-atlas-cli gpus)</source>
        <translation>--gpus：未知的 GPU ID“%1”（见 gpu-atlas-cli gpus）</translation>
    </message>
    <message>
        <source>--gpus: no GPU id given</source>
        <translation>--gpus：没有给出 GPU ID</translation>
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
            <numerusform>……另有 %n 项。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChartExporter</name>
    <message>
        <source>cannot start the SVG writer</source>
        <translation>无法启动 SVG 写入器</translation>
    </message>
    <message>
        <source>the SVG writer failed</source>
        <translation>SVG 写入失败</translation>
    </message>
    <message>
        <source>cannot start the PDF writer</source>
        <translation>无法启动 PDF 写入器</translation>
    </message>
    <message>
        <source>the PDF writer failed</source>
        <translation>PDF 写入失败</translation>
    </message>
    <message>
        <source>an image of %1 x %2 pixels is too large</source>
        <translation>%1 × %2 像素的图像过大</translation>
    </message>
    <message>
        <source>unknown format</source>
        <translation>未知格式</translation>
    </message>
    <message>
        <source>%1: unknown file type &quot;%2&quot;; use .png, .svg or .pdf</source>
        <translation>%1：文件类型“%2”未知；请用 .png、.svg 或 .pdf</translation>
    </message>
</context>
<context>
    <name>ChartSummary</name>
    <message>
        <source>no values</source>
        <translation>无数值</translation>
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
        <translation>图表没有数据。</translation>
    </message>
    <message numerus="yes">
        <source>Compares %1 on %n measure(s): %2.</source>
        <translation>
            <numerusform>在 %n 项指标上比较 %1：%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message numerus="yes">
        <source>Shows %1 for %n row(s): %2.</source>
        <translation>
            <numerusform>%1，共 %n 行：%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>Across the rows: %1.</source>
        <translation>各行中：%1。</translation>
    </message>
    <message>
        <source>Shows %1 against %2 for %3, from %4 to %5.</source>
        <translation>显示 %3 的%1随%2的变化，从 %4 到 %5。</translation>
    </message>
    <message>
        <source>At %1: %2.</source>
        <translation>在 %1：%2。</translation>
    </message>
    <message>
        <source>The lines do not cross between %1 and %2.</source>
        <translation>在 %1 与 %2 之间各曲线没有交叉。</translation>
    </message>
    <message numerus="yes">
        <source>The lines cross %n more time(s).</source>
        <translation>
            <numerusform>各曲线另有 %n 次交叉。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2 cross between %3 and %4.</source>
        <translation>%1 与 %2 在 %3 与 %4 之间交叉。</translation>
    </message>
</context>
<context>
    <name>CliApp</name>
    <message>
        <source>Print the version and exit.</source>
        <translation>显示版本号并退出。</translation>
    </message>
    <message>
        <source>Print this help and exit.</source>
        <translation>显示本帮助并退出。</translation>
    </message>
    <message>
        <source>Print JSON instead of a table.</source>
        <translation>输出 JSON 而不是表格。</translation>
    </message>
    <message>
        <source>Use this GPU catalogue instead of the built-in one.</source>
        <translation>使用此 GPU 目录文件代替内置目录。</translation>
    </message>
    <message>
        <source>Language of the output: en, zh_CN or zh_TW.</source>
        <translation>输出语言：en、zh_CN 或 zh_TW。</translation>
    </message>
    <message>
        <source>Workload file (JSON).</source>
        <translation>工作负载文件（JSON）。</translation>
    </message>
    <message>
        <source>GPU id.</source>
        <translation>GPU ID。</translation>
    </message>
    <message>
        <source>Number of GPUs.</source>
        <translation>卡数。</translation>
    </message>
    <message>
        <source>Comma-separated GPU ids.</source>
        <translation>以逗号分隔的 GPU ID。</translation>
    </message>
    <message>
        <source>Show only the best K.</source>
        <translation>只显示排名前 K 的结果。</translation>
    </message>
    <message>
        <source>Output file.</source>
        <translation>输出文件。</translation>
    </message>
    <message>
        <source>Resolution of PNG output.</source>
        <translation>PNG 输出的分辨率。</translation>
    </message>
    <message>
        <source>--lang: &quot;%1&quot; is not a language; use en, zh_CN or zh_TW</source>
        <translation>--lang：“%1”不是支持的语言；请用 en、zh_CN 或 zh_TW</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;</source>
        <translation>未知命令“%1”</translation>
    </message>
    <message>
        <source>--version: unexpected argument &quot;%1&quot;</source>
        <translation>--version：多余的参数“%1”</translation>
    </message>
    <message>
        <source>%1: unexpected argument &quot;%2&quot;</source>
        <translation>%1：多余的参数“%2”</translation>
    </message>
    <message>
        <source>Which published measurements: validation, calibration or all.</source>
        <translation>使用哪些公开实测：validation（验证集）、calibration（校准集）或 all（全部）。</translation>
    </message>
    <message>
        <source>Currency of the costs: USD, CNY or EUR.</source>
        <translation>成本的币种：USD、CNY 或 EUR。</translation>
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

退出状态：0 成功，2 输入有误（消息会指出文件和字段），1 其他失败。
</translation>
    </message>
    <message>
        <source>estimate, recommend, report, slides and matrix also take --currency USD|CNY|EUR (default: the currency chosen in the app, else USD).
</source>
        <translation>estimate（估算）、recommend（推荐）、report（报告）、slides（幻灯片）和 matrix（适用场景矩阵）命令还接受 --currency USD|CNY|EUR（默认：应用中选定的币种，否则为 USD）。
</translation>
    </message>
    <message>
        <source>gpus, recommend, report, slides and matrix also take --market global|china|all: the parts sold worldwide, the China-market parts, or both (default: all).
</source>
        <translation>gpus（GPU 列表）、recommend（推荐）、report（报告）、slides（幻灯片）和 matrix（适用场景矩阵）命令还接受 --market global|china|all：面向全球销售的型号、中国市场特供型号，或两者都要（默认：all）。
</translation>
    </message>
    <message>
        <source>Which parts: global, china or all.</source>
        <translation>参与比较的型号：global、china 或 all。</translation>
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
        <translation>按规格原值，各指标用各自的单位</translation>
    </message>
    <message>
        <source>Relative to the best GPU on each axis (best = 100%)</source>
        <translation>相对于每个轴上的最佳 GPU（最佳 = 100%）</translation>
    </message>
    <message>
        <source>Relative to %1 (= 100% on every axis)</source>
        <translation>相对于 %1（每个轴上均为 100%）</translation>
    </message>
    <message>
        <source>Logarithmic: the best GPU on each axis at the rim, each ring inwards 10× less</source>
        <translation>对数刻度：每个轴上的最佳 GPU 位于最外圈，每向内一圈缩小为十分之一</translation>
    </message>
    <message>
        <source>GPU comparison</source>
        <translation>GPU 对比</translation>
    </message>
    <message>
        <source>n/a: not supported or no data. Specifications from vendor datasheets (gpus.json).</source>
        <translation>不适用：不支持或无数据。规格来自厂商规格书（gpus.json）。</translation>
    </message>
    <message>
        <source>Select GPUs to compare in the spec table.</source>
        <translation>请在规格表中勾选要对比的 GPU。</translation>
    </message>
    <message>
        <source>Choose at least one metric.</source>
        <translation>请至少选择一个指标。</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
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
            <numerusform>雷达图至少需要 %n 个轴：请多选几个，或改用柱状图。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (n/a)</source>
        <translation>%1（不适用）</translation>
    </message>
    <message>
        <source>%1 (n/a for %2)</source>
        <translation>%1（%2 无此数值）</translation>
    </message>
    <message>
        <source>%1 has no value to compare with</source>
        <translation>%1 没有可比较的数值</translation>
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
        <translation>GPU 推荐</translation>
    </message>
    <message>
        <source>%1 · GPU Atlas %2</source>
        <translation>%1 · GPU 图鉴 %2</translation>
    </message>
    <message>
        <source>Every figure in this deck is an estimate by the GPU Atlas engine from published specifications, dated prices and the assumptions on the Assumptions slide; real systems differ by the ranges given with each result.</source>
        <translation>本演示文稿中的所有数字均为 GPU 图鉴引擎的估算，依据公开规格、注明日期的价格以及“假设”页列出的假设；实际系统会有偏差，幅度见各结果给出的范围。</translation>
    </message>
    <message>
        <source>The full report, with every constant and the reasons for each verdict: gpu-atlas-cli report, or File &gt; Export report in the app.</source>
        <translation>完整报告（列出每个常量及每项结论的理由）：gpu-atlas-cli report，或在应用中选择“文件 &gt; 导出报告”。</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>No candidate fits this workload within its constraints.</source>
        <translation>在约束条件内，没有候选方案能运行此工作负载。</translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation>推荐：%1</translation>
    </message>
    <message>
        <source>%1 of %2 candidates fit the workload within its constraints.</source>
        <translation>%2 个候选方案中，有 %1 个能在约束条件内运行此工作负载。</translation>
    </message>
    <message>
        <source>Runner-up %1: %2</source>
        <translation>备选 %1：%2</translation>
    </message>
    <message>
        <source>Each GPU at the count the engine chooses at each point, without the request rate: what each can do, not how it copes with one load.</source>
        <translation>每种 GPU 在每个点都采用引擎选定的卡数，且不考虑请求速率：反映的是各自的能力，而不是应对某一负载的表现。</translation>
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
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Each row ranked over these GPUs by the engine; ★ recommended, ✓ suitable, ○ possible, ✗ unsuitable. The Matrix page gives every cell&apos;s reasons.</source>
        <translation>每行都由引擎在这些 GPU 中排名；★ 推荐，✓ 适合，○ 可用，✗ 不适合。各单元格的理由见适用场景矩阵页。</translation>
    </message>
    <message>
        <source>Which GPU suits which work</source>
        <translation>哪些 GPU 适合哪些工作</translation>
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
        <translation>规格</translation>
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
        <translation>每个数字均为厂商给出的数值，来源见下；“%1”表示该 GPU 没有此项。</translation>
    </message>
    <message>
        <source>%1: %2 (%3, retrieved %4)</source>
        <translation>%1：%2（%3，获取于 %4）</translation>
    </message>
    <message>
        <source>%1 (%2/%3)</source>
        <comment>title (page/pages)</comment>
        <translation>%1（%2/%3）</translation>
    </message>
    <message>
        <source>Specifications</source>
        <translation>规格</translation>
    </message>
    <message>
        <source>Tensor Core performance</source>
        <translation>Tensor Core 性能</translation>
    </message>
    <message>
        <source>Sparse figures assume 2:4 structured sparsity, which few models use: compare GPUs by their dense figures.</source>
        <translation>稀疏数值以 2:4 结构化稀疏为前提，而很少有模型采用这种稀疏：请按稠密数值比较 GPU。</translation>
    </message>
    <message>
        <source>Dense and sparse figures in rows of their own. Sources: the vendors&apos; datasheets.</source>
        <translation>稠密与稀疏数值各占一行。来源：厂商规格书。</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Serving stack: %1.</source>
        <translation>推理框架：%1。</translation>
    </message>
    <message>
        <source>%1: %2 (default %3)</source>
        <translation>%1：%2（默认 %3）</translation>
    </message>
    <message>
        <source>Every engine constant is at its default; the report lists them all with their sources.</source>
        <translation>所有引擎常量均为默认值；报告列出了全部常量及其来源。</translation>
    </message>
    <message>
        <source>The full report (%1) gives every constant, its source and the reasons for each verdict.</source>
        <translation>完整报告（%1）给出每个常量、其来源以及每项结论的理由。</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message numerus="yes">
        <source>%n engine constant(s) changed from the default.</source>
        <translation>
            <numerusform>%n 个引擎常量已偏离默认值。</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Retrieved</source>
        <translation>获取日期</translation>
    </message>
    <message>
        <source>%1: %2 from %3, %4 (%5)</source>
        <translation>%1：%2，来自 %3，%4（%5）</translation>
    </message>
    <message>
        <source>your own quote</source>
        <translation>您自己的报价</translation>
    </message>
    <message>
        <source>Rental prices used (per GPU-hour):</source>
        <translation>所用租用价格（每卡每小时）：</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Every figure is an estimate by the GPU Atlas engine from these sources; check prices before you buy.</source>
        <translation>每个数字都是 GPU 图鉴引擎根据这些来源得出的估算；购买前请核实价格。</translation>
    </message>
</context>
<context>
    <name>DiagnosticText</name>
    <message>
        <source>the file does not exist</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <translation>这是文件夹，不是文件</translation>
    </message>
    <message>
        <source>the file cannot be opened (%1)</source>
        <translation>无法打开文件（%1）</translation>
    </message>
    <message>
        <source>the file cannot be read (%1)</source>
        <translation>无法读取文件（%1）</translation>
    </message>
    <message>
        <source>the file is too large (%1 bytes; the limit is %2 bytes)</source>
        <translation>文件过大（%1 字节；上限为 %2 字节）</translation>
    </message>
    <message>
        <source>the file is not valid UTF-8 text (at byte %1)</source>
        <translation>文件不是有效的 UTF-8 文本（位于第 %1 字节）</translation>
    </message>
    <message>
        <source>the file is not valid JSON (error at byte %1)</source>
        <translation>文件不是有效的 JSON（错误位于第 %1 字节）</translation>
    </message>
    <message>
        <source>the JSON is nested more than %1 levels deep</source>
        <translation>JSON 嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>the number %1 is too large</source>
        <translation>数字 %1 过大</translation>
    </message>
    <message>
        <source>must be of type %1, not %2</source>
        <translation>类型应为 %1，而不是 %2</translation>
    </message>
    <message>
        <source>the required field &quot;%1&quot; is missing</source>
        <translation>缺少必填字段“%1”</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot; (check the spelling)</source>
        <translation>未知字段“%1”（请检查拼写）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not allowed; use one of: %2</source>
        <translation>不允许“%1”；请使用以下之一：%2</translation>
    </message>
    <message>
        <source>must be %1</source>
        <translation>必须为 %1</translation>
    </message>
    <message>
        <source>must be at least %2 (found %1)</source>
        <translation>不得小于 %2（实际为 %1）</translation>
    </message>
    <message>
        <source>must be greater than %2 (found %1)</source>
        <translation>必须大于 %2（实际为 %1）</translation>
    </message>
    <message>
        <source>must be at most %2 (found %1)</source>
        <translation>不得大于 %2（实际为 %1）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; does not have the required form (%2)</source>
        <translation>“%1”格式不符合要求（%2）</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>must list at least %1 item(s)</source>
        <translation>至少需要 %1 项</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <translation>必须是有限的数字</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; is used twice (first at %2)</source>
        <translation>ID“%1”重复使用（首次出现在 %2）</translation>
    </message>
    <message>
        <source>the sparse figure %2 should be twice the dense figure %1 (the vendor states 2:4 sparsity doubles it)</source>
        <translation>稀疏值 %2 应为稠密值 %1 的两倍（厂商说明 2:4 稀疏可使其翻倍）</translation>
    </message>
    <message>
        <source>the sparse figure %2 is lower than the dense figure %1</source>
        <translation>稀疏值 %2 低于稠密值 %1</translation>
    </message>
    <message>
        <source>unknown GPU id &quot;%1&quot;</source>
        <translation>未知的 GPU ID“%1”</translation>
    </message>
    <message>
        <source>unknown model id &quot;%1&quot;</source>
        <translation>未知的模型 ID“%1”</translation>
    </message>
    <message>
        <source>GPU &quot;%1&quot; already has a default price (at %2)</source>
        <translation>GPU“%1”已有默认价格（位于 %2）</translation>
    </message>
    <message>
        <source>inconsistent value for &quot;%1&quot;: %2</source>
        <translation>“%1”的值不一致：%2</translation>
    </message>
    <message>
        <source>invalid input</source>
        <translation>输入无效</translation>
    </message>
    <message numerus="yes">
        <source>(and %n more problem(s))</source>
        <translation>
            <numerusform>（另有 %n 个问题）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>... and %n more problem(s)</source>
        <translation>
            <numerusform>……另有 %n 个问题</numerusform>
        </translation>
    </message>
    <message>
        <source>this is a device or socket, not a file</source>
        <translation>这是设备或套接字，不是文件</translation>
    </message>
    <message>
        <source>the file holds more than %1 values</source>
        <translation>文件包含的值超过 %1 个</translation>
    </message>
    <message>
        <source>the model&apos;s shape gives %1 parameters; at most %2 are supported</source>
        <translation>模型结构对应 %1 个参数；最多支持 %2 个</translation>
    </message>
    <message>
        <source>the JSON is nested more than %1 levels deep (at byte %2)</source>
        <translation>JSON 嵌套超过 %1 层（位于第 %2 字节）</translation>
    </message>
    <message>
        <source>the file holds more than %1 values (the limit is passed at byte %2)</source>
        <translation>文件包含超过 %1 个值（在第 %2 字节处超出限制）</translation>
    </message>
    <message>
        <source>the number %1 is too large (at byte %2)</source>
        <translation>数字 %1 过大（位于第 %2 字节）</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in the same object</source>
        <translation>键“%1”在同一对象中出现了两次</translation>
    </message>
    <message>
        <source>the file ends too early (after %1 bytes)</source>
        <translation>文件过早结束（读取 %1 字节后）</translation>
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
        <translation>无工作负载</translation>
    </message>
    <message>
        <source>Describe a workload on the Recommendation page to fill this axis.</source>
        <translation>请在“推荐”页描述一个工作负载来填充此轴。</translation>
    </message>
    <message>
        <source>Throughput and cost need a workload: describe one on the Recommendation page.</source>
        <translation>吞吐量和成本需要工作负载：请在“推荐”页描述一个。</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>Throughput and cost: estimated for the current workload, each GPU at the count the engine chooses for it.</source>
        <translation>吞吐量和成本：按当前工作负载估算，每款 GPU 采用引擎为其选择的卡数。</translation>
    </message>
    <message>
        <source>Throughput and cost: estimated for &quot;%1&quot;, each GPU at the count the engine chooses for it.</source>
        <translation>吞吐量和成本：按“%1”估算，每款 GPU 采用引擎为其选择的卡数。</translation>
    </message>
    <message>
        <source>not feasible</source>
        <translation>不可行</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 张 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>Throughput of the current workload (%1) at the GPU count the engine chooses</source>
        <translation>当前工作负载的吞吐量（%1），采用引擎选择的卡数</translation>
    </message>
    <message>
        <source>%1 of the current workload at the GPU count the engine chooses; lower is better, so the cheapest GPU is at 100%</source>
        <translation>当前工作负载的%1，采用引擎选择的卡数；越低越好，因此最便宜的 GPU 为 100%</translation>
    </message>
    <message>
        <source>Capacity for the current workload (%1) at the GPU count the engine chooses: the most it could serve, since each one that fits serves the load itself</source>
        <translation>当前工作负载的容量（%1），按引擎选择的卡数：即最多可承载的量，因为每个可行的配置都能承载该负载</translation>
    </message>
    <message>
        <source>not a candidate</source>
        <translation>不是候选</translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <source>No configuration of up to %1 GPUs fits and meets the constraints.</source>
        <translation>在 %1 张 GPU 以内，没有任何配置既放得下又满足约束条件。</translation>
    </message>
    <message>
        <source>No NVLink: the %1 GPUs exchange data over PCIe, which makes multi-GPU work slower.</source>
        <translation>没有 NVLink：这 %1 张 GPU 通过 PCIe 交换数据，多卡运行会更慢。</translation>
    </message>
    <message>
        <source>The NVLink bridge joins only %1 GPUs; with %2 GPUs the traffic goes over PCIe.</source>
        <translation>NVLink 桥接器只能连接 %1 张 GPU；用 %2 张 GPU 时，通信改走 PCIe。</translation>
    </message>
    <message>
        <source>This GPU has no native %1; it runs at %2 instead.</source>
        <translation>这款 GPU 不原生支持 %1，改用 %2 运行。</translation>
    </message>
    <message>
        <source>KV cache stored as %1.</source>
        <translation>KV 缓存以 %1 存储。</translation>
    </message>
    <message>
        <source>Over budget: %1 per hour, the limit is %2.</source>
        <translation>超出预算：每小时 %1，上限为 %2。</translation>
    </message>
    <message>
        <source>Over budget: %1 in total, the limit is %2.</source>
        <translation>超出预算：总计 %1，上限为 %2。</translation>
    </message>
    <message>
        <source>Misses the deadline: %1 instead of at most %2.</source>
        <translation>赶不上截止时间：需要 %1，最多允许 %2。</translation>
    </message>
    <message>
        <source>Time to first token %1, the target is %2.</source>
        <translation>首 token 延迟 %1，目标为 %2。</translation>
    </message>
    <message>
        <source>Inter-token latency %1, the target is %2.</source>
        <translation>token 间延迟 %1，目标为 %2。</translation>
    </message>
    <message>
        <source>No rental price is known for this GPU, so its cost is not estimated.</source>
        <translation>这款 GPU 没有已知的租用价格，因此不估算其成本。</translation>
    </message>
    <message>
        <source>ZeRO stage %1 shards the model states across %2 data-parallel GPUs.</source>
        <translation>ZeRO 第 %1 阶段将模型状态分片到 %2 张数据并行的 GPU 上。</translation>
    </message>
    <message numerus="yes">
        <source>The model is split over %1 GPUs (tensor parallel); %n copies of it serve in parallel.</source>
        <translation>
            <numerusform>模型切分到 %1 张 GPU 上（张量并行），共 %n 个副本同时提供服务。</numerusform>
        </translation>
    </message>
    <message>
        <source>Spans %1 servers; data-parallel traffic crosses the network.</source>
        <translation>跨越 %1 台服务器；数据并行的通信要经过网络。</translation>
    </message>
    <message>
        <source>Mixture of experts: all %1 experts stay in memory, %2 work on each token.</source>
        <translation>混合专家模型：全部 %1 个专家常驻显存，每个 token 由 %2 个专家处理。</translation>
    </message>
    <message>
        <source>Memory limits the batch to %1 sequences.</source>
        <translation>受显存限制，批大小最多为 %1 个序列。</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <source>interconnect</source>
        <translation>互连</translation>
    </message>
    <message>
        <source>memory capacity</source>
        <translation>显存容量</translation>
    </message>
    <message>
        <source>fixed overhead</source>
        <translation>固定开销</translation>
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
        <translation>训练</translation>
    </message>
    <message>
        <source>fine-tuning</source>
        <translation>微调</translation>
    </message>
    <message>
        <source>optimized server (vLLM, TensorRT-LLM)</source>
        <translation>优化的推理框架（vLLM、TensorRT-LLM）</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Performance</source>
        <translation>性能</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>互连</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation>不确定性</translation>
    </message>
    <message>
        <source>Usable share of GPU memory</source>
        <translation>可用显存比例</translation>
    </message>
    <message>
        <source>Runtime reserve</source>
        <translation>运行时预留</translation>
    </message>
    <message>
        <source>Tokens per forward pass</source>
        <translation>每次前向传播的 token 数</translation>
    </message>
    <message>
        <source>Bytes per activation</source>
        <translation>每个激活值的字节数</translation>
    </message>
    <message>
        <source>Bytes per logit</source>
        <translation>每个 logit 的字节数</translation>
    </message>
    <message>
        <source>Largest batch</source>
        <translation>最大批大小</translation>
    </message>
    <message>
        <source>INT4 bits per weight</source>
        <translation>INT4 每个权重的位数</translation>
    </message>
    <message>
        <source>NF4 bits per weight (QLoRA)</source>
        <translation>NF4 每个权重的位数（QLoRA）</translation>
    </message>
    <message>
        <source>Training weight bytes</source>
        <translation>训练权重字节数</translation>
    </message>
    <message>
        <source>Gradient bytes</source>
        <translation>梯度字节数</translation>
    </message>
    <message>
        <source>Master weight bytes</source>
        <translation>主权重字节数</translation>
    </message>
    <message>
        <source>Adam state bytes</source>
        <translation>Adam 状态字节数</translation>
    </message>
    <message>
        <source>8-bit Adam state bytes</source>
        <translation>8 位 Adam 状态字节数</translation>
    </message>
    <message>
        <source>SGD momentum bytes</source>
        <translation>SGD 动量字节数</translation>
    </message>
    <message>
        <source>LoRA adapter bytes</source>
        <translation>LoRA 适配器字节数</translation>
    </message>
    <message>
        <source>Activation coefficient (per layer)</source>
        <translation>激活系数（每层）</translation>
    </message>
    <message>
        <source>Attention score coefficient</source>
        <translation>注意力分数系数</translation>
    </message>
    <message>
        <source>Full recomputation coefficient</source>
        <translation>完全重计算系数</translation>
    </message>
    <message>
        <source>Prefill compute efficiency</source>
        <translation>预填充计算效率</translation>
    </message>
    <message>
        <source>Decode compute efficiency</source>
        <translation>解码计算效率</translation>
    </message>
    <message>
        <source>FP8/INT8 efficiency</source>
        <translation>FP8/INT8 效率</translation>
    </message>
    <message>
        <source>Decode bandwidth efficiency (HBM)</source>
        <translation>解码带宽效率（HBM）</translation>
    </message>
    <message>
        <source>Decode bandwidth efficiency (GDDR)</source>
        <translation>解码带宽效率（GDDR）</translation>
    </message>
    <message>
        <source>KV-cache read efficiency</source>
        <translation>KV 缓存读取效率</translation>
    </message>
    <message>
        <source>Overhead per decode step</source>
        <translation>每个解码步的开销</translation>
    </message>
    <message>
        <source>Training compute efficiency</source>
        <translation>训练计算效率</translation>
    </message>
    <message>
        <source>Training bandwidth efficiency (HBM)</source>
        <translation>训练带宽效率（HBM）</translation>
    </message>
    <message>
        <source>Training bandwidth efficiency (GDDR)</source>
        <translation>训练带宽效率（GDDR）</translation>
    </message>
    <message>
        <source>Elementwise traffic factor</source>
        <translation>逐元素访存系数</translation>
    </message>
    <message>
        <source>FLOPs with full recomputation</source>
        <translation>完全重计算时的 FLOPs</translation>
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
        <translation>NVLink 延迟</translation>
    </message>
    <message>
        <source>PCIe latency</source>
        <translation>PCIe 延迟</translation>
    </message>
    <message>
        <source>Network bandwidth per GPU</source>
        <translation>每张 GPU 的网络带宽</translation>
    </message>
    <message>
        <source>Gradient communication overlap</source>
        <translation>梯度通信重叠比例</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>每台服务器的卡数</translation>
    </message>
    <message>
        <source>GPUs per workstation</source>
        <translation>每台工作站的卡数</translation>
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
        <translation>范围下限</translation>
    </message>
    <message>
        <source>Range, high</source>
        <translation>范围上限</translation>
    </message>
    <message>
        <source>Range when communication dominates, low</source>
        <translation>通信为瓶颈时的范围下限</translation>
    </message>
    <message>
        <source>Range when communication dominates, high</source>
        <translation>通信为瓶颈时的范围上限</translation>
    </message>
    <message>
        <source>Range widening for emulated precision</source>
        <translation>精度需模拟时的范围加宽</translation>
    </message>
    <message>
        <source>Share of the card&apos;s memory the runtime may fill; the rest is left to the driver, fragmentation and other processes.</source>
        <translation>运行时可占用的显存比例；其余留给驱动、碎片和其他进程。</translation>
    </message>
    <message>
        <source>Memory the runtime keeps for the CUDA context, library workspaces and CUDA graphs.</source>
        <translation>运行时为 CUDA 上下文、库工作区和 CUDA Graph 保留的显存。</translation>
    </message>
    <message>
        <source>Tokens an inference server processes in one forward pass; sizes its activation workspace.</source>
        <translation>推理服务器一次前向传播处理的 token 数；决定激活工作区的大小。</translation>
    </message>
    <message>
        <source>Bytes per activation value during inference.</source>
        <translation>推理时每个激活值的字节数。</translation>
    </message>
    <message>
        <source>Bytes per output logit (kept in FP32 for the softmax and the loss).</source>
        <translation>每个输出 logit 的字节数（为 softmax 和损失保持 FP32）。</translation>
    </message>
    <message>
        <source>The most sequences a server runs at once when the batch is &quot;max&quot;.</source>
        <translation>批大小为“max”时，服务器同时运行的最多序列数。</translation>
    </message>
    <message>
        <source>Real storage of a 4-bit weight including group scales and zero points.</source>
        <translation>4 位权重的实际存储，包括分组缩放因子和零点。</translation>
    </message>
    <message>
        <source>Storage of a QLoRA NF4 weight with double quantisation.</source>
        <translation>QLoRA NF4 权重在双重量化下的存储。</translation>
    </message>
    <message>
        <source>Bytes per working weight in mixed-precision training.</source>
        <translation>混合精度训练中每个工作权重的字节数。</translation>
    </message>
    <message>
        <source>Bytes per gradient in mixed-precision training.</source>
        <translation>混合精度训练中每个梯度的字节数。</translation>
    </message>
    <message>
        <source>Bytes per FP32 master weight kept by the optimizer.</source>
        <translation>优化器保存的每个 FP32 主权重的字节数。</translation>
    </message>
    <message>
        <source>Bytes of Adam/AdamW moments per parameter.</source>
        <translation>每个参数的 Adam/AdamW 动量字节数。</translation>
    </message>
    <message>
        <source>Bytes of 8-bit Adam moments per parameter.</source>
        <translation>每个参数的 8 位 Adam 动量字节数。</translation>
    </message>
    <message>
        <source>Bytes of SGD momentum per parameter.</source>
        <translation>每个参数的 SGD 动量字节数。</translation>
    </message>
    <message>
        <source>Bytes per trained adapter parameter: weight, gradient and optimizer state.</source>
        <translation>每个可训练适配器参数的字节数：权重、梯度和优化器状态。</translation>
    </message>
    <message>
        <source>Bytes stored per token and hidden unit in each layer (Korthikanti et al. 2022).</source>
        <translation>每层每个 token、每个隐藏单元存储的字节数（Korthikanti 等，2022）。</translation>
    </message>
    <message>
        <source>Bytes of attention scores per token, head and token of context, without recomputation.</source>
        <translation>不重计算时，每个 token、每个头、每个上下文 token 的注意力分数字节数。</translation>
    </message>
    <message>
        <source>Bytes kept per token and hidden unit in each layer with full recomputation.</source>
        <translation>完全重计算时，每层每个 token、每个隐藏单元保留的字节数。</translation>
    </message>
    <message>
        <source>Share of the dense tensor peak reached while processing prompts and encoder inputs.</source>
        <translation>处理提示词和编码器输入时达到的稠密 Tensor 峰值比例。</translation>
    </message>
    <message>
        <source>Share of the dense tensor peak reached by large decode batches.</source>
        <translation>大批量解码时达到的稠密 Tensor 峰值比例。</translation>
    </message>
    <message>
        <source>Efficiency of FP8/INT8 kernels relative to 16-bit ones, against their doubled peak.</source>
        <translation>FP8/INT8 内核相对 16 位内核的效率（对照其翻倍的峰值）。</translation>
    </message>
    <message>
        <source>Share of an HBM card&apos;s memory bandwidth reached while generating tokens.</source>
        <translation>生成 token 时 HBM 显卡达到的显存带宽比例。</translation>
    </message>
    <message>
        <source>Share of a GDDR card&apos;s memory bandwidth reached while generating tokens.</source>
        <translation>生成 token 时 GDDR 显卡达到的显存带宽比例。</translation>
    </message>
    <message>
        <source>Reading the KV cache relative to streaming weights.</source>
        <translation>读取 KV 缓存相对于流式读取权重的效率。</translation>
    </message>
    <message>
        <source>Fixed time per generated token step: scheduling, sampling, kernel launches.</source>
        <translation>每生成一步 token 的固定时间：调度、采样、内核启动。</translation>
    </message>
    <message>
        <source>Share of the dense tensor peak reached by training matrix multiplies.</source>
        <translation>训练矩阵乘法达到的稠密 Tensor 峰值比例。</translation>
    </message>
    <message>
        <source>Share of HBM bandwidth reached by training&apos;s elementwise kernels.</source>
        <translation>训练逐元素内核达到的 HBM 带宽比例。</translation>
    </message>
    <message>
        <source>Share of GDDR bandwidth reached by training&apos;s elementwise kernels.</source>
        <translation>训练逐元素内核达到的 GDDR 带宽比例。</translation>
    </message>
    <message>
        <source>Bytes moved by memory-bound training kernels, as a multiple of the stored activations.</source>
        <translation>访存受限的训练内核搬运的字节数，以所存激活值的倍数表示。</translation>
    </message>
    <message>
        <source>Training FLOPs per parameter and token with full recomputation.</source>
        <translation>完全重计算时每个参数、每个 token 的训练 FLOPs。</translation>
    </message>
    <message>
        <source>Training FLOPs per parameter and token with LoRA adapters.</source>
        <translation>使用 LoRA 适配器时每个参数、每个 token 的训练 FLOPs。</translation>
    </message>
    <message>
        <source>Share of the NVLink rate an all-reduce reaches.</source>
        <translation>all-reduce 能达到的 NVLink 速率比例。</translation>
    </message>
    <message>
        <source>Share of the PCIe x16 rate an all-reduce reaches.</source>
        <translation>all-reduce 能达到的 PCIe x16 速率比例。</translation>
    </message>
    <message>
        <source>Fixed latency of one collective over NVLink.</source>
        <translation>一次 NVLink 集合通信的固定延迟。</translation>
    </message>
    <message>
        <source>Fixed latency of one collective over PCIe or the network.</source>
        <translation>一次 PCIe 或网络集合通信的固定延迟。</translation>
    </message>
    <message>
        <source>Network bandwidth per GPU between servers, each way.</source>
        <translation>服务器之间每张 GPU 的单向网络带宽。</translation>
    </message>
    <message>
        <source>GPUs in one server; tensor parallelism stays inside it.</source>
        <translation>一台服务器内的卡数；张量并行只在服务器内进行。</translation>
    </message>
    <message>
        <source>PCIe cards a workstation holds.</source>
        <translation>一台工作站可安装的 PCIe 卡数。</translation>
    </message>
    <message>
        <source>Average power draw as a share of the board power (TDP).</source>
        <translation>平均功耗占板卡功耗（TDP）的比例。</translation>
    </message>
    <message>
        <source>Power usage effectiveness of the data centre; 1 counts the GPUs only.</source>
        <translation>数据中心的电能使用效率；1 表示只计 GPU。</translation>
    </message>
    <message>
        <source>Lower end of the uncertainty range, as a factor of the estimate.</source>
        <translation>不确定性范围的下限，以估算值的倍数表示。</translation>
    </message>
    <message>
        <source>Upper end of the uncertainty range, as a factor of the estimate.</source>
        <translation>不确定性范围的上限，以估算值的倍数表示。</translation>
    </message>
    <message>
        <source>Lower end of the range when communication limits the speed.</source>
        <translation>通信限制速度时的范围下限。</translation>
    </message>
    <message>
        <source>Upper end of the range when communication limits the speed.</source>
        <translation>通信限制速度时的范围上限。</translation>
    </message>
    <message>
        <source>Extra width of the range when the GPU lacks the requested precision.</source>
        <translation>GPU 不支持所需精度时范围的额外宽度。</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 个 token</translation>
    </message>
    <message>
        <source>%1 sequences</source>
        <translation>%1 个序列</translation>
    </message>
    <message>
        <source>%1 bits/weight</source>
        <translation>%1 位/权重</translation>
    </message>
    <message>
        <source>%1 bytes/parameter</source>
        <translation>%1 字节/参数</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 微秒</translation>
    </message>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 张 GPU</translation>
    </message>
    <message>
        <source>The time-to-first-token target limits the batch to %1 sequences, which are prefilled together.</source>
        <translation>受首 token 延迟目标限制，批大小最多为 %1 个序列，这些序列一起预填充。</translation>
    </message>
    <message>
        <source>%1 GPUs asked for, more than the workload&apos;s limit of %2 GPUs.</source>
        <translation>需要 %1 张 GPU，超过了工作负载设定的上限（%2 张）。</translation>
    </message>
    <message>
        <source>Training updates 16-bit weights: a %1 model is trained at %2 (only QLoRA keeps a quantised base).</source>
        <translation>训练更新 16 位权重：%1 模型以 %2 训练（只有 QLoRA 保留量化的基础模型）。</translation>
    </message>
    <message>
        <source>The prompt of %1 tokens is longer than the model&apos;s context of %2 tokens.</source>
        <translation>提示词长 %1 个 token，超过了模型的上下文长度（%2 个 token）。</translation>
    </message>
    <message>
        <source>Embeddings kept at 16 bits</source>
        <translation>嵌入层保持 16 位</translation>
    </message>
    <message>
        <source>Tokens per optimizer step</source>
        <translation>每个优化器步的 token 数</translation>
    </message>
    <message>
        <source>Share of the embedding and output-head weights a quantised (INT4, INT8, FP8) model keeps at 16 bits.</source>
        <translation>量化（INT4、INT8、FP8）模型中保持 16 位的嵌入层和输出头权重所占比例。</translation>
    </message>
    <message>
        <source>Global batch of a transformer training step; micro-batches are accumulated up to it before the gradients are exchanged and the optimizer runs.</source>
        <translation>Transformer 训练每步的全局批大小；微批累积到该大小后才交换梯度并运行优化器。</translation>
    </message>
    <message>
        <source>Share of the computation that can hide the data-parallel gradient and weight exchange.</source>
        <translation>可掩盖数据并行梯度与权重交换的计算所占比例。</translation>
    </message>
    <message>
        <source>Cannot sustain %1; this configuration serves at most %2.</source>
        <translation>无法承载%1；此配置最多承载%2。</translation>
    </message>
    <message numerus="yes">
        <source>Serves %1 with up to %2 requests in flight per copy, %n copies; it could serve about %3.</source>
        <translation>
            <numerusform>承载%1，每个副本同时处理最多 %2 个请求，共 %n 个副本；最多约可承载%3。</numerusform>
        </translation>
    </message>
    <message>
        <source>The model runs in %1 pipeline stages (%2 virtual stages each); with %3 micro-batches per step the pipeline stands idle %4 of the time.</source>
        <translation>模型分为 %1 个流水线阶段（每个阶段 %2 个虚拟阶段）；每步 %3 个微批时，流水线有 %4 的时间处于空闲。</translation>
    </message>
    <message>
        <source>The model runs in %1 pipeline stages, each on its own GPUs; the batch flows through them in micro-batches.</source>
        <translation>模型分为 %1 个流水线阶段，各占一组 GPU；批次以微批的形式依次流经各阶段。</translation>
    </message>
    <message>
        <source>The experts are spread whole over %1 GPUs, which exchange tokens all-to-all; attention runs as %2 data-parallel copies, each with its own KV cache.</source>
        <translation>各专家完整地分布在 %1 张 GPU 上，GPU 之间以 all-to-all 交换 token；注意力以 %2 个数据并行副本计算，各有自己的 KV 缓存。</translation>
    </message>
    <message>
        <source>The experts are spread whole over %1 GPUs, which exchange tokens all-to-all.</source>
        <translation>各专家完整地分布在 %1 张 GPU 上，GPU 之间以 all-to-all 交换 token。</translation>
    </message>
    <message>
        <source>Layout fixed by the workload: tensor parallel %1, pipeline parallel %2.</source>
        <translation>并行方案由工作负载指定：张量并行 %1，流水线并行 %2。</translation>
    </message>
    <message>
        <source>The fixed layout (tensor parallel %1 x pipeline parallel %2) does not fit %3 GPUs or a model of %4 heads and %5 layers.</source>
        <translation>指定的并行方案（张量并行 %1 × 流水线并行 %2）与 %3 张 GPU 或 %4 个注意力头、%5 层的模型不匹配。</translation>
    </message>
    <message>
        <source>Micro-batch %1: the largest that fits.</source>
        <translation>微批 %1：显存能容纳的最大值。</translation>
    </message>
    <message>
        <source>A micro-batch of %1 fits: set the micro-batch to %1 or to &quot;max&quot;.</source>
        <translation>微批为 %1 时放得下：请把微批设为 %1 或“max”。</translation>
    </message>
    <message>
        <source>FP8 training: linear layers in FP8, attention in 16 bit, FP32 master weights; the FP8 weight copies take %1 GB per GPU.</source>
        <translation>FP8 训练：线性层用 FP8，注意力用 16 位，主权重为 FP32；FP8 权重副本每卡占 %1 GB。</translation>
    </message>
    <message>
        <source>%1 against %2 for the layout chosen.</source>
        <translation>%1，而所选并行方案可达 %2。</translation>
    </message>
    <message>
        <source>Memory limits the batch to %1 (the layout chosen runs %2): %3 against %4.</source>
        <translation>受显存限制，批大小最多为 %1（所选并行方案为 %2）：吞吐量 %3，而所选方案可达 %4。</translation>
    </message>
    <message>
        <source>Estimated for %1.</source>
        <translation>按 %1 估算。</translation>
    </message>
    <message>
        <source>%1 has no %2 format.</source>
        <translation>%1 没有 %2 格式。</translation>
    </message>
    <message>
        <source>%1 does not do %2.</source>
        <translation>%1 不支持%2。</translation>
    </message>
    <message>
        <source>%1 of %2 layers on the GPU; the rest (%3 GB) stays in system memory and is read from there for every token.</source>
        <translation>%2 层中有 %1 层放在 GPU 上；其余部分（%3 GB）留在系统内存中，每个 token 都要从那里读取。</translation>
    </message>
    <message>
        <source>With layers in system memory a reply comes at %1, slower than people read (%2): too slow to be useful for chat.</source>
        <translation>部分层在系统内存中时，回复速度为 %1，比人的阅读速度（%2）还慢：用于聊天太慢。</translation>
    </message>
    <message>
        <source>The layers kept in system memory need %1 GB; the machine has %2 GB.</source>
        <translation>留在系统内存中的层需要 %1 GB；本机只有 %2 GB。</translation>
    </message>
    <message>
        <source>%1 batches requests statically: each waits for a batch to start and for its prefill.</source>
        <translation>%1 以静态批次处理请求：每个请求都要等一批开始并完成其预填充。</translation>
    </message>
    <message>
        <source>Serves at most %1 within the latency targets, against %2 for the layout chosen.</source>
        <translation>在延迟目标内最多承载%1，而所选并行方案可达%2。</translation>
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
        <translation>系统内存</translation>
    </message>
    <message>
        <source>System memory bandwidth (desktop)</source>
        <translation>系统内存带宽（台式机）</translation>
    </message>
    <message>
        <source>System memory bandwidth (server)</source>
        <translation>系统内存带宽（服务器）</translation>
    </message>
    <message>
        <source>System memory efficiency</source>
        <translation>系统内存效率</translation>
    </message>
    <message>
        <source>Slowest useful generation</source>
        <translation>最低可用生成速度</translation>
    </message>
    <message>
        <source>Usable share of GPU memory (training)</source>
        <translation>可用显存比例（训练）</translation>
    </message>
    <message>
        <source>FP8 training efficiency</source>
        <translation>FP8 训练效率</translation>
    </message>
    <message>
        <source>Tensor-parallel overlap (training)</source>
        <translation>张量并行重叠（训练）</translation>
    </message>
    <message>
        <source>Large-GPU threshold</source>
        <translation>大显存卡阈值</translation>
    </message>
    <message>
        <source>Tokens per forward pass (smaller GPUs)</source>
        <translation>每次前向的 token 数（较小的卡）</translation>
    </message>
    <message>
        <source>Largest batch (smaller GPUs)</source>
        <translation>最大批大小（较小的卡）</translation>
    </message>
    <message>
        <source>FP4 bits per weight</source>
        <translation>FP4 每个权重的位数</translation>
    </message>
    <message>
        <source>FP8 weight cache</source>
        <translation>FP8 权重缓存</translation>
    </message>
    <message>
        <source>FP8 activation saving</source>
        <translation>FP8 激活值节省</translation>
    </message>
    <message>
        <source>PCIe rate without peer-to-peer</source>
        <translation>无点对点时的 PCIe 速率</translation>
    </message>
    <message>
        <source>Latency without peer-to-peer</source>
        <translation>无点对点时的延迟</translation>
    </message>
    <message>
        <source>Network bandwidth per GPU (PCIe Gen 4)</source>
        <translation>每张 GPU 的网络带宽（PCIe Gen 4）</translation>
    </message>
    <message>
        <source>Network bandwidth per GPU (PCIe Gen 6)</source>
        <translation>每张 GPU 的网络带宽（PCIe Gen 6）</translation>
    </message>
    <message>
        <source>Elementwise traffic (transformers)</source>
        <translation>逐元素访存量（Transformer）</translation>
    </message>
    <message>
        <source>Bandwidth of a desktop&apos;s system memory (dual-channel DDR5), where llama.cpp keeps the layers that do not fit the GPU.</source>
        <translation>台式机系统内存（双通道 DDR5）的带宽，llama.cpp 把放不进 GPU 的层留在这里。</translation>
    </message>
    <message>
        <source>Bandwidth of a server&apos;s or large workstation&apos;s system memory (eight-channel DDR5).</source>
        <translation>服务器或大型工作站系统内存（八通道 DDR5）的带宽。</translation>
    </message>
    <message>
        <source>Share of the system memory&apos;s bandwidth that token generation on the CPU reaches.</source>
        <translation>在 CPU 上生成 token 时能达到的系统内存带宽比例。</translation>
    </message>
    <message>
        <source>System memory available for the layers that stay off the GPU.</source>
        <translation>可供不在 GPU 上的层使用的系统内存。</translation>
    </message>
    <message>
        <source>Below this a reply comes slower than people read; an offloaded model that slow is flagged.</source>
        <translation>低于此值，回复比人的阅读速度还慢；这么慢的卸载模型会被标出。</translation>
    </message>
    <message>
        <source>Share of the card&apos;s memory a training job may fill; training frameworks reserve nothing up front.</source>
        <translation>训练任务可以占用的显存比例；训练框架不会预先保留显存。</translation>
    </message>
    <message>
        <source>Share of the 16-bit efficiency FP8 training GEMMs reach against their doubled peak.</source>
        <translation>FP8 训练的 GEMM 相对于翻倍的峰值所能达到的 16 位效率比例。</translation>
    </message>
    <message>
        <source>Share of a training step&apos;s computation that can hide tensor-parallel traffic.</source>
        <translation>训练每步的计算中能够掩盖张量并行通信的比例。</translation>
    </message>
    <message>
        <source>GPU memory from which the serving runtime uses its large scheduler defaults (vLLM: 70 GiB, A100s excluded).</source>
        <translation>显存达到此值时，推理框架使用较大的调度默认值（vLLM：70 GiB，A100 除外）。</translation>
    </message>
    <message>
        <source>Tokens an inference server processes in one forward pass on GPUs below the large-GPU threshold.</source>
        <translation>在低于大显存卡阈值的 GPU 上，推理服务器一次前向处理的 token 数。</translation>
    </message>
    <message>
        <source>The most sequences a server runs at once on GPUs below the large-GPU threshold.</source>
        <translation>在低于大显存卡阈值的 GPU 上，服务器同时处理的最多序列数。</translation>
    </message>
    <message>
        <source>Real storage of an FP4 weight including its block scales (NVFP4: 4.5 bits).</source>
        <translation>FP4 权重连同块缩放因子的实际存储（NVFP4：4.5 位）。</translation>
    </message>
    <message>
        <source>Bytes per parameter that FP8 training keeps as FP8 copies of the weights (and their transposes).</source>
        <translation>FP8 训练为权重（及其转置）保留的 FP8 副本，每个参数所占的字节数。</translation>
    </message>
    <message>
        <source>Bytes per token and hidden unit saved in each layer when FP8 training keeps the linear layers&apos; inputs in FP8.</source>
        <translation>FP8 训练以 FP8 存放线性层输入时，每层每个 token、每个隐藏单元节省的字节数。</translation>
    </message>
    <message>
        <source>Share of the PCIe all-reduce rate left when cards without peer-to-peer (GeForce) exchange data through host memory.</source>
        <translation>不支持点对点的卡（GeForce）经系统内存交换数据时，剩下的 PCIe all-reduce 速率比例。</translation>
    </message>
    <message>
        <source>Fixed latency of one collective through host memory.</source>
        <translation>经系统内存进行一次集合通信的固定延迟。</translation>
    </message>
    <message>
        <source>Network bandwidth per GPU between servers, each way, for GPUs on PCIe Gen 4 (half of it for Gen 3).</source>
        <translation>服务器之间每张 GPU 的单向网络带宽，适用于 PCIe Gen 4 的 GPU（Gen 3 为其一半）。</translation>
    </message>
    <message>
        <source>Network bandwidth per GPU between servers, each way, for GPUs on PCIe Gen 6.</source>
        <translation>服务器之间每张 GPU 的单向网络带宽，适用于 PCIe Gen 6 的 GPU。</translation>
    </message>
    <message>
        <source>Bytes moved by a transformer&apos;s memory-bound kernels per training step, as a multiple of the activations kept for backward.</source>
        <translation>Transformer 中访存受限的内核在每个训练步搬运的字节数，以为反向传播保留的激活值的倍数表示。</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>Scores %1 of the best GPU here, the %2.</source>
        <translation>评分为此处最佳 GPU（%2）的 %1。</translation>
    </message>
    <message>
        <source>Costs %1 times as much as the %2 for the same work.</source>
        <translation>完成同样的工作，成本是 %2 的 %1 倍。</translation>
    </message>
    <message>
        <source>Takes %1 times as long as the %2 for the same work.</source>
        <translation>完成同样的工作，耗时是 %2 的 %1 倍。</translation>
    </message>
    <message>
        <source>Suitability matrix</source>
        <translation>适用场景矩阵</translation>
    </message>
    <message>
        <source>Recommended: share of the best score</source>
        <translation>推荐：占最佳评分的比例</translation>
    </message>
    <message>
        <source>Suitable: share of the best score</source>
        <translation>适合：占最佳评分的比例</translation>
    </message>
    <message>
        <source>Gap worth pointing out</source>
        <translation>值得指出的差距</translation>
    </message>
    <message>
        <source>In the suitability matrix, a GPU scoring at least this share of the best GPU&apos;s score is recommended for the workload.</source>
        <translation>在适用场景矩阵中，评分至少达到最佳 GPU 评分这一比例的 GPU，推荐用于该工作负载。</translation>
    </message>
    <message>
        <source>In the suitability matrix, a GPU that can run the workload and scores at least this share of the best is suitable; below it, possible.</source>
        <translation>在适用场景矩阵中，能运行该工作负载且评分至少达到最佳评分这一比例的 GPU 为“适合”；低于此比例为“可用”。</translation>
    </message>
    <message>
        <source>In the suitability matrix, a cell says a GPU costs more, or takes longer, than the best for the same work when the gap reaches this factor.</source>
        <translation>在适用场景矩阵中，当差距达到这一倍数时，单元格会指出该 GPU 完成同样的工作比最佳 GPU 成本更高或耗时更长。</translation>
    </message>
    <message>
        <source>Out of memory: needs %1 GB per GPU, but only %2 GB of the card&apos;s %3 are usable.</source>
        <translation>显存不足：每张卡需要 %1 GB，但这张卡的显存为 %3，其中只有 %2 GB 可用。</translation>
    </message>
    <message>
        <source>No single-GPU configuration fits and meets the constraints.</source>
        <translation>没有任何单卡配置放得下并满足约束条件。</translation>
    </message>
    <message>
        <source>%1 modules need a server board; they do not fit a workstation.</source>
        <translation>%1 模块需要服务器主板，装不进工作站。</translation>
    </message>
    <message>
        <source>As fast as the layout chosen (%1), which is simpler: fewer GPUs work on each copy of the model, or fewer pipeline stages.</source>
        <translation>与所选并行方案一样快（%1），但所选方案更简单：每个模型副本用的 GPU 更少，或流水线阶段更少。</translation>
    </message>
    <message>
        <source>Attention on the CPU, per layer</source>
        <translation>CPU 上的注意力（每层）</translation>
    </message>
    <message>
        <source>Attention on the CPU, prompt rate</source>
        <translation>CPU 上的注意力（提示词速率）</translation>
    </message>
    <message>
        <source>Live activations of a denoising step</source>
        <translation>单个去噪步骤的在用激活值</translation>
    </message>
    <message>
        <source>FP4 tensor path efficiency</source>
        <translation>FP4 Tensor 路径效率</translation>
    </message>
    <message>
        <source>4-bit weights in 16-bit kernels</source>
        <translation>16 位内核中的 4 位权重</translation>
    </message>
    <message>
        <source>Routing cost per MoE layer</source>
        <translation>每个 MoE 层的路由成本</translation>
    </message>
    <message>
        <source>MLA decode attention efficiency</source>
        <translation>MLA 解码注意力效率</translation>
    </message>
    <message>
        <source>Host work per sequence and step</source>
        <translation>每个序列每步的主机开销</translation>
    </message>
    <message>
        <source>With the KV cache in system memory, what each layer on the GPU adds to a generated token: its attention runs on the CPU and its activations cross the PCIe link both ways.</source>
        <translation>KV 缓存放在系统内存时，GPU 上的每一层给每个生成的 token 增加的时间：该层的注意力在 CPU 上计算，激活值经 PCIe 往返一次。</translation>
    </message>
    <message>
        <source>With the KV cache in system memory, the rate at which the CPU computes the prompt&apos;s attention.</source>
        <translation>KV 缓存放在系统内存时，CPU 计算提示词注意力的速率。</translation>
    </message>
    <message>
        <source>Share of a training sample&apos;s stored activations that an image model keeps at once while it generates an image.</source>
        <translation>图像模型生成图像时同时保留的激活值，占训练时单个样本所存激活值的比例。</translation>
    </message>
    <message>
        <source>Share of the 16-bit efficiency that NVFP4 kernels reach against the FP4 tensor peak (Blackwell).</source>
        <translation>NVFP4 内核相对于 FP4 Tensor 峰值所能达到的 16 位效率比例（Blackwell）。</translation>
    </message>
    <message>
        <source>Share of a 16-bit GEMM&apos;s speed when 4-bit weights are unpacked inside it, on GPUs without FP4 tensor cores.</source>
        <translation>在没有 FP4 Tensor Core 的 GPU 上，在 16 位 GEMM 内部解包 4 位权重时，相对于 16 位 GEMM 的速度比例。</translation>
    </message>
    <message>
        <source>Time each mixture-of-experts layer spends routing and sorting tokens to their experts, per decode step, whatever the batch.</source>
        <translation>每个解码步骤中，每个混合专家层把 token 路由并排序到各专家所花的时间，与批量大小无关。</translation>
    </message>
    <message>
        <source>Share of the 16-bit peak reached by multi-head latent attention (DeepSeek) while generating.</source>
        <translation>生成时多头潜在注意力（DeepSeek）达到的 16 位峰值比例。</translation>
    </message>
    <message>
        <source>Time the serving software&apos;s scheduler spends on each sequence in every decode step, which the GPU waits for.</source>
        <translation>每个解码步骤中，推理框架的调度器在每个序列上花费、GPU 需要等待的时间。</translation>
    </message>
    <message>
        <source>Diffusion denoiser efficiency</source>
        <translation>扩散去噪网络效率</translation>
    </message>
    <message>
        <source>Share of the dense tensor peak an image model&apos;s denoiser (a UNet or a diffusion transformer) reaches while it generates.</source>
        <translation>图像模型的去噪网络（UNet 或扩散 Transformer）在生成时达到的稠密 Tensor 峰值比例。</translation>
    </message>
</context>
<context>
    <name>EstimateCommands</name>
    <message>
        <source>--workload: give the workload file (JSON), e.g. --workload chat.json</source>
        <translation>--workload：请给出工作负载文件（JSON），例如 --workload chat.json</translation>
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
        <translation>数量</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>可行</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>评分</translation>
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
        <translation>  每卡显存：%1，可用 %2（权重 %3，KV 缓存 %4，激活 %5，梯度 %6，优化器 %7，开销 %8）</translation>
    </message>
    <message>
        <source>  Speed: %1 (range %2-%3x), bottleneck: %4</source>
        <translation>  速度：%1（范围 %2–%3 倍），瓶颈：%4</translation>
    </message>
    <message>
        <source>  Time to first token: %1, inter-token latency: %2</source>
        <translation>  首 token 延迟：%1，token 间延迟：%2</translation>
    </message>
    <message>
        <source>  Time to train: %1</source>
        <translation>  训练时长：%1</translation>
    </message>
    <message>
        <source>  Cost: %1 (%2)</source>
        <translation>  成本：%1（%2）</translation>
    </message>
    <message>
        <source>%1 in total</source>
        <translation>总计 %1</translation>
    </message>
    <message>
        <source>  Energy: %1</source>
        <translation>  能耗：%1</translation>
    </message>
    <message>
        <source>--gpu: give a GPU id, e.g. --gpu h100-sxm (see gpu-atlas-cli gpus)</source>
        <translation>--gpu：请给出 GPU ID，例如 --gpu h100-sxm（见 gpu-atlas-cli gpus）</translation>
    </message>
    <message>
        <source>--gpu: unknown GPU id &quot;%1&quot; (see gpu-atlas-cli gpus)</source>
        <translation>--gpu：未知的 GPU ID“%1”（见 gpu-atlas-cli gpus）</translation>
    </message>
    <message>
        <source>%1: /gpus: unknown GPU id &quot;%2&quot; (see gpu-atlas-cli gpus)</source>
        <translation>%1：/gpus：未知的 GPU ID“%2”（见 gpu-atlas-cli gpus）</translation>
    </message>
    <message>
        <source>  Layout: %1</source>
        <translation>  并行方案：%1</translation>
    </message>
    <message>
        <source>  Also considered: %1</source>
        <translation>  其他候选方案：%1</translation>
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
        <translation>；换算汇率为 %1</translation>
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
        <translation>%1 图/秒</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 样本/秒</translation>
    </message>
    <message>
        <source>done in %1</source>
        <translation>耗时 %1</translation>
    </message>
    <message>
        <source>%1 for the run</source>
        <translation>一次训练共 %1</translation>
    </message>
    <message>
        <source>%1 per million tokens</source>
        <translation>每百万 token %1</translation>
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
        <translation>每卡显存</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
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
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Runtime reserve</source>
        <translation>运行时预留</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
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
        <translation>瓶颈：%1。</translation>
    </message>
    <message>
        <source>First token after %1.</source>
        <translation>首 token 延迟为 %1。</translation>
    </message>
    <message>
        <source>Then one token every %1 per request.</source>
        <translation>之后每个请求的 token 间延迟为 %1。</translation>
    </message>
    <message>
        <source>Uncertainty: %1 to %2 of the central value.</source>
        <translation>不确定性：中心值的 %1 到 %2。</translation>
    </message>
    <message>
        <source>Time per step: compute %1, memory traffic %2, GPU-to-GPU communication %3, fixed overhead %4.</source>
        <translation>每步时间：计算 %1，显存访问 %2，GPU 间通信 %3，固定开销 %4。</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n GPU(s) (%2).</source>
        <translation>
            <numerusform>%n 张 GPU %1（%2）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Energy for the run: %1.</source>
        <translation>一次训练的能耗：%1。</translation>
    </message>
    <message>
        <source>Energy per million tokens: %1.</source>
        <translation>每百万 token 能耗：%1。</translation>
    </message>
    <message>
        <source>serves %1 (capacity %2)</source>
        <translation>承载 %1（容量 %2）</translation>
    </message>
    <message>
        <source>%1: not feasible.</source>
        <translation>%1：不可行</translation>
    </message>
    <message>
        <source>That price is more than a year old: check the current one (Tools &gt; Prices).</source>
        <translation>该价格已超过一年：请核实当前价格（工具 &gt; 价格）。</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>并行方案</translation>
    </message>
    <message>
        <source>Also considered:</source>
        <translation>其他候选方案：</translation>
    </message>
    <message>
        <source>The price is quoted in %1, converted at %2.</source>
        <translation>该价格以 %1 报价，换算汇率为 %2。</translation>
    </message>
</context>
<context>
    <name>ExportDialogs</name>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像（*.png）</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 矢量图（*.svg）</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档（*.pdf）</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>CSV for spreadsheets (*.csv)</source>
        <translation>CSV 电子表格（*.csv）</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown（*.md）</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>网页（*.html）</translation>
    </message>
    <message>
        <source>Export spec table</source>
        <translation>导出规格表</translation>
    </message>
    <message>
        <source>Excel workbook, with a chart and the sources (*.xlsx)</source>
        <translation>Excel 工作簿，含图表和来源（*.xlsx）</translation>
    </message>
</context>
<context>
    <name>FrontierChartBuilder</name>
    <message>
        <source>Time and cost at each GPU count</source>
        <translation>各卡数下的时长与成本</translation>
    </message>
    <message>
        <source>Rate and cost at each GPU count</source>
        <translation>各卡数下的速率与成本</translation>
    </message>
    <message>
        <source>Each line: the counts of one GPU that no other count of it beats on both speed and cost. Ringed: the count chosen for your priorities.</source>
        <translation>每条线：同一 GPU 的各个卡数，其中任何一个都不会被该 GPU 的其他卡数在速度和成本上同时超过。圆圈：按您的优先级选定的卡数。</translation>
    </message>
    <message>
        <source>No count was searched: the GPU count is fixed by the workload or the what-if controls.</source>
        <translation>未搜索卡数：卡数已由工作负载或假设分析控件固定。</translation>
    </message>
    <message>
        <source>Cost of the run (%1)</source>
        <translation>整个训练任务的成本（%1）</translation>
    </message>
    <message>
        <source>Cost per million tokens (%1)</source>
        <translation>每百万 token 成本（%1）</translation>
    </message>
    <message>
        <source>Time to train (days)</source>
        <translation>训练时长（天）</translation>
    </message>
    <message>
        <source>Time to train (hours)</source>
        <translation>训练时长（小时）</translation>
    </message>
    <message>
        <source>Throughput (per second)</source>
        <translation>吞吐量（每秒）</translation>
    </message>
    <message>
        <source>Count chosen</source>
        <translation>选定的卡数</translation>
    </message>
    <message>
        <source>Costs at the default price of each GPU, as in the ranking.</source>
        <translation>成本按各 GPU 的默认价格计算，与排名一致。</translation>
    </message>
    <message numerus="yes">
        <source>%n GPUs: %1 for %2</source>
        <translation>
            <numerusform>%n 张 GPU：%1，花费 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, chosen: %2</source>
        <translation>%1，选定：%2</translation>
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
        <translation>采用 2:4 结构化稀疏的数值。</translation>
    </message>
    <message>
        <source>Dense figures (no sparsity).</source>
        <translation>稠密数值（无稀疏）。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Tick the box to compare this GPU side by side.</source>
        <translation>勾选以便并排对比这款 GPU。</translation>
    </message>
    <message>
        <source>A GPU you added.</source>
        <translation>您添加的 GPU。</translation>
    </message>
    <message>
        <source>This GPU has no such figure.</source>
        <translation>这款 GPU 没有此项数据。</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>Retrieved %1</source>
        <translation>获取于 %1</translation>
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
        <translation>厂商</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>外形规格</translation>
    </message>
    <message>
        <source>CUDA/stream cores</source>
        <translation>CUDA 核心/流处理器</translation>
    </message>
    <message>
        <source>Tensor Cores</source>
        <translation>Tensor Core</translation>
    </message>
    <message>
        <source>Tensor Core gen.</source>
        <translation>Tensor Core 代数</translation>
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
        <translation>显存</translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation>显存类型</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>内存带宽</translation>
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
        <translation>产品名称</translation>
    </message>
    <message>
        <source>Manufacturer</source>
        <translation>制造商</translation>
    </message>
    <message>
        <source>GPU architecture (newer architectures perform better)</source>
        <translation>GPU 架构（越新的架构性能越好）</translation>
    </message>
    <message>
        <source>Year the GPU was launched</source>
        <translation>GPU 发布年份</translation>
    </message>
    <message>
        <source>CUDA cores (NVIDIA) or stream processors (AMD)</source>
        <translation>CUDA 核心（NVIDIA）或流处理器（AMD）</translation>
    </message>
    <message>
        <source>Tensor Cores (NVIDIA) or Matrix Cores (AMD)</source>
        <translation>Tensor Core（NVIDIA）或 Matrix Core（AMD）</translation>
    </message>
    <message>
        <source>Generation of the Tensor/Matrix Cores</source>
        <translation>Tensor/Matrix Core 的代数</translation>
    </message>
    <message>
        <source>Double-precision throughput without Tensor Cores</source>
        <translation>不使用 Tensor Core 的双精度算力</translation>
    </message>
    <message>
        <source>Single-precision throughput without Tensor Cores</source>
        <translation>不使用 Tensor Core 的单精度算力</translation>
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
        <translation>FP8 Tensor Core 算力；Ada Lovelace 和 Hopper 之前的架构不支持</translation>
    </message>
    <message>
        <source>INT8 Tensor Core throughput in TOPS</source>
        <translation>INT8 Tensor Core 算力，单位 TOPS</translation>
    </message>
    <message>
        <source>FP4 Tensor Core throughput; Blackwell only</source>
        <translation>FP4 Tensor Core 算力；仅 Blackwell 支持</translation>
    </message>
    <message>
        <source>Memory capacity</source>
        <translation>显存容量</translation>
    </message>
    <message>
        <source>Memory technology (HBM is faster than GDDR)</source>
        <translation>显存技术（HBM 比 GDDR 快）</translation>
    </message>
    <message>
        <source>Memory bandwidth: decides decoding speed in LLM inference</source>
        <translation>内存带宽：决定大模型推理的解码速度</translation>
    </message>
    <message>
        <source>PCI Express generation of the host link</source>
        <translation>连接主机的 PCI Express 代数</translation>
    </message>
    <message>
        <source>Maximum board power</source>
        <translation>最大板卡功耗</translation>
    </message>
    <message>
        <source>Maximum Multi-Instance GPU partitions</source>
        <translation>多实例 GPU（MIG）的最大分区数</translation>
    </message>
    <message>
        <source>None (PCIe only)</source>
        <translation>无（仅 PCIe）</translation>
    </message>
    <message numerus="yes">
        <source>bridge, %n GPUs</source>
        <translation>
            <numerusform>桥接，%n 张 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>switch, %n GPUs</source>
        <translation>
            <numerusform>交换芯片互连，%n 张 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mesh, %n GPUs</source>
        <translation>
            <numerusform>网状互连，%n 张 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2（%3）</translation>
    </message>
    <message numerus="yes">
        <source>up to %n instances</source>
        <translation>
            <numerusform>最多 %n 个实例</numerusform>
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
        <translation>%1（自定义）</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>市场</translation>
    </message>
    <message>
        <source>SXM/OAM modules sit on a server board; PCIe cards fit a standard slot; a superchip&apos;s GPUs sit in a rack (NVL72); a desktop system is a whole computer for the desk</source>
        <translation>SXM/OAM 模块装在服务器主板上；PCIe 卡插在标准插槽中；超级芯片的 GPU 装在机柜中（NVL72）；桌面系统是放在桌上的整台计算机</translation>
    </message>
    <message>
        <source>Where the GPU is sold: China-market parts are cut down to fit US export rules</source>
        <translation>GPU 的销售市场：中国市场型号经过削减，以符合美国出口管制规定</translation>
    </message>
    <message>
        <source>GPU-to-GPU link bandwidth (NVLink, Infinity Fabric or Ethernet), both directions, and how many GPUs it joins; decides multi-GPU training speed</source>
        <translation>GPU 间互连带宽（NVLink、Infinity Fabric 或以太网，双向合计）及可互连的卡数；决定多卡训练的速度</translation>
    </message>
    <message>
        <source>Superchip</source>
        <comment>form factor: a Grace-Blackwell superchip in a rack</comment>
        <translation>超级芯片</translation>
    </message>
    <message>
        <source>Desktop system</source>
        <comment>form factor: a whole computer for the desk (DGX Spark)</comment>
        <translation>桌面系统</translation>
    </message>
    <message>
        <source>China</source>
        <comment>market: parts made for China&apos;s export rules</comment>
        <translation>中国</translation>
    </message>
    <message>
        <source>Worldwide</source>
        <comment>market: sold everywhere</comment>
        <translation>全球</translation>
    </message>
    <message>
        <source>%1, unified</source>
        <comment>memory type of a GPU whose memory is shared with the CPU</comment>
        <translation>%1，统一内存</translation>
    </message>
    <message>
        <source>Parts sold worldwide</source>
        <comment>market setting</comment>
        <translation>面向全球销售的型号</translation>
    </message>
    <message>
        <source>China-market parts</source>
        <comment>market setting: parts made for China&apos;s export rules</comment>
        <translation>中国市场特供型号</translation>
    </message>
    <message>
        <source>All markets</source>
        <comment>market setting</comment>
        <translation>所有市场</translation>
    </message>
    <message>
        <source>%1 Unverified: no vendor or maker document states this figure; it comes from the best secondary source found.</source>
        <translation>%1 未经核实：没有厂商或整机厂商的文档给出此数值；它来自能找到的最可靠的第二手来源。</translation>
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
        <translation>样本/秒</translation>
    </message>
    <message>
        <source>images/s</source>
        <translation>图/秒</translation>
    </message>
    <message>
        <source>Capacity, tokens/s</source>
        <translation>容量，token/秒</translation>
    </message>
    <message>
        <source>Training tokens/s</source>
        <translation>训练 token/秒</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <source>Samples/s</source>
        <translation>样本/秒</translation>
    </message>
    <message>
        <source>Images/s</source>
        <translation>图/秒</translation>
    </message>
    <message>
        <source>The most tokens per second this configuration could generate; the load asks for %1</source>
        <translation>此配置每秒最多能生成的 token 数；负载要求 %1</translation>
    </message>
    <message>
        <source>First token / per token</source>
        <translation>首 token 延迟 / token 间延迟</translation>
    </message>
    <message>
        <source>Per request</source>
        <translation>每个请求</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>训练时长</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>first token / per token</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>每百万 token 成本</translation>
    </message>
    <message>
        <source>Cost per run</source>
        <translation>每次训练成本</translation>
    </message>
    <message>
        <source>Cost per hour</source>
        <translation>每小时成本</translation>
    </message>
    <message>
        <source>Rental cost per million generated tokens</source>
        <translation>每生成百万 token 的租用成本</translation>
    </message>
    <message>
        <source>Rental cost of the whole training run</source>
        <translation>一次训练的租用总成本</translation>
    </message>
    <message>
        <source>Rental cost per hour of the whole configuration: this workload does not produce tokens</source>
        <translation>整个配置每小时的租用成本：此工作负载不产生 token</translation>
    </message>
</context>
<context>
    <name>ImportCommands</name>
    <message>
        <source>full attention on every layer</source>
        <translation>每层均为全注意力</translation>
    </message>
    <message>
        <source>sliding window on every layer</source>
        <translation>每层均使用滑动窗口</translation>
    </message>
    <message>
        <source>sliding window on %1 of %2 layers, full attention on the others</source>
        <translation>%2 层中有 %1 层使用滑动窗口，其余为全注意力</translation>
    </message>
    <message>
        <source>multi-head latent attention (MLA), latent %1 + RoPE key %2</source>
        <translation>多头潜在注意力（MLA），潜向量 %1 + RoPE 键 %2</translation>
    </message>
    <message>
        <source>none (dense)</source>
        <translation>无（稠密模型）</translation>
    </message>
    <message>
        <source>%1 routed, %2 per token</source>
        <translation>%1 个路由专家，每个 token %2 个</translation>
    </message>
    <message>
        <source>%1 per routed expert</source>
        <translation>每个路由专家 %1</translation>
    </message>
    <message>
        <source>shared experts %1</source>
        <translation>共享专家 %1</translation>
    </message>
    <message>
        <source>%1 dense layers of %2</source>
        <translation>%1 个稠密层，宽度 %2</translation>
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
        <translation>字段</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Active per token</source>
        <translation>每个 token 激活的参数</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏维度</translation>
    </message>
    <message>
        <source>Heads / KV heads</source>
        <translation>注意力头 / KV 头</translation>
    </message>
    <message>
        <source>Head width</source>
        <translation>每头维度</translation>
    </message>
    <message>
        <source>MLP width</source>
        <translation>MLP 宽度</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>词表</translation>
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
        <translation>滑动窗口</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>每 token 的 KV 缓存</translation>
    </message>
    <message>
        <source>%1 KiB (16-bit, all layers, full span)</source>
        <translation>%1 KiB（16 位，全部层，完整跨度）</translation>
    </message>
    <message>
        <source>Suggested precision</source>
        <translation>建议精度</translation>
    </message>
    <message>
        <source>Quantization</source>
        <translation>量化</translation>
    </message>
    <message>
        <source>file type %1</source>
        <translation>文件类型 %1</translation>
    </message>
    <message>
        <source>%1, %2 bits per weight</source>
        <translation>%1，每权重 %2 位</translation>
    </message>
    <message>
        <source>Multi-token prediction</source>
        <translation>多 token 预测</translation>
    </message>
    <message>
        <source>%1 layer(s), not counted</source>
        <translation>%1 层，未计入</translation>
    </message>
    <message>
        <source>Vision tower</source>
        <translation>视觉编码器</translation>
    </message>
    <message>
        <source>%1, not active per token</source>
        <translation>%1，不计入每 token 激活参数</translation>
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
        <translation>假定值（文件中未给出）：</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Unknown keys (not used):</source>
        <translation>未知的键（未使用）：</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>import-config: give exactly one file, e.g. gpu-atlas-cli import-config config.json</source>
        <translation>import-config（导入模型配置）：请给出一个文件，例如 gpu-atlas-cli import-config config.json</translation>
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
        <translation>PP %1（每个阶段 %2 个虚拟阶段）</translation>
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
        <translation>单卡</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 张 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 over NVLink</source>
        <translation>%1，经 NVLink</translation>
    </message>
    <message>
        <source>%1 over PCIe</source>
        <translation>%1，经 PCIe</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n server(s)</source>
        <translation>
            <numerusform>%1，%n 台服务器</numerusform>
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
        <translation>matrix：GPU 目录中没有默认列的 GPU“%1”；请用 --gpus ID,... 指定 GPU</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
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
        <translation>哪款 GPU 适合哪种工作负载</translation>
    </message>
    <message>
        <source>The engine&apos;s verdict for each GPU on each workload, against the best GPU of the row</source>
        <translation>引擎对每款 GPU 在每种工作负载上的结论，与该行最佳 GPU 相比</translation>
    </message>
    <message>
        <source>Each row is ranked over these GPUs from the workload&apos;s priorities; key figure: GPUs needed, speed or time, cost.</source>
        <translation>每行按工作负载的优先级在这些 GPU 之间排名；关键数字：所需卡数、速度或时长、成本。</translation>
    </message>
    <message>
        <source>Select GPUs to compare.</source>
        <translation>请选择要比较的 GPU。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Key figure</source>
        <translation>关键数字</translation>
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
        <translation>--out：%2 的文件类型“%1”未知；请使用 .png、.svg、.pdf、.csv、.md 或 .html</translation>
    </message>
</context>
<context>
    <name>MatrixText</name>
    <message>
        <source>Recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Suitable</source>
        <translation>适合</translation>
    </message>
    <message>
        <source>Possible</source>
        <translation>可用</translation>
    </message>
    <message>
        <source>Unsuitable</source>
        <translation>不适合</translation>
    </message>
    <message>
        <source>at least %1 of the best score</source>
        <translation>至少达到最佳评分的 %1</translation>
    </message>
    <message>
        <source>feasible, below %1 of the best score</source>
        <translation>可行，但低于最佳评分的 %1</translation>
    </message>
    <message>
        <source>not feasible within the workload&apos;s limits</source>
        <translation>在工作负载的限制内不可行</translation>
    </message>
    <message>
        <source>%1/request</source>
        <translation>每个请求 %1</translation>
    </message>
    <message>
        <source>%1 s/request</source>
        <translation>每个请求 %1 秒</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 样本/秒</translation>
    </message>
    <message>
        <source>%1 images/s</source>
        <translation>%1 图/秒</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 张 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>%1 (%2 of the best score)</source>
        <translation>%1（最佳评分的 %2）</translation>
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
        <translation>人民币（CNY）</translation>
    </message>
    <message>
        <source>euros (EUR)</source>
        <translation>欧元（EUR）</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/小时</translation>
    </message>
    <message>
        <source>%1/M tokens</source>
        <translation>%1/百万 token</translation>
    </message>
    <message>
        <source>%1 per run</source>
        <translation>每次训练 %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1/GPU-hour</source>
        <translation>%1/卡·小时</translation>
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
        <translation>%1（您自己的汇率，%2）</translation>
    </message>
    <message>
        <source>Costs are in %1, the currency of every price used; no exchange rate was needed.</source>
        <translation>成本以%1计，与所用各项价格的币种相同，无需换算汇率。</translation>
    </message>
    <message>
        <source>Costs are in %1; prices quoted in another currency are converted at %2.</source>
        <translation>成本以%1计；以其他币种报价的价格已换算，汇率为 %2。</translation>
    </message>
    <message>
        <source>Costs are in %1; to read them in %2, use %3.</source>
        <translation>成本以%1计；如需换算为%2，汇率为 %3。</translation>
    </message>
    <message>
        <source>Costs are in %1; prices quoted in another currency are converted at %2; to read them in %3, use %4.</source>
        <translation>成本以%1计；以其他币种报价的价格已换算，汇率为 %2；如需换算为%3，汇率为 %4。</translation>
    </message>
    <message>
        <source>%1/kWh</source>
        <translation>%1/千瓦时</translation>
    </message>
</context>
<context>
    <name>OdtWriter</name>
    <message>
        <source>%1 · %2 · GPU Atlas %3</source>
        <translation>%1 · %2 · GPU 图鉴 %3</translation>
    </message>
    <message>
        <source>the OpenDocument writer failed</source>
        <translation>OpenDocument 写入失败</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>OpcPackage</name>
    <message>
        <source>cannot start the ZIP package (error %1)</source>
        <translation>无法创建 ZIP 包（错误 %1）</translation>
    </message>
    <message>
        <source>cannot add %1 to the ZIP package (error %2)</source>
        <translation>无法将 %1 加入 ZIP 包（错误 %2）</translation>
    </message>
    <message>
        <source>cannot finish the ZIP package (error %1)</source>
        <translation>无法完成 ZIP 包（错误 %1）</translation>
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
        <translation>购买</translation>
    </message>
    <message>
        <source>Rent per month</source>
        <translation>每月租金</translation>
    </message>
    <message>
        <source>Own per month</source>
        <translation>每月自购成本</translation>
    </message>
    <message>
        <source>Owning cheaper above</source>
        <translation>自购更便宜的利用率</translation>
    </message>
    <message>
        <source>Pays off after</source>
        <translation>回本时间</translation>
    </message>
    <message>
        <source>no purchase price</source>
        <translation>无购买价格</translation>
    </message>
    <message>
        <source>no rental price</source>
        <translation>无租用价格</translation>
    </message>
    <message>
        <source>below %1</source>
        <translation>低于 %1</translation>
    </message>
    <message>
        <source>always</source>
        <translation>始终</translation>
    </message>
    <message>
        <source>never</source>
        <translation>永不</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n 个月</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month(s), after its life</source>
        <translation>
            <numerusform>%n 个月，超过使用寿命</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per run</source>
        <translation>每次训练 %1</translation>
    </message>
    <message>
        <source>%1/M samples</source>
        <translation>%1/百万样本</translation>
    </message>
    <message>
        <source>Cheapest way to run this workload: %1.</source>
        <translation>运行此工作负载最便宜的方式：%1。</translation>
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
        <translation>电价</translation>
    </message>
    <message>
        <source>Data-centre PUE</source>
        <translation>数据中心 PUE</translation>
    </message>
    <message>
        <source>GPU power while busy</source>
        <translation>GPU 忙碌时的功耗</translation>
    </message>
    <message>
        <source>Rest of the server&apos;s power</source>
        <translation>服务器其余部分的功耗</translation>
    </message>
    <message>
        <source>Server share per GPU (SXM/OAM)</source>
        <translation>每张 GPU 的服务器分摊（SXM/OAM）</translation>
    </message>
    <message>
        <source>Server share per GPU (PCIe)</source>
        <translation>每张 GPU 的服务器分摊（PCIe）</translation>
    </message>
    <message>
        <source>Depreciation period</source>
        <translation>折旧期</translation>
    </message>
    <message>
        <source>Resale value at the end</source>
        <translation>期末残值</translation>
    </message>
    <message>
        <source>Maintenance per year</source>
        <translation>每年维护费</translation>
    </message>
    <message>
        <source>Hosting (colocation)</source>
        <translation>托管（机房租用）</translation>
    </message>
    <message>
        <source>The share of each month&apos;s hours the GPUs do useful work. Rented GPUs are paid by the hour used; bought GPUs cost the same whether busy or idle.</source>
        <translation>GPU 每月有效工作的小时比例。租用的 GPU 按使用小时付费；购买的 GPU 无论忙闲成本都一样。</translation>
    </message>
    <message>
        <source>What you pay per kilowatt-hour at the wall.</source>
        <translation>您为每千瓦时用电实际支付的价格（按电表计）。</translation>
    </message>
    <message>
        <source>Power usage effectiveness: the data centre&apos;s total power divided by the IT power (cooling, power delivery). 1 counts the servers only.</source>
        <translation>电能使用效率：数据中心总功率除以 IT 设备功率（含制冷、供电）。1 表示只计服务器。</translation>
    </message>
    <message>
        <source>Average board power of a busy GPU as a share of its TDP.</source>
        <translation>GPU 忙碌时的平均板卡功耗占 TDP 的比例。</translation>
    </message>
    <message>
        <source>What the rest of the server (CPUs, switches, fans, NICs) draws, as a multiple of the GPUs&apos; TDP.</source>
        <translation>服务器其余部分（CPU、交换芯片、风扇、网卡）的功耗，以 GPU TDP 的倍数表示。</translation>
    </message>
    <message>
        <source>The price of the server around each SXM or OAM GPU: baseboard, CPUs, memory, network, storage, chassis.</source>
        <translation>每张 SXM 或 OAM GPU 周边服务器的价格：基板、CPU、内存、网络、存储、机箱。</translation>
    </message>
    <message>
        <source>The price of the server around each PCIe card.</source>
        <translation>每张 PCIe 卡周边服务器的价格。</translation>
    </message>
    <message>
        <source>How long the hardware is written off over (its useful life).</source>
        <translation>硬件的折旧年限（即使用寿命）。</translation>
    </message>
    <message>
        <source>What you expect to sell the hardware for at the end, as a share of its price.</source>
        <translation>期末预计出售硬件可得的金额，占购买价的比例。</translation>
    </message>
    <message>
        <source>Support contract and repairs per year, as a share of the purchase price.</source>
        <translation>每年的维保合同和维修费用，占购买价的比例。</translation>
    </message>
    <message>
        <source>Colocation: rack space, cooling and power delivery per kilowatt of IT load per month (energy is counted separately). 0 for your own server room.</source>
        <translation>机房托管：每千瓦 IT 负载每月的机柜空间、制冷和供电费用（电费另计）。自有机房填 0。</translation>
    </message>
    <message>
        <source>$%1/kWh</source>
        <translation>$%1/千瓦时</translation>
    </message>
    <message>
        <source>%1 × GPU TDP</source>
        <translation>%1 × GPU TDP</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n 个月</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per kW-month</source>
        <translation>每千瓦每月 %1</translation>
    </message>
    <message>
        <source>On-demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>预留</translation>
    </message>
    <message>
        <source>Spot</source>
        <translation>竞价</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>购买</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <comment>GPU count × GPU name</comment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Owning is cheaper than renting above %1 utilisation.</source>
        <translation>利用率高于 %1 时，自购比租用便宜。</translation>
    </message>
    <message>
        <source>Owning is cheaper than this committed rental below %1 utilisation.</source>
        <translation>利用率低于 %1 时，自购比这项承诺租用便宜。</translation>
    </message>
    <message>
        <source>Owning is cheaper than renting at any utilisation.</source>
        <translation>任何利用率下自购都比租用便宜。</translation>
    </message>
    <message>
        <source>Renting is cheaper than owning at any utilisation.</source>
        <translation>任何利用率下租用都比自购便宜。</translation>
    </message>
    <message numerus="yes">
        <source>Buying %1 pays off after %n month(s) at %2 utilisation.</source>
        <translation>
            <numerusform>利用率为 %2 时，购买 %1 在 %n 个月后回本。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Buying %1 pays off only after %n month(s) at %2 utilisation, beyond its %3 life: rent instead.</source>
        <translation>
            <numerusform>利用率为 %2 时，购买 %1 要 %n 个月才能回本，超过了其使用寿命（%3）：建议租用。</numerusform>
        </translation>
    </message>
    <message>
        <source>Buying %1 never pays off at %2 utilisation: renting costs less each month than running your own.</source>
        <translation>利用率为 %2 时，购买 %1 永远无法回本：租用每月的花费低于自己运营。</translation>
    </message>
    <message>
        <source>Renting costs %1 per training run; owning, %2.</source>
        <translation>每次训练的费用：租用 %1，自购 %2。</translation>
    </message>
    <message>
        <source>Renting costs %1; owning, %2.</source>
        <translation>费用：租用 %1，自购 %2。</translation>
    </message>
    <message>
        <source>Renting costs %1 per million samples; owning, %2.</source>
        <translation>每百万样本的费用：租用 %1，自购 %2。</translation>
    </message>
    <message>
        <source>%1 per run</source>
        <translation>每次训练 %1</translation>
    </message>
    <message>
        <source>%1 per million samples</source>
        <translation>每百万样本 %1</translation>
    </message>
    <message>
        <source>buy %1: %2 at %3 utilisation</source>
        <translation>购买 %1：%2（利用率 %3）</translation>
    </message>
    <message>
        <source>rent %1: %2</source>
        <translation>租用 %1：%2</translation>
    </message>
    <message>
        <source>Street price</source>
        <translation>市场价</translation>
    </message>
    <message>
        <source>Street price (analyst estimate)</source>
        <translation>市场价（分析师估计）</translation>
    </message>
    <message>
        <source>Street price (refurbished/used)</source>
        <translation>市场价（翻新/二手）</translation>
    </message>
    <message>
        <source>Street price (estimate)</source>
        <translation>市场价（估计）</translation>
    </message>
    <message>
        <source>Street price (spot market)</source>
        <translation>市场价（现货市场）</translation>
    </message>
    <message>
        <source>Estimate from sibling card</source>
        <translation>按同系列显卡估计</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>估计</translation>
    </message>
    <message>
        <source>NVIDIA MSRP</source>
        <translation>NVIDIA 建议零售价</translation>
    </message>
    <message>
        <source>NVIDIA launch price</source>
        <translation>NVIDIA 发布价</translation>
    </message>
    <message>
        <source>MSRP as quoted</source>
        <translation>报价中的建议零售价</translation>
    </message>
    <message>
        <source>Retail price</source>
        <translation>零售价</translation>
    </message>
    <message numerus="yes">
        <source>Buying %1 pays off after %n month(s) compared with renting %2 at %3 for the same work.</source>
        <translation>
            <numerusform>若租用 %2（%3）完成相同工作量，购买 %1 在 %n 个月后回本。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Buying %1 pays off only after %n month(s) compared with renting %2 at %3 for the same work, beyond its %4 life: rent instead.</source>
        <translation>
            <numerusform>若租用 %2（%3）完成相同工作量，购买 %1 要 %n 个月才能回本，超过了其使用寿命（%4）：建议租用。</numerusform>
        </translation>
    </message>
    <message>
        <source>Buying %1 never pays off compared with renting %2 at %3 for the same work: the rental costs less each month than running your own.</source>
        <translation>若租用 %2（%3）完成相同工作量，购买 %1 永远无法回本：租用每月的花费低于自己运营。</translation>
    </message>
    <message>
        <source>At %1 utilisation of the GPUs bought, renting costs %2 a month (%3 per training run); owning, %4 a month amortised (%5 per run).</source>
        <translation>所购 GPU 利用率为 %1 时，租用每月花费 %2（每次训练 %3）；自购每月摊销 %4（每次训练 %5）。</translation>
    </message>
    <message>
        <source>%1/M samples</source>
        <translation>%1/百万样本</translation>
    </message>
    <message>
        <source>At %1 utilisation of the GPUs bought, renting costs %2 a month (%3); owning, %4 a month amortised (%5).</source>
        <translation>所购 GPU 利用率为 %1 时，租用每月花费 %2（%3）；自购每月摊销 %4（%5）。</translation>
    </message>
</context>
<context>
    <name>PptxWriter</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
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
        <translation>卡数</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>可行</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>瓶颈</translation>
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
        <translation>report：多余的参数“%1”</translation>
    </message>
    <message>
        <source>--workload: give the workload file (JSON), e.g. --workload chat.json</source>
        <translation>--workload：请给出工作负载文件（JSON），例如 --workload chat.json</translation>
    </message>
    <message>
        <source>report: --out FILE.pdf, .html, .md or .odt is required</source>
        <translation>report：需要 --out FILE.pdf、.html、.md 或 .odt</translation>
    </message>
    <message>
        <source>--out: unknown file type &quot;%1&quot; in %2; use .pdf, .html, .md or .odt</source>
        <translation>--out：%2 的文件类型“%1”未知；请用 .pdf、.html、.md 或 .odt</translation>
    </message>
</context>
<context>
    <name>ReportDocument</name>
    <message>
        <source>The GPUs chosen for comparison, side by side.</source>
        <translation>选作对比的 GPU，并排显示。</translation>
    </message>
    <message>
        <source>The workload&apos;s candidate GPUs, side by side.</source>
        <translation>工作负载的候选 GPU，并排显示。</translation>
    </message>
    <message numerus="yes">
        <source>The %n best-ranked candidate(s), side by side; the ranking below lists all of them.</source>
        <translation>
            <numerusform>排名最前的 %n 款候选 GPU 并排显示；下面的排名列出全部候选。</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU recommendation report</source>
        <translation>GPU 推荐报告</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>No GPU was considered for this workload.</source>
        <translation>没有为此工作负载考虑任何 GPU。</translation>
    </message>
    <message>
        <source>No candidate fits this workload within its constraints. The reasons for each verdict say what is missing: more GPUs, a smaller model or batch, a lower precision, or looser limits.</source>
        <translation>没有候选 GPU 能在约束条件内运行此工作负载。每项结论的原因说明了缺少什么：更多 GPU、更小的模型或批大小、更低的精度，或更宽松的限制。</translation>
    </message>
    <message>
        <source>Recommended: %1 Bottleneck: %2.</source>
        <translation>推荐：%1。瓶颈：%2。</translation>
    </message>
    <message>
        <source>%1 of %2 candidates fit the workload within its constraints. Every figure is an estimate by the GPU Atlas engine from published specifications, prices and the assumptions listed at the end; real systems differ by the ranges given with each result.</source>
        <translation>%2 款候选中有 %1 款能在约束条件内运行此工作负载。所有数字都是 GPU 图鉴引擎根据公开规格、价格和文末所列假设做出的估算；实际系统会有偏差，幅度见各结果给出的范围。</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>GPUs compared</source>
        <translation>对比的 GPU</translation>
    </message>
    <message>
        <source>Specification</source>
        <translation>规格</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Reasons for each verdict</source>
        <translation>各项结论的原因</translation>
    </message>
    <message>
        <source>Assumptions and constants</source>
        <translation>假设与常量</translation>
    </message>
    <message>
        <source>Serving stack: %1.</source>
        <translation>推理框架：%1。</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>分组</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认值</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>%1 (changed)</source>
        <translation>%1（已修改）</translation>
    </message>
    <message>
        <source>Every constant is at its default.</source>
        <translation>所有常量均为默认值。</translation>
    </message>
    <message numerus="yes">
        <source>%n constant(s) changed from the default, marked &quot;changed&quot;.</source>
        <translation>
            <numerusform>有 %n 个常量与默认值不同，标为“已修改”。</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Calibration factor</source>
        <translation>校准系数</translation>
    </message>
    <message>
        <source>Data sources</source>
        <translation>数据来源</translation>
    </message>
    <message>
        <source>Specifications</source>
        <translation>规格</translation>
    </message>
    <message>
        <source>Retrieved</source>
        <translation>获取日期</translation>
    </message>
    <message>
        <source>your own entry</source>
        <translation>您自己的条目</translation>
    </message>
    <message>
        <source>no source given</source>
        <translation>未给出来源</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>提供商</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation>每卡每小时</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>your own quote</source>
        <translation>您自己的报价</translation>
    </message>
    <message>
        <source>No rental prices are known for these GPUs: costs are not estimated.</source>
        <translation>这些 GPU 没有已知的租用价格：不估算成本。</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>How each figure is estimated, and the source of every formula and constant, is documented in docs/engine.md. Check prices and figures before you buy.</source>
        <translation>每个数字如何估算，以及每个公式和常量的来源，详见 docs/engine.md。购买前请核对价格和数据。</translation>
    </message>
    <message>
        <source>Rent or buy</source>
        <translation>租用还是购买</translation>
    </message>
    <message>
        <source>Renting cannot be compared with buying: no candidate that fits has a rental price, or none has a purchase price.</source>
        <translation>无法比较租用与购买：可行的候选都没有租用价格，或都没有购买价格。</translation>
    </message>
    <message>
        <source>Renting against buying, as compared on the Cost of ownership page:</source>
        <translation>租用与购买的比较，与“拥有成本”页面所选一致：</translation>
    </message>
    <message>
        <source>Renting against buying: the rental that costs least per unit of work against the GPUs that cost least to own per unit of work.</source>
        <translation>租用与购买的比较：单位工作量租用成本最低的方案，对比单位工作量拥有成本最低的 GPU。</translation>
    </message>
    <message>
        <source>The same work each way: what the GPUs bought do in a month at the utilisation used; the rented GPUs are paid for the hours they need for it at their own speed.</source>
        <translation>两种方式完成相同的工作量：所购 GPU 在所用利用率下一个月完成的工作；租用的 GPU 按自身速度完成这些工作所需的小时数付费。</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>购买</translation>
    </message>
    <message>
        <source>%1 per run</source>
        <translation>每次训练 %1</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>Busy hours per month (of 730)</source>
        <translation>每月忙碌小时数（共 730）</translation>
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
        <translation>%1（运营 %2）</translation>
    </message>
    <message>
        <source>Per unit of work</source>
        <translation>单位工作量成本</translation>
    </message>
    <message>
        <source>Buying pays off after</source>
        <translation>购买回本时间</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n 个月</numerusform>
        </translation>
    </message>
    <message>
        <source>never</source>
        <translation>永不</translation>
    </message>
    <message>
        <source>Each candidate rented and bought</source>
        <translation>每个候选的租用与购买</translation>
    </message>
    <message>
        <source>At each configuration&apos;s default prices; per month at the utilisation used of its own GPUs, so rows do different amounts of work: compare them per run or per million units.</source>
        <translation>按每个配置的默认价格；每月成本按其自身 GPU 的所用利用率计算，因此各行完成的工作量不同：请按每次训练或每百万单位比较。</translation>
    </message>
    <message>
        <source>No candidate that fits has a price.</source>
        <translation>可行的候选都没有价格。</translation>
    </message>
    <message>
        <source>Ownership inputs</source>
        <translation>拥有成本输入项</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入项</translation>
    </message>
    <message>
        <source>Prices used</source>
        <translation>所用价格</translation>
    </message>
    <message>
        <source>%1 (over a year old)</source>
        <translation>%1（超过一年）</translation>
    </message>
    <message>
        <source>No purchase price is known for these GPUs.</source>
        <translation>这些 GPU 没有已知的购买价格。</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) are more than a year old: check current prices before you buy.</source>
        <translation>
            <numerusform>%n 个价格已超过一年：购买前请核实当前价格。</numerusform>
        </translation>
    </message>
    <message>
        <source>All candidates, best first. Each GPU is shown at the count that serves the job best: of the counts tried, none is both faster and cheaper for the workload&apos;s priorities (the chart of counts below). The score (0-100) weighs speed, cost and energy by those priorities.</source>
        <translation>全部候选，按优劣排序。每种 GPU 都以最适合该任务的卡数列出：在尝试过的卡数中，按工作负载的优先级，没有哪个既更快又更便宜（见下方的卡数图）。评分（0–100）按这些优先级权衡速度、成本和能耗。</translation>
    </message>
</context>
<context>
    <name>ReportWriter</name>
    <message>
        <source>%1 · %2 · GPU Atlas %3</source>
        <translation>%1 · %2 · GPU 图鉴 %3</translation>
    </message>
    <message>
        <source>cannot start the PDF writer</source>
        <translation>无法启动 PDF 写入器</translation>
    </message>
    <message>
        <source>cannot start page %1</source>
        <translation>无法开始第 %1 页</translation>
    </message>
    <message>
        <source>GPU Atlas %1 · %2</source>
        <translation>GPU 图鉴 %1 · %2</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>the PDF writer failed</source>
        <translation>PDF 写入失败</translation>
    </message>
    <message>
        <source>Cannot write %1: the chart &quot;%2&quot; could not be drawn</source>
        <translation>无法写入 %1：图表“%2”无法绘制</translation>
    </message>
    <message>
        <source>Cannot write %1: cannot create the folder %2</source>
        <translation>无法写入 %1：无法创建文件夹 %2</translation>
    </message>
    <message>
        <source>%1: unknown file type &quot;%2&quot;; use .pdf, .html, .md or .odt</source>
        <translation>%1：文件类型“%2”未知；请用 .pdf、.html、.md 或 .odt</translation>
    </message>
</context>
<context>
    <name>ResultChartsBuilder</name>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
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
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Runtime reserve</source>
        <translation>运行时预留</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <source>Each candidate&apos;s memory per GPU, best candidate first. A bar that passes the solid line needs more than the usable memory and does not fit.</source>
        <translation>各候选的每卡显存，最佳候选在前。超过实线的柱子需要的显存多于可用显存，放不下。</translation>
    </message>
    <message>
        <source>Memory per GPU (GB)</source>
        <translation>每卡显存（GB）</translation>
    </message>
    <message>
        <source>Usable memory: the capacity less what the driver, the CUDA context and fragmentation take (see Assumptions). Capacity: the vendor&apos;s figure.</source>
        <translation>可用显存：容量减去驱动、CUDA 上下文和碎片占用的部分（见“假设”）。容量：厂商标称值。</translation>
    </message>
    <message>
        <source>Usable memory</source>
        <translation>可用显存</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>Pinned total</source>
        <translation>固定结果总量</translation>
    </message>
    <message>
        <source>No results yet.</source>
        <translation>还没有结果。</translation>
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
        <translation>当前</translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation>已固定</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>which result: value</comment>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>(%n GPU(s))</source>
        <translation>
            <numerusform>（%n 张 GPU）</numerusform>
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
        <translation>训练吞吐量</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Feasible candidates, best first; higher is better.</source>
        <translation>可行的候选，最佳在前；越高越好。</translation>
    </message>
    <message>
        <source>Throughput (%1)</source>
        <translation>吞吐量（%1）</translation>
    </message>
    <message>
        <source>No candidate is feasible: nothing to compare.</source>
        <translation>没有可行的候选：无可比较。</translation>
    </message>
    <message>
        <source>Feasible candidates, best first; lower is better. n/a: no price for this GPU.</source>
        <translation>可行的候选，最佳在前；越低越好。不适用：此 GPU 无价格。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>The best %1 of %Ln candidates are shown.</source>
        <translation>
            <numerusform>仅显示排名前 %1 的候选（共 %Ln 款）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The best %1 of %Ln feasible candidates are shown.</source>
        <translation>
            <numerusform>仅显示排名前 %1 的可行候选（共 %Ln 款）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Feasible candidates, best first: the most each could serve; every one serves the load.</source>
        <translation>可行的候选，最佳在前：各自最多可承载的量；每个都能承载该负载。</translation>
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
        <translation>未知页面“%1”；请选择：%2。</translation>
    </message>
    <message>
        <source>Cannot write %1: the folder does not exist.</source>
        <translation>无法写入 %1：文件夹不存在。</translation>
    </message>
</context>
<context>
    <name>SensitivityChartBuilder</name>
    <message>
        <source>Micro-batch per GPU</source>
        <translation>每卡微批大小</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>Sequence length (tokens)</source>
        <translation>序列长度（token）</translation>
    </message>
    <message>
        <source>Prompt length (tokens)</source>
        <translation>提示词长度（token）</translation>
    </message>
    <message>
        <source>micro-batch</source>
        <translation>微批</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>prompt length</source>
        <translation>提示词长度</translation>
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
        <translation>训练时长（小时）</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Time to train</source>
        <translation>训练时长</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>敏感性</translation>
    </message>
    <message>
        <source>Describe a workload on the Recommendation page to see how its results change with batch size or context length.</source>
        <translation>请在“推荐”页描述一个工作负载，查看其结果如何随批大小或上下文长度变化。</translation>
    </message>
    <message>
        <source>Select GPUs to compare in the spec table.</source>
        <translation>请在规格表中勾选要对比的 GPU。</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <comment>result against variable</comment>
        <translation>%1随%2的变化</translation>
    </message>
    <message>
        <source>Each point at the GPU count the engine chooses there; gaps where a GPU is not feasible.</source>
        <translation>每个点采用引擎在该处选择的卡数；GPU 不可行处留空。</translation>
    </message>
    <message>
        <source>Each point at the GPU count the engine chooses there, without the request rate; gaps where a GPU is not feasible.</source>
        <translation>每个点采用引擎在该处选择的卡数，不考虑请求速率；GPU 不可行处留空。</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>workload name. how the points are made</comment>
        <translation>%1。%2</translation>
    </message>
    <message>
        <source>Crossover</source>
        <translation>交叉点</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2: %3 (%n GPU(s))</source>
        <translation>
            <numerusform>%1 %2：%3（%n 张 GPU）</numerusform>
        </translation>
    </message>
    <message>
        <source>None of the selected GPUs can run this workload in the range shown.</source>
        <translation>所选 GPU 在所示范围内都无法运行此工作负载。</translation>
    </message>
    <message>
        <source>At %1 ≈ %2, %3 overtakes %4.</source>
        <translation>在%1 ≈ %2 处，%3 超过 %4。</translation>
    </message>
    <message>
        <source>Not feasible anywhere in this range: %1.</source>
        <translation>在此范围内均不可行：%1。</translation>
    </message>
    <message>
        <source>No crossover in this range: the order of the GPUs stays the same.</source>
        <translation>此范围内没有交叉点：GPU 的排序保持不变。</translation>
    </message>
    <message numerus="yes">
        <source>%n more crossover(s) not listed.</source>
        <translation>
            <numerusform>另有 %n 个交叉点未列出。</numerusform>
        </translation>
    </message>
    <message>
        <source>Estimates by the GPU Atlas engine with the current prices and assumptions.</source>
        <translation>由 GPU 图鉴引擎按当前价格和假设估算。</translation>
    </message>
    <message numerus="yes">
        <source>Each point at %n GPU(s), the count fixed for every candidate; gaps where a GPU is not feasible.</source>
        <translation>
            <numerusform>每个点都按 %n 张 GPU 计算，即为每个候选固定的数量；空缺处表示该 GPU 不可行。</numerusform>
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
        <translation>%1 图/秒</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 样本/秒</translation>
    </message>
    <message numerus="yes">
        <source>%n GPUs</source>
        <comment>a count of GPUs</comment>
        <translation>
            <numerusform>%n 张 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2; no other count is faster.</source>
        <translation>%1：%2；没有其他卡数更快。</translation>
    </message>
    <message>
        <source>%1: %2 for %3; no other count is both faster and cheaper.</source>
        <translation>%1：%2，花费 %3；没有其他卡数既更快又更便宜。</translation>
    </message>
    <message>
        <source>%1: %2; %3 would take %4.</source>
        <translation>%1：%2；用 %3 需要 %4。</translation>
    </message>
    <message>
        <source>%1: %2 for %3; %4 would take %5 for %6 less.</source>
        <translation>%1：%2，花费 %3；用 %4 需要 %5，少花 %6。</translation>
    </message>
    <message>
        <source>%1: %2 for %3; %4 would take %5 for %6 more.</source>
        <translation>%1：%2，花费 %3；用 %4 需要 %5，多花 %6。</translation>
    </message>
    <message>
        <source>%1: %2; no other count is both faster and cheaper for the same work.</source>
        <translation>%1：%2；完成同样的工作量，没有其他卡数既更快又更便宜。</translation>
    </message>
    <message>
        <source>%1: %2; %3 would give %4.</source>
        <translation>%1：%2；用 %3 可达 %4。</translation>
    </message>
    <message>
        <source>%1: %2 at %3 per million tokens; %4 would give %5 at %6 per million tokens.</source>
        <translation>%1：%2，每百万 token %3；用 %4 可达 %5，每百万 token %6。</translation>
    </message>
    <message>
        <source>%1: %2; %3 would give %4 for %5 less for the same work.</source>
        <translation>%1：%2；用 %3 可达 %4，同样的工作量少花 %5。</translation>
    </message>
    <message>
        <source>%1: %2; %3 would give %4 for %5 more for the same work.</source>
        <translation>%1：%2；用 %3 可达 %4，同样的工作量多花 %5。</translation>
    </message>
    <message>
        <source>%1: the fewest that sustain the load.</source>
        <translation>%1：能承载该负载的最少卡数。</translation>
    </message>
    <message>
        <source>%1: the fewest that sustain the load, for %2 per hour.</source>
        <translation>%1：能承载该负载的最少卡数，每小时 %2。</translation>
    </message>
    <message>
        <source>%1: the fewest that sustain the load; %2 would sustain up to %3.</source>
        <translation>%1：能承载该负载的最少卡数；用 %2 最多可承载 %3。</translation>
    </message>
    <message>
        <source>%1: the fewest that sustain the load, for %2 per hour; %3 would sustain up to %4 for %5 per hour.</source>
        <translation>%1：能承载该负载的最少卡数，每小时 %2；用 %3 最多可承载 %4，每小时 %5。</translation>
    </message>
</context>
<context>
    <name>SlidesCommands</name>
    <message>
        <source>slides: unexpected argument &quot;%1&quot;</source>
        <translation>slides：多余的参数“%1”</translation>
    </message>
    <message>
        <source>--workload: give the workload file (JSON), e.g. --workload chat.json</source>
        <translation>--workload：请给出工作负载文件（JSON），例如 --workload chat.json</translation>
    </message>
    <message>
        <source>slides: --out FILE.pptx is required</source>
        <translation>slides：需要 --out FILE.pptx</translation>
    </message>
    <message>
        <source>--out: unknown file type &quot;%1&quot; in %2; use .pptx</source>
        <translation>--out：%2 的文件类型“%1”未知；请用 .pptx</translation>
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
        <translation>稠密 FP16/BF16 Tensor Core 算力（FP32 累加，无 2:4 稀疏）</translation>
    </message>
    <message>
        <source>Tensor throughput is dense (without 2:4 sparsity).</source>
        <translation>Tensor 算力为稠密值（不含 2:4 稀疏）。</translation>
    </message>
    <message>
        <source>Dense FP8 Tensor Core throughput; not available before Ada Lovelace and Hopper</source>
        <translation>稠密 FP8 Tensor Core 算力；Ada Lovelace 和 Hopper 之前的架构不支持</translation>
    </message>
    <message>
        <source>no FP8 support</source>
        <translation>不支持 FP8</translation>
    </message>
    <message>
        <source>GPU-to-GPU link</source>
        <translation>GPU 间互连</translation>
    </message>
    <message>
        <source>NVLink or Infinity Fabric bandwidth per GPU, both directions; for cards without one, the bandwidth of their PCIe x16 slot</source>
        <translation>每张 GPU 的 NVLink 或 Infinity Fabric 双向带宽；没有这类互连的卡按其 PCIe x16 插槽带宽计</translation>
    </message>
    <message>
        <source>GPU-to-GPU link: NVLink or Infinity Fabric, both directions; cards without one are shown with their PCIe x16 bandwidth.</source>
        <translation>GPU 间互连：NVLink 或 Infinity Fabric，双向；没有这类互连的卡显示其 PCIe x16 带宽。</translation>
    </message>
    <message>
        <source>PCIe Gen %1 x16, no NVLink</source>
        <translation>PCIe 第 %1 代 x16，无 NVLink</translation>
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
        <translation>TFLOPS 每 $/小时</translation>
    </message>
    <message>
        <source>Dense FP16 Tensor TFLOPS per dollar of on-demand rent per GPU-hour</source>
        <translation>稠密 FP16 Tensor TFLOPS 除以每卡每小时的按需租金（美元）</translation>
    </message>
    <message>
        <source>Performance per dollar: dense FP16 TFLOPS / default on-demand price per GPU-hour (prices.json).</source>
        <translation>每美元性能：稠密 FP16 TFLOPS / 每卡每小时默认按需价格（prices.json）。</translation>
    </message>
    <message>
        <source>%1 TFLOPS per $/h</source>
        <translation>%1 TFLOPS 每 $/小时</translation>
    </message>
    <message>
        <source>no rental price</source>
        <translation>无租用价格</translation>
    </message>
    <message>
        <source>at %1 from %2</source>
        <translation>%1，来自 %2</translation>
    </message>
</context>
<context>
    <name>SpreadsheetTables</name>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>网址</translation>
    </message>
    <message>
        <source>Retrieved</source>
        <translation>获取日期</translation>
    </message>
    <message>
        <source>your own entry</source>
        <translation>您自己的条目</translation>
    </message>
    <message>
        <source>no source given</source>
        <translation>未给出来源</translation>
    </message>
    <message>
        <source>GPU Atlas spec table</source>
        <translation>GPU 图鉴规格表</translation>
    </message>
    <message>
        <source>Specifications (dense)</source>
        <translation>规格（稠密）</translation>
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
        <translation>图表</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>卡数</translation>
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
        <translation>训练时长（小时）</translation>
    </message>
    <message>
        <source>First token (ms)</source>
        <translation>首 token 延迟（毫秒）</translation>
    </message>
    <message>
        <source>Per token (ms)</source>
        <translation>token 间延迟（毫秒）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Score (0-100)</source>
        <translation>评分（0–100）</translation>
    </message>
    <message>
        <source>Bottleneck</source>
        <translation>瓶颈</translation>
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
        <translation>提供商</translation>
    </message>
    <message>
        <source>Instance</source>
        <translation>实例</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>your own quote</source>
        <translation>您自己的报价</translation>
    </message>
    <message>
        <source>GPU ranking</source>
        <translation>GPU 排名</translation>
    </message>
    <message>
        <source>Cost per hour (%1)</source>
        <translation>每小时成本（%1）</translation>
    </message>
    <message>
        <source>Per GPU-hour, as quoted</source>
        <translation>每卡每小时（按原报价）</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
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
        <translation>--out：%2 的文件类型“%1”未知；请用 %3</translation>
    </message>
</context>
<context>
    <name>TableExporter</name>
    <message>
        <source>GPU specifications</source>
        <translation>GPU 规格</translation>
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
        <translation>%1：文件类型“%2”未知；请用 .csv、.md 或 .html</translation>
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
        <translation>$%1/小时</translation>
    </message>
    <message>
        <source>$%1/M tokens</source>
        <translation>$%1/百万 token</translation>
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
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 kWh</source>
        <translation>%1 千瓦时</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 hundred million</source>
        <translation>%1 亿</translation>
    </message>
    <message>
        <source>%1 ten thousand</source>
        <translation>%1 万</translation>
    </message>
    <message>
        <source>%1 trillion</source>
        <translation>%1 万亿</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>%1 十亿</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 百万</translation>
    </message>
    <message>
        <source>%1 request/s</source>
        <translation>每秒 %1 个请求</translation>
    </message>
    <message>
        <source>%1 requests/s</source>
        <translation>每秒 %1 个请求</translation>
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
        <translation>%1 无效，已原样保留；保存前请先将其移开。</translation>
    </message>
    <message>
        <source>Cannot create the folder for %1.</source>
        <translation>无法为 %1 创建文件夹。</translation>
    </message>
    <message>
        <source>the data could not be written</source>
        <translation>数据无法写入</translation>
    </message>
    <message>
        <source>%1 is invalid and was kept as it is; set it aside first.</source>
        <translation>%1 无效，已原样保留；请先将其移开。</translation>
    </message>
    <message>
        <source>Cannot remove %1.</source>
        <translation>无法删除 %1。</translation>
    </message>
</context>
<context>
    <name>UserDataPages</name>
    <message>
        <source>&amp;Prices…</source>
        <translation>价格(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;My GPUs…</source>
        <translation>我的 GPU(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Calibration from measurements…</source>
        <translation>根据实测校准(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Exchange rates…</source>
        <translation>汇率(&amp;E)…</translation>
    </message>
</context>
<context>
    <name>WorkloadFileDialogs</name>
    <message>
        <source>Open workload</source>
        <translation>打开工作负载</translation>
    </message>
    <message>
        <source>Workload (*.json);;All files (*)</source>
        <translation>工作负载（*.json）;;所有文件（*）</translation>
    </message>
    <message>
        <source>workload.json</source>
        <translation>workload.json</translation>
    </message>
    <message>
        <source>Save workload</source>
        <translation>保存工作负载</translation>
    </message>
    <message>
        <source>Could not open the workload:
%1</source>
        <translation>无法打开工作负载：
%1</translation>
    </message>
    <message>
        <source>Could not save the workload:
%1</source>
        <translation>无法保存工作负载：
%1</translation>
    </message>
</context>
<context>
    <name>WorkloadPresets</name>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Start from defaults and set everything yourself.</source>
        <translation>从默认值开始，全部自行设置。</translation>
    </message>
</context>
<context>
    <name>WorkloadSummary</name>
    <message>
        <source>full (all weights)</source>
        <translation>全参数（所有权重）</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base model)</source>
        <translation>QLoRA（4 位基础模型）</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>AdamW, 8-bit states</source>
        <translation>AdamW，8 位状态</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <source>none (all activations kept)</source>
        <translation>不重计算（保留全部激活）</translation>
    </message>
    <message>
        <source>selective (attention recomputed)</source>
        <translation>选择性（重计算注意力）</translation>
    </message>
    <message>
        <source>full (every layer recomputed)</source>
        <translation>完全（每层都重计算）</translation>
    </message>
    <message>
        <source>cloud</source>
        <translation>云端</translation>
    </message>
    <message>
        <source>a data-centre server (up to 8 GPUs)</source>
        <translation>数据中心服务器（最多 8 张 GPU）</translation>
    </message>
    <message>
        <source>a workstation (a few PCIe cards)</source>
        <translation>工作站（几张 PCIe 卡）</translation>
    </message>
    <message>
        <source>a custom model</source>
        <translation>自定义模型</translation>
    </message>
    <message>
        <source>Inference on %1</source>
        <translation>%1 推理</translation>
    </message>
    <message>
        <source>Fine-tuning %1</source>
        <translation>微调 %1</translation>
    </message>
    <message>
        <source>Training %1</source>
        <translation>训练 %1</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>%1 (%2 parameters)</source>
        <translation>%1（参数量 %2）</translation>
    </message>
    <message>
        <source>%1, given in the workload</source>
        <translation>%1，在工作负载中给出</translation>
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
        <translation>在线服务（延迟重要）</translation>
    </message>
    <message>
        <source>offline batch processing</source>
        <translation>离线批处理</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>提示词</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 个 token</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>as large as fits in memory</source>
        <translation>显存能放下的最大值</translation>
    </message>
    <message>
        <source>%1 (default for the precision)</source>
        <translation>%1（该精度的默认值）</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Request rate</source>
        <translation>请求速率</translation>
    </message>
    <message>
        <source>not set (peak throughput)</source>
        <translation>未设置（峰值吞吐量）</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>首 token 延迟</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>最多 %1</translation>
    </message>
    <message>
        <source>Time between tokens</source>
        <translation>token 间延迟</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>样本数</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Micro-batch per GPU</source>
        <translation>每卡微批大小</translation>
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
        <translation>优化器</translation>
    </message>
    <message>
        <source>Activation recomputation</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>运行环境</translation>
    </message>
    <message>
        <source>Most GPUs</source>
        <translation>卡数上限</translation>
    </message>
    <message>
        <source>Budget per hour</source>
        <translation>每小时预算</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Budget for the run</source>
        <translation>训练总预算</translation>
    </message>
    <message>
        <source>Priorities</source>
        <translation>优先级</translation>
    </message>
    <message>
        <source>speed %1, cost %2, energy %3</source>
        <translation>速度 %1，成本 %2，能耗 %3</translation>
    </message>
    <message>
        <source>GPUs considered</source>
        <translation>考虑的 GPU</translation>
    </message>
    <message>
        <source>every GPU in the catalogue</source>
        <translation>目录中的每款 GPU</translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>%1 for every candidate</source>
        <translation>每个候选均为 %1</translation>
    </message>
    <message>
        <source>for each GPU, the count that serves the job best</source>
        <translation>每种 GPU 各取最适合该任务的卡数</translation>
    </message>
</context>
<context>
    <name>XlsxWriter</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>--%1: expected a whole number from %2 to %3, got &quot;%4&quot;</source>
        <translation>--%1：应为 %2 到 %3 之间的整数，实际为“%4”</translation>
    </message>
    <message>
        <source>cannot write the output: %1</source>
        <translation>无法写出输出：%1</translation>
    </message>
    <message>
        <source>--%1: no file given</source>
        <translation>--%1：未指定文件</translation>
    </message>
    <message>
        <source>--currency: &quot;%1&quot; is not a currency; use USD, CNY or EUR</source>
        <translation>--currency：“%1”不是币种；请使用 USD、CNY 或 EUR</translation>
    </message>
    <message>
        <source>--currency: no exchange rate to %1 for every price (exchange-rates.json)</source>
        <translation>--currency：并非每项价格都有换算为 %1 的汇率（exchange-rates.json）</translation>
    </message>
    <message>
        <source>--market: &quot;%1&quot; is not a market; use global, china or all</source>
        <translation>--market：“%1”不是有效的市场；请使用 global、china 或 all</translation>
    </message>
</context>
<context>
    <name>gpuatlas::Application</name>
    <message>
        <source>GPU Atlas cannot start</source>
        <translation>GPU 图鉴无法启动</translation>
    </message>
    <message>
        <source>The data files could not be loaded:

%1</source>
        <translation>无法加载数据文件：

%1</translation>
    </message>
    <message>
        <source>GPU Atlas cannot open the workload</source>
        <translation>GPU 图鉴无法打开工作负载</translation>
    </message>
    <message>
        <source>The workload could not be opened:

%1</source>
        <translation>无法打开工作负载：

%1</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::AccuracyAction</name>
    <message>
        <source>&amp;Accuracy of the estimates…</source>
        <translation>估算的准确度(&amp;A)…</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>准确度</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::AccuracyDialog</name>
    <message>
        <source>Accuracy</source>
        <translation>准确度</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>显示(&amp;S)：</translation>
    </message>
    <message>
        <source>Validation (nothing was fitted to these)</source>
        <translation>验证集（未用于拟合任何常量）</translation>
    </message>
    <message>
        <source>Calibration (what the constants were fitted to)</source>
        <translation>校准集（常量据此拟合）</translation>
    </message>
    <message>
        <source>All published measurements</source>
        <translation>全部公开实测</translation>
    </message>
    <message>
        <source>Which measurements to show</source>
        <translation>要显示的实测</translation>
    </message>
    <message>
        <source>Published measurements against the estimates</source>
        <translation>公开实测与估算对比</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>表格(&amp;T)</translation>
    </message>
    <message>
        <source>C&amp;hart</source>
        <translation>图表(&amp;H)</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::AccuracyModel</name>
    <message>
        <source>not reproduced: %1</source>
        <translation>无法复现：%1</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>案例</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>数据集</translation>
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
        <translation>卡数</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测值</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>估算值</translation>
    </message>
    <message>
        <source>Estimate / measured</source>
        <translation>估算 / 实测</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::AssumptionsModel</name>
    <message>
        <source>Group</source>
        <translation>分组</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认值</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::AssumptionsPanel</name>
    <message>
        <source>Every number the estimates rest on. Double-click a value to change it; the results update at once. Hover over a row for what it means and where it comes from.</source>
        <translation>估算所依据的全部数字。双击数值即可修改，结果会立即更新。将鼠标悬停在某一行上可查看其含义和出处。</translation>
    </message>
    <message>
        <source>Serving software:</source>
        <translation>推理框架：</translation>
    </message>
    <message>
        <source>Reset to defaults</source>
        <translation>恢复默认值</translation>
    </message>
    <message>
        <source>All defaults</source>
        <translation>全部为默认值</translation>
    </message>
    <message numerus="yes">
        <source>%n changed</source>
        <translation>
            <numerusform>已修改 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::CalibrationDialog</name>
    <message>
        <source>&amp;Add row</source>
        <translation>添加行(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Delete row</source>
        <translation>删除行(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Import CSV or JSON…</source>
        <translation>导入 CSV 或 JSON(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>导出(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;Use the calibrated values in every estimate</source>
        <translation>在所有估算中使用校准值(&amp;U)</translation>
    </message>
    <message>
        <source>Give GPUs without measurements the mean factor of their &amp;architecture</source>
        <translation>为没有实测的 GPU 使用其架构的平均系数(&amp;A)</translation>
    </message>
    <message>
        <source>Calibration from your measurements</source>
        <translation>根据您的实测进行校准</translation>
    </message>
    <message>
        <source>Enter throughputs you measured (double-click a cell), or import them. For each GPU with measurements, GPU Atlas fits one efficiency factor that brings its estimates closest to yours (least squares on the logarithm), and shows the error before and after. Estimates keep their uncertainty range.</source>
        <translation>输入您实测的吞吐量（双击单元格），或导入。对每款有实测的 GPU，GPU 图鉴拟合一个效率系数，使其估算最接近您的实测（对数最小二乘），并显示校准前后的误差。估算仍保留不确定性范围。</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>系数</translation>
    </message>
    <message>
        <source>From</source>
        <translation>依据</translation>
    </message>
    <message>
        <source>Import measurements</source>
        <translation>导入实测数据</translation>
    </message>
    <message>
        <source>Measurements (*.csv *.json);;All files (*)</source>
        <translation>实测数据（*.csv *.json）;;所有文件（*）</translation>
    </message>
    <message>
        <source>Export measurements</source>
        <translation>导出实测数据</translation>
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
        <translation>无法保存您的实测数据；未做任何更改。
%1</translation>
    </message>
    <message>
        <source>No measurements yet: every estimate uses the default efficiencies.</source>
        <translation>还没有实测数据：所有估算都使用默认效率。</translation>
    </message>
    <message>
        <source>None of the measurements can be estimated; see the error columns.</source>
        <translation>所有实测都无法估算；请查看误差列。</translation>
    </message>
    <message numerus="yes">
        <source>Typical error over %n usable measurement(s): %1× before calibration, %2× after (1× is exact). %3</source>
        <translation>
            <numerusform>%n 条可用实测的典型误差：校准前 %1 倍，校准后 %2 倍（1 倍为完全准确）。%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Every estimate now uses the calibrated values.</source>
        <translation>所有估算现在都使用校准值。</translation>
    </message>
    <message>
        <source>Estimates use the defaults until you switch calibration on.</source>
        <translation>启用校准之前，估算都使用默认值。</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1 倍</translation>
    </message>
    <message numerus="yes">
        <source>%n measurement(s)</source>
        <translation>
            <numerusform>%n 条实测</numerusform>
        </translation>
    </message>
    <message>
        <source>mean of its architecture</source>
        <translation>其架构的平均值</translation>
    </message>
    <message>
        <source>Choose a row first.</source>
        <translation>请先选择一行。</translation>
    </message>
    <message>
        <source>Could not import %1:
%2</source>
        <translation>无法导入 %1：
%2</translation>
    </message>
    <message>
        <source>Fitted factors</source>
        <translation>拟合系数</translation>
    </message>
    <message>
        <source>Your measurements</source>
        <translation>您的实测数据</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::ChartControls</name>
    <message>
        <source>&amp;Chart:</source>
        <translation>图表(&amp;C)：</translation>
    </message>
    <message>
        <source>Radar</source>
        <translation>雷达图</translation>
    </message>
    <message>
        <source>Bars per metric</source>
        <translation>按指标分组的柱状图</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>敏感性</translation>
    </message>
    <message>
        <source>&amp;Values:</source>
        <translation>数值(&amp;V)：</translation>
    </message>
    <message>
        <source>As specified (units)</source>
        <translation>规格原值（带单位）</translation>
    </message>
    <message>
        <source>Relative to the best</source>
        <translation>相对于最佳值</translation>
    </message>
    <message>
        <source>Relative to a baseline GPU</source>
        <translation>相对于基准 GPU</translation>
    </message>
    <message>
        <source>Logarithmic</source>
        <translation>对数刻度</translation>
    </message>
    <message>
        <source>Radar axes have different units, so the radar shows each value relative to the best GPU, to a baseline GPU or on a logarithmic scale</source>
        <translation>雷达图各轴单位不同，因此每个数值都相对于最佳 GPU、基准 GPU 或以对数刻度显示</translation>
    </message>
    <message>
        <source>&amp;Baseline:</source>
        <translation>基准(&amp;B)：</translation>
    </message>
    <message>
        <source>The GPU drawn as 100% on every axis</source>
        <translation>在每个轴上都记为 100% 的基准 GPU</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>Axes</source>
        <translation>坐标轴</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>结果(&amp;R)：</translation>
    </message>
    <message>
        <source>The engine result drawn for each selected GPU</source>
        <translation>为每款所选 GPU 绘制的引擎结果</translation>
    </message>
    <message>
        <source>&amp;Vary:</source>
        <translation>变量(&amp;V)：</translation>
    </message>
    <message>
        <source>What changes along the x axis; everything else stays as in the workload</source>
        <translation>沿 x 轴变化的量；其他都与工作负载相同</translation>
    </message>
    <message>
        <source>&amp;Logarithmic x axis</source>
        <translation>对数 x 轴(&amp;L)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Spec table…</source>
        <translation>规格表…</translation>
    </message>
    <message>
        <source>Save the specifications of the selected GPUs as CSV, Markdown or HTML</source>
        <translation>把所选 GPU 的规格保存为 CSV、Markdown 或 HTML</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::ColumnChooserDialog</name>
    <message>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Choose the columns of the spec table. Hover a value in the table to see its source.</source>
        <translation>选择规格表中显示的列。将鼠标悬停在表中的数值上可查看其来源。</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>列</translation>
    </message>
    <message>
        <source>What it shows</source>
        <translation>显示内容</translation>
    </message>
    <message>
        <source>Show &amp;All</source>
        <translation>全部显示(&amp;A)</translation>
    </message>
    <message>
        <source>Columns of the spec table</source>
        <translation>规格表的列</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::CostOfOwnershipPage</name>
    <message>
        <source>Describe a workload on the Recommendation page first: rent or buy depends on how long the job runs on each GPU.</source>
        <translation>请先在“推荐”页描述一个工作负载：租用还是购买取决于任务在每款 GPU 上运行多久。</translation>
    </message>
    <message>
        <source>&amp;Utilisation:</source>
        <translation>利用率(&amp;U)：</translation>
    </message>
    <message>
        <source>Inputs (double-click a value to change it; hover for its source):</source>
        <translation>输入项（双击数值修改；悬停查看来源）：</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>No candidate GPU runs this workload within its limits with a known rental price.</source>
        <translation>没有候选 GPU 能在限制内以已知租用价格运行此工作负载。</translation>
    </message>
    <message>
        <source>Rent or buy</source>
        <translation>租用还是购买</translation>
    </message>
    <message>
        <source>Rent or buy: %1</source>
        <translation>租用还是购买：%1</translation>
    </message>
    <message>
        <source>The share of the month&apos;s hours the GPUs bought are busy. It sets the work done each month; the rented GPUs are paid for the hours they need for the same work.</source>
        <translation>所购 GPU 每月忙碌小时数所占比例。它决定每月完成的工作量；租用的 GPU 按完成相同工作量所需的小时数付费。</translation>
    </message>
    <message>
        <source>Rent or buy, over time</source>
        <translation>租用还是购买：随时间累计</translation>
    </message>
    <message>
        <source>One configuration, over time</source>
        <translation>同一配置：随时间累计</translation>
    </message>
    <message>
        <source>One configuration, by utilisation</source>
        <translation>同一配置：按利用率</translation>
    </message>
    <message>
        <source>The best candidates, each rented and bought at its default prices. Per month: at the utilisation above of each configuration&apos;s own GPUs, so rows do different amounts of work; compare them per run or per million units.</source>
        <translation>最佳候选，各自按默认价格租用和购买。每月成本按上方设定的利用率、以各配置自身的 GPU 计算，因此各行完成的工作量不同；请按每次训练或每百万单位比较。</translation>
    </message>
    <message>
        <source>At the utilisation above of this configuration&apos;s own GPUs (not the same work across rows).</source>
        <translation>按上方设定的利用率、以本配置自身的 GPU 计算（各行完成的工作量不同）。</translation>
    </message>
    <message>
        <source>Not for sale, or no purchase price is known: add one in Tools &gt; Prices to compare buying.</source>
        <translation>不出售或没有已知的购买价格：在“工具 &gt; 价格”中添加购买价格后即可比较购买。</translation>
    </message>
    <message>
        <source>One configuration both ways: %1</source>
        <translation>同一配置的两种方式：%1</translation>
    </message>
    <message>
        <source>Costs &amp;in:</source>
        <translation>成本币种(&amp;I)：</translation>
    </message>
    <message>
        <source>The currency every cost is shown in; the same choice as View &gt; Currency.</source>
        <translation>所有成本显示所用的币种；与“视图 &gt; 币种”是同一设置。</translation>
    </message>
    <message>
        <source>Cost inputs</source>
        <translation>成本输入</translation>
    </message>
    <message>
        <source>Best candidates, rented and bought</source>
        <translation>最佳候选（租用与购买）</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::CurrencyChoice</name>
    <message>
        <source>&amp;Currency</source>
        <translation>币种(&amp;C)</translation>
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
        <translation>（无：从空白开始）</translation>
    </message>
    <message>
        <source>lower-case letters, digits and dashes, e.g. my-l40s</source>
        <translation>小写字母、数字和连字符，例如 my-l40s</translation>
    </message>
    <message>
        <source>None (PCIe only)</source>
        <translation>无（仅 PCIe）</translation>
    </message>
    <message>
        <source>switch (every GPU of a node at full rate)</source>
        <translation>交换芯片（节点内所有 GPU 全速互连）</translation>
    </message>
    <message>
        <source>bridge (pairs)</source>
        <translation>桥接（成对）</translation>
    </message>
    <message>
        <source>mesh (point-to-point)</source>
        <translation>网状（点对点）</translation>
    </message>
    <message>
        <source>2:4 sparsity doubles the dense rate (the vendor says so)</source>
        <translation>2:4 稀疏使稠密速率翻倍（厂商如此说明）</translation>
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
        <translation>标识</translation>
    </message>
    <message>
        <source>Copy from:</source>
        <translation>复制自：</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>ID(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Vendor:</source>
        <translation>厂商(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Architecture:</source>
        <translation>架构(&amp;A)：</translation>
    </message>
    <message>
        <source>Launch &amp;year:</source>
        <translation>发布年份(&amp;Y)：</translation>
    </message>
    <message>
        <source>&amp;Form factor:</source>
        <translation>外形规格(&amp;F)：</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>&amp;Shader cores:</source>
        <translation>着色器核心(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Tensor cores:</source>
        <translation>Tensor Core(&amp;T)：</translation>
    </message>
    <message>
        <source>Tensor core &amp;generation:</source>
        <translation>Tensor Core 代数(&amp;G)：</translation>
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
        <translation>Tensor 算力（TFLOPS；INT8 为 TOPS；– 表示不支持）</translation>
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
        <translation>显存</translation>
    </message>
    <message>
        <source>&amp;Memory:</source>
        <translation>显存(&amp;M)：</translation>
    </message>
    <message>
        <source>Memory t&amp;ype:</source>
        <translation>显存类型(&amp;Y)：</translation>
    </message>
    <message>
        <source>&amp;Bandwidth:</source>
        <translation>带宽(&amp;B)：</translation>
    </message>
    <message>
        <source>GPU-to-GPU link</source>
        <translation>GPU 间互连</translation>
    </message>
    <message>
        <source>&amp;Link:</source>
        <translation>互连(&amp;L)：</translation>
    </message>
    <message>
        <source>Link generation:</source>
        <translation>互连代数：</translation>
    </message>
    <message>
        <source>Link bandwidth (both directions):</source>
        <translation>互连带宽（双向）：</translation>
    </message>
    <message>
        <source>Topology:</source>
        <translation>拓扑：</translation>
    </message>
    <message>
        <source>GPUs joined:</source>
        <translation>互连卡数：</translation>
    </message>
    <message>
        <source>&amp;PCIe generation:</source>
        <translation>PCIe 代数(&amp;P)：</translation>
    </message>
    <message>
        <source>Power and partitioning</source>
        <translation>功耗与分区</translation>
    </message>
    <message>
        <source>&amp;TDP:</source>
        <translation>TDP(&amp;T)：</translation>
    </message>
    <message>
        <source>MIG &amp;instances:</source>
        <translation>MIG 实例数(&amp;I)：</translation>
    </message>
    <message>
        <source>Source of these figures</source>
        <translation>这些数据的来源</translation>
    </message>
    <message>
        <source>T&amp;itle:</source>
        <translation>标题(&amp;I)：</translation>
    </message>
    <message>
        <source>Lin&amp;k:</source>
        <translation>链接(&amp;K)：</translation>
    </message>
    <message>
        <source>Retrieved:</source>
        <translation>获取日期：</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>备注(&amp;O)：</translation>
    </message>
    <message>
        <source>A cloud instance with several GPUs: describe one of its GPUs here, and enter the instance&apos;s price in Prices with its number of GPUs (it is stored per GPU).</source>
        <translation>带多张 GPU 的云实例：在这里描述其中一张 GPU，再在“价格”中输入实例价格及其卡数（按每卡保存）。</translation>
    </message>
    <message>
        <source>%1 (mine)</source>
        <translation>%1（我的）</translation>
    </message>
    <message>
        <source>This id is the built-in %1: your entry replaces it everywhere.</source>
        <translation>此 ID 是内置的 %1：您的条目会在所有地方替换它。</translation>
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
        <translation>无法保存您的 GPU；未做任何更改。
%1</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>复制(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>导出(&amp;X)…</translation>
    </message>
    <message>
        <source>My GPUs</source>
        <translation>我的 GPU</translation>
    </message>
    <message>
        <source>Your own GPUs appear everywhere beside the built-in ones, in italics and marked &quot;custom&quot;. Use them for a card the catalogue lacks, a power-capped or corrected built-in GPU (give it the built-in id to replace it), or one GPU of a cloud instance. They are saved in %1 in the catalogue format; Export writes the same format for colleagues and for gpu-atlas-cli --catalog.</source>
        <translation>您自己的 GPU 会和内置 GPU 一起出现在所有地方，以斜体显示并标为“自定义”。可用于目录中没有的显卡、限功耗或修正过的内置 GPU（使用内置 ID 即可替换它），或云实例中的一张 GPU。它们以目录格式保存在 %1 中；“导出”写出同样的格式，可供同事使用，也可用于 gpu-atlas-cli --catalog。</translation>
    </message>
    <message>
        <source>memory only</source>
        <translation>仅显存</translation>
    </message>
    <message>
        <source>Delete %1?</source>
        <translation>删除 %1？</translation>
    </message>
    <message>
        <source>Import GPUs</source>
        <translation>导入 GPU</translation>
    </message>
    <message>
        <source>GPU catalogue (*.json);;All files (*)</source>
        <translation>GPU 目录（*.json）;;所有文件（*）</translation>
    </message>
    <message>
        <source>Export GPUs</source>
        <translation>导出 GPU</translation>
    </message>
    <message>
        <source>my-gpus.json</source>
        <translation>my-gpus.json</translation>
    </message>
    <message>
        <source>GPU catalogue (*.json)</source>
        <translation>GPU 目录（*.json）</translation>
    </message>
    <message>
        <source>Choose a GPU first.</source>
        <translation>请先选择一款 GPU。</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>Could not import %1:
%2</source>
        <translation>无法导入 %1：
%2</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::CustomGpusModel</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Replaces built-in</source>
        <translation>替换内置</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::DataPage</name>
    <message>
        <source>Precision and data</source>
        <translation>精度与数据</translation>
    </message>
    <message>
        <source>How numbers are stored and computed, and how much text goes through the model.</source>
        <translation>数字如何存储和计算，以及有多少文本经过模型。</translation>
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
        <translation>TF32（FP32 存储，Tensor Core 计算）</translation>
    </message>
    <message>
        <source>BF16 (16-bit)</source>
        <translation>BF16（16 位）</translation>
    </message>
    <message>
        <source>FP16 (16-bit)</source>
        <translation>FP16（16 位）</translation>
    </message>
    <message>
        <source>FP8 (Ada Lovelace, Hopper, Blackwell)</source>
        <translation>FP8（Ada Lovelace、Hopper、Blackwell）</translation>
    </message>
    <message>
        <source>INT8 (8-bit weights)</source>
        <translation>INT8（8 位权重）</translation>
    </message>
    <message>
        <source>INT4 (4-bit weights: GPTQ/AWQ)</source>
        <translation>INT4（4 位权重：GPTQ/AWQ）</translation>
    </message>
    <message>
        <source>&amp;KV cache:</source>
        <translation>KV 缓存(&amp;K)：</translation>
    </message>
    <message>
        <source>Default (follows the precision)</source>
        <translation>默认（跟随精度）</translation>
    </message>
    <message>
        <source>The element type of the attention key/value cache. It changes memory use and decoding speed a lot.</source>
        <translation>注意力键/值缓存的元素类型。它对显存占用和解码速度影响很大。</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Prompt &amp;tokens:</source>
        <translation>提示词 token 数(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Output tokens:</source>
        <translation>输出 token 数(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Batch (concurrent requests):</source>
        <translation>批大小（并发请求数）(&amp;B)：</translation>
    </message>
    <message>
        <source>As large as fits in memory</source>
        <translation>显存能放下的最大值</translation>
    </message>
    <message>
        <source>Load to serve (requests per second):</source>
        <translation>需要承载的负载（每秒请求数）：</translation>
    </message>
    <message>
        <source>Training data</source>
        <translation>训练数据</translation>
    </message>
    <message>
        <source>&amp;Dataset (million tokens):</source>
        <translation>数据集（百万 token）(&amp;D)：</translation>
    </message>
    <message>
        <source>× epochs:</source>
        <translation>× 轮数：</translation>
    </message>
    <message>
        <source>&amp;Sequence length:</source>
        <translation>序列长度(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Micro-batch per GPU:</source>
        <translation>每卡微批大小(&amp;M)：</translation>
    </message>
    <message>
        <source>LoRA &amp;rank:</source>
        <translation>LoRA 秩(&amp;R)：</translation>
    </message>
    <message>
        <source>O&amp;ptimizer:</source>
        <translation>优化器(&amp;P)：</translation>
    </message>
    <message>
        <source>AdamW, mixed precision (16 bytes per parameter)</source>
        <translation>AdamW，混合精度（每参数 16 字节）</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8 位 AdamW</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <source>Activation &amp;recomputation:</source>
        <translation>激活重计算(&amp;R)：</translation>
    </message>
    <message>
        <source>None (fastest, most memory)</source>
        <translation>不重计算（最快，显存占用最多）</translation>
    </message>
    <message>
        <source>Selective (attention only)</source>
        <translation>选择性重计算（仅注意力）</translation>
    </message>
    <message>
        <source>Full (least memory, about 33% more compute)</source>
        <translation>完全重计算（显存最省，计算量约多 33%）</translation>
    </message>
    <message>
        <source>&amp;ZeRO stage:</source>
        <translation>ZeRO 阶段(&amp;Z)：</translation>
    </message>
    <message>
        <source>0: no sharding</source>
        <translation>0：不分片</translation>
    </message>
    <message>
        <source>1: shard optimizer states</source>
        <translation>1：分片优化器状态</translation>
    </message>
    <message>
        <source>2: shard optimizer states and gradients</source>
        <translation>2：分片优化器状态和梯度</translation>
    </message>
    <message>
        <source>3: shard everything (weights too)</source>
        <translation>3：全部分片（包括权重）</translation>
    </message>
    <message>
        <source>Weight-only: every GPU runs it, unpacking the weights to 16-bit for the math.</source>
        <translation>仅权重量化：所有 GPU 都能运行，计算时把权重反量化为 16 位。</translation>
    </message>
    <message>
        <source>Every GPU in the catalogue runs this natively.</source>
        <translation>目录中的所有 GPU 都原生支持。</translation>
    </message>
    <message>
        <source>No GPU in the catalogue runs this natively.</source>
        <translation>目录中没有 GPU 原生支持。</translation>
    </message>
    <message>
        <source>Runs natively on %1 of %2 GPUs. Not on %3: they run it at a precision they support, and the results say so.</source>
        <translation>%2 款 GPU 中有 %1 款原生支持。%3 不支持：它们会以自己支持的精度运行，结果中会注明。</translation>
    </message>
    <message>
        <source>Runs natively on %1 of %2 GPUs: %3. The others run it at a precision they support, and the results say so.</source>
        <translation>%2 款 GPU 中有 %1 款原生支持：%3。其他 GPU 会以自己支持的精度运行，结果中会注明。</translation>
    </message>
    <message>
        <source>%1 tokens in total</source>
        <translation>共 %1 个 token</translation>
    </message>
    <message>
        <source>Prompt plus output (%1 tokens) exceeds the model&apos;s context window of %2 tokens.</source>
        <translation>提示词加输出（%1 个 token）超过了模型 %2 个 token 的上下文窗口。</translation>
    </message>
    <message>
        <source>The sequence length (%1) exceeds the model&apos;s context window of %2 tokens.</source>
        <translation>序列长度（%1）超过了模型 %2 个 token 的上下文窗口。</translation>
    </message>
    <message>
        <source>Training computes in a floating-point format; choose BF16, FP16, FP8 or FP32 (QLoRA&apos;s 4-bit base is part of the QLoRA method).</source>
        <translation>训练以浮点格式计算；请选择 BF16、FP16、FP8 或 FP32（QLoRA 的 4 位基础模型已包含在 QLoRA 方法中）。</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::ExchangeRateEditor</name>
    <message>
        <source>My own rate</source>
        <translation>我自己的汇率</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 兑 %2</translation>
    </message>
    <message>
        <source>Shipped:</source>
        <translation>内置：</translation>
    </message>
    <message>
        <source>Published by:</source>
        <translation>发布方：</translation>
    </message>
    <message>
        <source>In use:</source>
        <translation>当前使用：</translation>
    </message>
    <message>
        <source>&amp;Your rate:</source>
        <translation>您的汇率(&amp;Y)：</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>日期(&amp;D)：</translation>
    </message>
    <message>
        <source>S&amp;ource:</source>
        <translation>来源(&amp;O)：</translation>
    </message>
    <message>
        <source>Where the rate comes from (your bank, an invoice…)</source>
        <translation>汇率的出处（您的银行、某张发票等）</translation>
    </message>
    <message>
        <source>&amp;Use this rate</source>
        <translation>使用此汇率(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Restore shipped rate</source>
        <translation>恢复内置汇率(&amp;R)</translation>
    </message>
    <message>
        <source>Your rate, %1</source>
        <translation>您的汇率，%1</translation>
    </message>
    <message>
        <source>Date of your rate, %1</source>
        <translation>您的汇率的日期，%1</translation>
    </message>
    <message>
        <source>Source of your rate, %1</source>
        <translation>您的汇率的来源，%1</translation>
    </message>
    <message>
        <source>Use this rate for %1</source>
        <translation>对 %1 使用此汇率</translation>
    </message>
    <message>
        <source>Restore the shipped rate for %1</source>
        <translation>恢复 %1 的内置汇率</translation>
    </message>
    <message>
        <source>None: GPU Atlas ships no rate for this pair.</source>
        <translation>无：GPU 图鉴未内置此货币对的汇率。</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>The shipped rate</source>
        <translation>内置汇率</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::ExchangeRatesDialog</name>
    <message>
        <source>Exchange rates</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Your rates are kept for this session only.</source>
        <translation>您的汇率仅在本次会话中保留。</translation>
    </message>
    <message>
        <source>Your rates are saved in %1.</source>
        <translation>您的汇率保存在 %1。</translation>
    </message>
    <message>
        <source>GPU Atlas converts prices quoted in another currency, and shows costs in the currency you chose, with the dated rates it ships. Your own rate (your bank&apos;s, your company&apos;s) replaces the shipped one for its pair everywhere: ranking, cost of ownership, charts and reports, which say that the rate is yours. %1</source>
        <translation>GPU 图鉴用内置的带日期汇率换算以其他币种报出的价格，并以您选择的币种显示成本。您自己的汇率（您的银行或公司的汇率）会在所有地方替换该货币对的内置汇率：排名、拥有成本、图表和报告，并注明该汇率是您的。%1</translation>
    </message>
    <message>
        <source>Your exchange rates could not be saved; nothing was changed.
%1</source>
        <translation>无法保存您的汇率；未做任何更改。
%1</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::GpuDetailPane</name>
    <message>
        <source>Click a GPU in the table to read about it here.</source>
        <translation>点击表格中的 GPU，在这里查看详细介绍。</translation>
    </message>
    <message>
        <source>%1 · %2 architecture · %3 · %4</source>
        <translation>%1 · %2 架构 · %3 · %4</translation>
    </message>
    <message>
        <source>A GPU you added.</source>
        <translation>您添加的 GPU。</translation>
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
        <translation>原文没有讨论这款 GPU。</translation>
    </message>
    <message>
        <source>For training</source>
        <translation>适用场景：模型训练</translation>
    </message>
    <message>
        <source>For inference</source>
        <translation>适用场景：推理</translation>
    </message>
    <message>
        <source>Real-world deployments</source>
        <translation>实际用例</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>retrieved %1</source>
        <translation>获取于 %1</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::MainWindow</name>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>Specifications</source>
        <translation>规格参数</translation>
    </message>
    <message>
        <source>GPU Atlas</source>
        <translation>GPU 图鉴</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About GPU Atlas</source>
        <translation>关于 GPU 图鉴(&amp;A)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>status bar: GPUs shown, GPUs ticked</comment>
        <translation>%1，%2</translation>
    </message>
    <message numerus="yes">
        <source>%n GPUs shown</source>
        <translation>
            <numerusform>显示 %n 款 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n selected</source>
        <translation>
            <numerusform>已选 %n 款</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU Atlas %1</source>
        <translation>GPU 图鉴 %1</translation>
    </message>
    <message>
        <source>Choose a GPU for AI training and inference: specifications, memory and speed estimates, and cost.</source>
        <translation>为 AI 训练和推理选择 GPU：规格参数、显存与速度估算，以及成本。</translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).</source>
        <translation>许可证：GNU 通用公共许可证第 3 版或更高版本（GPL-3.0-or-later）。</translation>
    </message>
    <message>
        <source>Specifications come from the vendors&apos; datasheets and whitepapers; hover a value to see its source, or read the sources in the detail pane. Suitability notes and deployments come from the source article. Check prices and figures before you buy.</source>
        <translation>规格参数来自厂商的规格书和白皮书；将鼠标悬停在数值上可查看来源，也可在详情面板中阅读来源。适用场景和实际用例来自原文。购买前请核对价格和数据。</translation>
    </message>
    <message>
        <source>About GPU Atlas</source>
        <translation>关于 GPU 图鉴</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>Cost of ownership</source>
        <translation>拥有成本</translation>
    </message>
    <message>
        <source>Suitability</source>
        <translation>适用场景</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts…</source>
        <translation>键盘快捷键(&amp;K)…</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::MarketChoice</name>
    <message>
        <source>&amp;Market</source>
        <translation>市场(&amp;M)</translation>
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
        <translation>选择一个单元格，查看引擎为何得出该结论。</translation>
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
        <translation>HTML 页面（*.html）</translation>
    </message>
    <message>
        <source>Export the matrix</source>
        <translation>导出矩阵</translation>
    </message>
    <message>
        <source>Which of these GPUs suit training, and which suit inference: each row is a standard workload, each column a GPU of your selection, each cell the engine&apos;s verdict against the best GPU of the row. Press Enter or double-click a cell to open it in the recommendation.</source>
        <translation>这些 GPU 中哪些适合模型训练，哪些适合推理：每行是一种标准工作负载，每列是您选择的一款 GPU，每个单元格是引擎与该行最佳 GPU 相比得出的结论。按 Enter 键或双击单元格，即可在推荐页中打开。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Select GPUs in the Specifications page to fill the matrix.</source>
        <translation>请在“规格参数”页中选择 GPU 以填充矩阵。</translation>
    </message>
    <message>
        <source>Open in Recommendation</source>
        <translation>在推荐页中打开</translation>
    </message>
    <message>
        <source>Table…</source>
        <translation>表格…</translation>
    </message>
    <message>
        <source>Export the matrix as CSV, Markdown or HTML</source>
        <translation>将矩阵导出为 CSV、Markdown 或 HTML</translation>
    </message>
    <message>
        <source>Suitability matrix</source>
        <translation>适用场景矩阵</translation>
    </message>
    <message>
        <source>Rows are workloads, columns are GPUs; each cell gives the verdict and the key figure.</source>
        <translation>行是工作负载，列是 GPU；每个单元格给出结论和关键数字。</translation>
    </message>
    <message>
        <source>Why this verdict</source>
        <translation>为何得出该结论</translation>
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
        <translation>样本/秒</translation>
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
        <translation>显存放不下</translation>
    </message>
    <message>
        <source>no such throughput for this model</source>
        <translation>此模型没有这种吞吐量</translation>
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
        <translation>优化框架</translation>
    </message>
    <message>
        <source>Inference: sequences per batch. Training: micro-batch per GPU.</source>
        <translation>推理：每批序列数。训练：每卡微批大小。</translation>
    </message>
    <message>
        <source>GPUs the measurement ran on; the throughput is theirs together.</source>
        <translation>实测所用的卡数；吞吐量是这些卡的合计。</translation>
    </message>
    <message>
        <source>How far the estimate is from your measurement: + is an overestimate.</source>
        <translation>估算与您的实测相差多少：+ 表示高估。</translation>
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
        <translation>任务</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>提示词</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>Seq. length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Software</source>
        <translation>框架</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测值</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Estimate before</source>
        <translation>校准前估算</translation>
    </message>
    <message>
        <source>Error before</source>
        <translation>校准前误差</translation>
    </message>
    <message>
        <source>Estimate after</source>
        <translation>校准后估算</translation>
    </message>
    <message>
        <source>Error after</source>
        <translation>校准后误差</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::ModelPage</name>
    <message>
        <source>Which model?</source>
        <translation>选用哪个模型？</translation>
    </message>
    <message>
        <source>The model&apos;s size and shape decide memory use and speed.</source>
        <translation>模型的大小和结构决定显存占用和速度。</translation>
    </message>
    <message>
        <source>&amp;Known model:</source>
        <translation>已知模型(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Custom model (type its shape, or import it)</source>
        <translation>自定义模型（输入结构或导入）(&amp;C)</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Layers:</source>
        <translation>层数：</translation>
    </message>
    <message>
        <source>Hidden size:</source>
        <translation>隐藏维度：</translation>
    </message>
    <message>
        <source>Attention heads:</source>
        <translation>注意力头数：</translation>
    </message>
    <message>
        <source>KV heads:</source>
        <translation>KV 头数：</translation>
    </message>
    <message>
        <source>Fewer key/value heads than attention heads means grouped-query attention (GQA), which shrinks the KV cache.</source>
        <translation>KV 头少于注意力头即为分组查询注意力（GQA），可缩小 KV 缓存。</translation>
    </message>
    <message>
        <source>Feed-forward size:</source>
        <translation>前馈层维度：</translation>
    </message>
    <message>
        <source>Vocabulary:</source>
        <translation>词表大小：</translation>
    </message>
    <message>
        <source>Context window:</source>
        <translation>上下文窗口：</translation>
    </message>
    <message>
        <source>Experts (MoE):</source>
        <translation>专家数（MoE）：</translation>
    </message>
    <message>
        <source>active per token:</source>
        <translation>每个 token 激活：</translation>
    </message>
    <message>
        <source>Gated feed-forward (SwiGLU: three matrices)</source>
        <translation>门控前馈层（SwiGLU：三个矩阵）</translation>
    </message>
    <message>
        <source>&amp;Import config.json…</source>
        <translation>导入 config.json(&amp;I)…</translation>
    </message>
    <message>
        <source>Read the shape from a Hugging Face config.json file</source>
        <translation>从 Hugging Face 的 config.json 文件读取模型结构</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; parameters</source>
        <translation>参数量 &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>%1 active per token (%2 of %3 experts)</source>
        <translation>每个 token 激活 %1（%3 个专家中的 %2 个）</translation>
    </message>
    <message numerus="yes">
        <source>%n layers</source>
        <translation>
            <numerusform>%n 层</numerusform>
        </translation>
    </message>
    <message>
        <source>hidden %1</source>
        <translation>隐藏维度 %1</translation>
    </message>
    <message>
        <source>%1 heads / %2 KV heads (GQA)</source>
        <translation>%1 个注意力头 / %2 个 KV 头（GQA）</translation>
    </message>
    <message numerus="yes">
        <source>%n heads</source>
        <translation>
            <numerusform>%n 个注意力头</numerusform>
        </translation>
    </message>
    <message>
        <source>context %1 tokens</source>
        <translation>上下文 %1 个 token</translation>
    </message>
    <message>
        <source>%1 GFLOPs per sample</source>
        <translation>每个样本 %1 GFLOPs</translation>
    </message>
    <message>
        <source>%1 px</source>
        <translation>%1 像素</translation>
    </message>
    <message>
        <source>KV heads (%1) must divide the attention heads (%2).</source>
        <translation>KV 头数（%1）必须能整除注意力头数（%2）。</translation>
    </message>
    <message>
        <source>The hidden size (%1) must be a multiple of the attention heads (%2).</source>
        <translation>隐藏维度（%1）必须是注意力头数（%2）的倍数。</translation>
    </message>
    <message>
        <source>Active experts (%1) cannot exceed experts (%2).</source>
        <translation>激活专家数（%1）不能超过专家数（%2）。</translation>
    </message>
    <message>
        <source>Choose a model.</source>
        <translation>请选择一个模型。</translation>
    </message>
    <message>
        <source>Import Hugging Face config.json</source>
        <translation>导入 Hugging Face config.json</translation>
    </message>
    <message>
        <source>Model configuration (*.json);;All files (*)</source>
        <translation>模型配置（*.json）;;所有文件（*）</translation>
    </message>
    <message>
        <source>Active experts per token</source>
        <translation>每个 token 激活的专家数</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::OneConfigurationPanel</name>
    <message>
        <source>One configuration, rented or bought:</source>
        <translation>同一配置，租用或购买：</translation>
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation>GPU(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;How many:</source>
        <translation>卡数(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Rent at:</source>
        <translation>租用价格(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Buy at (per GPU):</source>
        <translation>购买价格（每卡）(&amp;B)：</translation>
    </message>
    <message>
        <source>%1, %2 (%3)</source>
        <translation>%1，%2（%3）</translation>
    </message>
    <message numerus="yes">
        <source>%n-month term</source>
        <translation>
            <numerusform>%n 个月期</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>No purchase price is known for this GPU: enter one (or add it in Tools &gt; Prices).</source>
        <translation>这款 GPU 没有已知的购买价格：请输入一个（或在“工具 &gt; 价格”中添加）。</translation>
    </message>
    <message>
        <source>Enter a purchase price to compare with buying.</source>
        <translation>输入购买价格才能与购买比较。</translation>
    </message>
    <message>
        <source>At this count the workload does not fit within its limits; per-run costs are for what it would take.</source>
        <translation>在此卡数下，工作负载无法满足其限制；每次训练的成本仍按以此卡数完成所需的时长计算。</translation>
    </message>
    <message>
        <source>The price of one GPU in %1; the comparison converts it to US dollars at %2.</source>
        <translation>一张 GPU 的价格，以%1计；比较时换算为美元，汇率为 %2。</translation>
    </message>
    <message>
        <source>The price of one GPU in US dollars.</source>
        <translation>一张 GPU 的价格，以美元计。</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::OwnershipInputsModel</name>
    <message>
        <source>%1

Default: %2

%3</source>
        <translation>%1

默认值：%2

%3</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入项</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认值</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::PriceEditDialog</name>
    <message>
        <source>Your price</source>
        <translation>您的价格</translation>
    </message>
    <message>
        <source>e.g. your cloud provider or reseller</source>
        <translation>例如您的云服务提供商或经销商</translation>
    </message>
    <message>
        <source>A price for a whole instance or server: how many GPUs it has. The price is stored per GPU.</source>
        <translation>如果价格对应整个实例或服务器，请填写其中的卡数。价格按每卡保存。</translation>
    </message>
    <message>
        <source> months</source>
        <translation> 个月</translation>
    </message>
    <message>
        <source>optional, e.g. p5.48xlarge</source>
        <translation>可选，例如 p5.48xlarge</translation>
    </message>
    <message>
        <source>Your quote</source>
        <translation>您的报价</translation>
    </message>
    <message>
        <source>optional, https://…</source>
        <translation>可选，https://…</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>可选</translation>
    </message>
    <message>
        <source>Use as this GPU&apos;s price per hour everywhere</source>
        <translation>在所有地方用作此 GPU 的每小时价格</translation>
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation>GPU(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Provider:</source>
        <translation>提供商(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K)：</translation>
    </message>
    <message>
        <source>for</source>
        <translation>用于</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>金额(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Commitment:</source>
        <translation>承诺期(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Instance:</source>
        <translation>实例(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>日期(&amp;D)：</translation>
    </message>
    <message>
        <source>Source &amp;title:</source>
        <translation>来源标题(&amp;T)：</translation>
    </message>
    <message>
        <source>Source &amp;link:</source>
        <translation>来源链接(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>备注(&amp;N)：</translation>
    </message>
    <message>
        <source>GPU(s), per hour</source>
        <translation>张 GPU，每小时</translation>
    </message>
    <message>
        <source>GPU(s)</source>
        <translation>张 GPU</translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n GPUs</source>
        <translation>
            <numerusform>%n 张 GPU %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Number of GPUs, per hour</source>
        <translation>卡数（每小时价格）</translation>
    </message>
    <message>
        <source>Number of GPUs</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Currency of the amount</source>
        <translation>金额的币种</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::PricesDialog</name>
    <message>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Use as &amp;default</source>
        <translation>设为默认(&amp;D)</translation>
    </message>
    <message>
        <source>Open &amp;source</source>
        <translation>打开来源(&amp;S)</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Filter by GPU, provider or kind</source>
        <translation>按 GPU、提供商或类型筛选</translation>
    </message>
    <message>
        <source>Every price GPU Atlas uses, with its date and source. Your own quotes (in italics) take precedence everywhere: a quote for the same provider, kind and instance replaces the shipped one, and the one you mark as default is the GPU&apos;s price per hour. %1</source>
        <translation>GPU 图鉴使用的所有价格，附日期和来源。您自己的报价（斜体）在所有地方优先：同一提供商、类型和实例的报价会替换内置价格，标为默认的报价即为该 GPU 的每小时价格。%1</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) are more than a year old and marked with a warning.</source>
        <translation>
            <numerusform>有 %n 个价格超过一年，已标出警告。</numerusform>
        </translation>
    </message>
    <message>
        <source>No price is more than a year old.</source>
        <translation>没有超过一年的价格。</translation>
    </message>
    <message>
        <source>&amp;Override…</source>
        <translation>覆盖(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>Enter your own figure for this quote; the shipped file is not changed.</source>
        <translation>为此报价输入您自己的数字；不会修改内置文件。</translation>
    </message>
    <message>
        <source>Your prices could not be saved; nothing was changed.
%1</source>
        <translation>无法保存您的价格；未做任何更改。
%1</translation>
    </message>
    <message>
        <source>Choose a price first.</source>
        <translation>请先选择一个价格。</translation>
    </message>
    <message>
        <source>Only your own prices can be deleted; shipped prices can be overridden.</source>
        <translation>只能删除您自己的价格；内置价格可以覆盖。</translation>
    </message>
    <message>
        <source>Choose a rental price first.</source>
        <translation>请先选择一个租用价格。</translation>
    </message>
    <message>
        <source>Your quote</source>
        <translation>您的报价</translation>
    </message>
    <message>
        <source>P&amp;rovider:</source>
        <translation>提供商(&amp;R)：</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>币种(&amp;U)：</translation>
    </message>
    <message>
        <source>All currencies</source>
        <translation>全部币种</translation>
    </message>
    <message>
        <source>Prices quoted in this currency (each price is listed as quoted)</source>
        <translation>以该币种报价的价格（每个价格按原报价列出）</translation>
    </message>
    <message>
        <source>All providers</source>
        <translation>全部提供商</translation>
    </message>
    <message>
        <source>Filter prices</source>
        <translation>筛选价格</translation>
    </message>
    <message>
        <source>E&amp;xchange rates…</source>
        <translation>汇率(&amp;X)…</translation>
    </message>
    <message>
        <source>The rates that convert quotes in yuan or euros; enter your own.</source>
        <translation>换算人民币或欧元报价所用的汇率；可输入您自己的汇率。</translation>
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
            <numerusform>%1，%n 个月</numerusform>
        </translation>
    </message>
    <message>
        <source>Cost per hour</source>
        <translation>每小时成本</translation>
    </message>
    <message>
        <source>Cost of ownership</source>
        <translation>拥有成本</translation>
    </message>
    <message>
        <source>Shipped</source>
        <translation>内置</translation>
    </message>
    <message>
        <source>Yours, replaces %1</source>
        <translation>您的，替换 %1</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>您的</translation>
    </message>
    <message>
        <source>More than a year old: check the current price before relying on it.</source>
        <translation>超过一年：使用前请核对当前价格。</translation>
    </message>
    <message>
        <source>The engine&apos;s price per GPU-hour for this GPU.</source>
        <translation>引擎为此 GPU 使用的每卡每小时价格。</translation>
    </message>
    <message>
        <source>The purchase price the cost of ownership uses for this GPU.</source>
        <translation>拥有成本为此 GPU 使用的购买价格。</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>提供商</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
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
        <translation>出处</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::PrioritiesPage</name>
    <message>
        <source>Priorities</source>
        <translation>优先级</translation>
    </message>
    <message>
        <source>How the candidates are scored, and which GPUs to consider.</source>
        <translation>候选 GPU 如何评分，以及考虑哪些 GPU。</translation>
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
        <translation>考虑的 GPU(&amp;G)：</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>The spec table&apos;s selection</source>
        <translation>规格表中的选择</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Give at least one priority some weight.</source>
        <translation>请至少给一项优先级设置权重。</translation>
    </message>
    <message>
        <source>Score = %1 speed + %2 cost + %3 energy</source>
        <translation>评分 = %1 速度 + %2 成本 + %3 能耗</translation>
    </message>
    <message>
        <source>Tick at least one GPU to consider.</source>
        <translation>请至少勾选一款要考虑的 GPU。</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::RecommendationPage</name>
    <message>
        <source>Which GPU should run your job?</source>
        <translation>用哪款 GPU 来跑您的任务？</translation>
    </message>
    <message>
        <source>Describe the job (training, fine-tuning or inference, the model, how much data, your limits) and GPU Atlas estimates memory, speed, GPU count and cost for every GPU, ranks them and explains each verdict.</source>
        <translation>描述您的任务（训练、微调或推理，模型，数据量，限制条件），GPU 图鉴会为每款 GPU 估算显存、速度、所需卡数和成本，排出名次并解释每项结论。</translation>
    </message>
    <message>
        <source>Describe your workload…</source>
        <translation>描述您的工作负载…</translation>
    </message>
    <message>
        <source>&amp;Edit workload…</source>
        <translation>编辑工作负载(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>新建(&amp;N)…</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>No GPU to consider: tick some in the workload&apos;s priorities.</source>
        <translation>没有要考虑的 GPU：请在工作负载的优先级中勾选。</translation>
    </message>
    <message>
        <source>No candidate fits this workload within its constraints. The reasons beside each GPU say what is missing: more GPUs, a smaller model or batch, a lower precision, or looser limits.</source>
        <translation>没有候选 GPU 能在约束条件内运行此工作负载。每款 GPU 旁的原因说明了缺少什么：更多 GPU、更小的模型或批大小、更低的精度，或更宽松的限制。</translation>
    </message>
    <message>
        <source>Recommended: %1 Bottleneck: %2.</source>
        <translation>推荐：%1。瓶颈：%2。</translation>
    </message>
    <message>
        <source>GPUs ranked for this workload</source>
        <translation>此工作负载的 GPU 排名</translation>
    </message>
    <message>
        <source>One row per GPU, best first: whether it fits, its score, speed and cost. Select a row to read why.</source>
        <translation>每款 GPU 一行，最佳在前：是否放得下、评分、速度和成本。选中一行可查看原因。</translation>
    </message>
    <message numerus="yes">
        <source>%1 only: %n other GPUs left out.</source>
        <translation>
            <numerusform>仅限%1：另有 %n 种 GPU 未列入。</numerusform>
        </translation>
    </message>
    <message>
        <source>Show all markets</source>
        <translation>显示所有市场</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::RentOrBuyPanel</name>
    <message>
        <source>Rent one configuration or buy another, for the same work:</source>
        <translation>完成相同工作量，租用一种配置还是购买另一种：</translation>
    </message>
    <message>
        <source>R&amp;ent:</source>
        <translation>租用(&amp;E)：</translation>
    </message>
    <message>
        <source>Bu&amp;y:</source>
        <translation>购买(&amp;Y)：</translation>
    </message>
    <message>
        <source>%1 at %2 (%3, %4)</source>
        <translation>%1，%2（%3，%4）</translation>
    </message>
    <message numerus="yes">
        <source>%n-month term</source>
        <translation>
            <numerusform>%n 个月期</numerusform>
        </translation>
    </message>
    <message>
        <source>No candidate has both a rental price and, among the others, a purchase price to compare renting with buying (add your own in Tools &gt; Prices).</source>
        <translation>要比较租用与购买，需要一个有租用价格的候选和另一个有购买价格的候选，目前没有（可在“工具 &gt; 价格”中添加价格）。</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::ResultsModel</name>
    <message>
        <source>The smallest number of GPUs that fits and meets the constraints</source>
        <translation>放得下且满足约束条件的最少卡数</translation>
    </message>
    <message>
        <source>0-100 from the workload&apos;s priorities (speed, cost, energy)</source>
        <translation>根据工作负载的优先级（速度、成本、能耗）计算的 0–100 分</translation>
    </message>
    <message>
        <source>Change against the pinned result of the same GPU</source>
        <translation>与同一 GPU 已固定结果相比的变化</translation>
    </message>
    <message>
        <source>vs. pinned</source>
        <translation>对比固定结果</translation>
    </message>
    <message>
        <source>not in the pinned result</source>
        <translation>不在固定结果中</translation>
    </message>
    <message>
        <source>speed %1, cost %2</source>
        <translation>速度 %1，成本 %2</translation>
    </message>
    <message>
        <source>The GPU count fixed for every candidate</source>
        <translation>为每个候选固定的卡数</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::RuntimePage</name>
    <message>
        <source>How it runs</source>
        <translation>如何运行</translation>
    </message>
    <message>
        <source>The software the job runs on and, if you want to fix it, the layout. Left on automatic, GPU Atlas chooses the fastest layout that fits.</source>
        <translation>任务所用的框架，以及（如需固定）并行方案。保持自动时，GPU 图鉴会选择放得下的最快并行方案。</translation>
    </message>
    <message>
        <source>&amp;Runtime:</source>
        <translation>框架(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Tensor parallel:</source>
        <translation>张量并行(&amp;T)：</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>GPUs that split every layer between them; the other GPUs hold copies of the model.</source>
        <translation>分担每一层的 GPU；其余 GPU 各持有一份模型副本。</translation>
    </message>
    <message>
        <source>&amp;Pipeline parallel:</source>
        <translation>流水线并行(&amp;P)：</translation>
    </message>
    <message>
        <source>Stages the layers are divided into, each on its own GPUs (training).</source>
        <translation>各层被划分成的阶段数，每个阶段使用自己的 GPU（训练）。</translation>
    </message>
    <message>
        <source>&amp;Layers on the GPU:</source>
        <translation>放在 GPU 上的层数(&amp;L)：</translation>
    </message>
    <message>
        <source>As many as fit</source>
        <translation>尽可能多</translation>
    </message>
    <message>
        <source>llama.cpp keeps the other layers in system memory and runs them on the CPU.</source>
        <translation>llama.cpp 将其余各层保留在系统内存中，并在 CPU 上运行。</translation>
    </message>
    <message>
        <source>Automatic (the engine&apos;s optimised defaults)</source>
        <translation>自动（引擎优化后的默认值）</translation>
    </message>
    <message>
        <source>%1 has no %2 format: choose another precision on the model page, or another runtime.</source>
        <translation>%1 没有 %2 格式：请在模型页选择其他精度，或选择其他框架。</translation>
    </message>
    <message numerus="yes">
        <source>The layout pinned needs %1 GPUs, more than the %n allowed on the previous page.</source>
        <translation>
            <numerusform>固定的并行方案需要 %1 张 GPU，超过上一页允许的 %n 张。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::ScalePage</name>
    <message>
        <source>Scale and constraints</source>
        <translation>规模与约束</translation>
    </message>
    <message>
        <source>Limits the recommendation must respect. Leave a limit unticked if it does not matter.</source>
        <translation>推荐必须满足的限制。无关紧要的限制请不要勾选。</translation>
    </message>
    <message>
        <source>&amp;Maximum GPUs:</source>
        <translation>卡数上限(&amp;M)：</translation>
    </message>
    <message>
        <source>Where it runs:</source>
        <translation>运行环境：</translation>
    </message>
    <message>
        <source>Cloud instances (rented by the hour)</source>
        <translation>云实例（按小时租用）</translation>
    </message>
    <message>
        <source>Data-centre server (up to 8 GPUs joined by NVLink where the GPU has it)</source>
        <translation>数据中心服务器（最多 8 张 GPU，支持时以 NVLink 互连）</translation>
    </message>
    <message numerus="yes">
        <source>Workstation (up to %n PCIe cards)</source>
        <translation>
            <numerusform>工作站（最多 %n 张 PCIe 卡）</numerusform>
        </translation>
    </message>
    <message>
        <source>Budget and time</source>
        <translation>预算与时间</translation>
    </message>
    <message>
        <source>Finish training within (hours):</source>
        <translation>训练需在多少小时内完成：</translation>
    </message>
    <message>
        <source>Latency targets</source>
        <translation>延迟目标</translation>
    </message>
    <message>
        <source>Time to first token at most (ms):</source>
        <translation>首 token 延迟上限（毫秒）：</translation>
    </message>
    <message>
        <source>Time between tokens at most (ms):</source>
        <translation>token 间延迟上限（毫秒）：</translation>
    </message>
    <message>
        <source>50 ms between tokens is 20 tokens per second, faster than people read.</source>
        <translation>token 间延迟 50 毫秒即每秒生成 20 个 token，比人的阅读速度快。</translation>
    </message>
    <message numerus="yes">
        <source>A workstation holds at most %n GPUs; lower the maximum or choose a server or the cloud.</source>
        <translation>
            <numerusform>工作站最多装 %n 张 GPU；请降低上限，或改选服务器或云端。</numerusform>
        </translation>
    </message>
    <message>
        <source>At most, per hour (%1):</source>
        <translation>每小时最多（%1）：</translation>
    </message>
    <message>
        <source>At most, in total (%1):</source>
        <translation>总计最多（%1）：</translation>
    </message>
    <message>
        <source>Typed in %1; the workload file keeps budgets in US dollars, converted at %2.</source>
        <translation>以%1输入；工作负载文件中的预算以美元保存，换算汇率为 %2。</translation>
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
        <translation>在图表上（用 Tab 键移到图表）</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Tab and Shift+Tab move between controls, the arrow keys within them; Alt and the underlined letter opens a menu; Ctrl+Tab goes to the next tab.</source>
        <translation>Tab 和 Shift+Tab 在控件之间移动，方向键在控件内移动；Alt 加带下划线的字母打开菜单；Ctrl+Tab 转到下一个标签页。</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>适用位置</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::SpecFilterBar</name>
    <message>
        <source>&amp;Vendor:</source>
        <translation>厂商(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Architecture:</source>
        <translation>架构(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Memory:</source>
        <translation>显存(&amp;M)：</translation>
    </message>
    <message>
        <source>With &amp;NVLink only</source>
        <translation>仅限有 NVLink(&amp;N)</translation>
    </message>
    <message>
        <source>Only GPUs with a direct GPU-to-GPU link (NVLink or Infinity Fabric), which multi-GPU training needs.</source>
        <translation>只显示有 GPU 间直连（NVLink 或 Infinity Fabric）的 GPU，多卡训练需要它。</translation>
    </message>
    <message>
        <source>Search GPUs (Ctrl+F)</source>
        <translation>搜索 GPU（Ctrl+F）</translation>
    </message>
    <message>
        <source>Words to find in the name, vendor, architecture or memory type.</source>
        <translation>在名称、厂商、架构或显存类型中查找的词。</translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation>所有厂商</translation>
    </message>
    <message>
        <source>All architectures</source>
        <translation>所有架构</translation>
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
        <translation>GPU 的架构代际，从旧到新排列</translation>
    </message>
    <message>
        <source>&amp;Form factor:</source>
        <translation>外形规格(&amp;F)：</translation>
    </message>
    <message>
        <source>Mar&amp;ket:</source>
        <translation>市场(&amp;K)：</translation>
    </message>
    <message>
        <source>China-market parts (H20, H800, A800, L20, RTX 4090 D, RTX 5090 D) are cut down to fit US export rules</source>
        <translation>中国市场型号（H20、H800、A800、L20、RTX 4090 D、RTX 5090 D）经过削减，以符合美国出口管制规定</translation>
    </message>
    <message>
        <source>All form factors</source>
        <translation>所有外形规格</translation>
    </message>
    <message>
        <source>All markets</source>
        <translation>所有市场</translation>
    </message>
    <message>
        <source>Search GPUs</source>
        <translation>搜索 GPU</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::SpecPage</name>
    <message>
        <source>GPUs as &amp;Rows</source>
        <translation>GPU 按行(&amp;R)</translation>
    </message>
    <message>
        <source>GPUs as rows</source>
        <translation>GPU 按行</translation>
    </message>
    <message>
        <source>One row per GPU: sort, filter and tick GPUs to compare</source>
        <translation>每款 GPU 一行：排序、筛选并勾选要对比的 GPU</translation>
    </message>
    <message>
        <source>GPUs as &amp;Columns</source>
        <translation>GPU 按列(&amp;C)</translation>
    </message>
    <message>
        <source>GPUs as columns</source>
        <translation>GPU 按列</translation>
    </message>
    <message>
        <source>The ticked GPUs side by side, one column each</source>
        <translation>把勾选的 GPU 并排显示，每款一列</translation>
    </message>
    <message>
        <source>&amp;Dense Tensor Figures</source>
        <translation>稠密 Tensor 数值(&amp;D)</translation>
    </message>
    <message>
        <source>Dense</source>
        <translation>稠密</translation>
    </message>
    <message>
        <source>Tensor throughput without sparsity: what most training and inference gets</source>
        <translation>不含稀疏的 Tensor 算力：大多数训练和推理能用到的</translation>
    </message>
    <message>
        <source>&amp;Sparse Tensor Figures (2:4)</source>
        <translation>稀疏 Tensor 数值（2:4）(&amp;S)</translation>
    </message>
    <message>
        <source>Sparse</source>
        <translation>稀疏</translation>
    </message>
    <message>
        <source>Tensor throughput with 2:4 structured sparsity, as datasheets often print it; only sparse models reach it</source>
        <translation>含 2:4 结构化稀疏的 Tensor 算力，规格书常这样标注；只有稀疏模型才能达到</translation>
    </message>
    <message>
        <source>C&amp;olumns…</source>
        <translation>列(&amp;O)…</translation>
    </message>
    <message>
        <source>Columns…</source>
        <translation>列…</translation>
    </message>
    <message>
        <source>Choose the columns of the spec table</source>
        <translation>选择规格表中显示的列</translation>
    </message>
    <message>
        <source>Find GPU</source>
        <translation>查找 GPU</translation>
    </message>
    <message>
        <source>Tensor figures:</source>
        <translation>Tensor 数值：</translation>
    </message>
    <message>
        <source>Layout:</source>
        <translation>布局：</translation>
    </message>
    <message>
        <source>No GPU is ticked for comparison yet.

Switch to &quot;GPUs as rows&quot; and tick the box next to each GPU you want to compare.</source>
        <translation>还没有勾选要对比的 GPU。

请切换到“GPU 按行”，勾选您想对比的每款 GPU 旁的复选框。</translation>
    </message>
    <message>
        <source>Tick GPUs to compare them side by side. Best values are in bold.</source>
        <translation>勾选 GPU 即可并排对比。最佳值以粗体显示。</translation>
    </message>
    <message>
        <source>Comparing the ticked GPUs. Best values are in bold.</source>
        <translation>正在对比勾选的 GPU。最佳值以粗体显示。</translation>
    </message>
    <message>
        <source>Show &amp;All Columns</source>
        <translation>显示所有列(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Default Columns</source>
        <translation>默认列(&amp;D)</translation>
    </message>
    <message>
        <source>Catalogue &amp;Order</source>
        <translation>目录顺序(&amp;O)</translation>
    </message>
    <message>
        <source>Undo sorting: list the GPUs as the catalogue does</source>
        <translation>取消排序：按目录顺序列出 GPU</translation>
    </message>
    <message>
        <source>Show Details of %1</source>
        <translation>显示 %1 的详情</translation>
    </message>
    <message>
        <source>&amp;Remove %1 from Comparison</source>
        <translation>从对比中移除 %1(&amp;R)</translation>
    </message>
    <message>
        <source>GPU specifications</source>
        <translation>GPU 规格</translation>
    </message>
    <message>
        <source>One row per GPU, sortable by any column; the selected GPU&apos;s details and sources are shown beside the table.</source>
        <translation>每款 GPU 一行，可按任意列排序；所选 GPU 的详情和来源显示在表格旁边。</translation>
    </message>
    <message>
        <source>GPU names</source>
        <translation>GPU 名称</translation>
    </message>
    <message>
        <source>Ticked GPUs side by side</source>
        <translation>已勾选 GPU 并排对比</translation>
    </message>
    <message>
        <source>GPU details</source>
        <translation>GPU 详情</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::TaskPage</name>
    <message>
        <source>What do you want to run?</source>
        <translation>您想运行什么？</translation>
    </message>
    <message>
        <source>Pick the job closest to yours; every value can be changed on the next pages.</source>
        <translation>选择最接近您的任务；所有数值都可以在后面的页面中修改。</translation>
    </message>
    <message>
        <source>&amp;Start from:</source>
        <translation>从模板开始(&amp;S)：</translation>
    </message>
    <message>
        <source>Task:</source>
        <translation>任务：</translation>
    </message>
    <message>
        <source>&amp;Inference</source>
        <translation>推理(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Fine-tuning</source>
        <translation>微调(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Training from scratch</source>
        <translation>从零训练(&amp;T)</translation>
    </message>
    <message>
        <source>Serving:</source>
        <translation>服务方式：</translation>
    </message>
    <message>
        <source>&amp;Online (users wait for answers)</source>
        <translation>在线（用户等待回答）(&amp;O)</translation>
    </message>
    <message>
        <source>O&amp;ffline batch (throughput only)</source>
        <translation>离线批处理（只看吞吐量）(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>方法(&amp;M)：</translation>
    </message>
    <message>
        <source>Full fine-tuning (all weights)</source>
        <translation>全参数微调（所有权重）</translation>
    </message>
    <message>
        <source>LoRA (small adapters, frozen 16-bit base)</source>
        <translation>LoRA（小型适配器，冻结的 16 位基础模型）</translation>
    </message>
    <message>
        <source>QLoRA (adapters on a 4-bit base)</source>
        <translation>QLoRA（在 4 位基础模型上训练适配器）</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>e.g. Support chat on Llama 3 8B</source>
        <translation>例如：基于 Llama 3 8B 的客服聊天</translation>
    </message>
    <message>
        <source>The name must fit on one line.</source>
        <translation>名称必须在一行之内。</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::UserDataPages</name>
    <message>
        <source>Fine-tune Llama 3 8B (LoRA, 2B tokens)</source>
        <translation>微调 Llama 3 8B（LoRA，20 亿 token）</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::UserFileBanner</name>
    <message>
        <source>&amp;Details…</source>
        <translation>详情(&amp;D)…</translation>
    </message>
    <message>
        <source>%1 is invalid and was left as it is. Changes here cannot be saved until it is fixed or set aside.</source>
        <translation>%1 无效，已原样保留。在修复或移开它之前，这里的更改无法保存。</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::UserFileProblemDialog</name>
    <message>
        <source>your own GPUs</source>
        <translation>您的自定义 GPU 信息</translation>
    </message>
    <message>
        <source>your price quotes</source>
        <translation>您的价格报价</translation>
    </message>
    <message>
        <source>your measurements</source>
        <translation>您的实测数据</translation>
    </message>
    <message>
        <source>Set the file &amp;aside</source>
        <translation>将文件移开(&amp;A)</translation>
    </message>
    <message>
        <source>A file of yours could not be read</source>
        <translation>无法读取您的一个文件</translation>
    </message>
    <message>
        <source>&lt;p&gt;The file holding %1 is not valid:&lt;/p&gt;&lt;p&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/p&gt;&lt;p&gt;GPU Atlas left it exactly as it is and will not save over it, so changes to %1 cannot be saved for now. Fix the file in a text editor and restart GPU Atlas, or set it aside: it is renamed (nothing is deleted) and a new file is started.&lt;/p&gt;</source>
        <translation>&lt;p&gt;保存%1的文件无效：&lt;/p&gt;&lt;p&gt;&lt;b&gt;%2&lt;/b&gt;&lt;/p&gt;&lt;p&gt;GPU 图鉴已原样保留该文件，也不会覆盖它，因此暂时无法保存对%1的更改。请用文本编辑器修复文件后重新启动 GPU 图鉴，或将其移开：文件会被重命名（不会删除任何内容），并开始一个新文件。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>whole file</source>
        <translation>整个文件</translation>
    </message>
    <message>
        <source>&amp;Keep it as it is</source>
        <translation>保持原样(&amp;K)</translation>
    </message>
    <message>
        <source>%1 could not be renamed. Move it away yourself, then restart GPU Atlas.</source>
        <translation>无法重命名 %1。请自行将其移开，然后重新启动 GPU 图鉴。</translation>
    </message>
    <message>
        <source>The file was renamed to %1. GPU Atlas starts a new one the next time you save.</source>
        <translation>文件已重命名为 %1。下次保存时 GPU 图鉴会开始一个新文件。</translation>
    </message>
    <message>
        <source>Problems in %1</source>
        <translation>%1 中的问题</translation>
    </message>
    <message>
        <source>your exchange rates</source>
        <translation>您的汇率</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::WhatIfControls</name>
    <message>
        <source>Micro-batch:</source>
        <translation>微批：</translation>
    </message>
    <message>
        <source>Batch:</source>
        <translation>批大小：</translation>
    </message>
    <message>
        <source>Sequences per GPU per step</source>
        <translation>每张 GPU 每步的序列数</translation>
    </message>
    <message>
        <source>Requests processed together</source>
        <translation>一起处理的请求数</translation>
    </message>
    <message>
        <source>max</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>The largest batch that fits in memory</source>
        <translation>显存能放下的最大批大小</translation>
    </message>
    <message>
        <source>Sequence:</source>
        <translation>序列：</translation>
    </message>
    <message>
        <source>Prompt:</source>
        <translation>提示词：</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> 个 token</translation>
    </message>
    <message>
        <source>Precision:</source>
        <translation>精度：</translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation>卡数：</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Auto: the smallest count that fits and meets the constraints, for each GPU</source>
        <translation>自动：为每款 GPU 选择放得下且满足约束条件的最少卡数</translation>
    </message>
    <message>
        <source>Pin for comparison</source>
        <translation>固定结果以便对比</translation>
    </message>
    <message>
        <source>Keep the current results to compare while you explore</source>
        <translation>保留当前结果，方便探索时对比</translation>
    </message>
    <message>
        <source>T&amp;P:</source>
        <translation>TP(&amp;P)：</translation>
    </message>
    <message>
        <source>Tensor-parallel size pinned for every candidate; Auto lets the engine choose.</source>
        <translation>为每个候选方案固定的张量并行规模；选“自动”则由引擎决定。</translation>
    </message>
    <message>
        <source>P&amp;P:</source>
        <translation>PP(&amp;P)：</translation>
    </message>
    <message>
        <source>Pipeline stages pinned for every candidate; Auto lets the engine choose.</source>
        <translation>为每个候选方案固定的流水线阶段数；选“自动”则由引擎决定。</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation>提示词长度</translation>
    </message>
    <message>
        <source>In powers of two, in tokens; the box beside it takes any length</source>
        <translation>以 2 的幂为步长，单位为 token；旁边的输入框可填任意长度</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::WorkloadActions</name>
    <message>
        <source>&amp;New workload…</source>
        <translation>新建工作负载(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open workload…</source>
        <translation>打开工作负载(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save workload…</source>
        <translation>保存工作负载(&amp;S)…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>There is no workload to save yet.</source>
        <translation>还没有可保存的工作负载。</translation>
    </message>
    <message>
        <source>No recent workloads</source>
        <translation>没有最近打开的工作负载</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::WorkloadWizard</name>
    <message>
        <source>Describe your workload</source>
        <translation>描述您的工作负载</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>保存(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Recommend GPUs</source>
        <translation>推荐 GPU(&amp;R)</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::charts::ChartDataDialog</name>
    <message>
        <source>Data of the chart: %1</source>
        <translation>图表数据：%1</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Values of %1</source>
        <translation>%1 的数值</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::charts::ChartDataModel</name>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::charts::ChartFigureView</name>
    <message>
        <source>Show &amp;data</source>
        <translation>显示数据(&amp;D)</translation>
    </message>
    <message>
        <source>The chart&apos;s values as a table</source>
        <translation>以表格列出图表的数值</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>No chart to show yet.</source>
        <translation>尚无可显示的图表。</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::charts::ResultChartsView</name>
    <message>
        <source>C&amp;hart:</source>
        <translation>图表(&amp;H)：</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
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
        <translation>各候选的显存与容量对比，或可行候选的吞吐量或成本</translation>
    </message>
    <message>
        <source>Time and cost by GPU count</source>
        <translation>各卡数下的时长与成本</translation>
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
        <translation>把图表保存为指定尺寸和分辨率的 PNG 图像</translation>
    </message>
    <message>
        <source>SVG…</source>
        <translation>SVG…</translation>
    </message>
    <message>
        <source>Save the chart as an SVG vector drawing</source>
        <translation>把图表保存为 SVG 矢量图</translation>
    </message>
    <message>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <source>Save the chart as a vector PDF page</source>
        <translation>把图表保存为一页矢量 PDF</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the chart to the clipboard as an image</source>
        <translation>把图表作为图像复制到剪贴板</translation>
    </message>
</context>
<context>
    <name>gpuatlas::ui::exporting::ExportImageDialog</name>
    <message>
        <source>The image will be %1 × %2 pixels.</source>
        <translation>图像将为 %1 × %2 像素。</translation>
    </message>
    <message>
        <source>Export image</source>
        <translation>导出图像</translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation>宽度(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Height:</source>
        <translation>高度(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Resolution:</source>
        <translation>分辨率(&amp;R)：</translation>
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
        <translation>布局宽度，以逻辑像素计（每英寸 96 个）；字体随之缩放</translation>
    </message>
    <message>
        <source>96 dpi for screens, 192 for high-DPI screens and slides, 300 for print</source>
        <translation>屏幕用 96 dpi，高分屏和幻灯片用 192，打印用 300</translation>
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
        <translation>导出报告(&amp;R)…</translation>
    </message>
    <message>
        <source>Export spec &amp;table…</source>
        <translation>导出规格表(&amp;T)…</translation>
    </message>
    <message>
        <source>There is no recommendation to report yet: describe a workload first.</source>
        <translation>还没有可报告的推荐：请先描述一个工作负载。</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档（*.pdf）</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>网页（*.html）</translation>
    </message>
    <message>
        <source>Markdown, charts as PNG files beside it (*.md)</source>
        <translation>Markdown，图表以 PNG 文件保存在旁边（*.md）</translation>
    </message>
    <message>
        <source>Write the recommendation as a PDF, HTML, Markdown or OpenDocument report</source>
        <translation>将推荐写成 PDF、HTML、Markdown 或 OpenDocument 报告</translation>
    </message>
    <message>
        <source>Export &amp;presentation…</source>
        <translation>导出演示文稿(&amp;P)…</translation>
    </message>
    <message>
        <source>Write the recommendation as a PowerPoint deck with native charts and tables</source>
        <translation>将推荐结果导出为 PowerPoint 演示文稿，图表和表格均为原生对象</translation>
    </message>
    <message>
        <source>Export res&amp;ults…</source>
        <translation>导出结果(&amp;U)…</translation>
    </message>
    <message>
        <source>Save the ranking as an Excel workbook with a chart and the prices used</source>
        <translation>将排名保存为 Excel 工作簿，含图表和所用价格</translation>
    </message>
    <message>
        <source>Save the specifications of the ticked GPUs as CSV, Excel, Markdown or HTML</source>
        <translation>将勾选 GPU 的规格保存为 CSV、Excel、Markdown 或 HTML</translation>
    </message>
    <message>
        <source>Export presentation</source>
        <translation>导出演示文稿</translation>
    </message>
    <message>
        <source>PowerPoint presentation (*.pptx)</source>
        <translation>PowerPoint 演示文稿（*.pptx）</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>导出结果</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel 工作簿（*.xlsx）</translation>
    </message>
    <message>
        <source>OpenDocument text (*.odt)</source>
        <translation>OpenDocument 文本（*.odt）</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Choose a GPU for AI training and inference.</source>
        <translation>为 AI 训练和推理选择 GPU。</translation>
    </message>
    <message>
        <source>Use this GPU catalogue file.</source>
        <translation>使用此 GPU 目录文件。</translation>
    </message>
    <message>
        <source>Interface language: en, zh_CN or zh_TW.</source>
        <translation>界面语言：en、zh_CN 或 zh_TW。</translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE (PNG) and quit. Uses the default settings and English unless --lang is given; saved settings are neither read nor changed.</source>
        <translation>把窗口截图保存为 FILE（PNG）后退出。除非给出 --lang，否则使用默认设置和英文；不读取也不修改已保存的设置。</translation>
    </message>
    <message>
        <source>With --screenshot: what to show, one of %1.</source>
        <translation>与 --screenshot 一起使用：要显示的内容，可选 %1。</translation>
    </message>
    <message>
        <source>With --screenshot: window size, e.g. %1.</source>
        <translation>与 --screenshot 一起使用：窗口尺寸，例如 %1。</translation>
    </message>
    <message>
        <source>Open this workload file and show its recommendation.</source>
        <translation>打开此工作负载文件并显示其推荐结果。</translation>
    </message>
    <message>
        <source>Unknown page &quot;%1&quot;; choose one of: %2.</source>
        <translation>未知页面“%1”；请选择：%2。</translation>
    </message>
    <message>
        <source>Bad size &quot;%1&quot;; write it as WIDTHxHEIGHT, e.g. %2.</source>
        <translation>尺寸“%1”无效；请写成宽、高以 x 相连的形式，例如 %2。</translation>
    </message>
    <message>
        <source>--lang: &quot;%1&quot; is not a language; use en, zh_CN or zh_TW</source>
        <translation>--lang：“%1”不是可用的语言；请使用 en、zh_CN 或 zh_TW</translation>
    </message>
    <message>
        <source>--%1: no file given</source>
        <translation>--%1：未指定文件</translation>
    </message>
</context>
</TS>
