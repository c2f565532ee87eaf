// AtaxxScene: the 7x7 Ataxx board — felt cells, blocked squares drawn as raised stone, ranks
// counted 1..7 upwards as in UAI. A click on one of the mover's pieces selects it and lights up
// its clone targets (one step: a soft disc) and jump targets (two steps: a dashed ring);
// a click on a target asks for that move, a click anywhere else (or Esc) cancels. Without a
// selection the clone targets show as the usual legal-move dots and a click there clones.
// A move this scene did not ask for (the computer's, a redo) first flashes its source and
// target, then lands with the base animations. GUI thread only.
#pragma once

#include "board/cellboardscene.h"

namespace qiju::widgets {

class AtaxxScene final : public CellBoardScene
{
    Q_OBJECT

public:
    AtaxxScene(model::GameModel *model, QObject *parent = nullptr);

    std::optional<core::Point> selection() const { return m_selected; }
    // Targets shown for the selected piece (empty without a selection).
    const std::vector<core::Point> &cloneTargets() const { return m_cloneTargets; }
    const std::vector<core::Point> &jumpTargets() const { return m_jumpTargets; }
    void clearSelection();

protected:
    void pointClicked(core::Point p) override;
    void animate(const core::MoveTransition &t) override;
    void decorate() override;
    std::vector<core::Move> legalPlacements() const override;
    QString rowLabel(int y) const override;
    void drawBackground(QPainter *painter, const QRectF &rect) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void select(core::Point p);
    void showSelection();
    void flash(core::Point p, int totalMs);

    std::optional<core::Point> m_selected;
    std::vector<core::Point> m_cloneTargets;
    std::vector<core::Point> m_jumpTargets;
    std::vector<QGraphicsItem *> m_selectionItems;
    core::Move m_requested; // the last move asked for by a click; it lands without a flash
};

} // namespace qiju::widgets
