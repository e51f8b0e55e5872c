// SPDX-License-Identifier: GPL-3.0-or-later
#include "GpuDetailPane.h"

#include "engine/core/Gpu.h"
#include "text/GpuFields.h"
#include "ui/models/GpuCell.h"

#include <QDesktopServices>
#include <QEvent>
#include <QScrollBar>
#include <QUrl>

namespace gpuatlas::ui {

using text::GpuField;
using text::GpuFields;
using text::Sparsity;

namespace {

QString section(const QString& title)
{
    return QStringLiteral("<h3>%1</h3>").arg(title.toHtmlEscaped());
}

QString noteParagraph(const std::string& text)
{
    return QStringLiteral("<p>%1</p>").arg(GpuCell::escaped(text));
}

} // namespace

GpuDetailPane::GpuDetailPane(QWidget* parent)
    : QTextBrowser(parent)
{
    // Links are checked and handed to the desktop here, never followed inside the pane.
    setOpenLinks(false);
    setOpenExternalLinks(false);
    connect(this, &QTextBrowser::anchorClicked, this, &GpuDetailPane::openLink);
    render();
}

void GpuDetailPane::setGpu(const engine::Gpu* gpu)
{
    const bool other = gpu != m_gpu;
    m_gpu = gpu;
    render();
    if (other)
        verticalScrollBar()->setValue(0);
}

void GpuDetailPane::setLanguage(engine::Language language)
{
    if (language == m_language)
        return;
    m_language = language;
    render();
}

void GpuDetailPane::changeEvent(QEvent* event)
{
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        render();
}

bool GpuDetailPane::isOpenable(const QUrl& url)
{
    return url.isValid() && !url.host().isEmpty() &&
           (url.scheme() == QLatin1String("https") || url.scheme() == QLatin1String("http"));
}

void GpuDetailPane::openLink(const QUrl& url)
{
    if (!isOpenable(url))
        return;
    QDesktopServices::openUrl(url);
    emit linkOpened(url);
}

void GpuDetailPane::render()
{
    if (!m_gpu) {
        setHtml(QStringLiteral("<p><i>%1</i></p>")
                    .arg(tr("Click a GPU in the table to read about it here.").toHtmlEscaped()));
        return;
    }
    // Keep the reader's place when the same GPU is shown again in another language.
    const int scroll = verticalScrollBar()->value();
    setHtml(html(*m_gpu, m_language));
    verticalScrollBar()->setValue(scroll);
}

QString GpuDetailPane::html(const engine::Gpu& gpu, engine::Language language)
{
    QString out = QStringLiteral("<h2>%1</h2>").arg(GpuCell::escaped(gpu.name));
    out += QStringLiteral("<p>%1</p>")
               .arg(tr("%1 · %2 architecture · %3 · %4")
                        .arg(QString::fromStdString(gpu.vendor), QString::fromStdString(gpu.architecture),
                             QString::number(gpu.launchYear),
                             GpuFields::display(gpu, GpuField::FormFactor, Sparsity::Dense))
                        .toHtmlEscaped());
    if (gpu.custom)
        out += QStringLiteral("<p><i>%1</i></p>").arg(tr("A GPU you added.").toHtmlEscaped());

    // Key figures, one per line: a table would squeeze them into broken fragments in
    // a narrow pane. A number never parts from its unit.
    const auto figure = [](const QString& text) {
        return text.toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;"));
    };
    const auto line = [&out](const QString& label, const QString& valueHtml) {
        out += QStringLiteral("<div><b>%1</b>&nbsp;&nbsp; %2</div>").arg(label.toHtmlEscaped(), valueHtml);
    };
    const auto field = [&](GpuField f) { return figure(GpuFields::displayMarked(gpu, f, Sparsity::Dense)); };
    out += QStringLiteral("<p>");
    line(GpuFields::label(GpuField::MemorySize),
         field(GpuField::MemorySize) + QStringLiteral(" ") + field(GpuField::MemoryType));
    line(GpuFields::label(GpuField::MemoryBandwidth), field(GpuField::MemoryBandwidth));
    line(GpuFields::label(GpuField::Fp32), field(GpuField::Fp32));
    for (const GpuField tensor : {GpuField::Bf16, GpuField::Fp16, GpuField::Fp8, GpuField::Fp4}) {
        if (!GpuFields::value(gpu, tensor, Sparsity::Dense))
            continue;
        // Both figures, each labelled, so neither passes for the other.
        QString value =
            tr("%1 dense").toHtmlEscaped().arg(figure(GpuFields::displayMarked(gpu, tensor, Sparsity::Dense)));
        if (GpuFields::value(gpu, tensor, Sparsity::Sparse)) {
            const QString sparse = figure(GpuFields::displayMarked(gpu, tensor, Sparsity::Sparse));
            value = tr("%1, %2").toHtmlEscaped().arg(value, tr("%1 sparse").toHtmlEscaped().arg(sparse));
        }
        line(GpuFields::label(tensor), value);
    }
    line(GpuFields::label(GpuField::Interconnect),
         GpuFields::display(gpu, GpuField::Interconnect, Sparsity::Dense).toHtmlEscaped());
    line(GpuFields::label(GpuField::Tdp), field(GpuField::Tdp));
    line(GpuFields::label(GpuField::Mig), GpuFields::display(gpu, GpuField::Mig, Sparsity::Dense).toHtmlEscaped());
    out += QStringLiteral("</p>");
    if (!gpu.unverified.empty())
        out += QStringLiteral("<p><small>%1</small></p>").arg(GpuFields::unverifiedNote().toHtmlEscaped());

    const auto& article = gpu.article;
    if (article.empty()) {
        out +=
            QStringLiteral("<p><i>%1</i></p>").arg(tr("The source article does not discuss this GPU.").toHtmlEscaped());
    } else {
        if (!article.training.empty())
            out += section(tr("For training")) + noteParagraph(article.training.in(language));
        if (!article.inference.empty())
            out += section(tr("For inference")) + noteParagraph(article.inference.in(language));
        if (!article.deployments.empty()) {
            out += section(tr("Real-world deployments")) + QStringLiteral("<ul>");
            for (const auto& deployment : article.deployments) {
                const QString name = QStringLiteral("<b>%1</b>").arg(GpuCell::escaped(deployment.name.in(language)));
                out += QStringLiteral("<li>%1</li>")
                           .arg(tr("%1: %2").toHtmlEscaped().arg(name, GpuCell::escaped(deployment.text.in(language))));
            }
            out += QStringLiteral("</ul>");
        }
    }

    if (!gpu.notes.empty()) {
        out += section(tr("Notes")) + QStringLiteral("<ul>");
        for (const auto& note : gpu.notes)
            out += QStringLiteral("<li>%1</li>").arg(GpuCell::escaped(note.in(language)));
        out += QStringLiteral("</ul>");
    }

    out += sourcesHtml(gpu);
    return out;
}

// The sources, as links where they are web addresses.
QString GpuDetailPane::sourcesHtml(const engine::Gpu& gpu)
{
    if (gpu.sources.empty())
        return {};
    QString out = section(tr("Sources")) + QStringLiteral("<ol>");
    for (const auto& source : gpu.sources) {
        const QUrl url(QString::fromStdString(source.url));
        const QString title = GpuCell::escaped(source.title.empty() ? source.url : source.title);
        QString item =
            isOpenable(url)
                ? QStringLiteral("<a href=\"%1\">%2</a>").arg(url.toString(QUrl::FullyEncoded).toHtmlEscaped(), title)
                : title;
        if (!source.retrieved.empty())
            item += QStringLiteral(" <small>(%1)</small>")
                        .arg(tr("retrieved %1").arg(QString::fromStdString(source.retrieved)).toHtmlEscaped());
        out += QStringLiteral("<li>%1</li>").arg(item);
    }
    out += QStringLiteral("</ol>");
    return out;
}

} // namespace gpuatlas::ui
