// BoardScene: the base of every board scene. It mirrors a GameModel (read-only): rebuilds its
// pieces on positionReset(), animates each MoveTransition, shows legal-move dots, the last-move
// marker, a hover ghost and a pulsing hint, and turns clicks into intents (moveRequested()).
// A keyboard cursor (arrows, Home/End, PgUp/PgDn; Enter or Space acts as a click) plays the
// same intents, and the views showing the scene carry the cursor's point as their accessible
// name and the last move or result as their accessible description (screen readers).
// It never changes the model. Subclasses give the geometry (cells or intersections), paint the
// board and interpret clicks. GUI thread only.
#pragma once

#include <QElapsedTimer>
#include <QGraphicsScene>
#include <QPointer>

#include <optional>
#include <vector>

#include "board/boardtheme.h"
#include "board/endingitem.h"
#include "session/gamemodel.h"
#include "storage/settings.h"

#include "common/moveerror.h"

class QGraphicsEllipseItem;

namespace qiju::model {
class GoMarking;
}

namespace qiju::widgets {

class PieceItem;
class HintItem;

class BoardScene : public QGraphicsScene
{
    Q_OBJECT

public:
    static constexpr qreal kCell = 64; // scene units per cell / grid step

    BoardScene(model::GameModel *model, QObject *parent = nullptr);
    ~BoardScene() override;

    model::GameModel *model() const { return m_model; }
    const BoardTheme &theme() const { return *m_theme; }
    // Repaints the board and rebuilds the pieces in `theme` (which must outlive the scene:
    // an entry of BoardTheme::all()).
    void setTheme(const BoardTheme &theme);

    // Whether a person may click now (a human is to move); also shows the legal-move dots.
    void setInteractive(bool interactive);
    bool isInteractive() const { return m_interactive; }
    void setShowLegalMoves(bool show);
    void setAnimationSpeed(model::AnimationSpeed speed);
    // `normalMs` scaled by the animation speed (0 when animations are off).
    int animationMs(int normalMs) const;
    // How long until the animations started so far have finished.
    int pendingAnimationMs() const;

    // Shows a pulsing suggestion until the next change of position or clearHint().
    virtual void showHint(const core::Move &move);
    void clearHint();
    bool hasHint() const { return m_hint != nullptr; }
    // A short message across the board that fades out by itself.
    void showBanner(const QString &text, int showMs = 1600);
    // The end of the game played out over the board (see EndingItem); it stays until it has
    // faded or the position changes. pendingAnimationMs() includes it.
    void showEnding(EndMood::Kind kind, const QString &text);
    EndingItem *ending() const { return m_ending; }
    // The area the pieces live in (banners are centred on it).
    virtual QRectF boardRect() const = 0;

    virtual QPointF centerOf(core::Point p) const = 0;
    virtual std::optional<core::Point> pointAt(QPointF scenePos) const = 0;
    // Rebuilds every piece from the model's position without animation (on each
    // positionReset(), and once a scene is made for a model that already holds a game).
    void rebuild();
    // The piece item at p, or nullptr (for tests and subclasses).
    PieceItem *pieceAt(core::Point p) const;

    // Position setup (SetupBar): clicks, and Space/Enter on the keyboard cursor, emit
    // pointEdited() instead of moves; no legal-move dots, hover ghost or last-move mark.
    // `marks` rings points in the warning colour (what makes a setup invalid).
    void setEditing(bool editing);
    bool isEditing() const { return m_editing; }
    void setEditMarks(const std::vector<core::Point> &marks);

    // The keyboard cursor: shown while editing, and in play from the first key that moves it.
    // Arrows move one point, Home/End to the row's ends, PgUp/PgDn five rows; Enter or Space
    // on it is a click (a move when a person may play).
    core::Point cursor() const { return m_cursorPoint; }
    bool isCursorShown() const { return m_cursor != nullptr; }
    void setCursorPoint(core::Point p);
    // The spoken description of a point ("D4, black stone", "E5, empty, illegal: ...").
    virtual QString describePoint(core::Point p) const;

    // What a game's scene may add; the default is nothing. The View menu's overlays (the
    // game's GameUi row says which it draws), an attempted illegal move explained on the
    // board, and the marking step at the end of a game (the model's state to show; clicks
    // then emit markRequested()). The page calls these on any scene, never casting.
    virtual void setShowLiberties(bool) {}
    virtual void setShowIllegalPoints(bool) {}
    virtual void explainIllegal(const core::Move &, core::MoveError) {}
    virtual void setMarking(model::GoMarking *) {}

signals:
    void moveRequested(const qiju::core::Move &move);
    void pointEdited(qiju::core::Point p);
    // Marking step: the person clicked the stone at p (to toggle its group dead or alive).
    void markRequested(qiju::core::Point p);

protected:
    // Interpret a click on a board point; default: place a piece there.
    virtual void pointClicked(core::Point p);
    virtual qreal pieceDiameter() const { return kCell * 0.84; }
    // Whether the legal-move dots make sense on this board (not where nearly every point is
    // legal, as on intersection boards).
    virtual bool marksLegalMoves() const { return true; }
    // Called after pieces were rebuilt or animated, to refresh game-specific decorations.
    virtual void decorate() {}
    // Starts the animation of one move; the default is animateTransition(t, 0).
    virtual void animate(const core::MoveTransition &t);
    // Animates placed, moved, flipped, captured and filled pieces, all starting `leadInMs`
    // later (a scene may first show where a move comes from); the piece items match the
    // model at once, only their looks catch up.
    void animateTransition(const core::MoveTransition &t, int leadInMs);
    void updateMarkers();
    void noteAnimation(int totalMs);

    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

    PieceItem *&slot(core::Point p);
    PieceItem *makePiece(core::Point p, core::Side side);
    // The moves shown as legal-move dots and hover ghosts: the Place moves by default.
    virtual std::vector<core::Move> legalPlacements() const;

private:
    void onMoveApplied(const core::MoveTransition &t);
    void updateHover(QPointF scenePos);
    void updateCursor();
    // Accessibility: the views' name follows the cursor's point; `said` (a move, a result)
    // becomes their description and is announced. The board view's point object (BoardView::
    // setCursorSpeech) is renewed when the name changes or, `announcing`, always; it says the
    // last two announcements since the person last moved the cursor before the point.
    void updateAccessibleName(bool announcing = false);
    void announce(const QString &said);
    QRectF cursorCell() const; // the cursor's point's cell, in scene units

    model::GameModel *m_model;
    const BoardTheme *m_theme;
    std::vector<PieceItem *> m_pieces; // y * width + x
    int m_width = 0;
    int m_height = 0;
    std::vector<QGraphicsItem *> m_legalDots;
    QGraphicsItem *m_lastMove = nullptr;
    PieceItem *m_ghost = nullptr;
    HintItem *m_hint = nullptr;
    QPointer<EndingItem> m_ending;
    bool m_interactive = false;
    bool m_editing = false;
    bool m_keyboardUsed = false; // the cursor shows in play once a key moved it
    core::Point m_cursorPoint{0, 0};
    QStringList m_recentSaid;
    QGraphicsItem *m_cursor = nullptr;
    std::vector<QGraphicsItem *> m_editMarks;
    bool m_showLegal = true;
    model::AnimationSpeed m_speed = model::AnimationSpeed::Normal;
    QElapsedTimer m_animationClock;
    int m_animationTotalMs = 0;
};

} // namespace qiju::widgets
