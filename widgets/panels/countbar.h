// CountBar: a horizontal bar showing one side's share of the board (disc or piece count), as
// the original programs drew it. Paints itself; GUI thread only.
#pragma once

#include <QWidget>

namespace qiju::widgets {

class CountBar : public QWidget
{
    Q_OBJECT

public:
    explicit CountBar(QWidget *parent = nullptr);

    void setColour(const QColor &fill, const QColor &edge);
    void setValue(int value, int maximum);
    int value() const { return m_value; }
    QSize sizeHint() const override { return {160, 14}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QColor m_fill = Qt::black;
    QColor m_edge = Qt::gray;
    int m_value = 0;
    int m_maximum = 64;
};

} // namespace qiju::widgets
