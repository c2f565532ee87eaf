#include "ataxxscene.h"

#include <QGraphicsEllipseItem>
#include <QKeyEvent>
#include <QPainter>
#include <QPropertyAnimation>

#include <algorithm>
#include <array>

#include "board/pieceitem.h"
#include "words/texts.h"

namespace qiju::widgets {

using core::Move;
using core::Point;
using core::Side;

namespace {

constexpr int kFlashMs = 450; // the computer's move shows where it comes from and goes

// A cell-sized glow that blinks twice and deletes itself.
class FlashItem : public QGraphicsObject
{
public:
    FlashItem(const QRectF &cell, const QColor &colour)
        : m_rect(cell.adjusted(3, 3, -3, -3))
        , m_colour(colour)
    {
        setZValue(8);
        setAcceptedMouseButtons(Qt::NoButton);
        setData(0, QStringLiteral("flash"));
        setOpacity(0);
    }
    QRectF boundingRect() const override { return m_rect.adjusted(-4, -4, 4, 4); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->setRenderHint(QPainter::Antialiasing);
        QColor fill = m_colour;
        fill.setAlpha(110);
        painter->setBrush(fill);
        painter->setPen(QPen(m_colour, 4));
        painter->drawRoundedRect(m_rect, 8, 8);
    }

private:
    QRectF m_rect;
    QColor m_colour;
};

bool contains(const std::vector<Point> &points, Point p)
{
    return std::find(points.begin(), points.end(), p) != points.end();
}

bool adjacent(Point a, Point b) { return std::max(std::abs(a.x - b.x), std::abs(a.y - b.y)) == 1; }

} // namespace

AtaxxScene::AtaxxScene(model::GameModel *model, QObject *parent)
    : CellBoardScene(model, parent)
{ }

QString AtaxxScene::rowLabel(int y) const
{
    return QString::number(rows() - y); // rank 7 at the top, as UAI and FEN write it
}

std::vector<Move> AtaxxScene::legalPlacements() const
{
    if (m_selected)
        return {}; // the selection's own targets are on show
    return CellBoardScene::legalPlacements();
}

void AtaxxScene::pointClicked(Point p)
{
    if (!model()->hasGame() || model()->isOver())
        return;
    const core::Game &g = model()->position();
    auto request = [this](const Move &m) {
        m_requested = m;
        clearSelection();
        emit moveRequested(m);
    };
    if (m_selected) {
        if (contains(m_cloneTargets, p))
            return request(Move::place(p));
        if (contains(m_jumpTargets, p))
            return request(Move::jump(*m_selected, p));
        if (p == *m_selected)
            return clearSelection();
    }
    if (g.cell(p) == core::cellOf(g.sideToMove()))
        return select(p);
    if (!m_selected && g.cell(p) == core::Cell::Empty) {
        // A clone needs no source: the controller plays it, or says why it cannot.
        return request(Move::place(p));
    }
    clearSelection();
}

void AtaxxScene::select(Point p)
{
    m_selected = p;
    m_cloneTargets.clear();
    m_jumpTargets.clear();
    for (const Move &m : model()->position().legalMoves()) {
        if (m.kind == Move::Kind::Place && adjacent(m.to, p))
            m_cloneTargets.push_back(m.to);
        else if (m.kind == Move::Kind::Jump && m.from == p)
            m_jumpTargets.push_back(m.to);
    }
    showSelection();
    updateMarkers();
}

void AtaxxScene::clearSelection()
{
    const bool had = m_selected.has_value();
    m_selected.reset();
    m_cloneTargets.clear();
    m_jumpTargets.clear();
    showSelection();
    if (had)
        updateMarkers();
}

void AtaxxScene::showSelection()
{
    for (QGraphicsItem *item : m_selectionItems)
        delete item;
    m_selectionItems.clear();
    if (!m_selected || !model()->hasGame())
        return;
    const BoardTheme &t = theme();
    const Side mover = model()->position().sideToMove();
    QColor moverColour = mover == Side::Black ? t.black : t.white;

    // The chosen piece: a bright ring over it.
    const qreal ringR = pieceDiameter() / 2 + kCell * 0.03;
    auto *ring = addEllipse(
        QRectF(centerOf(*m_selected) - QPointF(ringR, ringR), QSizeF(2 * ringR, 2 * ringR)),
        QPen(t.selection, kCell * 0.06), Qt::NoBrush);
    ring->setZValue(15);
    ring->setData(0, QStringLiteral("selected"));
    m_selectionItems.push_back(ring);

    // Clone targets: a tinted cell with a soft disc of the mover's colour (a piece will grow).
    for (Point p : m_cloneTargets) {
        const QPointF c = centerOf(p);
        QColor tint = t.selection;
        tint.setAlpha(70);
        auto *cell = addRect(
            QRectF(c - QPointF(kCell / 2 - 2, kCell / 2 - 2), QSizeF(kCell - 4, kCell - 4)),
            Qt::NoPen, tint);
        cell->setZValue(4);
        cell->setData(0, QStringLiteral("clone-target"));
        const qreal r = kCell * 0.2;
        moverColour.setAlpha(170);
        auto *disc = addEllipse(QRectF(c - QPointF(r, r), QSizeF(2 * r, 2 * r)),
            QPen(t.selection, kCell * 0.03), moverColour);
        disc->setZValue(5);
        disc->setParentItem(cell);
        m_selectionItems.push_back(cell);
    }
    // Jump targets: a dashed ring only (the piece will leave its square).
    for (Point p : m_jumpTargets) {
        const QPointF c = centerOf(p);
        const qreal r = kCell * 0.3;
        QPen pen(t.hint, kCell * 0.05, Qt::DashLine);
        pen.setCapStyle(Qt::RoundCap);
        auto *target
            = addEllipse(QRectF(c - QPointF(r, r), QSizeF(2 * r, 2 * r)), pen, Qt::NoBrush);
        target->setZValue(5);
        target->setData(0, QStringLiteral("jump-target"));
        m_selectionItems.push_back(target);
    }
}

void AtaxxScene::decorate()
{
    // A rebuilt or changed position invalidates any selection.
    if (m_selected)
        clearSelection();
}

void AtaxxScene::flash(Point p, int totalMs)
{
    if (!p.isValid())
        return;
    const QPointF c = centerOf(p);
    auto *item = new FlashItem(
        QRectF(c - QPointF(kCell / 2, kCell / 2), QSizeF(kCell, kCell)), theme().hint);
    addItem(item);
    auto *a = new QPropertyAnimation(item, "opacity", item);
    a->setDuration(totalMs);
    a->setKeyValueAt(0, 0.0);
    a->setKeyValueAt(0.25, 1.0);
    a->setKeyValueAt(0.5, 0.35);
    a->setKeyValueAt(0.75, 1.0);
    a->setKeyValueAt(1, 0.0);
    connect(a, &QAbstractAnimation::finished, item, &QObject::deleteLater);
    a->start();
}

void AtaxxScene::animate(const core::MoveTransition &t)
{
    m_selected.reset(); // the base refreshes the markers after the animation starts
    m_cloneTargets.clear();
    m_jumpTargets.clear();
    showSelection();

    const bool asked = t.move == m_requested;
    m_requested = {};
    int lead = 0;
    const int flashMs = animationMs(kFlashMs);
    if (!asked && flashMs > 0 && !t.move.isPass()) {
        flash(t.movedFrom.isValid() ? t.movedFrom : t.grewFrom, flashMs);
        flash(t.move.to, flashMs);
        lead = flashMs;
    }
    animateTransition(t, lead);
    if (!t.filled.empty()) {
        const QString side = Texts::sideName(core::GameId::Ataxx, t.filledSide);
        showBanner(tr("No more moves: the %n empty square(s) go to %1.", "",
                       static_cast<int>(t.filled.size()))
                       .arg(side),
            2400);
    }
}

void AtaxxScene::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && m_selected) {
        clearSelection();
        event->accept();
        return;
    }
    CellBoardScene::keyPressEvent(event);
}

