// GoMarking: Go's dead-stone marking step, the half of the model between two passes and the
// count. When a move (the second pass) brings the game into the step (GameModel::isMarking()),
// the marks are pre-filled by the estimator (ai::go::estimateDeadStones, ~ms on 19x19, run on
// the GUI thread); a person toggles groups; accept() ends the game with the count under the
// game's rules. The marks live in the current GoGame of the history tree, so a save can keep
// them (toJson()/restore(), stored in the save's "extra" object under kExtraKey).
// GUI thread only; owned by the GameController.
#pragma once

#include <QJsonObject>
#include <QObject>

#include <optional>
#include <vector>

#include "session/gamemodel.h"

#include "games/go/goscore.h"

namespace qiju::go {
class GoGame;
}

namespace qiju::model {

class GoMarking : public QObject
{
    Q_OBJECT

public:
    static constexpr const char *kExtraKey = "goMarking";
    static constexpr int kPlayouts = 160;
    static constexpr std::uint64_t kSeed = 20240611;

    explicit GoMarking(GameModel *model, QObject *parent = nullptr);

    bool isActive() const { return m_model->isMarking(); }
    // The Go position that ended by passes (marking or accepted), or nullptr.
    const go::GoGame *game() const;
    // Dead marks of that position, one per point (y * size + x); empty without one.
    std::vector<bool> deadStones() const;
    // Its count with the marks now; nullopt without such a position.
    std::optional<go::GoScore> score() const;

    // Marking step only (else nothing happens). Every stone of p's colour in the region
    // connected to p through empty points and stones of that colour changes to the opposite
    // of p's mark (so a dead group inside territory and its dead neighbours go together).
    void toggle(core::Point p);
    void setDeadStones(std::vector<bool> dead);
    // Replaces the marks with the estimator's.
    void estimate();
    // Ends the game with the count under the game's rules (GameModel::gameOver()).
    void accept();

    // The stones `toggle(p)` changes, in display order (for tests and the view).
    static std::vector<core::Point> region(const go::GoGame &game, core::Point p);
    // {"dead": ["C3", ...]} for the current node of a Go tree that ended by passes; empty
    // otherwise.
    static QJsonObject toJson(const GameTree &tree);
    // Puts the marks of toJson() back on the current node; false (changing nothing) when the
    // object does not fit the position. An empty object changes nothing and succeeds.
    static bool restore(GameTree &tree, const QJsonObject &json);

signals:
    void changed();

private:
    go::GoGame *mutableGame();

    GameModel *m_model;
};

} // namespace qiju::model
