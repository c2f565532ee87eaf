#include "boardscene.h"

#include <QGraphicsEllipseItem>
#include <QGraphicsView>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QPropertyAnimation>
#include <QSequentialAnimationGroup>

#include <algorithm>

#include "board/banneritem.h"
#include "board/boardview.h"
#include "board/endingitem.h"
#include "board/hintitem.h"
#include "board/pieceitem.h"
#include "words/texts.h"

namespace qiju::widgets {

using core::Point;
using core::Side;

namespace {

constexpr int kPlaceMs = 220;
constexpr int kFlipMs = 380;
constexpr int kRippleMs = 70; // extra delay per ring of distance from the new piece
constexpr int kMoveMs = 320;
constexpr int kCaptureMs = 450;
constexpr int kFillStepMs = 25; // between credited empties filling in
constexpr int kPageRows = 5;    // PgUp/PgDn move the keyboard cursor this far

} // namespace

BoardScene::BoardScene(model::GameModel *model, QObject *parent)
    : QGraphicsScene(parent)
    , m_model(model)
    , m_theme(&BoardTheme::standard())
{
    connect(m_model, &model::GameModel::positionReset, this, &BoardScene::rebuild);
    connect(m_model, &model::GameModel::moveApplied, this, &BoardScene::onMoveApplied);
    connect(m_model, &model::GameModel::gameOver, this, [this](const core::GameResult &r) {
        announce(Texts::resultAnnouncement(m_model->gameId(), r));
    });
}

BoardScene::~BoardScene() = default;

void BoardScene::setInteractive(bool interactive)
{
    if (m_interactive == interactive)
        return;
    m_interactive = interactive;
    updateMarkers();
    updateAccessibleName(); // legality is judged only on a person's turn
}

void BoardScene::setShowLegalMoves(bool show)
{
    m_showLegal = show;
    updateMarkers();
}

void BoardScene::setTheme(const BoardTheme &theme)
{
    if (m_theme == &theme)
        return;
    m_theme = &theme;
    delete m_ghost;
    m_ghost = nullptr;
    rebuild();
    invalidate(sceneRect(), QGraphicsScene::BackgroundLayer);
    update();
}

void BoardScene::setAnimationSpeed(model::AnimationSpeed speed)
{
    m_speed = speed;
}

int BoardScene::animationMs(int normalMs) const
{
    switch (m_speed) {
    case model::AnimationSpeed::Off: return 0;
    case model::AnimationSpeed::Fast: return normalMs / 2;
    case model::AnimationSpeed::Normal: return normalMs;
    case model::AnimationSpeed::Slow: return normalMs * 2;
    }
    return normalMs;
}

void BoardScene::noteAnimation(int totalMs)
{
    if (totalMs <= 0)
        return;
    const int left = pendingAnimationMs();
    m_animationClock.start();
    m_animationTotalMs = std::max(totalMs, left);
}

int BoardScene::pendingAnimationMs() const
{
    if (!m_animationClock.isValid())
        return 0;
    return std::max<int>(0, m_animationTotalMs - static_cast<int>(m_animationClock.elapsed()));
}

PieceItem *&BoardScene::slot(Point p)
{
    return m_pieces[static_cast<std::size_t>(p.y * m_width + p.x)];
}

PieceItem *BoardScene::pieceAt(Point p) const
{
    if (p.x < 0 || p.y < 0 || p.x >= m_width || p.y >= m_height)
        return nullptr;
    return m_pieces[static_cast<std::size_t>(p.y * m_width + p.x)];
}

PieceItem *BoardScene::makePiece(Point p, Side side)
{
    auto *piece = new PieceItem(side, pieceDiameter(), *m_theme);
    piece->setPos(centerOf(p));
    addItem(piece);
    return piece;
}

void BoardScene::rebuild()
{
    m_recentSaid.clear();
    clearHint();
    delete m_ending;
    for (PieceItem *piece : m_pieces)
        delete piece;
    m_pieces.clear();
    m_animationTotalMs = 0;
    if (!m_model->hasGame())
        return;
    const core::Game &g = m_model->position();
    m_width = g.width();
    m_height = g.height();
    m_pieces.assign(static_cast<std::size_t>(m_width * m_height), nullptr);
    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < m_width; ++x) {
            const core::Cell c = g.cell({x, y});
            if (c == core::Cell::Black || c == core::Cell::White)
                slot({x, y}) = makePiece({x, y}, c == core::Cell::Black ? Side::Black : Side::White);
        }
    }
    updateMarkers();
    decorate();
    updateCursor();
    update();
}