void AtaxxScene::drawBackground(QPainter *painter, const QRectF &rect)
{
    CellBoardScene::drawBackground(painter, rect);
    if (!model()->hasGame())
        return;
    // Blocked squares: raised slate tiles nobody can enter.
    const core::Game &g = model()->position();
    painter->setRenderHint(QPainter::Antialiasing);
    for (int y = 0; y < rows(); ++y) {
        for (int x = 0; x < columns(); ++x) {
            if (g.cell({x, y}) != core::Cell::Blocked)
                continue;
            const QRectF cell(x * kCell, y * kCell, kCell, kCell);
            const QRectF tile
                = cell.adjusted(kCell * 0.06, kCell * 0.06, -kCell * 0.06, -kCell * 0.06);
            painter->setPen(Qt::NoPen);
            painter->setBrush(QColor(0, 0, 0, 80));
            painter->drawRoundedRect(tile.translated(2, 3), 6, 6);
            QLinearGradient slate(tile.topLeft(), tile.bottomRight());
            slate.setColorAt(0, QColor(0x7A, 0x7F, 0x86));
            slate.setColorAt(1, QColor(0x3B, 0x3F, 0x45));
            painter->setBrush(slate);
            painter->setPen(QPen(QColor(0x2A, 0x2C, 0x30), kCell * 0.02));
            painter->drawRoundedRect(tile, 6, 6);
            painter->setPen(QPen(QColor(0xA8, 0xAD, 0xB4, 120), kCell * 0.035));
            const qreal in = kCell * 0.24;
            painter->drawLine(
                tile.topLeft() + QPointF(in, in), tile.bottomRight() - QPointF(in, in));
            painter->drawLine(
                tile.topRight() + QPointF(-in, in), tile.bottomLeft() + QPointF(in, -in));
        }
    }
}

} // namespace qiju::widgets
