#include "cellboardscene.h"

#include <QPainter>

#include <cmath>

namespace qiju::widgets {

namespace {
constexpr qreal kMargin = BoardScene::kCell * 0.62; // room for the coordinates
} // namespace

CellBoardScene::CellBoardScene(model::GameModel *model, QObject *parent)
    : BoardScene(model, parent)
{
    connect(model, &model::GameModel::positionReset, this, &CellBoardScene::refreshGeometry);
    refreshGeometry();
}

void CellBoardScene::refreshGeometry()
{
    if (model()->hasGame()) {
        m_columns = model()->position().width();
        m_rows = model()->position().height();
    }
    const QRectF board = boardRect();
    setSceneRect(board.adjusted(-kMargin, -kMargin, kMargin * 0.45, kMargin * 0.45));
    update();
}

QRectF CellBoardScene::boardRect() const
{
    return {0, 0, m_columns * kCell, m_rows * kCell};
}

QPointF CellBoardScene::centerOf(core::Point p) const
{
    return {(p.x + 0.5) * kCell, (p.y + 0.5) * kCell};
}

std::optional<core::Point> CellBoardScene::pointAt(QPointF pos) const
{
    const int x = static_cast<int>(std::floor(pos.x() / kCell));
    const int y = static_cast<int>(std::floor(pos.y() / kCell));
    if (x < 0 || y < 0 || x >= m_columns || y >= m_rows)
        return std::nullopt;
    return core::Point{x, y};
}

void CellBoardScene::drawBackground(QPainter *painter, const QRectF &rect)
{
    const BoardTheme &t = theme();
    painter->fillRect(rect, t.background);
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF board = boardRect();

    // Rim.
    const qreal rim = kCell * 0.16;
    QLinearGradient rimGradient(board.topLeft(), board.bottomRight());
    rimGradient.setColorAt(0, t.frame.lighter(130));
    rimGradient.setColorAt(1, t.frame.darker(130));
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0, 0, 0, 90));
    painter->drawRoundedRect(board.adjusted(-rim, -rim, rim, rim).translated(4, 6), 10, 10);
    painter->setBrush(rimGradient);
    painter->drawRoundedRect(board.adjusted(-rim, -rim, rim, rim), 10, 10);

    // Felt with a faint checker so the cells read at a glance.
    if (t.hasArt(QStringLiteral("felt"))) {
        t.paintArt(painter, QStringLiteral("felt"), board);
    } else {
        QRadialGradient felt(board.center(), board.width() * 0.75);
        felt.setColorAt(0, t.felt.lighter(108));
        felt.setColorAt(1, t.felt.darker(110));
        painter->setBrush(felt);
        painter->drawRect(board);
    }
    painter->setBrush(QColor(0, 0, 0, 14));
    for (int y = 0; y < m_rows; ++y) {
        for (int x = (y % 2); x < m_columns; x += 2)
            painter->drawRect(QRectF(x * kCell, y * kCell, kCell, kCell));
    }

    // Grid.
    painter->setPen(QPen(t.grid, kCell * 0.025));
    for (int i = 0; i <= m_columns; ++i)
        painter->drawLine(QPointF(i * kCell, 0), QPointF(i * kCell, board.bottom()));
    for (int i = 0; i <= m_rows; ++i)
        painter->drawLine(QPointF(0, i * kCell), QPointF(board.right(), i * kCell));
    painter->setPen(Qt::NoPen);
    painter->setBrush(t.grid);
    for (core::Point p : gridDots())
        painter->drawEllipse(QPointF(p.x * kCell, p.y * kCell), kCell * 0.07, kCell * 0.07);

    // Coordinates.
    QFont font = painter->font();
    font.setPixelSize(static_cast<int>(kCell * 0.3));
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(t.label);
    for (int x = 0; x < m_columns; ++x) {
        painter->drawText(QRectF(x * kCell, -kMargin, kCell, kMargin - rim), Qt::AlignCenter,
                          QString(QChar(u'a' + x)));
    }
    for (int y = 0; y < m_rows; ++y) {
        painter->drawText(QRectF(-kMargin, y * kCell, kMargin - rim, kCell), Qt::AlignCenter,
                          rowLabel(y));
    }
}

} // namespace qiju::widgets
