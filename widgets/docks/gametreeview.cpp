#include "gametreeview.h"

#include <QContextMenuEvent>
#include <QEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>
#include <QToolTip>

#include <algorithm>
#include <cmath>

#include "docks/movelistmodel.h"
#include "services/navigationkeys.h"

#include "games/gameregistry.h"

namespace qiju::widgets {

namespace {

const QColor kBlack(28, 28, 28);
const QColor kWhite(244, 244, 240);

} // namespace

GameTreeView::GameTreeView(model::GameReview *review, const MoveListModel *moves, QWidget *parent)
    : QAbstractScrollArea(parent)
    , m_review(review)
    , m_moves(moves)
{
    setObjectName(QStringLiteral("gameTree"));
    setFocusPolicy(Qt::StrongFocus);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    viewport()->setBackgroundRole(QPalette::Base);
    viewport()->setAutoFillBackground(true);
    setAccessibleName(tr("Game tree"));
    updateMetrics();
    connect(review, &model::GameReview::changed, this, &GameTreeView::refresh);
    connect(review, &model::GameReview::activeChanged, this, &GameTreeView::refresh);
    refresh();
}

void GameTreeView::updateMetrics()
{
    // Sized from the font, so the numbers stay readable with large system fonts.
    const int height = fontMetrics().height();
    m_stone = std::max(20, int(std::lround(height * 1.55)));
    m_cell = m_stone + std::max(8, m_stone / 3);
}

void GameTreeView::refresh()
{
    const model::GameModel *m = m_review->model();
    if (!m->hasGame()) {
        m_layout = {};
        m_onLine.clear();
        m_current = -1;
    } else {
        m_layout = GameTreeLayout(m->tree().root());
        m_onLine.assign(m_layout.entries().size(), false);
        for (const model::GameNode *n : m_review->line()) {
            const int e = m_layout.indexOf(n);
            if (e >= 0)
                m_onLine[std::size_t(e)] = true;
        }
        m_current = m_layout.indexOf(&m->tree().current());
        m_discs = core::gameInfo(m->gameId()).board == core::BoardKind::Cells;
    }
    if (m_current >= 0) {
        // Sends QAccessible::DescriptionChanged: a screen reader hears where the tree stands,
        // once per step.
        const QString here = m_moves->label(*m_layout.entries()[std::size_t(m_current)].node);
        if (here != accessibleDescription())
            setAccessibleDescription(here);
    }
    updateScrollBars();
    ensureCurrentVisible();
    viewport()->update();
}

int GameTreeView::highlightedCount() const
{
    return int(std::count(m_onLine.begin(), m_onLine.end(), true));
}

QSize GameTreeView::contentSize() const
{
    const int along = std::max(1, m_layout.rows()) * m_cell;
    const int across = std::max(1, m_layout.columns()) * m_cell;
    return m_orientation == Qt::Vertical ? QSize(across, along) : QSize(along, across);
}

QPointF GameTreeView::toContent(double ply, double column) const
{
    const double along = (ply + 0.5) * m_cell;
    const double across = (column + 0.5) * m_cell;
    return m_orientation == Qt::Vertical ? QPointF(across, along) : QPointF(along, across);
}

QPoint GameTreeView::scrollOffset() const
{
    return {horizontalScrollBar()->value(), verticalScrollBar()->value()};
}

void GameTreeView::updateScrollBars()
{
    const QSize content = contentSize();
    const QSize area = viewport()->size();
    horizontalScrollBar()->setRange(0, std::max(0, content.width() - area.width()));
    horizontalScrollBar()->setPageStep(area.width());
    horizontalScrollBar()->setSingleStep(m_cell);
    verticalScrollBar()->setRange(0, std::max(0, content.height() - area.height()));
    verticalScrollBar()->setPageStep(area.height());
    verticalScrollBar()->setSingleStep(m_cell);
}

void GameTreeView::ensureCurrentVisible()
{
    if (m_current < 0)
        return;
    const auto &e = m_layout.entries()[std::size_t(m_current)];
    const QPointF c = toContent(e.ply, e.column);
    const QSize area = viewport()->size();
    const int margin = m_cell; // one more node in sight on each side
    auto keep = [margin](QScrollBar *bar, double at, int extent) {
        const int lo = int(at) - margin;
        const int hi = int(at) + margin - extent;
        if (bar->value() > lo)
            bar->setValue(lo);
        else if (bar->value() < hi)
            bar->setValue(hi);
    };
    keep(horizontalScrollBar(), c.x(), area.width());
    keep(verticalScrollBar(), c.y(), area.height());
}

QRect GameTreeView::nodeRect(const model::GameNode *node) const
{
    const int e = m_layout.indexOf(node);
    if (e < 0)
        return {};
    const auto &entry = m_layout.entries()[std::size_t(e)];
    const QPointF c = toContent(entry.ply, entry.column) - QPointF(scrollOffset());
    const int r = m_stone / 2;
    return QRect(int(std::lround(c.x())) - r, int(std::lround(c.y())) - r, m_stone, m_stone);
}

const model::GameNode *GameTreeView::nodeAt(const QPoint &pos) const
{
    const QPoint p = pos + scrollOffset();
    const int along = (m_orientation == Qt::Vertical ? p.y() : p.x());
    const int across = (m_orientation == Qt::Vertical ? p.x() : p.y());
    if (along < 0 || across < 0)
        return nullptr;
    const int ply = along / m_cell;
    const int column = across / m_cell;
    const model::GameNode *node = m_layout.nodeAt(ply, column);
    if (!node)
        return nullptr;
    const QPointF c = toContent(ply, column);
    const double dx = p.x() - c.x();
    const double dy = p.y() - c.y();
    const double reach = m_stone / 2.0 + 3; // a little slack around the stone
    return dx * dx + dy * dy <= reach * reach ? node : nullptr;
}

const model::GameNode *GameTreeView::beside(int direction) const
{
    if (m_current < 0)
        return nullptr;
    const auto &here = m_layout.entries()[std::size_t(m_current)];
    const model::GameNode *best = nullptr;
    int bestPly = 0;
    int bestColumn = 0;
    for (const auto &e : m_layout.entries()) {
        const int columns = (e.column - here.column) * direction;
        if (columns <= 0)
            continue;
        const int plies = std::abs(e.ply - here.ply);
        if (!best || plies < bestPly || (plies == bestPly && columns < bestColumn)) {
            best = e.node;
            bestPly = plies;
            bestColumn = columns;
        }
    }
    return best;
}

bool GameTreeView::event(QEvent *event)
{
    // With the focus here, the arrows, Home/End and PgUp/PgDn walk the tree rather than
    // trigger the window's review shortcuts.
    if (event->type() == QEvent::ShortcutOverride
        && isNavigationKey(static_cast<QKeyEvent *>(event), false)) {
        event->accept();
        return true;
    }
    return QAbstractScrollArea::event(event);
}

void GameTreeView::keyPressEvent(QKeyEvent *event)
{
    if (!m_review->model()->hasGame() || (event->modifiers() & ~Qt::KeypadModifier)) {
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    const bool vertical = m_orientation == Qt::Vertical;
    const int key = event->key();
    const int back = vertical ? Qt::Key_Up : Qt::Key_Left;
    const int forward = vertical ? Qt::Key_Down : Qt::Key_Right;
    const int before = vertical ? Qt::Key_Left : Qt::Key_Up;
    const int after = vertical ? Qt::Key_Right : Qt::Key_Down;
    if (key == back) {
        m_review->back();
    } else if (key == forward) {
        m_review->forward();
    } else if (key == before || key == after) {
        if (const model::GameNode *n = beside(key == before ? -1 : 1))
            m_review->goTo(*n);
    } else if (key == Qt::Key_Home) {
        m_review->first();
    } else if (key == Qt::Key_End) {
        m_review->last();
    } else if (key == Qt::Key_PageUp) {
        m_review->goToIndex(m_review->currentIndex() - 10);
    } else if (key == Qt::Key_PageDown) {
        m_review->goToIndex(m_review->currentIndex() + 10);
    } else if (key == Qt::Key_Delete) {
        m_review->deleteVariation(m_review->model()->tree().current());
    } else {
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    event->accept();
}

void GameTreeView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QAbstractScrollArea::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    if (const model::GameNode *n = nodeAt(event->position().toPoint()))
        m_review->goTo(*n);
    event->accept();
}

void GameTreeView::addNodeActions(QMenu *menu, const model::GameNode &node)
{
    QAction *promote = menu->addAction(tr("Make Main Line"));
    promote->setObjectName(QStringLiteral("promoteVariation"));
    promote->setEnabled(!model::GameReview::isMainLine(node));
    connect(promote, &QAction::triggered, this, [this, &node] { m_review->promote(node); });
    QAction *remove = menu->addAction(tr("Delete Move and What Follows"));
    remove->setObjectName(QStringLiteral("deleteVariation"));
    remove->setShortcut(QKeySequence::Delete); // shown only: the view's Delete key does it
    remove->setShortcutVisibleInContextMenu(true);
    remove->setEnabled(m_review->canDelete(node));
    connect(remove, &QAction::triggered, this, [this, &node] { m_review->deleteVariation(node); });
}

void GameTreeView::contextMenuEvent(QContextMenuEvent *event)
{
    // From the keyboard: the current node, the menu at its stone.
    const bool keyboard = event->reason() == QContextMenuEvent::Keyboard;
    const model::GameNode *node = keyboard && m_review->model()->hasGame()
        ? &m_review->model()->tree().current()
        : nodeAt(viewport()->mapFromGlobal(event->globalPos()));
    if (!node) {
        event->ignore();
        return;
    }
    QMenu menu(this);
    addNodeActions(&menu, *node);
    menu.exec(keyboard ? viewport()->mapToGlobal(nodeRect(node).center()) : event->globalPos());
    event->accept();
}

bool GameTreeView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const model::GameNode *n = nodeAt(help->pos());
        if (!n) {
            QToolTip::hideText();
            event->ignore();
            return true;
        }
        QString tip = m_moves->label(*n);
        if (!n->comment.empty())
            tip += QLatin1Char('\n') + QString::fromStdString(n->comment).left(300);
        QToolTip::showText(help->globalPos(), tip, viewport(), nodeRect(n));
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

void GameTreeView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    // Plies down in a tall dock, across in a wide one.
    const Qt::Orientation o = width() > height() ? Qt::Horizontal : Qt::Vertical;
    m_orientation = o;
    updateScrollBars();
    ensureCurrentVisible();
}

void GameTreeView::scrollContentsBy(int, int) { viewport()->update(); }

void GameTreeView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange) {
        updateMetrics();
        updateScrollBars();
    } else if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Game tree"));
    }
    QAbstractScrollArea::changeEvent(event);
}

