// MoveListModel: the line a GameReview shows, as a list — row 0 is the start, row n the n-th
// move ("12. f5" in the game's notation, with the mover's colour); the current move is bold,
// a move with alternatives carries a diamond and a commented move shows its comment as a tip.
// Follows the review by itself. GUI thread only.
#pragma once

#include <QAbstractListModel>
#include <QIcon>

#include <vector>

#include "session/gamereview.h"

namespace qiju::widgets {

class MoveListModel : public QAbstractListModel
{
    Q_OBJECT

public:
    explicit MoveListModel(model::GameReview *review, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

    int currentRow() const { return m_current; }
    // "12. f5" (or the start) for a node of the game on the review's model.
    QString label(const model::GameNode &node) const;
    // Re-reads the line (called on every change of the review; also after a language switch).
    void refresh();

private:
    model::GameReview *m_review;
    std::vector<const model::GameNode *> m_line;
    int m_current = 0;
    QIcon m_stoneIcons[2];
};

} // namespace qiju::widgets
