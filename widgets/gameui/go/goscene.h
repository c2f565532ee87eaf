// GoScene: the Go and NoGo board (5x5 to 25x25) on the shared intersection board: Go's column
// letters (A-T without I), star points per size, stones with their captures fading out (from
// the MoveTransition), the last-move marker and move numbers (GridBoardScene). On top of that:
// the liberty count of every group (a toggle), NoGo's illegal points for the side to move (a
// toggle), an explanation on the board of an attempted illegal move (the stones that would be
// captured or left without liberties), and Go's marking step — dead stones dimmed and crossed,
// territory as small squares, both following GoMarking live; a click then asks to toggle a
// group instead of placing a stone. Shows; never changes the model. GUI thread only.
#pragma once

#include <QPointer>

#include "board/gridboardscene.h"

namespace qiju::widgets {

class GoScene final : public GridBoardScene
{
    Q_OBJECT

public:
    GoScene(model::GameModel *model, QObject *parent = nullptr);

    QString columnLabel(int x) const override { return goColumnLabel(x); }

    // The marking step's state to show (owned elsewhere; may be null).
    void setMarking(model::GoMarking *marking) override;

    // Each stone shows the number of liberties of its group (1 in the warning colour).
    void setShowLiberties(bool show) override;
    bool showLiberties() const { return m_showLiberties; }
    // NoGo: the empty points the side to move may not play, crossed out.
    void setShowIllegalPoints(bool show) override;
    bool showIllegalPoints() const { return m_showIllegal; }

    // Marks on the board why `move` is illegal: the stones it would capture or leave without
    // liberties (NoGo), the ko point; fades after a few seconds or at the next change.
    void explainIllegal(const core::Move &move, core::MoveError error) override;

    // What the board shows now (tests, screenshots).
    std::vector<core::Point> starPointsShown() const { return starPoints(); }
    int libertiesShownAt(core::Point p) const;
    const std::vector<std::pair<core::Point, core::MoveError>> &illegalShown() const
    {
        return m_illegal;
    }
    const std::vector<core::Point> &explainedShown() const { return m_explained; }
    // Marking step: points drawn as territory of `side`, and stones drawn as dead.
    std::vector<core::Point> territoryShown(core::Side side) const;
    const std::vector<core::Point> &deadShown() const { return m_dead; }

protected:
    void decorate() override;
    void pointClicked(core::Point p) override;

private:
    void clearItems(std::vector<QGraphicsItem *> &items);
    QGraphicsItem *addMarker(QGraphicsItem *item, const char *tag, qreal z);
    void updateLiberties();
    void updateIllegal();
    void updateMarking();
    void clearExplanation();

    QPointer<model::GoMarking> m_marking;
    bool m_showLiberties = false;
    bool m_showIllegal = false;
    std::vector<int> m_liberties; // y * width + x -> shown count, 0 = none
    std::vector<QGraphicsItem *> m_libertyItems;
    std::vector<std::pair<core::Point, core::MoveError>> m_illegal;
    std::vector<QGraphicsItem *> m_illegalItems;
    std::vector<core::Point> m_explained;
    std::vector<QGraphicsItem *> m_explainItems;
    quint64 m_explainSerial = 0;
    std::vector<core::Cell> m_territory; // y * width + x, marking step only
    std::vector<core::Point> m_dead;
    std::vector<QGraphicsItem *> m_markingItems;
};

} // namespace qiju::widgets
