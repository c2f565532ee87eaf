#include "recordtablemodel.h"

#include <QLocale>

#include "words/texts.h"

namespace qiju::widgets {

RecordTableModel::RecordTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void RecordTableModel::setRecords(std::vector<model::GameRecord> records)
{
    beginResetModel();
    m_records = std::move(records);
    std::reverse(m_records.begin(), m_records.end()); // newest first
    endResetModel();
}

int RecordTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_records.size());
}

int RecordTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : Count;
}

QString RecordTableModel::playerName(const model::RecordPlayer &p)
{
    if (p.kind == model::PlayerKind::Computer && p.level)
        return tr("Computer (%1)").arg(Texts::levelName(*p.level));
    return p.name.isEmpty() ? Texts::playerKindName(p.kind) : p.name;
}

QVariant RecordTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const model::GameRecord &r = m_records[std::size_t(index.row())];
    if (role == Qt::TextAlignmentRole
        && (index.column() == Moves || index.column() == Duration || index.column() == Score))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != kSortRole)
        return {};
    const bool sort = role == kSortRole;
    switch (Column(index.column())) {
    case Date:
        return sort ? QVariant(r.time)
                    : QVariant(QLocale().toString(r.time.toLocalTime(), QLocale::ShortFormat));
    case Game: return Texts::gameName(r.game);
    case Rules: return Texts::rulesSummary(r.game, r.rules);
    case Black: return playerName(r.players[0]);
    case White: return playerName(r.players[1]);
    case Result: return Texts::outcome(r.game, r.result.outcome);
    case Reason: return Texts::endReason(r.result.reason);
    case Moves: return r.moves;
    case Duration: {
        const qint64 s = r.durationMs / 1000;
        return sort
            ? QVariant(r.durationMs)
            : QVariant(QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0')));
    }
    case Score:
        return sort
            ? QVariant(std::max(r.players[0].score, r.players[1].score))
            : QVariant(QStringLiteral("%1 : %2").arg(r.players[0].score).arg(r.players[1].score));
    case Count: break;
    }
    return {};
}

QVariant RecordTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case Date: return tr("Date");
    case Game: return tr("Game");
    case Rules: return tr("Rules");
    case Black: return tr("First player");
    case White: return tr("Second player");
    case Result: return tr("Result");
    case Reason: return tr("Reason");
    case Moves: return tr("Moves");
    case Duration: return tr("Time");
    case Score: return tr("Score");
    case Count: break;
    }
    return {};
}

} // namespace qiju::widgets
