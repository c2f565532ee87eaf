// GameModel: the QObject that owns the game being played — its history tree, undo/redo and
// any result decided outside the rules (resignation, time, forfeit) — and announces every
// change. Views animate from moveApplied(); they never mutate the model (GameController does).
// GUI thread only.
#pragma once

#include <QObject>

#include <memory>
#include <optional>

#include "session/gametree.h"
#include "session/metatypes.h"

namespace qiju::model {

class GameModel : public QObject
{
    Q_OBJECT

public:
    explicit GameModel(QObject *parent = nullptr);
    ~GameModel() override;

    // Starts a new game from `start` (must not be null). Emits positionReset().
    void newGame(std::unique_ptr<core::Game> start);
    bool hasGame() const { return m_tree != nullptr; }
    // Adopts a whole history (a loaded save), positioned at its current node. Emits
    // positionReset(), and gameOver() if that node is finished. `tree` must not be null.
    void loadGame(std::unique_ptr<GameTree> tree);

    // Precondition for the accessors below: hasGame().
    const core::Game &position() const { return m_tree->position(); }
    core::GameId gameId() const { return position().id(); }
    const GameTree &tree() const { return *m_tree; }
    int ply() const { return m_tree->depth(); }
    // The last move played to reach the current position, if any.
    const GameNode *lastNode() const;

    // What a move played where moves were undone does to them.
    enum class Undone : std::uint8_t {
        Keep,    // a new move becomes a variation beside them (review, study)
        Replace, // a new move takes their place (normal play: undo, then play on)
    };
    // Validates and plays; returns the reason when illegal (nothing changes then). A move that
    // exists in the tree is followed. With Undone::Replace, a different move where the last
    // undo()s started drops the undone moves and takes their place in the tree (the main line
    // stays the main line). Undone moves are those left by the last undo()s (and not replayed
    // since), never a record's continuation or a variation.
    core::MoveError play(const core::Move &move, Undone undone = Undone::Keep);

    bool canUndo() const { return hasGame() && m_tree->canUndo(); }
    bool canRedo() const { return hasGame() && m_tree->canRedo(); }
    void undo();
    void redo();
    // Jumps to a node of the tree (review). Emits positionReset().
    void goTo(const GameNode &node);

    // Editing the tree's shape; neither changes the position. removeVariation() drops `node`
    // (not the root, not on the line to the current node) with everything after it;
    // promoteVariation() makes the line through `node` the main line. Both emit treeChanged().
    void removeVariation(const GameNode &node);
    void promoteVariation(const GameNode &node);

    // The comment on the current node (on the move that led here; at the root, on the game).
    // Emits commentChanged() when it changes.
    void setComment(const std::string &text);

    // Ends the game at the current position by a decision outside the rules.
    void endGame(const core::GameResult &result);
    std::optional<core::GameResult> result() const;
    bool isOver() const { return result().has_value(); }
    // The marking step (see core::Game::awaitsMarking()): the rules ended the game, the players
    // now agree on the dead stones (GoMarking) before it is over. No moves are played then.
    bool isMarking() const;

signals:
    void moveApplied(const qiju::core::MoveTransition &transition);
    // The whole position changed (new game, undo, jump): views rebuild without animation.
    void positionReset();
    void sideToMoveChanged(qiju::core::Side side);
    void gameOver(const qiju::core::GameResult &result);
    // The current position entered the marking step (after a move, a jump or a load).
    void markingStarted();
    void canUndoChanged(bool canUndo);
    void canRedoChanged(bool canRedo);
    void commentChanged();
    // The tree's shape changed (a variation removed or promoted); the position did not.
    void treeChanged();

private:
    friend class GoMarking; // edits the marks of the current position

    void announce(bool wasReset, bool couldUndo, bool couldRedo, core::Side previousSide);

    std::unique_ptr<GameTree> m_tree;
    // The first of the moves taken back by the last undo()s (a child of the node where they
    // were undone); null when nothing is undone. Lives as long as the tree.
    const GameNode *m_undone = nullptr;
    void followUndone(const GameNode &reached);
};

} // namespace qiju::model
