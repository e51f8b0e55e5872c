// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

namespace gpuatlas::ui {

// One line of text that ends in "…" when there is no room, instead of widening the
// window or being cut mid-letter. The whole text is its tooltip.
class ElidedLabel : public QFrame
{
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget* parent = nullptr);

    QString text() const { return m_text; }
    void setText(const QString& text);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString m_text;
};

} // namespace gpuatlas::ui