void BoardScene::onMoveApplied(const core::MoveTransition &t)
{
    clearHint();
    delete m_ending;
    if (m_pieces.size() != static_cast<std::size_t>(m_width * m_height) || m_width == 0) {
        rebuild();
        return;
    }
    animate(t);
    updateMarkers();
    decorate();
    if (const model::GameNode *last = m_model->lastNode())
        announce(Texts::moveAnnouncement(*last->parent->position, last->move));
    else
        updateAccessibleName();
}

void BoardScene::animate(const core::MoveTransition &t)
{
    animateTransition(t, 0);
}

void BoardScene::animateTransition(const core::MoveTransition &t, int leadInMs)
{
    const int lead = std::max(0, leadInMs);
    int total = 0;
    if (t.movedFrom.isValid() && t.move.kind == core::Move::Kind::Jump) {
        // A jump: the piece travels.
        PieceItem *piece = slot(t.movedFrom);
        slot(t.movedFrom) = nullptr;
        if (!piece)
            piece = makePiece(t.movedFrom, t.mover);
        delete slot(t.move.to);
        slot(t.move.to) = piece;
        const int ms = animationMs(kMoveMs);
        if (ms > 0) {
            auto *a = new QPropertyAnimation(piece, "pos");
            a->setEndValue(centerOf(t.move.to));
            a->setDuration(ms);
            a->setEasingCurve(QEasingCurve::InOutCubic);
            auto *group = new QSequentialAnimationGroup(piece);
            if (lead > 0)
                group->addPause(lead);
            group->addAnimation(a);
            group->start(QAbstractAnimation::DeleteWhenStopped);
        } else {
            piece->setPos(centerOf(t.move.to));
        }
        total = ms;
    }
    for (Point p : t.placed) {
        delete slot(p);
        slot(p) = makePiece(p, t.mover);
        slot(p)->appear(animationMs(kPlaceMs), lead);
    }
    const Point origin = t.move.to;
    const int start = (t.placed.empty() ? total : animationMs(kPlaceMs) / 2) + lead;
    for (Point p : t.flipped) {
        const int ring = std::max(std::abs(p.x - origin.x), std::abs(p.y - origin.y));
        const int delay = start + animationMs(kRippleMs) * std::max(0, ring - 1);
        if (PieceItem *piece = slot(p)) {
            piece->flipTo(t.mover, animationMs(kFlipMs), delay);
        } else {
            slot(p) = makePiece(p, t.mover);
        }
        total = std::max(total, delay + animationMs(kFlipMs));
    }
    total += lead;
    for (Point p : t.captured) {
        if (PieceItem *piece = slot(p)) {
            slot(p) = nullptr;
            piece->vanish(animationMs(kCaptureMs), lead + animationMs(kPlaceMs) / 2);
        }
        total = std::max(total, lead + animationMs(kCaptureMs + kPlaceMs / 2));
    }
    // Empties credited at the end of a game fill in one by one after the move.
    int fillDelay = total;
    for (Point p : t.filled) {
        delete slot(p);
        slot(p) = makePiece(p, t.filledSide);
        slot(p)->appear(animationMs(kPlaceMs), fillDelay);
        fillDelay += animationMs(kFillStepMs);
    }
    if (!t.filled.empty())
        total = fillDelay + animationMs(kPlaceMs);
    noteAnimation(std::max(total, lead + animationMs(kPlaceMs)));
}

std::vector<core::Move> BoardScene::legalPlacements() const
{
    std::vector<core::Move> out;
    if (!m_model->hasGame() || m_model->isOver())
        return out;
    for (const core::Move &m : m_model->position().legalMoves()) {
        if (m.kind == core::Move::Kind::Place)
            out.push_back(m);
    }
    return out;
}

