// GameReview: looking back through a game, live or loaded — step through the line shown (root
// → current node → on along the redo choices), jump to any node, branch a variation by playing
// a different move at a past point (the game tree keeps the main line), pick among the
// variations at a branch point, return to the main line, go back to the game or continue
// playing from the shown point. It drives GameController::setReviewing(), so no player moves
// on a past position and the clocks stand still. GUI thread only; owned by the game page.
#pragma once

#include <QObject>

#include <vector>

#include "session/gamecontroller.h"

namespace qiju::model {

class GameReview : public QObject
{
    Q_OBJECT

public:
    explicit GameReview(GameController *controller, QObject *parent = nullptr);

    GameController *controller() const { return m_controller; }
    GameModel *model() const { return m_controller->model(); }
    bool isActive() const { return m_controller->isReviewing(); }

    // The line shown: the root, the nodes to the current one, then on along each node's redo
    // choice to the end. Empty without a game.
    std::vector<const GameNode *> line() const;
    // The same through `node`: the root, the nodes to `node`, then on along the redo choices.
    static std::vector<const GameNode *> lineThrough(const GameNode &node);
    // The current node's index in line() (= its ply).
    int currentIndex() const;
    // The node where the game was when the review began (null when not reviewing).
    const GameNode *liveNode() const { return m_live; }
    // Where the game stands: the live node while reviewing, else the current node. Null
    // without a game. Saves keep this node as the current one.
    const GameNode *gameNode() const;
    // Whether `node` lies on the main line (children[0] from the root).
    static bool isMainLine(const GameNode &node);

    // Enters review at the current node (nothing happens without a game).
    void start();
    // Jumps to `node` (of the current tree), entering review. Reaching the live node of a game
    // that is not over goes back to the game (unless exploring is off).
    void goTo(const GameNode &node);
    void goToIndex(int index); // an index into line(); out-of-range indices are clamped
    void first() { goToIndex(0); }
    void back() { goToIndex(currentIndex() - 1); }
    void forward() { goToIndex(currentIndex() + 1); }
    void last() { goToIndex(int(line().size()) - 1); }
    // The main-line node at the current ply (or the main line's last node when it is shorter).
    void returnToMainLine();
    // The moves that follow the current node (more than one at a branch point).
    std::vector<const GameNode *> choices() const;
    void choose(int index); // follows choices()[index]

    // Editing the tree from its view. A node may be deleted (with what follows it) unless it is
    // the root or a move of the game as it stands (on the line to gameNode()); when the node
    // shown goes, its parent is shown instead. promote() makes the line through a node the
    // main line.
    bool canDelete(const GameNode &node) const;
    void deleteVariation(const GameNode &node);
    void promote(const GameNode &node);

    // Whether continueFromHere() would do anything: reviewing a position that is not over.
    bool canContinue() const;
    // Ends the review: the game goes on from the shown position with the same players.
    void continueFromHere();
    // Ends the review at the live node (if the game there is over, the review stays on).
    void backToGame();

    // Whether a move played at the board during review is added as a variation (default).
    // Study mode turns this off and judges the moves itself.
    void setExploring(bool exploring) { m_exploring = exploring; }
    bool isExploring() const { return m_exploring; }

signals:
    // The line shown or the current node changed (also a comment): views refresh.
    void changed();
    void activeChanged(bool active);

private:
    GameController *m_controller;
    const GameNode *m_live = nullptr;
    bool m_exploring = true;
};

} // namespace qiju::model
