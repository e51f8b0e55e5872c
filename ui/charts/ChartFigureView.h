// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsView>

#include <memory>

namespace gpuatlas::ui::charts {

class ChartFigure;

// Shows a ChartFigure on screen, laid out for the view's size, with values on hover.
class ChartFigureView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit ChartFigureView(QWidget* parent = nullptr);
    ~ChartFigureView() override;

    void setFigure(std::unique_ptr<ChartFigure> figure);
    ChartFigure* figure() const { return m_figure.get(); }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitFigure();

    std::unique_ptr<ChartFigure> m_figure;
};

} // namespace gpuatlas::ui::charts