void GameTreeView::paintEvent(QPaintEvent *)
{
    QPainter painter(viewport());
    painter.setRenderHint(QPainter::Antialiasing);
    painter.translate(-QPointF(scrollOffset()));
    paintEdges(painter);
    const QRectF visible(QPointF(scrollOffset()), QSizeF(viewport()->size()));
    for (const auto &e : m_layout.entries()) {
        const QPointF c = toContent(e.ply, e.column);
        if (visible.adjusted(-m_cell, -m_cell, m_cell, m_cell).contains(c))
            paintNode(painter, e);
    }
}

void GameTreeView::paintEdges(QPainter &painter) const
{
    const auto &entries = m_layout.entries();
    QPainterPath faded;
    QPainterPath shown;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const auto &e = entries[i];
        if (e.parent < 0)
            continue;
        const auto &p = entries[std::size_t(e.parent)];
        QPainterPath &path = m_onLine[i] && m_onLine[std::size_t(e.parent)] ? shown : faded;
        path.moveTo(toContent(p.ply, p.column));
        if (e.column != p.column) {
            // Off the parent's line half a step, across between the rows, into the column.
            path.lineTo(toContent(p.ply + 0.5, p.column + 0.5));
            path.lineTo(toContent(p.ply + 0.5, e.column - 0.5));
        }
        path.lineTo(toContent(e.ply, e.column));
    }
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(palette().color(QPalette::Mid), 1.5));
    painter.drawPath(faded);
    painter.setPen(QPen(
        palette().color(QPalette::Highlight), 3.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPath(shown);
}

void GameTreeView::paintNode(QPainter &painter, const GameTreeLayout::Entry &entry) const
{
    const model::GameNode &node = *entry.node;
    const QPointF c = toContent(entry.ply, entry.column);
    const double r = m_stone / 2.0;
    const QRectF box(c.x() - r, c.y() - r, 2 * r, 2 * r);
    const std::size_t index = std::size_t(m_layout.indexOf(&node));
    painter.save();
    painter.setOpacity(m_onLine[index] ? 1.0 : 0.45);
    if (int(index) == m_current) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 3.0));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(box.adjusted(-3.5, -3.5, 3.5, 3.5));
    }
    if (!node.parent) {
        // The start: a small board.
        const QRectF board = box.adjusted(r * 0.25, r * 0.25, -r * 0.25, -r * 0.25);
        painter.setPen(QPen(QColor(120, 90, 40), 1.2));
        painter.setBrush(QColor(222, 184, 110));
        painter.drawRoundedRect(board, 2, 2);
        painter.drawLine(
            QPointF(board.center().x(), board.top()), QPointF(board.center().x(), board.bottom()));
        painter.drawLine(
            QPointF(board.left(), board.center().y()), QPointF(board.right(), board.center().y()));
        painter.restore();
        return;
    }
    const bool black = node.parent->position->sideToMove() == core::Side::Black;
    const QColor fill = black ? kBlack : kWhite;
    const QColor ink = black ? kWhite : kBlack;
    const QColor rim = black ? QColor(0, 0, 0) : QColor(120, 120, 120);
    QColor text = ink;
    switch (node.move.kind) {
    case core::Move::Kind::Pass:
        // A pass places nothing: a ring in the mover's colour.
        painter.setPen(QPen(black ? kBlack : QColor(150, 150, 150), 2.0));
        painter.setBrush(palette().color(QPalette::Base));
        painter.drawEllipse(box.adjusted(1, 1, -1, -1));
        text = palette().color(QPalette::Text);
        break;
    case core::Move::Kind::Swap:
    case core::Move::Kind::Balance: {
        // An opening decision places nothing: a diamond.
        QPolygonF diamond;
        diamond << QPointF(c.x(), box.top()) << QPointF(box.right(), c.y())
                << QPointF(c.x(), box.bottom()) << QPointF(box.left(), c.y());
        painter.setPen(QPen(rim, 1.0));
        painter.setBrush(fill);
        painter.drawPolygon(diamond);
        break;
    }
    default:
        if (m_discs) {
            // A disc: flat, with a darker rim.
            painter.setPen(QPen(black ? QColor(80, 80, 80) : QColor(150, 150, 150), 2.0));
            painter.setBrush(fill);
            painter.drawEllipse(box.adjusted(1, 1, -1, -1));
        } else {
            // A stone: lit from the top left.
            QRadialGradient shade(c - QPointF(r * 0.35, r * 0.35), r * 1.3);
            shade.setColorAt(0, fill.lighter(black ? 260 : 104));
            shade.setColorAt(1, fill.darker(black ? 100 : 112));
            painter.setPen(QPen(rim, 0.8));
            painter.setBrush(shade);
            painter.drawEllipse(box);
        }
        break;
    }
    // The move number, smaller for three digits and more.
    const QString number = QString::number(entry.ply);
    QFont f = font();
    f.setPixelSize(std::max(7, int(m_stone * (number.size() >= 3 ? 0.38 : 0.48))));
    f.setBold(true);
    painter.setFont(f);
    painter.setPen(text);
    painter.drawText(box, Qt::AlignCenter, number);
    if (!node.comment.empty()) {
        // A commented move: a dot at its top right.
        const double d = std::max(4.0, r * 0.45);
        painter.setPen(QPen(palette().color(QPalette::Base), 1.0));
        painter.setBrush(palette().color(QPalette::Highlight));
        painter.drawEllipse(QRectF(box.right() - d * 0.8, box.top() - d * 0.2, d, d));
    }
    painter.restore();
}

} // namespace qiju::widgets
