#include "movelistmodel.h"

#include <QFont>
#include <QPainter>
#include <QPixmap>

#include "words/texts.h"

namespace qiju::widgets {

namespace {

QIcon stoneIcon(const QColor &fill)
{
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(110, 110, 110), 1.2));
    p.setBrush(fill);
    p.drawEllipse(QRectF(2.5, 2.5, 11, 11));
    return QIcon(pixmap);
}

} // namespace

MoveListModel::MoveListModel(model::GameReview *review, QObject *parent)
    : QAbstractListModel(parent)
    , m_review(review)
{
    m_stoneIcons[0] = stoneIcon(QColor(20, 20, 20));
    m_stoneIcons[1] = stoneIcon(QColor(245, 245, 245));
    connect(review, &model::GameReview::changed, this, &MoveListModel::refresh);
    refresh();
}

int MoveListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_line.size());
}

QString MoveListModel::label(const model::GameNode &node) const
{
    if (!node.parent)
        return tr("Start");
    const core::Game &before = *node.parent->position;
    int ply = 0;
    for (const model::GameNode *n = &node; n->parent; n = n->parent)
        ++ply;
    QString move;
    switch (node.move.kind) {
    case core::Move::Kind::Swap:
    case core::Move::Kind::Balance: move = Texts::decisionName(before.id(), node.move); break;
    case core::Move::Kind::Pass: move = tr("pass"); break;
    default: move = QString::fromStdString(before.moveText(node.move)); break;
    }
    return tr("%1. %2").arg(ply).arg(move);
}

QVariant MoveListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const model::GameNode &node = *m_line[index.row()];
    const bool branch = node.parent && node.parent->children.size() > 1;
    switch (role) {
    case Qt::DisplayRole: {
        QString text = label(node);
        if (branch)
            text += QStringLiteral("  \u25C6");
        if (!node.comment.empty())
            text += QStringLiteral("  \u2026");
        return text;
    }
    case Qt::DecorationRole:
        if (!node.parent)
            return {};
        return m_stoneIcons[core::index(node.parent->position->sideToMove())];
    case Qt::ToolTipRole: {
        QStringList lines;
        if (branch) {
            lines << tr("One of %n moves tried here", nullptr,
                        static_cast<int>(node.parent->children.size()));
        }
        if (!node.comment.empty())
            lines << QString::fromStdString(node.comment);
        return lines.isEmpty() ? QVariant() : QVariant(lines.join(QLatin1Char('\n')));
    }
    case Qt::FontRole:
        if (index.row() == m_current) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    default: return {};
    }
}

void MoveListModel::refresh()
{
    const auto line = m_review->line();
    const int current = m_review->currentIndex();
    if (line != m_line) {
        beginResetModel();
        m_line = line;
        m_current = current;
        endResetModel();
        return;
    }
    m_current = current;
    if (!m_line.empty())
        emit dataChanged(index(0), index(rowCount() - 1));
}

} // namespace qiju::widgets