void BoardScene::updateMarkers()
{
    for (QGraphicsItem *dot : m_legalDots)
        delete dot;
    m_legalDots.clear();
    delete m_lastMove;
    m_lastMove = nullptr;
    if (m_ghost)
        m_ghost->hide();
    if (!m_model->hasGame() || m_editing)
        return;

    if (m_interactive && m_showLegal && marksLegalMoves()) {
        const qreal r = kCell * 0.11;
        for (const core::Move &m : legalPlacements()) {
            auto *dot = addEllipse(QRectF(centerOf(m.to) - QPointF(r, r), QSizeF(2 * r, 2 * r)),
                                   Qt::NoPen, m_theme->legal);
            dot->setZValue(5);
            dot->setData(0, QStringLiteral("legal"));
            m_legalDots.push_back(dot);
        }
    }
    if (const model::GameNode *last = m_model->lastNode()) {
        const core::Move &m = last->move;
        if (m.kind == core::Move::Kind::Place || m.kind == core::Move::Kind::Jump) {
            const qreal r = kCell * 0.09;
            auto *mark = addEllipse(QRectF(centerOf(m.to) - QPointF(r, r), QSizeF(2 * r, 2 * r)),
                                    QPen(Qt::white, kCell * 0.015), m_theme->lastMove);
            mark->setZValue(20);
            mark->setData(0, QStringLiteral("last-move"));
            m_lastMove = mark;
        }
    }
}

void BoardScene::showHint(const core::Move &move)
{
    clearHint();
    // Only moves with a place on the board (not a pass or a Gomoku swap decision).
    if (!m_model->hasGame()
        || (move.kind != core::Move::Kind::Place && move.kind != core::Move::Kind::Jump))
        return;
    std::optional<QPointF> from;
    if (move.kind == core::Move::Kind::Jump)
        from = centerOf(move.from);
    m_hint = new HintItem(m_model->position().sideToMove(), centerOf(move.to), from,
                          pieceDiameter(), *m_theme, animationMs(1) > 0);
    addItem(m_hint);
}

void BoardScene::showBanner(const QString &text, int showMs)
{
    for (QGraphicsItem *item : items()) {
        if (auto *old = dynamic_cast<BannerItem *>(item))
            old->deleteLater();
    }
    addItem(new BannerItem(text, boardRect(), showMs));
}

void BoardScene::showEnding(EndMood::Kind kind, const QString &text)
{
    delete m_ending;
    const int inMs = animationMs(900);
    const int holdMs = inMs > 0 ? 1300 : 900;
    m_ending = new EndingItem(kind, text, boardRect(), inMs, holdMs);
    addItem(m_ending);
    noteAnimation(inMs + holdMs);
}

void BoardScene::clearHint()
{
    delete m_hint;
    m_hint = nullptr;
}

void BoardScene::pointClicked(Point p)
{
    emit moveRequested(core::Move::place(p));
}

void BoardScene::setEditing(bool editing)
{
    m_editing = editing;
    if (!editing)
        setEditMarks({});
    updateMarkers();
    updateCursor();
}

void BoardScene::setEditMarks(const std::vector<Point> &marks)
{
    for (QGraphicsItem *item : m_editMarks)
        delete item;
    m_editMarks.clear();
    const qreal r = kCell * 0.47;
    for (const Point p : marks) {
        auto *ring = addEllipse(QRectF(centerOf(p) - QPointF(r, r), QSizeF(2 * r, 2 * r)),
                                QPen(QColor(220, 40, 40), kCell * 0.07), Qt::NoBrush);
        ring->setZValue(25);
        ring->setData(0, QStringLiteral("setup-mark"));
        m_editMarks.push_back(ring);
    }
}

void BoardScene::setCursorPoint(Point p)
{
    m_recentSaid.clear();
    m_cursorPoint = p;
    updateCursor();
}

void BoardScene::updateCursor()
{
    if (!m_model->hasGame() || (!m_editing && !m_keyboardUsed)) {
        delete m_cursor;
        m_cursor = nullptr;
        updateAccessibleName();
        return;
    }
    const core::Game &g = m_model->position();
    m_cursorPoint.x = std::clamp(m_cursorPoint.x, 0, g.width() - 1);
    m_cursorPoint.y = std::clamp(m_cursorPoint.y, 0, g.height() - 1);
    if (!m_cursor) {
        const qreal h = kCell * 0.5;
        auto *rect = addRect(QRectF(-h, -h, 2 * h, 2 * h), QPen(QColor(40, 120, 230), kCell * 0.05,
                                                               Qt::DashLine),
                             Qt::NoBrush);
        rect->setZValue(26);
        rect->setData(0, QStringLiteral("keyboard-cursor"));
        m_cursor = rect;
    }
    m_cursor->setPos(centerOf(m_cursorPoint));
    updateAccessibleName();
}

