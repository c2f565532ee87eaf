// BannerItem: a short message shown across the board ("White has no move and passes"),
// fading out by itself. GUI thread only; deletes itself when done.
#pragma once

#include <QGraphicsObject>

namespace qiju::widgets {

class BannerItem : public QGraphicsObject
{
    Q_OBJECT

public:
    BannerItem(const QString &text, const QRectF &board, int showMs);

    QString text() const { return m_text; }
    QRectF boundingRect() const override { return m_rect; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget) override;

private:
    QString m_text;
    QRectF m_rect;
};

} // namespace qiju::widgets
