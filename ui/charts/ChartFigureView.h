// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsView>

#include <memory>

class QAction;

namespace gpuatlas::ui::charts {

class ChartDataDialog;
class ChartFigure;

// Shows a ChartFigure on screen, laid out for the view's size, with values on hover.
// To assistive technology it is the chart's title (name) and a summary of its data
// (description); "Show data" (Ctrl+Shift+D, or the context menu) opens its values as a
// table. It takes keyboard focus and draws a frame while it has it.
class ChartFigureView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit ChartFigureView(QWidget* parent = nullptr);
    ~ChartFigureView() override;

    void setFigure(std::unique_ptr<ChartFigure> figure);
    ChartFigure* figure() const { return m_figure.get(); }

    QAction* showDataAction() const { return m_showData; }
    // The action's text and shortcut, for the list of shortcuts in Help (a chart may not
    // have been made yet when it opens).
    static QString showDataText();
    static QKeySequence showDataShortcut();
    // Opens the data dialog (deleted when closed); nullptr without a figure.
    ChartDataDialog* showData();

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    void fitFigure();
    void retranslateUi();

    std::unique_ptr<ChartFigure> m_figure;
    QAction* m_showData;
};

} // namespace gpuatlas::ui::charts
