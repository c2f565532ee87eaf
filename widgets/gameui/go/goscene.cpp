#include "goscene.h"

#include <QFont>
#include <QGraphicsEllipseItem>
#include <QGraphicsPathItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPainterPath>
#include <QPen>
#include <QTimer>

#include "board/pieceitem.h"
#include "session/gomarking.h"
#include "words/texts.h"

#include "games/go/gogame.h"

namespace qiju::widgets {

using core::MoveError;
using core::Point;
using core::Side;

namespace {
constexpr int kExplainMs = 3500;
const QColor kWarning(0xD0, 0x20, 0x20);
} // namespace

GoScene::GoScene(model::GameModel *model, QObject *parent)
    : GridBoardScene(model, parent)
{ }

void GoScene::setMarking(model::GoMarking *marking)
{
    if (m_marking)
        disconnect(m_marking, nullptr, this, nullptr);
    m_marking = marking;
    if (marking)
        connect(marking, &model::GoMarking::changed, this, &GoScene::updateMarking);
    updateMarking();
}

void GoScene::setShowLiberties(bool show)
{
    if (m_showLiberties == show)
        return;
    m_showLiberties = show;
    decorate();
}

void GoScene::setShowIllegalPoints(bool show)
{
    if (m_showIllegal == show)
        return;
    m_showIllegal = show;
    decorate();
}

void GoScene::decorate()
{
    GridBoardScene::decorate();
    clearExplanation();
    updateLiberties();
    updateIllegal();
    updateMarking();
}

void GoScene::pointClicked(Point p)
{
    if (model()->isMarking()) {
        if (model()->position().cell(p) != core::Cell::Empty)
            emit markRequested(p);
        return;
    }
    GridBoardScene::pointClicked(p);
}

void GoScene::clearItems(std::vector<QGraphicsItem *> &items)
{
    for (QGraphicsItem *item : items)
        delete item;
    items.clear();
}

QGraphicsItem *GoScene::addMarker(QGraphicsItem *item, const char *tag, qreal z)
{
    item->setZValue(z);
    item->setAcceptedMouseButtons(Qt::NoButton);
    item->setData(0, QString::fromLatin1(tag));
    addItem(item);
    return item;
}

int GoScene::libertiesShownAt(Point p) const
{
    if (!m_showLiberties || !model()->hasGame() || !model()->position().contains(p))
        return 0;
    const std::size_t i = static_cast<std::size_t>(p.y * model()->position().width() + p.x);
    return i < m_liberties.size() ? m_liberties[i] : 0;
}

void GoScene::updateLiberties()
{
    clearItems(m_libertyItems);
    m_liberties.clear();
    if (!m_showLiberties || !model()->hasGame())
        return;
    const core::Game &g = model()->position();
    if (!g.hasChains())
        return;
    // The numbers take the place of move numbers, which would sit on the same spot.
    for (QGraphicsItem *item : items()) {
        if (item->data(0).toString() == QLatin1String("move-number"))
            item->setVisible(false);
    }
    const int w = g.width();
    m_liberties.assign(static_cast<std::size_t>(w * g.height()), 0);
    const BoardTheme &t = theme();
    for (int y = 0; y < g.height(); ++y) {
        for (int x = 0; x < w; ++x) {
            const core::Cell s = g.cell({x, y});
            if (s != core::Cell::Black && s != core::Cell::White)
                continue;
            const int libs = g.liberties({x, y});
            m_liberties[static_cast<std::size_t>(y * w + x)] = libs;
            auto *text = new QGraphicsSimpleTextItem(QString::number(libs));
            QFont font;
            font.setPixelSize(static_cast<int>(kCell * 0.44));
            font.setBold(true);
            text->setFont(font);
            text->setBrush(libs == 1 ? kWarning : (s == core::Cell::Black ? t.white : t.black));
            const QRectF r = text->boundingRect();
            text->setPos(centerOf({x, y}) - QPointF(r.width() / 2, r.height() / 2));
            m_libertyItems.push_back(addMarker(text, "liberties", 21));
        }
    }
}

void GoScene::updateIllegal()
{
    clearItems(m_illegalItems);
    m_illegal.clear();
    if (!m_showIllegal || !model()->hasGame() || model()->isOver())
        return;
    const qreal arm = kCell * 0.15;
    for (const auto &[point, e] : model()->position().forbiddenPoints()) {
        m_illegal.emplace_back(point, e);
        // A transparent square for the tooltip, the cross on it.
        auto *area
            = new QGraphicsRectItem(QRectF(-kCell * 0.3, -kCell * 0.3, kCell * 0.6, kCell * 0.6));
        area->setPen(Qt::NoPen);
        area->setBrush(Qt::transparent);
        area->setPos(centerOf(point));
        area->setToolTip(Texts::moveError(e));
        QPainterPath cross;
        cross.moveTo(-arm, -arm);
        cross.lineTo(arm, arm);
        cross.moveTo(arm, -arm);
        cross.lineTo(-arm, arm);
        auto *mark = new QGraphicsPathItem(cross, area);
        QColor c = kWarning;
        c.setAlpha(200);
        mark->setPen(QPen(c, kCell * 0.05, Qt::SolidLine, Qt::RoundCap));
        m_illegalItems.push_back(addMarker(area, "illegal", 7));
    }
}

void GoScene::explainIllegal(const core::Move &move, MoveError error)
{
    clearExplanation();
    if (!model()->hasGame() || move.kind != core::Move::Kind::Place
        || !model()->position().contains(move.to))
        return;
    m_explained = model()->position().illegalCause(move.to);
    // The point tried: a red ring where the stone would have gone.
    const qreal r = pieceDiameter() / 2;
    auto *ring = new QGraphicsEllipseItem(QRectF(-r, -r, 2 * r, 2 * r));
    ring->setPos(centerOf(move.to));
    QColor fill = kWarning;
    fill.setAlpha(60);
    ring->setBrush(fill);
    ring->setPen(QPen(kWarning, kCell * 0.06, Qt::DashLine));
    m_explainItems.push_back(addMarker(ring, "illegal-try", 23));
    // The stones that make it illegal: the group it would capture, or its own group that
    // would be left without liberties.
    for (Point p : m_explained) {
        const qreal rr = pieceDiameter() / 2 + kCell * 0.03;
        auto *mark = new QGraphicsEllipseItem(QRectF(-rr, -rr, 2 * rr, 2 * rr));
        mark->setPos(centerOf(p));
        mark->setBrush(Qt::NoBrush);
        mark->setPen(QPen(kWarning, kCell * 0.09));
        m_explainItems.push_back(addMarker(mark, "illegal-cause", 23));
    }
    Q_UNUSED(error);
    const quint64 serial = ++m_explainSerial;
    QTimer::singleShot(kExplainMs, this, [this, serial] {
        if (serial == m_explainSerial)
            clearExplanation();
    });
}

void GoScene::clearExplanation()
{
    ++m_explainSerial;
    clearItems(m_explainItems);
    m_explained.clear();
}

std::vector<Point> GoScene::territoryShown(Side side) const
{
    std::vector<Point> out;
    if (!model()->hasGame())
        return out;
    const int w = model()->position().width();
    const core::Cell want = core::cellOf(side);
    for (std::size_t i = 0; i < m_territory.size(); ++i) {
        if (m_territory[i] == want)
            out.push_back({int(i) % w, int(i) / w});
    }
    return out;
}

void GoScene::updateMarking()
{
    clearItems(m_markingItems);
    m_territory.clear();
    // Dead stones of an earlier marking are shown whole again.
    for (Point p : m_dead) {
        if (PieceItem *piece = pieceAt(p))
            piece->setOpacity(1);
    }
    m_dead.clear();
    if (!m_marking || !m_marking->game())
        return;
    const auto score = m_marking->score();
    const std::vector<bool> dead = m_marking->deadStones();
    const go::GoGame &g = *m_marking->game();
    const int n = g.size();
    const BoardTheme &t = theme();
    const qreal half = kCell * 0.16;
    for (int y = 0; y < n; ++y) {
        for (int x = 0; x < n; ++x) {
            const std::size_t i = static_cast<std::size_t>(y * n + x);
            const bool isDead = dead[i];
            if (isDead) {
                m_dead.push_back({x, y});
                if (PieceItem *piece = pieceAt({x, y}))
                    piece->setOpacity(0.45);
            }
            const core::Cell owner = score->ownership[i];
            const bool stone = g.cell({x, y}) != core::Cell::Empty;
            if (owner == core::Cell::Empty || (stone && !isDead))
                continue;
            // Territory: a small square in the owner's colour (also on the dead stones).
            auto *square = new QGraphicsRectItem(QRectF(-half, -half, 2 * half, 2 * half));
            square->setPos(centerOf({x, y}));
            const bool black = owner == core::Cell::Black;
            square->setBrush(black ? t.black : t.white);
            square->setPen(QPen(black ? t.white : t.black, kCell * 0.02));
            m_markingItems.push_back(addMarker(square, "territory", 22));
        }
    }
    m_territory = score->ownership;
    for (std::size_t i = 0; i < m_territory.size(); ++i) {
        const bool stone = g.cell({int(i) % n, int(i) / n}) != core::Cell::Empty;
        if (stone && !dead[i])
            m_territory[i] = core::Cell::Empty; // a living stone is not territory
    }
}

} // namespace qiju::widgets
