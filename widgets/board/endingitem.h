// EndingItem: the end of a game played out over the board — a win bursts into gold sparks, a
// loss dims the board under a grey veil, a draw brings a black and a white half-disc together —
// each with a banner naming the result. It grows in, holds, then fades out and deletes itself;
// the model is long final by then. GUI thread only; owned by its scene.
#pragma once

#include <QGraphicsObject>

#include "board/endmood.h"

namespace qiju::widgets {

class EndingItem : public QGraphicsObject
{
    Q_OBJECT
    Q_PROPERTY(qreal progress READ progress WRITE setProgress)

public:
    // `inMs` = 0 shows the final picture at once.
    EndingItem(EndMood::Kind kind, const QString &text, const QRectF &board, int inMs,
               int holdMs);

    EndMood::Kind kind() const { return m_kind; }
    QString text() const { return m_text; }
    qreal progress() const { return m_progress; }
    void setProgress(qreal p);

    QRectF boundingRect() const override { return m_board; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget) override;

private:
    void paintBanner(QPainter *painter, qreal t) const;

    EndMood::Kind m_kind;
    QString m_text;
    QRectF m_board;
    qreal m_progress = 0;
};

} // namespace qiju::widgets