QString BoardScene::describePoint(Point p) const
{
    if (!m_model->hasGame() || !m_model->position().contains(p))
        return {};
    const bool judge = m_interactive && !m_editing && !m_model->isOver();
    return Texts::pointDescription(m_model->position(), p, judge);
}

void BoardScene::updateAccessibleName(bool announcing)
{
    const QString name = describePoint(m_cursorPoint);
    const QString said = m_recentSaid.join(QLatin1String(". "));
    for (QGraphicsView *view : views()) {
        const bool changed = view->accessibleName() != name;
        if (changed)
            view->setAccessibleName(name); // sends QAccessible::NameChanged
        auto *board = qobject_cast<BoardView *>(view);
        if (board && (changed || announcing))
            board->setCursorSpeech(name, said, cursorCell());
    }
}

void BoardScene::announce(const QString &said)
{
    constexpr qsizetype kRecentSaid = 2; // a move and the answer that came before it was heard
    m_recentSaid.append(said);
    if (m_recentSaid.size() > kRecentSaid)
        m_recentSaid.removeFirst();
    // Qt's setter sends QAccessible::DescriptionChanged every time, also for the same words
    // again ("Black passes" twice), so each announcement is heard.
    for (QGraphicsView *view : views())
        view->setAccessibleDescription(said);
    updateAccessibleName(true);
}

QRectF BoardScene::cursorCell() const
{
    const QPointF c = centerOf(m_cursorPoint);
    return QRectF(c.x() - kCell / 2, c.y() - kCell / 2, kCell, kCell);
}

void BoardScene::keyPressEvent(QKeyEvent *event)
{
    if (!m_model->hasGame()) {
        QGraphicsScene::keyPressEvent(event);
        return;
    }
    const core::Game &g = m_model->position();
    Point p = m_cursorPoint;
    switch (event->key()) {
    case Qt::Key_Left: --p.x; break;
    case Qt::Key_Right: ++p.x; break;
    case Qt::Key_Up: --p.y; break;
    case Qt::Key_Down: ++p.y; break;
    case Qt::Key_Home: p.x = 0; break;
    case Qt::Key_End: p.x = g.width() - 1; break;
    case Qt::Key_PageUp: p.y -= kPageRows; break;
    case Qt::Key_PageDown: p.y += kPageRows; break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (m_editing) {
            emit pointEdited(m_cursorPoint);
        } else if (!m_keyboardUsed) {
            m_keyboardUsed = true; // the first press shows where the cursor is
            updateCursor();
        } else if (m_interactive) {
            pointClicked(m_cursorPoint);
        }
        event->accept();
        return;
    default: QGraphicsScene::keyPressEvent(event); return;
    }
    m_keyboardUsed = true;
    m_recentSaid.clear();
    m_cursorPoint = p;
    updateCursor();
    event->accept();
}

void BoardScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_editing && event->button() == Qt::LeftButton) {
        if (const auto p = pointAt(event->scenePos())) {
            m_recentSaid.clear();
            m_cursorPoint = *p;
            updateCursor();
            emit pointEdited(*p);
        }
        event->accept();
        return;
    }
    if (event->button() != Qt::LeftButton || !m_interactive) {
        event->ignore();
        return;
    }
    if (const auto p = pointAt(event->scenePos())) {
        m_recentSaid.clear();
        m_cursorPoint = *p; // the keyboard goes on from the last click
        updateCursor();
        pointClicked(*p);
    }
    event->accept();
}

void BoardScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    updateHover(event->scenePos());
    QGraphicsScene::mouseMoveEvent(event);
}

void BoardScene::updateHover(QPointF scenePos)
{
    const auto p = pointAt(scenePos);
    bool legal = false;
    if (p && m_interactive && !m_editing && m_model->hasGame()) {
        for (const core::Move &m : legalPlacements())
            legal = legal || m.to == *p;
    }
    if (!legal) {
        if (m_ghost)
            m_ghost->hide();
        return;
    }
    const Side mover = m_model->position().sideToMove();
    if (!m_ghost || m_ghost->side() != mover) {
        delete m_ghost;
        m_ghost = new PieceItem(mover, pieceDiameter(), *m_theme);
        m_ghost->setOpacity(0.45);
        m_ghost->setZValue(6);
        m_ghost->setAcceptedMouseButtons(Qt::NoButton);
        addItem(m_ghost);
    }
    m_ghost->setPos(centerOf(*p));
    m_ghost->show();
}

} // namespace qiju::widgets
